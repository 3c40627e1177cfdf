import { FONT_CATEGORIES, FONT_CATEGORY_EXAMPLE_COUNT, fontsIn } from '@mergepix/core';
import { FontName } from '@/components/fonts/font-name';
import { loadFont } from '@/lib/fonts/font-loader';
import { useFontSystem } from './style-store';

/** The six categories, five example fonts each and how many more; a click selects the font. */
export function FontCategories() {
  const setStyle = useFontSystem((s) => s.setStyle);
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className="text-xl font-semibold text-slate-900">
        Font Categories
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FONT_CATEGORIES.map((category) => {
          const fonts = fontsIn(category.id);
          const more = fonts.length - FONT_CATEGORY_EXAMPLE_COUNT;
          return (
            <li key={category.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">{category.label}</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {fonts.slice(0, FONT_CATEGORY_EXAMPLE_COUNT).map((font) => (
                  <li key={font.id}>
                    <button
                      type="button"
                      onPointerEnter={() => void loadFont(font.family)}
                      onFocus={() => void loadFont(font.family)}
                      onClick={() => {
                        void loadFont(font.family);
                        setStyle({ fontFamily: font.family });
                      }}
                      className="rounded-lg border border-slate-200 px-2 py-1 text-sm hover:border-brand-500"
                    >
                      <FontName font={font} />
                    </button>
                  </li>
                ))}
                {more > 0 ? <li className="px-2 py-1 text-sm text-slate-500">+ {more} more</li> : null}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
