import { FONT_CATEGORIES, fontsIn } from '@mergepix/core';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { fontLabel } from '@/components/fonts/font-filter';
import { FontName } from '@/components/fonts/font-name';
import { cn } from '@/lib/cn';
import { loadFont } from '@/lib/fonts/font-loader';
import { toggled } from '@/lib/toggled';
import { useFontSystem } from './style-store';

/** Every font by category, folding; pointing at a font loads it, a click selects it. */
export function FontGrid() {
  const { style, setStyle } = useFontSystem();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(['sans-serif']));
  const toggle = (id: string) => setOpen((prev) => toggled(prev, id));
  return (
    <section aria-labelledby="grid-title" className="space-y-3">
      <h2 id="grid-title" className="text-xl font-semibold text-slate-900">
        All fonts
      </h2>
      {FONT_CATEGORIES.map((category) => {
        const fonts = fontsIn(category.id);
        const expanded = open.has(category.id);
        return (
          <div key={category.id} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => toggle(category.id)}
                className="flex w-full items-center justify-between px-4 py-3 text-left font-semibold text-slate-900"
              >
                <span>
                  {category.label} <span className="font-normal text-slate-500">({fonts.length})</span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 text-slate-500 transition', expanded && 'rotate-180')}
                />
              </button>
            </h3>
            {expanded ? (
              <ul className="grid gap-2 border-t border-slate-100 p-3 sm:grid-cols-2 lg:grid-cols-3">
                {fonts.map((font) => (
                  <li key={font.id}>
                    <button
                      type="button"
                      aria-pressed={style.fontFamily === font.family}
                      aria-label={`${fontLabel(font)}, ${category.label}`}
                      data-font-card={font.id}
                      onPointerEnter={() => void loadFont(font.family)}
                      onFocus={() => void loadFont(font.family)}
                      onClick={() => {
                        void loadFont(font.family);
                        setStyle({ fontFamily: font.family });
                      }}
                      className={cn(
                        'flex w-full flex-col items-start gap-1 rounded-xl border px-3 py-2 text-left',
                        style.fontFamily === font.family
                          ? 'border-brand-600 bg-brand-50'
                          : 'border-slate-200 hover:border-brand-400',
                      )}
                    >
                      <FontName font={font} className="max-w-full text-lg text-slate-900" />
                      <span className="text-xs text-slate-500">{font.licence}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
