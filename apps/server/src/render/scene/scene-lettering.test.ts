import { describe, expect, it } from 'vitest';
import { pixelDifference } from '../test-images.ts';
import { renderScene } from './scene.ts';
import { CAPTION_MAX_LINES, CAPTION_MAX_SHARE, captionPill } from './scene-lettering.ts';
import { MAX_CAPTION_CHARS } from './scene-parse.ts';

const SIZE = { width: 320, height: 320 };
const render = (prompt: string) => renderScene({ prompt, size: SIZE });

describe('scene lettering', () => {
  // A missing glyph draws the same box whatever the character: two captions of different
  // characters with the same count then draw the same pixels. Real glyphs differ.
  it('draws CJK and Arabic captions and signs with real glyphs, not boxes', async () => {
    const pairs = [
      ['a cat in a park with the words 漢漢漢漢', 'a cat in a park with the words 字字字字'],
      ['a cat in a park with the words سسسس', 'a cat in a park with the words صصصص'],
      ['a sign that reads 漢漢漢漢', 'a sign that reads 字字字字'],
    ];
    for (const [a, b] of pairs) {
      const [x, y] = await Promise.all([render(a ?? ''), render(b ?? '')]);
      expect(await pixelDifference(x, y), `${a} vs ${b}`).toBeGreaterThan(0.05);
    }
  });

  it('keeps the caption pill inside the picture, wrapping a long caption to two lines', () => {
    const wide = `${'字'.repeat(MAX_CAPTION_CHARS - 1)}…`;
    for (const [w, h] of [
      [1024, 1024],
      [320, 320],
      [1024, 576],
      [576, 1024],
    ] as const) {
      for (const caption of ['W'.repeat(MAX_CAPTION_CHARS), wide, 'Hi Sam']) {
        const { pill, layout } = captionPill(w, h, caption);
        const label = `${caption.slice(0, 3)} at ${w}x${h}`;
        expect(pill.x, label).toBeGreaterThanOrEqual((w * (1 - CAPTION_MAX_SHARE)) / 2 - 0.5);
        expect(pill.x + pill.width, label).toBeLessThanOrEqual((w * (1 + CAPTION_MAX_SHARE)) / 2 + 0.5);
        expect(pill.y, label).toBeGreaterThan(h * 0.75);
        expect(pill.y + pill.height, label).toBeLessThanOrEqual(h);
        expect(layout.lines.length, label).toBeGreaterThan(0);
        expect(layout.lines.length, label).toBeLessThanOrEqual(CAPTION_MAX_LINES);
      }
      // Sixty wide characters wrap to two whole lines rather than shrink below the least size
      // (on a wide picture one line holds them at that size).
      const cjk = captionPill(w, h, wide).layout;
      if (w <= h) expect(cjk.lines.length).toBe(2);
      expect(cjk.truncated).toBe(false);
      expect(cjk.fontSize).toBeGreaterThanOrEqual(Math.max(8, Math.round(Math.min(w, h) * 0.02)));
    }
  });

  it('leaves the picture’s sides untouched by a caption of sixty wide characters', async () => {
    const [plain, long] = await Promise.all([
      render('a cat in a park'),
      render(`a cat in a park with the words ${'W'.repeat(MAX_CAPTION_CHARS)}`),
    ]);
    const side = Math.floor((SIZE.width * (1 - CAPTION_MAX_SHARE)) / 2) - 2;
    const band = { top: SIZE.height - 60, width: side, height: 60 };
    expect(await pixelDifference(plain, long, { left: 0, ...band })).toBeLessThan(1);
    expect(await pixelDifference(plain, long, { left: SIZE.width - side, ...band })).toBeLessThan(1);
    expect(await pixelDifference(plain, long)).toBeGreaterThan(0.1);
  });
});
