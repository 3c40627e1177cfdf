import { MARKETING_CLAIMS } from '@mergepix/core';
import { ChevronDown } from 'lucide-react';
import { Fragment, useId, useReducer } from 'react';
import { Link } from 'react-router';
import { siteConfig } from '@/config/site';
import { cn } from '@/lib/cn';
import { accordionReducer } from './accordion-state';
import { FAQ_ITEMS } from './faq-data';
import { childLevel, Heading, MarketingSection, SectionHeader, type SectionProps } from './heading';

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
 * Questions as an accordion with one item open at a time (#faq; spec §4). Each question is a
 * button inside a heading (the WAI-ARIA accordion pattern) that controls its answer region.
 */
export function FaqSection({ headingLevel = 2 }: SectionProps) {
  const [openId, dispatch] = useReducer(accordionReducer, null);
  const baseId = useId();
  const itemLevel = childLevel(headingLevel);

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
            <Link to="/privacy" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
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

        <div
          data-testid="faq-accordion"
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
        >
          {FAQ_ITEMS.map((item) => {
            const open = openId === item.id;
            const buttonId = `${baseId}-${item.id}-button`;
            const panelId = `${baseId}-${item.id}-panel`;
            return (
              <div key={item.id} data-testid="faq-item" data-open={open ? 'true' : 'false'}>
                <Heading level={itemLevel}>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => dispatch({ type: 'toggle', id: item.id })}
                    className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-slate-950 hover:bg-slate-50 sm:px-6"
                  >
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className={cn(
                        'size-5 shrink-0 text-slate-500 transition-transform duration-200',
                        open && 'rotate-180 text-brand-700',
                      )}
                    />
                  </button>
                </Heading>
                <section
                  id={panelId}
                  aria-labelledby={buttonId}
                  hidden={!open}
                  className="px-5 pb-6 text-[15px] leading-7 text-slate-700 animate-fade-in sm:px-6"
                >
                  {item.answer}
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </MarketingSection>
  );
}
