/**
 * The six font categories of the font system (docs/product.md#fonts-and-text), in the order the pages list
 * them.
 */
export const FONT_CATEGORY_IDS = [
  'sans-serif',
  'serif',
  'monospace',
  'display',
  'handwriting',
  'decorative',
] as const;

/** A font category, e.g. `handwriting`. */
export type FontCategory = (typeof FONT_CATEGORY_IDS)[number];

/** A script subset of a font's files, as @fontsource names them. */
export type FontSubset =
  | 'latin'
  | 'latin-ext'
  | 'cyrillic'
  | 'cyrillic-ext'
  | 'greek'
  | 'greek-ext'
  | 'vietnamese';

/** The open licences the product accepts for a shipped font. */
export type FontLicence = 'OFL-1.1' | 'Apache-2.0';

/**
 * One font of the catalog (docs/product.md#fonts-and-text: family, category, variants, fallback family,
 * displayName).
 */
export interface FontDefinition {
  /** The CSS family name, e.g. `Playfair Display`. */
  readonly family: string;
  /** The @fontsource id, which names the package (`@fontsource/<id>`) and its files. */
  readonly id: string;
  readonly category: FontCategory;
  /** The weights shipped (400 and 700 where the family has them). */
  readonly weights: readonly number[];
  readonly subsets: readonly FontSubset[];
  readonly licence: FontLicence;
  /** The generic family drawn while the font loads or when it fails. */
  readonly fallback: string;
  /** Shown instead of the family when it stands in for a system font, e.g. "Anton — Impact-style". */
  readonly displayName?: string;
}
