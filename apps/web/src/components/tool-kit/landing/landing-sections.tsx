import type { ReactNode } from 'react';
import { Heading, TitledSection } from '@/components/ui/heading';
import { cn } from '@/lib/cn';
import { GENERATOR_ANCHOR, type LandingItem, type LandingSectionCopy } from './landing-content';
import { LANDING_ICONS } from './landing-icons';

/**
 * The embedded generator under its section title. The id is the hero button's target (the root
 * scroll padding already keeps it clear of the fixed header).
 */
export function GeneratorSection({ copy, children }: { copy: LandingSectionCopy; children: ReactNode }) {
  return (
    <TitledSection
      id={GENERATOR_ANCHOR}
      data-testid="landing-generator"
      className="render-when-visible bg-slate-50 ring-1 ring-slate-200/70"
      header={copy}
    >
      <div className="mt-10 min-w-0">{children}</div>
    </TitledSection>
  );
}

/** Props of {@link ItemsSection}. */
export interface ItemsSectionProps {
  /** Section anchor; the title id is `${id}-title`. */
  id: string;
  copy: LandingSectionCopy;
  items: readonly LandingItem[];
  /** `steps` numbers the items as an ordered how-to; `cards` is a plain list. */
  variant?: 'steps' | 'cards';
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
  className?: string;
  /** Extra content under the items (a link, a note). */
  children?: ReactNode;
}

const COLUMNS: Record<NonNullable<ItemsSectionProps['columns']>, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/**
 * A section of icon cards: the four-step how-to, the feature blurbs and the use cases. Item titles
 * are h3 under the section's h2.
 */
export function ItemsSection({
  id,
  copy,
  items,
  variant = 'cards',
  columns = 4,
  className,
  children,
}: ItemsSectionProps) {
  const steps = variant === 'steps';
  const List = steps ? 'ol' : 'ul';
  return (
    <TitledSection id={id} className={cn('render-when-visible bg-white', className)} header={copy}>
      <List className={cn('mt-12 grid gap-6', COLUMNS[columns])}>
        {items.map((item, i) => {
          const Icon = LANDING_ICONS[item.icon];
          return (
            <li
              key={item.title}
              data-testid={`${id}-item`}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/20">
                  <Icon aria-hidden="true" className="size-5.5" />
                </span>
                {steps ? <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span> : null}
              </div>
              <Heading level={3} className="mt-5 text-lg font-bold text-slate-950">
                {item.title}
              </Heading>
              <p className="mt-2 text-sm leading-6 text-slate-600">{item.description}</p>
            </li>
          );
        })}
      </List>
      {children}
    </TitledSection>
  );
}
