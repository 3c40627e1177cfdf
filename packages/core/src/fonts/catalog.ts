import { DEFAULT_FONT_FAMILY, type SYSTEM_FONTS } from '../constants/platform.ts';
import { FONT_LIST } from './font-list.ts';
import { FONT_CATEGORY_IDS, type FontCategory, type FontDefinition, type FontSubset } from './font-types.ts';

export * from './font-types.ts';

/** A category with the label the font pages show. */
export interface FontCategoryInfo {
  readonly id: FontCategory;
  readonly label: string;
}

const LABELS: Readonly<Record<FontCategory, string>> = {
  'sans-serif': 'Sans Serif',
  serif: 'Serif',
  monospace: 'Monospace',
  display: 'Display',
  handwriting: 'Handwriting',
  decorative: 'Decorative',
};

/** The six categories in display order. */
export const FONT_CATEGORIES: readonly FontCategoryInfo[] = FONT_CATEGORY_IDS.map((id) => ({
  id,
  label: LABELS[id],
}));

/**
 * The system fonts the original named (docs/product.md#fonts-and-text) are not free to ship; each maps to the
 * closest open font, which is what the browser and the server then draw (and what the UI says).
 */
export const SYSTEM_FONT_STAND_INS: Readonly<Record<(typeof SYSTEM_FONTS)[number], string>> = {
  Impact: 'Anton',
  Arial: 'Arimo',
  Helvetica: 'Arimo',
  Verdana: 'Noto Sans',
  Tahoma: 'PT Sans',
  'Trebuchet MS': 'Fira Sans',
  'Times New Roman': 'Tinos',
  Georgia: 'Gelasio',
  'Courier New': 'Cousine',
  'Comic Sans MS': 'Comic Neue',
};

function standsInFor(family: string): string[] {
  return Object.entries(SYSTEM_FONT_STAND_INS)
    .filter(([, open]) => open === family)
    .map(([system]) => system);
}

/** Every font, those standing in for system fonts named for it ("Anton — Impact-style"). */
export const FONTS: readonly FontDefinition[] = FONT_LIST.map((font) => {
  const systems = standsInFor(font.family);
  return systems.length > 0 ? { ...font, displayName: `${font.family} — ${systems.join('/')}-style` } : font;
});

const BY_FAMILY: ReadonlyMap<string, FontDefinition> = new Map(FONTS.map((f) => [f.family.toLowerCase(), f]));

/** The font of a family name, ignoring case; undefined when the catalog has none. */
export function getFont(family: string): FontDefinition | undefined {
  return BY_FAMILY.get(family.trim().toLowerCase());
}

/** What a requested family resolves to, and whether it had to be replaced. */
export interface ResolvedFont {
  readonly font: FontDefinition;
  /** `exact`: the family itself; `stand-in`: an open font for a system font; `default`: unknown. */
  readonly match: 'exact' | 'stand-in' | 'default';
}

/**
 * The font to draw for a requested family: the catalog's own, an open stand-in for a system
 * font (Impact → Anton), or the default (Inter) for anything unknown, so text always draws.
 */
export function resolveFont(family: string): ResolvedFont {
  const exact = getFont(family);
  if (exact) return { font: exact, match: 'exact' };
  const system = Object.entries(SYSTEM_FONT_STAND_INS).find(
    ([name]) => name.toLowerCase() === family.trim().toLowerCase(),
  );
  const standIn = system ? getFont(system[1]) : undefined;
  if (standIn) return { font: standIn, match: 'stand-in' };
  return { font: getFont(DEFAULT_FONT_FAMILY) as FontDefinition, match: 'default' };
}

/** The fonts of a category, in catalog order. */
export function fontsIn(category: FontCategory): FontDefinition[] {
  return FONTS.filter((f) => f.category === category);
}

/** The name of one @fontsource file, e.g. `anton-latin-400-normal.woff2`. */
export function fontFileName(font: Pick<FontDefinition, 'id'>, subset: FontSubset, weight: number): string {
  return `${font.id}-${subset}-${weight}-normal.woff2`;
}

/** Every file of a font: one per subset and weight. */
export function fontFiles(font: FontDefinition): string[] {
  return font.subsets.flatMap((subset) => font.weights.map((weight) => fontFileName(font, subset, weight)));
}
