import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapRgba, quantizeRgba } from './gif-quantize.ts';
import { sampleGifFrame } from './gif-sample-frames.ts';

/** PSNR (dB) of a frame drawn with `palette[index]` against its RGBA. */
function psnr(rgba: Uint8ClampedArray, palette: Uint8Array, index: Uint8Array): number {
  let sum = 0;
  for (let p = 0; p < index.length; p++)
    for (let c = 0; c < 3; c++)
      sum += ((rgba[p * 4 + c] as number) - (palette[(index[p] as number) * 3 + c] as number)) ** 2;
  return sum === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / (sum / (index.length * 3)));
}

function pixels(colors: readonly (readonly [number, number, number])[]): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(colors.length * 4);
  colors.forEach(([r, g, b], i) => {
    rgba.set([r, g, b, 255], i * 4);
  });
  return rgba;
}

describe('frame palettes', () => {
  it('keeps a picture of few colours exactly', () => {
    const colors = [
      [0, 0, 0],
      [255, 255, 255],
      [220, 30, 40],
      [30, 200, 90],
      [20, 40, 210],
      [250, 200, 40],
    ] as const;
    const rgba = pixels(Array.from({ length: 600 }, (_, i) => colors[(i * 7) % colors.length] ?? [0, 0, 0]));
    const palette = quantizeRgba(rgba, 256);
    expect(palette.length / 3).toBe(colors.length);
    expect(psnr(rgba, palette, mapRgba(rgba, palette))).toBe(Number.POSITIVE_INFINITY);
  });

  it('stays within the colour count and close to a photograph (PSNR floor), better for the k-means pass', () => {
    const photo = sampleGifFrame(150, 100, 3);
    const quality = (colors: number, refine: number) => {
      const palette = quantizeRgba(photo, colors, refine);
      expect(palette.length / 3).toBeLessThanOrEqual(colors);
      return psnr(photo, palette, mapRgba(photo, palette));
    };
    expect(quality(256, 1)).toBeGreaterThan(37.5);
    expect(quality(128, 1)).toBeGreaterThan(35);
    expect(quality(256, 1)).toBeGreaterThan(quality(256, 0));
    expect(quality(16, 1)).toBeGreaterThan(26);
  });

  it('maps any pixels onto any palette within a bin of the nearest colour', () => {
    // Mapping goes by 5-bit bins: the entry nearest the bin stands for every pixel in it, which
    // is at most two half-diagonals of a bin (2 × 6.1) further than the pixel's true nearest.
    const slack = 2 * Math.sqrt(3) * 3.5;
    const channel = fc.integer({ min: 0, max: 255 });
    const color = fc.tuple(channel, channel, channel);
    // A palette made for another picture first, so the bin table holds entries of another palette.
    quantizeRgba(sampleGifFrame(40, 30, 0), 64);
    fc.assert(
      fc.property(
        fc.array(color, { minLength: 1, maxLength: 256 }),
        fc.array(color, { minLength: 1, maxLength: 300 }),
        (entries, colors) => {
          const palette = Uint8Array.from(entries.flat());
          const index = mapRgba(pixels(colors), palette);
          colors.forEach(([r, g, b], p) => {
            const d = (e: number) =>
              Math.hypot(
                (palette[e * 3] as number) - r,
                (palette[e * 3 + 1] as number) - g,
                (palette[e * 3 + 2] as number) - b,
              );
            const best = Math.min(...entries.map((_, e) => d(e)));
            expect(index[p]).toBeLessThan(entries.length);
            expect(d(index[p] as number)).toBeLessThanOrEqual(best + slack + 1e-9);
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives each frame its own palette when frames are quantized one after another', () => {
    const a = sampleGifFrame(60, 40, 0);
    const red = [255, 0, 0] as const;
    const blue = [0, 0, 255] as const;
    const b = pixels(Array.from({ length: 2400 }, (_, i) => (i % 2 ? red : blue)));
    const paletteA = quantizeRgba(a, 256);
    const paletteB = quantizeRgba(b, 256);
    expect(psnr(b, paletteB, mapRgba(b, paletteB))).toBe(Number.POSITIVE_INFINITY);
    // A's palette still maps A well after B's table replaced it.
    expect(psnr(a, paletteA, mapRgba(a, paletteA))).toBeGreaterThan(33);
  });
});
