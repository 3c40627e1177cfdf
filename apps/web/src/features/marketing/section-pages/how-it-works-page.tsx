import { HowItWorksSection } from '@/features/marketing/sections/how-it-works-section';
import { SectionPage } from './section-page';

/** `/how-it-works` route: the how-it-works steps section on its own. */
export function HowItWorksPage() {
  return (
    <SectionPage title="How It Works">
      <HowItWorksSection headingLevel={1} />
    </SectionPage>
  );
}
