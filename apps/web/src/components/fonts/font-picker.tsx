import { FONT_CATEGORIES, type FontCategory, resolveFont } from '@mergepix/core';
import { Check, ChevronDown, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { loadFont } from '@/lib/fonts/font-loader';
import { toggled } from '@/lib/toggled';
import { filterFonts, fontLabel } from './font-filter';
import { FontName } from './font-name';

/** The initial filter (docs/product.md#fonts-and-text): sans-serif on, every other category off. */
export const INITIAL_PICKER_CATEGORIES: ReadonlySet<FontCategory> = new Set(['sans-serif']);

/**
 * The in-editor font picker every text tool shares: search, category filter, the fonts (each
 * loads when pointed at and shows in its own face once loaded), "No fonts found" when none match.
 */
export function FontPicker({
  value,
  onChange,
  label = 'Font',
  className,
}: {
  value: string;
  onChange: (family: string) => void;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [categories, setCategories] = useState<ReadonlySet<FontCategory>>(INITIAL_PICKER_CATEGORIES);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = resolveFont(value).font;
  const fonts = useMemo(() => filterFonts(query, categories), [query, categories]);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector('input')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const choose = (family: string) => {
    void loadFont(family);
    onChange(family);
    setOpen(false);
    button.current?.focus();
  };
  const toggle = (id: FontCategory) => setCategories((prev) => toggled(prev, id));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (fonts.length === 0) return;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const next = (active + move + fonts.length) % fonts.length;
      setActive(next);
      const font = fonts[next];
      if (font) void loadFont(font.family);
      document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const font = fonts[Math.min(active, fonts.length - 1)];
      if (font) choose(font.family);
    }
  };

  return (
    <div ref={root} className={cn('relative', className)} data-font-picker="">
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex h-10 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3 text-left text-sm shadow-sm focus-visible:ring-4 focus-visible:ring-brand-500/20 focus-visible:outline-none"
      >
        <span className="sr-only">{label}: </span>
        <span className="truncate">{fontLabel(current)}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </button>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Enter from the search field move through the list
        <div
          className="absolute z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl"
          onKeyDown={onKeyDown}
        >
          <label className="relative block">
            <span className="sr-only">Search fonts</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              type="search"
              role="combobox"
              aria-expanded={fonts.length > 0}
              aria-controls={listId}
              aria-activedescendant={
                fonts.length > 0 ? `${listId}-${Math.min(active, fonts.length - 1)}` : undefined
              }
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              placeholder="Search fonts..."
              className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20"
            />
          </label>
          <fieldset className="mt-2 flex flex-wrap gap-1.5">
            <legend className="sr-only">Categories</legend>
            {FONT_CATEGORIES.map((c) => (
              <button
                key={c.id}
                type="button"
                aria-pressed={categories.has(c.id)}
                onClick={() => toggle(c.id)}
                className={cn(
                  'rounded-full border px-2.5 py-1 text-xs font-medium',
                  categories.has(c.id)
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 text-slate-600 hover:border-brand-400',
                )}
              >
                {c.label}
              </button>
            ))}
          </fieldset>
          {fonts.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-slate-500">No fonts found</p>
          ) : (
            <div id={listId} role="listbox" aria-label="Fonts" className="mt-2 max-h-64 overflow-y-auto">
              {fonts.map((font, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox's keys (arrows, Enter) choose options
                <div
                  key={font.id}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={font.family === current.family}
                  data-active={i === active || undefined}
                  onPointerEnter={() => void loadFont(font.family)}
                  onClick={() => choose(font.family)}
                  className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm data-[active]:bg-brand-50 hover:bg-slate-50"
                >
                  <FontName font={font} className="text-base" />
                  {font.family === current.family ? (
                    <Check aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  ) : null}
                </div>
              ))}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
