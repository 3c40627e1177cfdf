import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useReducer } from 'react';
import { cn } from '@/lib/cn';
import { accordionReducer } from './accordion-state';
import { Heading, type HeadingLevel } from './heading';

/** One question of a {@link FaqAccordion}; `id` keys the item and its element ids. */
export interface FaqAccordionItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/** Props of {@link FaqAccordion}. */
export interface FaqAccordionProps {
  items: readonly FaqAccordionItem[];
  /** Level of the heading around each question button. */
  headingLevel: HeadingLevel;
  /** `data-testid` of the list, e.g. "faq-accordion". */
  testId?: string;
  /** Extra classes of the list (margins, width). */
  className?: string;
}

/**
 * Questions as an accordion with one item open at a time (docs/product.md#home-and-marketing-pages; the rule
 * lives in `accordionReducer`). Each question is a button inside a heading that controls its answer region
 * (the WAI-ARIA accordion pattern). Each item carries `data-testid="faq-item"` and `data-open`.
 */
export function FaqAccordion({ items, headingLevel, testId, className }: FaqAccordionProps) {
  const [openId, dispatch] = useReducer(accordionReducer, null);
  const baseId = useId();

  return (
    <div
      data-testid={testId}
      className={cn(
        'divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200',
        className,
      )}
    >
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} data-testid="faq-item" data-open={open ? 'true' : 'false'}>
            <Heading level={headingLevel}>
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
  );
}
