import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '@/components/ui/heading';
import { cn } from '@/lib/cn';

/** Props of {@link Panel}. */
export interface PanelProps {
  title?: ReactNode;
  level: HeadingLevel;
  /** Something at the right of the title (a badge, a count). */
  aside?: ReactNode;
  /** Id of the title, for aria-labelledby elsewhere. */
  titleId?: string;
  className?: string;
  children: ReactNode;
}

/** A white rounded card with an optional heading, the building block of the generator layouts. */
export function Panel({ title, level, aside, titleId, className, children }: PanelProps) {
  return (
    <div className={cn('min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}>
      {title ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <Heading level={level} id={titleId} className="text-lg font-bold text-slate-950">
            {title}
          </Heading>
          {aside}
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** A small pill used for counts such as "30 legends". */
export function CountBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
      {children}
    </span>
  );
}
