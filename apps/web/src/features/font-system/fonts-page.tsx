import { FONTS, PRELOADED_FONTS } from '@mergepix/core';
import { LayoutGrid, Table2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { loadFont } from '@/lib/fonts/font-loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DocsCards } from './docs-cards';
import { FontCategories } from './font-categories';
import { FontGrid } from './font-grid';
import { FontManager } from './font-manager';
import { PreviewPanel } from './preview-panel';
import { StyleEditor } from './style-editor';

type View = 'grid' | 'management';

/** /fonts: the font system — preview, styling editor, categories, and the grid or management view. */
export default function FontsPage() {
  useDocumentTitle('Font System');
  const [view, setView] = useState<View>('grid');
  const [advanced, setAdvanced] = useState(false);

  // The preloaded fonts (docs/product.md#fonts-and-text), once the page has painted and the browser is idle.
  useEffect(() => {
    const preload = () => {
      for (const family of PRELOADED_FONTS) void loadFont(family);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Font System</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            {FONTS.length} open fonts for personalized text, drawn the same in this preview and in every
            image.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <fieldset className="flex rounded-xl bg-slate-100 p-1">
            <legend className="sr-only">View</legend>
            {(
              [
                ['grid', 'Grid view', LayoutGrid],
                ['management', 'Management view', Table2],
              ] as const
            ).map(([id, label, Icon]) => (
              <button
                key={id}
                type="button"
                aria-pressed={view === id}
                onClick={() => setView(id)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium',
                  view === id ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            aria-expanded={advanced}
            onClick={() => setAdvanced(!advanced)}
            className="rounded-xl border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-500"
          >
            {advanced ? 'Hide Advanced' : 'Show Advanced'}
          </button>
        </div>
      </header>

      {advanced ? <DocsCards /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PreviewPanel />
        <StyleEditor />
      </div>

      <FontCategories />
      {view === 'grid' ? <FontGrid /> : <FontManager />}
    </div>
  );
}
