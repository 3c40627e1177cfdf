import { FEATURE_CATEGORIES, type FeatureCategory, filterFeatures } from '@mergepix/core';
import { LayoutGrid, List, SearchX } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef } from 'react';
import { cn } from '@/lib/cn';
import { FeatureCard } from './feature-card';
import { useStudioStore } from './studio-store';
import type { StudioTool } from './studio-tool';

/** Props of {@link ToolBrowser}. */
export interface ToolBrowserProps {
  tools: readonly StudioTool[];
  query: string;
  category: FeatureCategory | null;
  onCategory: (category: FeatureCategory | null) => void;
  onOpen: (id: string) => void;
}

/** Category tabs, the grid/list switch and the tools matching the search and the tab. */
export function ToolBrowser({ tools, query, category, onCategory, onOpen }: ToolBrowserProps) {
  const { view, setView, favorites, toggleFavorite } = useStudioStore();
  const panelId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = useMemo(() => {
    const matching = new Set(
      filterFeatures(
        tools.map((t) => t.feature),
        { category, query },
      ),
    );
    return tools.filter((t) => matching.has(t.feature));
  }, [tools, category, query]);

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + FEATURE_CATEGORIES.length) % FEATURE_CATEGORIES.length;
    tabs.current[next]?.focus();
    onCategory(FEATURE_CATEGORIES[next]?.value ?? null);
  };

  return (
    <section aria-labelledby={`${panelId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${panelId}-heading`} className="text-lg font-bold text-slate-900">
          All tools
        </h2>
        <div className="flex items-center gap-2">
          <div role="tablist" aria-label="Categories" className="flex rounded-xl bg-slate-100 p-1">
            {FEATURE_CATEGORIES.map((tab, i) => {
              const selected = tab.value === category;
              return (
                <button
                  key={tab.id}
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={panelId}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => onCategory(tab.value)}
                  onKeyDown={(e) => onTabKey(e, i)}
                  className={cn(
                    'h-8 cursor-pointer rounded-lg px-3 text-sm font-medium',
                    selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                  )}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
          <fieldset className="flex rounded-xl bg-slate-100 p-1">
            <legend className="sr-only">Layout</legend>
            {(['grid', 'list'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                aria-label={mode === 'grid' ? 'Grid view' : 'List view'}
                onClick={() => setView(mode)}
                className={cn(
                  'flex size-8 cursor-pointer items-center justify-center rounded-lg',
                  view === mode ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-500 hover:text-slate-900',
                )}
              >
                {mode === 'grid' ? (
                  <LayoutGrid aria-hidden="true" className="size-4" />
                ) : (
                  <List aria-hidden="true" className="size-4" />
                )}
              </button>
            ))}
          </fieldset>
        </div>
      </div>

      <div id={panelId} role="tabpanel" aria-label="Tools" data-view={view}>
        {shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <SearchX aria-hidden="true" className="size-8 text-slate-400" />
            <p className="font-semibold text-slate-900">No features found</p>
            <p className="text-sm text-slate-600">Try adjusting your search or filters</p>
          </div>
        ) : (
          <ul className={cn('grid gap-3', view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')}>
            {shown.map(({ feature, preload }) => (
              <FeatureCard
                key={feature.id}
                feature={feature}
                view={view}
                favorite={favorites.includes(feature.id)}
                onOpen={() => onOpen(feature.id)}
                onToggleFavorite={() => toggleFavorite(feature.id)}
                onPreload={() => void preload()}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
