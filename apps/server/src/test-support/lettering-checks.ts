import { GlobalFonts } from '@napi-rs/canvas';
import { expect } from 'vitest';
import { pixelDifference } from '../render/test-images.ts';

/**
 * Two words of one length per script, and the bundled Noto face that draws it: drawn with real
 * glyphs the words differ, drawn as missing-glyph boxes they would be the same (a host may have
 * its own face for the script, so a test also asks that the Noto face was registered).
 */
export const SCRIPT_WORD_PAIRS: readonly (readonly [script: string, a: string, b: string, noto: string])[] = [
  ['CJK', '森の光', '星の海', 'Noto Sans JP'],
  ['Arabic', 'نور', 'قمر', 'Noto Sans Arabic'],
];

/** A CJK sentence to repeat until lettering must shrink, wrap and cut to stay in its box. */
export const CJK_SENTENCE = '山の上の小さな家で星を数える夜';

type Region = { left: number; top: number; width: number; height: number };

/**
 * What lettering a script promises: two words of it drawn by `render` differ by more than `min`
 * inside `region` (missing-glyph boxes would not), and the bundled Noto face was registered for
 * them. Only meaningful when no earlier test of the file lettered the script.
 */
export async function checkRealGlyphs(
  render: (text: string) => Promise<Buffer>,
  region: Region,
  min: number,
  [a, b, noto]: readonly [a: string, b: string, noto: string],
): Promise<void> {
  const [one, two] = await Promise.all([render(a), render(b)]);
  expect(await pixelDifference(one, two, region)).toBeGreaterThan(min);
  expect(GlobalFonts.has(noto)).toBe(true);
}
