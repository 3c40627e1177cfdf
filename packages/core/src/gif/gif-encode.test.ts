import { describe, expect, it } from 'vitest';
import {
  assembleGif,
  encodeFrame,
  encodeGif,
  encodeIndexedFrame,
  gifHeader,
  indexFrame,
  quantizeFrame,
} from './gif-encode.ts';
import { readGif } from './gif-read.ts';
import { sampleGifFrame } from './gif-sample-frames.ts';

/** A frame of horizontal bands of the given colours. */
function bands(
  width: number,
  height: number,
  colors: readonly [number, number, number][],
): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = colors[Math.floor((y * colors.length) / height)] ?? [0, 0, 0];
    for (let x = 0; x < width; x++) rgba.set([r, g, b, 255], (y * width + x) * 4);
  }
  return rgba;
}

const pixel = (rgba: Uint8ClampedArray, width: number, x: number, y: number) =>
  Array.from(rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 3));

describe('GIF encoding', () => {
  it('writes every frame with its delay, the size and an endless loop, and reads back its colours', () => {
    const red: [number, number, number] = [220, 30, 30];
    const blue: [number, number, number] = [20, 40, 200];
    const frames = [
      { rgba: bands(40, 30, [red, blue]), delayCs: 50 },
      { rgba: bands(40, 30, [blue, red]), delayCs: 120 },
      { rgba: bands(40, 30, [blue]), delayCs: 5 },
    ];
    const gif = readGif(encodeGif(frames, 40, 30, 'high'));
    expect(gif).toMatchObject({ width: 40, height: 30, loop: 0 });
    expect(gif.frames.map((f) => f.delayCs)).toEqual([50, 120, 5]);
    expect(gif.frames.every((f) => f.width === 40 && f.height === 30 && f.left === 0 && f.top === 0)).toBe(
      true,
    );
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - (want[i] ?? 0)) <= 17);
    expect(near(pixel(gif.frames[0]?.rgba ?? new Uint8ClampedArray(), 40, 5, 2), red)).toBe(true);
    expect(near(pixel(gif.frames[0]?.rgba ?? new Uint8ClampedArray(), 40, 5, 28), blue)).toBe(true);
    expect(near(pixel(gif.frames[1]?.rgba ?? new Uint8ClampedArray(), 40, 5, 2), blue)).toBe(true);
  });

  it('joins blocks encoded apart (as workers do) into the same file as one pass', () => {
    const a = bands(16, 16, [[10, 200, 10]]);
    const b = bands(16, 16, [
      [200, 200, 10],
      [10, 10, 10],
    ]);
    const joined = assembleGif(16, 16, [
      encodeFrame(a, 16, 16, 30, 'email'),
      encodeFrame(b, 16, 16, 40, 'email'),
    ]);
    const whole = encodeGif(
      [
        { rgba: a, delayCs: 30 },
        { rgba: b, delayCs: 40 },
      ],
      16,
      16,
      'email',
    );
    expect(joined).toEqual(whole);
  });

  it('accepts pixels that are a view into a larger buffer', () => {
    const big = new Uint8ClampedArray(8 + 4 * 4 * 4);
    big.fill(255);
    const view = big.subarray(8);
    expect(readGif(assembleGif(4, 4, [encodeFrame(view, 4, 4, 10, 'high')])).frames).toHaveLength(1);
  });

  it('refuses sides and loop counts a GIF cannot hold, and pixels that do not match the size', () => {
    expect(() => gifHeader(0, 10)).toThrow(/width must be a whole number from 1 to 65535/);
    expect(() => gifHeader(10, 65_536)).toThrow(/height/);
    expect(() => gifHeader(10, 10, 65_536)).toThrow(/loop count/);
    expect(() => gifHeader(10, 10, -1)).toThrow(/loop count/);
    expect(() => encodeFrame(new Uint8ClampedArray(12), 2, 2, 10, 'high')).toThrow(/16 bytes/);
    expect(() => assembleGif(2, 2, [])).toThrow(/at least one frame/);
    expect(
      readGif(assembleGif(1, 1, [encodeFrame(new Uint8ClampedArray(4), 1, 1, 10, 'high')], 3)).loop,
    ).toBe(3);
  });

  it('builds the same block from quantizeFrame, indexFrame and encodeIndexedFrame as encodeFrame', () => {
    const photo = sampleGifFrame(120, 80, 2);
    for (const mode of ['email', 'high'] as const) {
      const palette = quantizeFrame(photo, mode);
      const block = encodeIndexedFrame(indexFrame(photo, palette), palette, 120, 80, 25);
      expect(block).toEqual(encodeFrame(photo, 120, 80, 25, mode));
    }
  });

  it("stays within each mode's colours and close to a photograph", () => {
    const photo = sampleGifFrame(150, 100, 5);
    const quality = (mode: 'email' | 'high') => {
      const frame = readGif(assembleGif(150, 100, [encodeFrame(photo, 150, 100, 10, mode)])).frames[0];
      let sum = 0;
      for (let i = 0; i < photo.length; i += 4)
        for (let c = 0; c < 3; c++) sum += ((photo[i + c] as number) - (frame?.rgba[i + c] ?? 0)) ** 2;
      return { colors: frame?.colors, psnr: 10 * Math.log10((255 * 255) / (sum / ((photo.length / 4) * 3))) };
    };
    const email = quality('email');
    const high = quality('high');
    expect(email.colors).toBe(128);
    expect(high.colors).toBe(256);
    expect(email.psnr).toBeGreaterThan(34.5);
    expect(high.psnr).toBeGreaterThan(email.psnr + 1.5);
  });

  it('indexes against a palette made elsewhere, and sizes the colour table to it', () => {
    const frame = bands(10, 10, [
      [250, 10, 10],
      [10, 10, 240],
    ]);
    const palette = [
      [0, 0, 255],
      [255, 0, 0],
      [0, 255, 0],
    ];
    const index = indexFrame(frame, palette);
    expect(index[0]).toBe(1);
    expect(index[99]).toBe(0);
    const gif = readGif(assembleGif(10, 10, [encodeIndexedFrame(index, palette, 10, 10, 7)]));
    expect(gif.frames[0]?.colors).toBe(4);
    expect(pixel(gif.frames[0]?.rgba ?? new Uint8ClampedArray(), 10, 0, 9)).toEqual([0, 0, 255]);
    expect(() => encodeIndexedFrame(index, palette, 10, 9, 7)).toThrow(/90 palette indexes/);
    expect(() => indexFrame(frame, [])).toThrow(/1 to 256 colours/);
  });

  it('returns on damaged picture data instead of looping', () => {
    const rgba = new Uint8ClampedArray(32 * 32 * 4).map((_, i) => (i * 37) & 255);
    const gif = assembleGif(32, 32, [encodeFrame(rgba, 32, 32, 10, 'high')]);
    const dataStart = gif.length - 200;
    let seed = 1;
    const started = Date.now();
    // Many damaged copies: noise over the frame's LZW data, at different places and seeds.
    for (let round = 0; round < 300; round++) {
      const damaged = gif.slice();
      for (let i = dataStart + (round % 150); i < damaged.length - 2; i += 1 + (round % 3)) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        damaged[i] = seed & 255;
      }
      try {
        readGif(damaged);
      } catch {
        // A damaged file may also be refused outright; either way it returns.
      }
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reads only GIFs', () => {
    expect(() => readGif(Uint8Array.from('PNG not a gif', (c) => c.charCodeAt(0)))).toThrow(/not a GIF/);
    expect(() => readGif(gifHeader(2, 2))).toThrow(/ends too early/);
  });
});
