import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { huffmanTable } from './huffman-table.ts';
import { readJpeg, UnsplicableJpegError } from './jpeg-file.ts';
import { prepareSplicedBase, splice } from './spliced-jpeg.ts';

// The pieces under splicing: tables built from counts, what readJpeg accepts, and what splice
// refuses. live-spliced.test.ts checks whole answers against whole-frame encodes.

function skiaJpeg(width: number, height: number, paint = '#2563eb'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = paint;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.font = '30px sans-serif';
  ctx.fillText('Mergepix', 10, 40);
  return canvas.encodeSync('jpeg', 80);
}

describe('Huffman tables from counts', () => {
  it('gives every counted symbol a prefix-free code of at most 16 bits, never all ones', () => {
    // Skewed counts: a plain Huffman code would run far past 16 bits.
    const counts = Array.from({ length: 256 }, (_, s) => (s < 200 ? 2 ** Math.min(s, 40) : 0));
    const t = huffmanTable(counts);
    const codes = Array.from({ length: 200 }, (_, s) => ({ code: t.code[s] ?? 0, size: t.size[s] ?? 0 }));
    expect(codes.every((c) => c.size >= 1 && c.size <= 16)).toBe(true);
    expect([...t.size.subarray(200)].every((n) => n === 0)).toBe(true);
    expect(codes.some((c) => c.code === 2 ** c.size - 1)).toBe(false);
    // Prefix-free: no code is the start of another.
    for (const a of codes)
      for (const b of codes)
        if (a !== b && a.size <= b.size) expect(b.code >>> (b.size - a.size) === a.code).toBe(false);
    // The DHT form agrees: as many codes of each length as symbols listed.
    expect(t.counts.reduce((n, c) => n + c, 0)).toBe(200);
    expect(t.symbols.length).toBe(200);
  });

  it('gives commoner symbols codes no longer than rarer ones', () => {
    const counts = new Array<number>(256).fill(0);
    counts[7] = 1000;
    counts[3] = 10;
    counts[9] = 1;
    counts[1] = 1;
    const t = huffmanTable(counts);
    expect(t.size[7]).toBeLessThanOrEqual(t.size[3] ?? 0);
    expect(t.size[3]).toBeLessThanOrEqual(t.size[9] ?? 0);
  });
});

describe('reading JPEGs to splice', () => {
  it('reads what Skia writes: size, tables, scan', () => {
    const parts = readJpeg(skiaJpeg(100, 50));
    expect([parts.width, parts.height]).toEqual([100, 50]);
    expect(parts.dc).toHaveLength(2);
    expect(parts.ac).toHaveLength(2);
    expect(parts.scan.length).toBeGreaterThan(0);
    expect([parts.head[0], parts.head[1]]).toEqual([0xff, 0xd8]);
  });

  it.each([
    [
      'progressive',
      () =>
        sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
          .jpeg({ progressive: true })
          .toBuffer(),
    ],
    [
      '4:4:4 chroma',
      () =>
        sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
          .jpeg({ chromaSubsampling: '4:4:4' })
          .toBuffer(),
    ],
    [
      'grey',
      () =>
        sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
          .toColourspace('b-w')
          .jpeg()
          .toBuffer(),
    ],
    [
      'a PNG',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
          .png()
          .toBuffer(),
    ],
    ['cut short', async () => skiaJpeg(64, 64).subarray(0, 400)],
  ])('refuses %s', async (_, make) => {
    const bytes = await make();
    expect(() => readJpeg(bytes)).toThrow(UnsplicableJpegError);
  });
});

describe('splicing', () => {
  it('refuses regions off the MCU grid, overlapping, or quantised otherwise', () => {
    const base = prepareSplicedBase(skiaJpeg(96, 64));
    const region = skiaJpeg(32, 32, '#dc2626');
    expect(() => splice(base, [{ x: 8, y: 0, jpeg: region }])).toThrow(/grid/);
    expect(() => splice(base, [{ x: 80, y: 0, jpeg: region }])).toThrow(/grid/);
    expect(() =>
      splice(base, [
        { x: 0, y: 0, jpeg: region },
        { x: 16, y: 16, jpeg: region },
      ]),
    ).toThrow(/overlap/);
    const otherQuality = createCanvas(32, 32).encodeSync('jpeg', 50);
    expect(() => splice(base, [{ x: 0, y: 0, jpeg: otherQuality }])).toThrow(/quantises/);
  });

  it('puts a region where it belongs, leaving the rest of the base as it was', async () => {
    const base = prepareSplicedBase(skiaJpeg(96, 64));
    const red = skiaJpeg(32, 32, '#dc2626');
    const out = Buffer.from(splice(base, [{ x: 32, y: 16, jpeg: red }]));
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([96, 64]);
    const at = (x: number, y: number) => [...data.subarray((y * 96 + x) * 3, (y * 96 + x) * 3 + 3)];
    const [r, g, b] = at(36, 20); // inside the region, away from its text
    expect(r).toBeGreaterThan(180);
    expect((g ?? 0) + (b ?? 0)).toBeLessThan(150);
    const [r2, , b2] = at(90, 60); // the base's blue
    expect(b2).toBeGreaterThan(180);
    expect(r2).toBeLessThan(80);
  });
});
