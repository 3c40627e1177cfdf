import { ASPECT_RATIOS } from '@mergepix/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CJK_SENTENCE, checkRealGlyphs, SCRIPT_WORD_PAIRS } from '../../test-support/lettering-checks.ts';
import { sizeForAspectRatio } from '../size.ts';
import { makePhoto, pixelDifference } from '../test-images.ts';
import { renderCrazy } from './crazy.ts';

const BLOCK = 8;

/** Mean luminance (0-255) of the 8×8 block in each corner: top-left, top-right, bottom-left, bottom-right. */
async function cornerLuminance(bytes: Buffer): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const corners = [
    [0, 0],
    [w - BLOCK, 0],
    [0, h - BLOCK],
    [w - BLOCK, h - BLOCK],
  ] as const;
  return corners.map(([left, top]) => {
    let sum = 0;
    for (let y = top; y < top + BLOCK; y++)
      for (let x = left; x < left + BLOCK; x++) {
        const i = (y * w + x) * 3;
        sum += 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
      }
    return sum / (BLOCK * BLOCK);
  });
}

let photo: Buffer;
beforeAll(async () => {
  // No black anywhere in it: a black corner can only be canvas the drawing left empty.
  photo = await makePhoto(320, 240);
});

// Calm (four mirrored quadrants), the default kaleidoscope and the densest one.
const INTENSITIES = [0.1, 0.6, 1];

describe.each(ASPECT_RATIOS)('crazy image at %s', (aspectRatio) => {
  it.each(INTENSITIES)(
    'covers every corner edge to edge at intensity %s, with and without a reference',
    async (intensity) => {
      const renders = await Promise.all([
        renderCrazy({ aspectRatio, prompt: 'a dreaming city of clocks', intensity }),
        renderCrazy({ aspectRatio, prompt: 'a dreaming city of clocks', intensity, reference: photo }),
      ]);
      for (const bytes of renders) {
        const meta = await sharp(bytes).metadata();
        expect({ width: meta.width, height: meta.height }).toEqual(sizeForAspectRatio(aspectRatio));
        // Never a near-black block: the shapes' palette is bright (lightness ≥ 0.45) and so is the photo.
        for (const luminance of await cornerLuminance(bytes)) expect(luminance).toBeGreaterThan(40);
      }
    },
  );
});

describe('crazy image caption in any script', () => {
  const side = 320;
  const render = (caption?: string) =>
    renderCrazy({ size: { width: side, height: side }, prompt: 'A dancing teapot', caption });
  // The caption's band, around 0.82 of the height.
  const band = { left: 0, top: 208, width: side, height: 112 };

  it.each(SCRIPT_WORD_PAIRS)(
    'draws %s captions with real glyphs (two words differ where missing glyphs would not)',
    (_, a, b, noto) => checkRealGlyphs(render, band, 1, [a, b, noto]),
  );

  it('keeps a long CJK caption inside its box, above and beside which nothing changes', async () => {
    const [plain, long] = await Promise.all([render(), render(CJK_SENTENCE.repeat(5))]);
    expect(await pixelDifference(plain, long, band)).toBeGreaterThan(1);
    expect(await pixelDifference(plain, long, { left: 0, top: 0, width: side, height: 176 })).toBe(0);
    expect(await pixelDifference(plain, long, { left: 0, top: 176, width: 16, height: 144 })).toBe(0);
  });
});
