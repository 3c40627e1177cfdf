import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';

/** Props of {@link OptionsDisclosure}. */
export interface OptionsDisclosureProps {
  /** Shown as a badge when set, e.g. "2 selected". */
  badge?: string | undefined;
  /** Whether it starts open. */
  defaultOpen?: boolean;
  /** Test id of the whole box. */
  testId?: string;
  children: ReactNode;
}

/** The collapsible "Advanced Options" box every generator has, with a count of what is set. */
export function OptionsDisclosure({ badge, defaultOpen = false, testId, children }: OptionsDisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <div data-testid={testId} className="rounded-2xl border border-slate-200 bg-slate-50/60">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center gap-2.5 rounded-2xl px-4 py-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-600" />
        Advanced Options
        {badge ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {badge}
          </span>
        ) : null}
        <ChevronDown
          aria-hidden="true"
          className={cn('ml-auto size-4 text-slate-500 transition-transform', open ? 'rotate-180' : null)}
        />
      </button>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-5 border-t border-slate-200 px-4 py-4">
        {children}
      </div>
    </div>
  );
}
