import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Props of {@link AccountSection}. */
export interface AccountSectionProps {
  /** Stable id; the heading gets `${id}-title` and names the region. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Something at the heading's right, e.g. a status badge. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * One card of the account page. A named region, so assistive tech (and browser tests) can jump
 * to "Password" or scope "Company" to "Profile" versus "Personalization tokens".
 */
export function AccountSection({ id, title, description, aside, className, children }: AccountSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7', className)}
    >
      <div className="mb-5 flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-lg font-bold text-slate-950">
            {title}
          </h2>
          {description ? <div className="mt-1 text-sm leading-6 text-slate-600">{description}</div> : null}
        </div>
        {aside ? <div className="shrink-0">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}
