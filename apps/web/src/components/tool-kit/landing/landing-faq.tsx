import { FaqAccordion } from '@/components/ui/faq-accordion';
import { TitledSection } from '@/components/ui/heading';
import type { LandingFaqEntry, LandingSectionCopy } from './landing-content';

/**
 * A landing page's questions as a single-open accordion (the home FAQ's shared `FaqAccordion`).
 * Each question is a button inside an h3 that controls its answer region (WAI-ARIA accordion).
 */
export function LandingFaq({ copy, items }: { copy: LandingSectionCopy; items: readonly LandingFaqEntry[] }) {
  return (
    <TitledSection id="faq" className="render-when-visible bg-slate-50" header={copy}>
      <FaqAccordion items={items} headingLevel={3} testId="landing-faq" className="mx-auto mt-12 max-w-3xl" />
    </TitledSection>
  );
}
