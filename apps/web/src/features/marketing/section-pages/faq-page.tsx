import { FaqSection } from '@/features/marketing/sections/faq-section';
import { SectionPage } from './section-page';

/** `/faq` route: the FAQ accordion section on its own. */
export function FaqPage() {
  return (
    <SectionPage title="FAQ">
      <FaqSection headingLevel={1} />
    </SectionPage>
  );
}
