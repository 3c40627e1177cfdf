import { ArrowDown, House } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { NAV_GROUPS } from '@/config/nav';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Catch-all page: says what was not found and offers Home and the full Tools list. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');

  return (
    <div className="mx-auto max-w-5xl px-4 pt-28 pb-24 sm:px-6 sm:pt-32">
      <div className="mx-auto max-w-xl text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
          Page not found
        </h1>
        <p className="mt-4 text-slate-600">
          We couldn't find{' '}
          <code
            data-testid="not-found-path"
            className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all text-slate-800"
          >
            {pathname}
          </code>
          . It may not be built yet, or the link may be mistyped.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonVariants({ size: 'lg' })}>
            <House aria-hidden="true" className="size-5" />
            Go to Home
          </Link>
          <a href="#tools" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Browse all tools
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </div>
      </div>

      <section id="tools" aria-labelledby="tools-title" className="mt-20">
        <h2 id="tools-title" className="text-center text-xl font-bold text-slate-900">
          Tools and pages
        </h2>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {NAV_GROUPS.map((group) => (
            <div key={group.id}>
              <h3 className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                {group.label}
              </h3>
              <ul className="mt-3 space-y-1">
                {group.entries.map((entry) => (
                  <li key={entry.path}>
                    <Link
                      to={entry.path}
                      className="block rounded-xl px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
                    >
                      <span className="block text-sm font-medium text-slate-900">{entry.label}</span>
                      <span className="block text-xs text-slate-500">{entry.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
