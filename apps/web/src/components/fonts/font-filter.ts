import { FONT_CATEGORIES, FONTS, type FontCategory, type FontDefinition } from '@mergepix/core';
import type { FontStatus } from '@/lib/fonts/font-loader';

/** The name a font is shown under: "Anton — Impact-style" for a stand-in, else the family. */
export const fontLabel = (font: Pick<FontDefinition, 'family' | 'displayName'>) =>
  font.displayName ?? font.family;

/** Fonts whose name (or stand-in name) contains `query`, ignoring case, in the given categories. */
export function filterFonts(
  query: string,
  categories: ReadonlySet<FontCategory> | 'all',
  fonts: readonly FontDefinition[] = FONTS,
): FontDefinition[] {
  const q = query.trim().toLowerCase();
  return fonts.filter(
    (font) =>
      (categories === 'all' || categories.has(font.category)) &&
      (q === '' || fontLabel(font).toLowerCase().includes(q) || font.category.includes(q)),
  );
}

export type FontSort = 'name' | 'category' | 'status';
const STATUS_ORDER: Readonly<Record<FontStatus, number>> = { loaded: 0, loading: 1, failed: 2, idle: 3 };
const CATEGORY_ORDER = new Map(FONT_CATEGORIES.map((c, i) => [c.id, i]));

/** Fonts sorted by name, by category (then name) or by status (loaded first, then name). */
export function sortFonts(
  fonts: readonly FontDefinition[],
  sort: FontSort,
  status: Readonly<Record<string, FontStatus>> = {},
): FontDefinition[] {
  const byName = (a: FontDefinition, b: FontDefinition) => a.family.localeCompare(b.family);
  const key = (font: FontDefinition) =>
    sort === 'category'
      ? (CATEGORY_ORDER.get(font.category) ?? 0)
      : sort === 'status'
        ? STATUS_ORDER[status[font.family] ?? 'idle']
        : 0;
  return [...fonts].sort((a, b) => key(a) - key(b) || byName(a, b));
}
