import { DEFAULT_FONT_FAMILY, SYSTEM_FONT_STAND_INS } from '@mergepix/core';
import { type HostedFont, hostedFamily, serverFontFiles } from '@mergepix/fonts';
import { GlobalFonts } from '@napi-rs/canvas';

/** Condensed display face for titles and meme text (stands in for Impact). */
export const DISPLAY_FONT = 'Anton';
/** Text face for labels, captions and signs. */
export const TEXT_FONT = DEFAULT_FONT_FAMILY;

/** Inter's weights the offline engine's drawings use, beyond the catalog's 400 and 700. */
const TEXT_FONT_WEIGHTS = [400, 600, 700, 800, 900];
const registered = new Set<string>();

/**
 * Registers a hosted font's files with @napi-rs/canvas, once per process, under its family
 * (and any aliases): the same files, split by unicode range, that the browser loads.
 */
function register(font: HostedFont, aliases: readonly string[] = []): void {
  const names = [font.family, ...aliases].filter((name) => !registered.has(name));
  if (names.length === 0) return;
  for (const { subset, path } of serverFontFiles(font))
    for (const name of names) GlobalFonts.registerFromPath(path, subsetFamily(name, subset));
  for (const name of names) registered.add(name);
}

// A catalog font's files are split by script (latin, latin-ext, cyrillic…). The browser picks
// the file for each character by its unicode range; Skia has no ranges and would look for a
// missing character in any registered font. So each file beyond the first gets its own family
// name, and a font stack lists them right after the family, in the browser's order.
const SUBSET_SEPARATOR = '__';

function subsetFamily(family: string, subset: string | undefined): string {
  return subset ? `${family}${SUBSET_SEPARATOR}${subset}` : family;
}

/** The names a family's files are registered under, in the order to try them. */
export function serverFamilies(family: string): readonly string[] {
  let names = familyNames.get(family);
  if (!names) {
    const font = hostedFamily(family);
    // The main file first, then the other scripts in the package's order.
    const subsets = new Set([undefined, ...(font ? serverFontFiles(font).map((f) => f.subset) : [])]);
    names = [...subsets].map((subset) => subsetFamily(font?.family ?? family, subset));
    familyNames.set(family, names);
  }
  return names;
}
const familyNames = new Map<string, readonly string[]>();

/**
 * Makes sure every family of a font stack can draw: catalog fonts and Noto fallbacks are
 * registered the first time a text needs them (registering all of them costs about a second,
 * which a server start or a test run should not pay for fonts it never draws).
 */
export function ensureFamilies(families: readonly string[]): void {
  for (const family of families) {
    if (registered.has(family)) continue;
    if (family === TEXT_FONT || family === DISPLAY_FONT) {
      ensureFonts();
      continue;
    }
    const font = hostedFamily(family);
    if (font) register(font);
  }
}

/**
 * Registers the faces the offline engine draws with: Inter (with its heavier weights) and
 * Anton, also as "Impact" and every other system font it stands in for, so text asking for
 * Impact gets the same glyphs on servers that have no Impact installed.
 */
export function ensureFonts(): void {
  const inter = hostedFamily(TEXT_FONT);
  if (inter) register({ ...inter, weights: TEXT_FONT_WEIGHTS });
  const anton = hostedFamily(DISPLAY_FONT);
  const aliases = Object.entries(SYSTEM_FONT_STAND_INS)
    .filter(([, open]) => open === DISPLAY_FONT)
    .map(([system]) => system);
  if (anton) register(anton, aliases);
}

/** A CSS font shorthand in the text face with a safe fallback. */
export function textFont(sizePx: number, weight = 700): string {
  return `${weight} ${Math.round(sizePx * 10) / 10}px ${TEXT_FONT}, sans-serif`;
}

/** A CSS font shorthand in the display face with a safe fallback. */
export function displayFont(sizePx: number): string {
  return `${Math.round(sizePx * 10) / 10}px ${DISPLAY_FONT}, ${TEXT_FONT}, sans-serif`;
}
