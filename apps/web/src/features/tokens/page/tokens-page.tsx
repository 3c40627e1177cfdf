import { type ImplementedTokenKey, searchTokens, TOKENS, tokensByCategory } from '@mergepix/core';
import { ChevronDown, Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '@/components/ui/search-field';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/cn';
import { toggled } from '@/lib/toggled';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TokenCard } from './token-card';

/** /tokens: every personalization token, searchable, by category, with the user's values. */
export default function TokensPage() {
  useDocumentTitle('Personalization Tokens');
  const { values, signedIn } = useTokenValues();
  const [query, setQuery] = useState('');
  // Phones start with every category folded, so the tokens come first.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(window.innerWidth >= 768 ? ['basic'] : []),
  );
  const [editing, setEditing] = useState<string | null>(null);
  const groups = useMemo(() => tokensByCategory(searchTokens(query)), [query]);
  const found = groups.reduce((n, g) => n + g.tokens.length, 0);

  const toggle = (id: string) => setExpanded((prev) => toggled(prev, id));

  return (
    <div className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Personalization Tokens</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        {TOKENS.length} tokens that turn one design into one for every customer. Set your own values to see
        them in every preview
        {signedIn ? '; they are saved to your account.' : '; they are kept in this browser.'}
      </p>

      <aside
        className="mt-6 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950"
        aria-label="How tokens work"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p>
          Write a token as <code className="font-mono font-semibold">[TOKEN_NAME]</code>, for example{' '}
          <code className="font-mono font-semibold">[FIRSTNAME]</code>. Tokens are case-insensitive and are
          replaced with each customer’s details when they view your content. Drag a token into any editor’s
          text field, or use the Personalization panel in the{' '}
          <Link to={PATHS.editor} className="font-semibold underline">
            studio
          </Link>
          .
        </p>
      </aside>

      <div className="mt-6 grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Token categories" className="md:sticky md:top-24 md:self-start">
          <ul className="flex flex-col gap-1">
            {groups.map(({ category, tokens }) => {
              const open = expanded.has(category.id);
              return (
                <li key={category.id}>
                  <div className="flex items-center rounded-lg hover:bg-slate-100">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-label={`${open ? 'Collapse' : 'Expand'} ${category.label}`}
                      onClick={() => toggle(category.id)}
                      className="flex size-8 shrink-0 cursor-pointer items-center justify-center text-slate-400"
                    >
                      <ChevronDown
                        aria-hidden="true"
                        className={cn('size-4 transition-transform', !open && '-rotate-90')}
                      />
                    </button>
                    <a
                      href={`#cat-${category.id}`}
                      className="flex min-w-0 flex-1 items-center gap-2 py-1.5 pr-2 text-sm font-medium text-slate-700"
                    >
                      <span className="flex-1 truncate">{category.label}</span>
                      <span
                        data-category-count={category.id}
                        className="rounded-full bg-slate-100 px-2 text-xs text-slate-600"
                      >
                        {tokens.length}
                      </span>
                    </a>
                  </div>
                  {open && tokens.length > 0 ? (
                    <ul className="mb-1 ml-8 flex flex-col">
                      {tokens.map((t) => (
                        <li key={t.key}>
                          <a
                            href={`#token-${t.key}`}
                            className="block min-h-6 truncate rounded px-1 py-1 font-mono text-xs text-slate-500 hover:text-brand-700"
                          >
                            [{t.key}]
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex min-w-0 flex-col gap-6">
          <SearchField
            label="Search tokens"
            value={query}
            onChange={setQuery}
            placeholder="Search tokens by key, name or description..."
            inputClassName="h-11"
          />
          <p role="status" className="sr-only">
            {found} tokens found
          </p>
          {found === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
              No tokens match “{query}”. Try a shorter word, such as “name” or “date”.
            </p>
          ) : null}
          {groups.map(({ category, tokens }) =>
            tokens.length > 0 ? (
              <section key={category.id} aria-labelledby={`cat-${category.id}`}>
                <h2 id={`cat-${category.id}`} className="mb-3 scroll-mt-24 text-lg font-bold text-slate-900">
                  {category.label}
                </h2>
                <ul className="grid gap-3 lg:grid-cols-2">
                  {tokens.map((token) => (
                    <TokenCard
                      key={token.key}
                      token={token}
                      value={token.isImplemented ? values[token.key as ImplementedTokenKey] : undefined}
                      editing={editing === token.key}
                      onEdit={(on) => setEditing(on ? token.key : null)}
                    />
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
}
