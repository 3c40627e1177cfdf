import {
  FONT_CATEGORIES,
  FONT_LOADED_POLL_MS,
  FONT_MANAGER_MAX_HEIGHT_PX,
  FONTS,
  type FontCategory,
  fontsIn,
} from '@mergepix/core';
import { useEffect, useMemo, useState } from 'react';
import { type FontSort, filterFonts, fontLabel, sortFonts } from '@/components/fonts/font-filter';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { type FontStatus, loadFont, useFontStatusStore } from '@/lib/fonts/font-loader';
import { useFontSystem } from './style-store';

const STATUS_LABEL: Readonly<Record<FontStatus, string>> = {
  idle: 'Not Loaded',
  loading: 'Loading...',
  loaded: 'Loaded',
  failed: 'Failed',
};
const CATEGORY_LABEL = new Map(FONT_CATEGORIES.map((c) => [c.id, c.label]));

/** How many catalog fonts are loaded, read every second (docs/product.md#fonts-and-text). */
function useLoadedCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => {
      const status = useFontStatusStore.getState().status;
      setCount(FONTS.filter((f) => status[f.family] === 'loaded').length);
    };
    read();
    const timer = setInterval(read, FONT_LOADED_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return count;
}

/** The management view: search, filter, sort, load by category, and a table to load and select. */
export function FontManager() {
  const setStyle = useFontSystem((s) => s.setStyle);
  const status = useFontStatusStore((s) => s.status);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FontCategory | 'all'>('all');
  const [sort, setSort] = useState<FontSort>('name');
  const loaded = useLoadedCount();
  const rows = useMemo(
    () => sortFonts(filterFonts(query, category === 'all' ? 'all' : new Set([category])), sort, status),
    [query, category, sort, status],
  );

  return (
    <section
      aria-labelledby="manager-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="manager-title" className="text-xl font-semibold text-slate-900">
        Font management
      </h2>
      <div className="mt-3 grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <SearchField label="Search fonts" value={query} onChange={setQuery} placeholder="Search fonts..." />
        <label className="text-sm">
          <span className="sr-only">Category</span>
          <select
            value={category}
            onChange={(e) => setCategory(e.target.value as FontCategory | 'all')}
            className="h-10 w-full rounded-xl border border-slate-300 bg-white px-3"
          >
            <option value="all">All categories</option>
            {FONT_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="sr-only">Sort by</span>
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as FontSort)}
            className="h-10 w-full rounded-xl border border-slate-300 bg-white px-3"
          >
            <option value="name">Sort by name</option>
            <option value="category">Sort by category</option>
            <option value="status">Sort by status</option>
          </select>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {FONT_CATEGORIES.map((c) => (
          <button
            key={c.id}
            type="button"
            onClick={() => fontsIn(c.id).forEach((f) => void loadFont(f.family))}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-500 hover:text-brand-700"
          >
            Load {c.label} Fonts
          </button>
        ))}
      </div>
      <div
        className="mt-3 overflow-auto rounded-xl border border-slate-200"
        style={{ maxHeight: FONT_MANAGER_MAX_HEIGHT_PX }}
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">Font</th>
              <th className="px-3 py-2 font-medium">Category</th>
              <th className="px-3 py-2 font-medium">Status</th>
              <th className="px-3 py-2 font-medium">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((font) => {
              const state = status[font.family] ?? 'idle';
              return (
                <tr key={font.id} className="border-t border-slate-100" data-font-row={font.id}>
                  <td className="px-3 py-2 text-slate-900">{fontLabel(font)}</td>
                  <td className="px-3 py-2 text-slate-600">{CATEGORY_LABEL.get(font.category)}</td>
                  <td className="px-3 py-2" data-status={state}>
                    <span className="inline-flex items-center gap-1.5">
                      {state === 'loading' ? <Spinner className="size-3.5" /> : null}
                      {STATUS_LABEL[state]}
                    </span>
                  </td>
                  <td className="space-x-2 px-3 py-2 whitespace-nowrap">
                    <button
                      type="button"
                      disabled={state === 'loaded' || state === 'loading'}
                      onClick={() => void loadFont(font.family)}
                      aria-label={`Load ${font.family}`}
                      className="rounded-lg border border-slate-300 px-2.5 py-1 disabled:opacity-40"
                    >
                      Load
                    </button>
                    <button
                      type="button"
                      disabled={state !== 'loaded'}
                      onClick={() => setStyle({ fontFamily: font.family })}
                      aria-label={`Select ${font.family}`}
                      className="rounded-lg bg-brand-600 px-2.5 py-1 text-white disabled:bg-slate-300"
                    >
                      Select
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-6 text-center text-sm text-slate-500">No fonts found</p> : null}
      </div>
      <p className="mt-2 flex justify-between text-sm text-slate-600" data-font-totals="">
        <span>{FONTS.length} fonts</span>
        <span>
          Loaded {loaded} / {FONTS.length}
        </span>
      </p>
    </section>
  );
}
