import { MARKETING_CLAIMS } from '@mergepix/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { FaqAccordion } from '@/components/ui/faq-accordion';
import { childLevel, MarketingSection, SectionHeader, type SectionProps } from '@/components/ui/heading';
import { PATHS } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { FAQ_ITEMS } from './faq-data';

/** "Gemini, DALL-E 3 or Ideogram", named up front rather than only inside a closed answer; each
 * name stays on one line. */
function ModelList() {
  const models = MARKETING_CLAIMS.aiModels;
  return models.map((model, i) => (
    <Fragment key={model}>
      {i === 0 ? '' : i === models.length - 1 ? ' or ' : ', '}
      <span className="whitespace-nowrap">{model}</span>
    </Fragment>
  ));
}

/**
 * Questions as an accordion with one item open at a time (#faq; docs/product.md#home-and-marketing-pages),
 * via the shared `FaqAccordion`: each question is a button inside a heading that controls its answer region.
 */
export function FaqSection({ headingLevel = 2 }: SectionProps) {
  return (
    <MarketingSection id="faq" className="bg-white">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeader
            titleId="faq-title"
            level={headingLevel}
            eyebrow="FAQ"
            title="Questions, answered"
            description={
              <>
                Which model draws your images (<ModelList />
                ), what it costs, how tokens work and what happens to your data.
              </>
            }
            className="lg:mx-0 lg:text-left"
          />
          <p className="mt-6 text-center text-sm text-slate-600 lg:text-left">
            Something else? Read our{' '}
            <Link
              to={PATHS.privacy}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Privacy Policy
            </Link>{' '}
            or{' '}
            <a
              href={`mailto:${siteConfig.supportEmail}`}
              className="font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
            >
              contact support
            </a>
            .
          </p>
        </div>

        <FaqAccordion items={FAQ_ITEMS} headingLevel={childLevel(headingLevel)} testId="faq-accordion" />
      </div>
    </MarketingSection>
  );
}
