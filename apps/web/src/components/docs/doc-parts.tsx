import { Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The heading id of a guide section (the section is labelled by it). */
export function docSectionHeadingId(id: string): string {
  return `${id}-title`;
}

/** One guide section: its id is the anchor, `title` its heading (and its table-of-contents label). */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={docSectionHeadingId(id)}
      data-testid="docs-section"
      className="border-t border-slate-200 pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={docSectionHeadingId(id)} className="text-2xl font-bold tracking-tight text-slate-950">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** A subheading inside a section. */
export function DocSubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-4 text-lg font-semibold text-slate-900">{children}</h3>;
}

/** A link to another page of the app (the guides link nowhere outside Mergepix). */
export function DocLink({ to, children }: { to: `/${string}`; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900"
    >
      {children}
    </Link>
  );
}

/** Inline code: env vars, field names, paths. */
export function C({ children }: { children: ReactNode }) {
  return (
    <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] break-words box-decoration-clone text-slate-800">
      {children}
    </code>
  );
}

/** A highlighted note; `warning` for things that leak keys or lose work. */
export function Callout({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning';
  title: string;
  children: ReactNode;
}) {
  const Icon = tone === 'warning' ? TriangleAlert : Info;
  return (
    <div
      className={cn(
        'flex gap-3 rounded-2xl border p-4 text-sm leading-6',
        tone === 'warning'
          ? 'border-amber-200 bg-amber-50 text-amber-950'
          : 'border-brand-200 bg-brand-50 text-slate-800',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', tone === 'warning' ? 'text-amber-600' : 'text-brand-600')}
      />
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-1 space-y-2">{children}</div>
      </div>
    </div>
  );
}
