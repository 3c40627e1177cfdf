import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FALLBACK_FONT_LIST, type FallbackFont, FONTS } from '@mergepix/core';
import { fontFilesDir } from './files-dir.ts';

// Every file a font ships as one @font-face: the unicode range of each file comes from the
// package's own unicode.json, so the browser fetches only the files a text needs and the server
// registers exactly the same files.

/** One file of a font with the characters it covers. */
export interface FontFace {
  readonly family: string;
  readonly weight: number;
  /** The file name, e.g. `inter-latin-400-normal.woff2` or `noto-sans-jp-12-400-normal.woff2`. */
  readonly file: string;
  readonly path: string;
  /** CSS unicode-range, e.g. `U+0000-00FF,U+0131`. */
  readonly unicodeRange: string;
}

/** A font as hosts need it: family, package id and weights (catalog fonts and Noto fallbacks). */
export type HostedFont = Pick<FallbackFont, 'family' | 'id' | 'weights' | 'wholeSubset'>;

/** Every font the product serves and draws with: the catalog, then the fallbacks. */
export const HOSTED_FONTS: readonly HostedFont[] = [...FONTS, ...FALLBACK_FONT_LIST];

const cache = new Map<string, FontFace[]>();

/** The faces of a font: one per unicode-range file and weight that is on disk. */
export function fontFaces(font: HostedFont): FontFace[] {
  const key = `${font.id}:${font.weights.join(',')}`;
  const known = cache.get(key);
  if (known) return known;
  const dir = fontFilesDir(font.id);
  const ranges = JSON.parse(readFileSync(join(dirname(dir), 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  // A font whose slices are unusable is served whole, covering the union of the slices' ranges.
  const entries = font.wholeSubset
    ? [[font.wholeSubset, Object.values(ranges).join(',')]]
    : Object.entries(ranges);
  const faces = entries.flatMap(([key = '', unicodeRange = '']) =>
    font.weights.map((weight) => {
      // Subsets are named ("latin"), slices of large fonts numbered ("[12]").
      const file = `${font.id}-${key.replace(/^\[(\d+)\]$/, '$1')}-${weight}-normal.woff2`;
      return { family: font.family, weight, file, path: join(dir, file), unicodeRange };
    }),
  );
  const present = faces.filter((face) => existsSync(face.path));
  cache.set(key, present);
  return present;
}

/** The hosted font with this package id, if any. */
export function hostedFont(id: string): HostedFont | undefined {
  return HOSTED_FONTS.find((font) => font.id === id);
}

/** The hosted font of a family name (ignoring case), if any. */
export function hostedFamily(family: string): HostedFont | undefined {
  const wanted = family.trim().toLowerCase();
  return HOSTED_FONTS.find((font) => font.family.toLowerCase() === wanted);
}

/** A file a server registers, and the subset it holds (none for the first, main file). */
export interface ServerFontFile {
  readonly subset: string | undefined;
  readonly path: string;
}

/**
 * The files a server registers for a font: every face, the subsets beyond the main file named.
 * Numbered slices of big fonts (CJK) stay unnamed: they share one family and fill each other's
 * gaps. Skia also knows every file by the family name inside it, and of several files with the
 * same name and style it picks the one registered last: so the main file comes last.
 */
export function serverFontFiles(font: HostedFont): ServerFontFile[] {
  const prefix = `${font.id}-`;
  const subsetOf = (face: FontFace) => face.file.slice(prefix.length).replace(/-\d+-normal\.woff2$/, '');
  return fontFaces(font)
    .map((face) => {
      const subset = subsetOf(face);
      return { subset: isMain(subset, font) ? undefined : subset, path: face.path };
    })
    .sort((a, b) => Number(a.subset === undefined) - Number(b.subset === undefined));
}

/** Whether a subset is a font's main file (Latin, a numbered slice, or the whole font). */
function isMain(subset: string, font: HostedFont): boolean {
  return subset === 'latin' || subset === font.wholeSubset || /^\d+$/.test(subset);
}
