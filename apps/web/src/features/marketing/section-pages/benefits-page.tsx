import { FeaturesSection } from '@/features/marketing/sections/features-section';
import { SectionPage } from './section-page';

/** `/benefits` route: the features grid with the marketing claims section on its own. */
export function BenefitsPage() {
  return (
    <SectionPage title="Benefits">
      <FeaturesSection headingLevel={1} />
    </SectionPage>
  );
}
