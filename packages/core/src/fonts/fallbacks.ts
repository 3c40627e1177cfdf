import { DEFAULT_FONT_FAMILY } from '../constants/platform.ts';
import { resolveFont } from './catalog.ts';
import type { FontDefinition, FontSubset } from './font-types.ts';

// Glyphs the chosen font lacks come from Noto fonts, in both hosts: the browser loads a fallback
// (only the unicode-range slices the text needs) only when the text has that script, and the
// server registers the same files. The order of a font stack decides which font draws a glyph.

/** A script the catalog fonts may lack. */
export type TextScript =
  | 'emoji'
  | 'kana'
  | 'han'
  | 'hangul'
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'cyrillic'
  | 'greek'
  | 'vietnamese'
  | 'latin-ext';

/** A Noto font that draws one or more scripts when the chosen font cannot. */
export interface FallbackFont {
  readonly family: string;
  /** The @fontsource id (`@fontsource/<id>`), whose files are split by unicode range. */
  readonly id: string;
  readonly weights: readonly number[];
  /**
   * A package subset holding the whole font, used instead of its unicode-range slices: the
   * colour emoji slices draw no glyphs, in Chromium or in Skia.
   */
  readonly wholeSubset?: string;
}

export const FALLBACK_FONTS = {
  emoji: { family: 'Noto Color Emoji', id: 'noto-color-emoji', weights: [400], wholeSubset: 'emoji' },
  japanese: { family: 'Noto Sans JP', id: 'noto-sans-jp', weights: [400] },
  korean: { family: 'Noto Sans KR', id: 'noto-sans-kr', weights: [400] },
  chinese: { family: 'Noto Sans SC', id: 'noto-sans-sc', weights: [400] },
  arabic: { family: 'Noto Sans Arabic', id: 'noto-sans-arabic', weights: [400, 700] },
  hebrew: { family: 'Noto Sans Hebrew', id: 'noto-sans-hebrew', weights: [400, 700] },
  devanagari: { family: 'Noto Sans Devanagari', id: 'noto-sans-devanagari', weights: [400, 700] },
} as const satisfies Record<string, FallbackFont>;

/** Every fallback font, for hosts that register or serve them. */
export const FALLBACK_FONT_LIST: readonly FallbackFont[] = Object.values(FALLBACK_FONTS);

/** The catalog family that covers Latin extensions, Cyrillic and Greek for fonts that do not. */
const TEXT_FALLBACK_FAMILY = 'Noto Sans';

const SCRIPT_TESTS: readonly (readonly [TextScript, RegExp])[] = [
  ['emoji', /\p{Extended_Pictographic}|\p{Regional_Indicator}/u],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['han', /\p{Script=Han}/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['vietnamese', /[\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9]/u],
  ['latin-ext', /[\u0100-\u024f\u1e00-\u1eff]/u],
];

/** The scripts of `text` that may need a fallback font. */
export function scriptsIn(text: string): Set<TextScript> {
  const found = new Set<TextScript>();
  // Plain ASCII is by far the most common value: skip the regular expressions.
  if (/^[\x20-\x7e]*$/.test(text)) return found;
  for (const [script, test] of SCRIPT_TESTS) if (test.test(text)) found.add(script);
  return found;
}

const SUBSET_OF: Partial<Record<TextScript, FontSubset>> = {
  cyrillic: 'cyrillic',
  greek: 'greek',
  vietnamese: 'vietnamese',
  'latin-ext': 'latin-ext',
};

/** The fallback fonts `text` needs, in the order they should be tried. */
export function fallbacksFor(text: string, font?: FontDefinition): FallbackFont[] {
  const scripts = scriptsIn(text);
  const list: FallbackFont[] = [];
  // Kana means Japanese (its kanji too); Hangul means Korean; other Han characters are Chinese.
  // Each CJK font also fills the others' gaps.
  if (scripts.has('kana')) list.push(FALLBACK_FONTS.japanese, FALLBACK_FONTS.chinese);
  if (scripts.has('hangul')) list.push(FALLBACK_FONTS.korean, FALLBACK_FONTS.chinese);
  if (scripts.has('han') && !scripts.has('kana')) list.push(FALLBACK_FONTS.chinese, FALLBACK_FONTS.japanese);
  if (scripts.has('arabic')) list.push(FALLBACK_FONTS.arabic);
  if (scripts.has('hebrew')) list.push(FALLBACK_FONTS.hebrew);
  if (scripts.has('devanagari')) list.push(FALLBACK_FONTS.devanagari);
  if (scripts.has('emoji')) list.push(FALLBACK_FONTS.emoji);
  const needsText = [...scripts].some((s) => {
    const subset = SUBSET_OF[s];
    return subset !== undefined && !font?.subsets.includes(subset);
  });
  const unique = [...new Set(list)];
  if (needsText && font?.family !== TEXT_FALLBACK_FAMILY) {
    const text = resolveFont(TEXT_FALLBACK_FAMILY).font;
    unique.unshift({ family: text.family, id: text.id, weights: text.weights });
  }
  return unique;
}

/** The families to draw `text` with: the chosen one (resolved in the catalog) and its fallbacks. */
export function fontStack(family: string, text: string): string[] {
  const { font } = resolveFont(family || DEFAULT_FONT_FAMILY);
  return [font.family, ...fallbacksFor(text, font).map((f) => f.family)];
}

/** A CSS font-family list, every name quoted. */
export function cssFamilyList(families: readonly string[]): string {
  return families.map((f) => `"${f.replace(/["\\]/g, '')}"`).join(', ');
}
