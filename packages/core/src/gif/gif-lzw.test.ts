import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleGif, encodeIndexedFrame, type Palette } from './gif-encode.ts';
import { lzwEncode } from './gif-lzw.ts';
import { readGif } from './gif-read.ts';

/** 2^bits colours that tell their index apart: (i, 255 - i, 3i mod 256). */
const palette = (bits: number): Palette =>
  Array.from({ length: 1 << bits }, (_, i) => [i, 255 - i, (i * 3) % 256]);

/**
 * Encodes `index` as a one-frame GIF, decodes it with core's reader and returns the first pixel
 * that came back different, or -1 (a mismatch report, not a diff of 100,000 numbers).
 */
function roundTrip(index: Uint8Array, bits: number, width = index.length): number {
  const height = index.length / width;
  const gif = readGif(
    assembleGif(width, height, [encodeIndexedFrame(index, palette(bits), width, height, 10)]),
  );
  const rgba = gif.frames[0]?.rgba ?? new Uint8ClampedArray();
  return index.findIndex((v, p) => rgba[p * 4] !== v);
}

/** The sub-blocks' lengths, checking the data is framed as GIF wants. */
function blockLengths(data: Uint8Array): number[] {
  const lengths: number[] = [];
  let at = 1;
  while (data[at] !== 0) {
    lengths.push(data[at] as number);
    at += (data[at] as number) + 1;
  }
  expect(at).toBe(data.length - 1);
  return lengths;
}

describe('GIF LZW', () => {
  it('round-trips runs, noise and every table width, through dictionary resets', () => {
    const n = 120_000;
    const runs = Uint8Array.from({ length: n }, (_, i) => Math.floor(i / 1000) % 256);
    let seed = 7;
    const noise = Uint8Array.from({ length: n }, () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed >>> 24;
    });
    expect(roundTrip(runs, 8, 400)).toBe(-1);
    // Noise fills the 4096-code dictionary every few thousand pixels: many clear codes.
    expect(roundTrip(noise, 8, 400)).toBe(-1);
    for (const bits of [1, 2, 3, 7]) {
      const small = noise.map((v) => v % (1 << bits));
      expect(roundTrip(small, bits, 400)).toBe(-1);
    }
  });

  it('round-trips any short stream (the code width changes at the edges)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 6000, max: 15, size: 'max' }), (index) => {
        expect(roundTrip(index, 4)).toBe(-1);
      }),
      { numRuns: 150 },
    );
  });

  it('frames the codes in sub-blocks of at most 255 bytes with a terminator', () => {
    const data = lzwEncode(
      Uint8Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 256),
      8,
    );
    expect(data[0]).toBe(8);
    const lengths = blockLengths(data);
    expect(lengths.slice(0, -1).every((l) => l === 255)).toBe(true);
    expect(lengths.at(-1)).toBeGreaterThan(0);
    expect(blockLengths(lzwEncode(Uint8Array.of(1), 2))).toEqual([2]);
  });

  it('compresses a flat frame to almost nothing', () => {
    expect(lzwEncode(new Uint8Array(600 * 400), 8).length).toBeLessThan(1500);
  });

  it('refuses indexes outside the table and impossible code sizes', () => {
    expect(() => lzwEncode(Uint8Array.of(0, 1, 4), 2)).toThrow(/outside the colour table/);
    expect(() => lzwEncode(Uint8Array.of(9), 3)).toThrow(/outside the colour table/);
    expect(() => lzwEncode(Uint8Array.of(0), 1)).toThrow(/from 2 to 8/);
    expect(() => lzwEncode(Uint8Array.of(0), 9)).toThrow(/from 2 to 8/);
  });
});
