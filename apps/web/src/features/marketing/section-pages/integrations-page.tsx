import { IntegrationsSection } from '@/features/marketing/sections/integrations-section';
import { SectionPage } from './section-page';

/** `/integrations` route: the integrations section on its own. */
export function IntegrationsPage() {
  return (
    <SectionPage title="Integrations">
      <IntegrationsSection headingLevel={1} />
    </SectionPage>
  );
}
