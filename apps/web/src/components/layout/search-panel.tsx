import { CornerDownLeft, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { filterNavEntries } from '@/config/nav';
import { SEARCH_PANEL_ID } from './search-panel-id';

/**
 * Header search: filters the Tools list live by label and path. Enter opens the first match
 * (docs/product.md#routes-and-page-layout; the original had no submit behaviour; jumping to the top hit is
 * what a search box implies).
 */
export function SearchPanel({ onNavigate }: { onNavigate: () => void }) {
  const [query, setQuery] = useState('');
  const results = useMemo(() => filterNavEntries(query), [query]);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const inputId = useId();

  // Focus on open so the visitor can type right away (autoFocus is avoided for screen readers'
  // sake on page load; here the focus follows an explicit action).
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = results[0];
    if (!first) return;
    onNavigate();
    navigate(first.path);
  };

  return (
    <div id={SEARCH_PANEL_ID} className="border-t border-slate-200 bg-white animate-fade-in">
      <div className="mx-auto max-w-3xl px-4 py-4 sm:px-6">
        <search>
          <form onSubmit={onSubmit} className="relative">
            <label htmlFor={inputId} className="sr-only">
              Search tools and pages
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search tools and pages..."
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              className="h-12 w-full rounded-xl border border-slate-300 bg-slate-50 pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20"
            />
          </form>
        </search>
        {/* One status region: announces the count, and is itself the visible empty state. */}
        <div role="status">
          {results.length === 0 ? (
            <p className="px-1 py-6 text-center text-sm text-slate-500" data-testid="search-empty">
              No matches
            </p>
          ) : (
            <p className="sr-only">{results.length === 1 ? '1 result' : `${results.length} results`}</p>
          )}
        </div>
        {results.length === 0 ? null : (
          <ul
            aria-label="Search results"
            className="mt-3 grid max-h-[min(22rem,calc(100dvh-10rem))] gap-1 overflow-y-auto overscroll-contain sm:grid-cols-2"
          >
            {results.map((entry, index) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  onClick={onNavigate}
                  className="group flex items-center justify-between gap-3 rounded-xl px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">{entry.label}</span>
                    <span className="block truncate font-mono text-xs text-slate-500">{entry.path}</span>
                  </span>
                  {index === 0 && query.trim() !== '' ? (
                    <CornerDownLeft aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
