import { TemplatesSection } from '@/features/marketing/sections/templates-section';
import { SectionPage } from './section-page';

/** `/templates` route: the templates (with the action-figure carousel) section on its own. */
export function TemplatesPage() {
  return (
    <SectionPage title="Templates">
      <TemplatesSection headingLevel={1} />
    </SectionPage>
  );
}
