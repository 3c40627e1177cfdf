import { describe, expect, it } from 'vitest';
import { assembleGif, encodeFrame, encodeGif, gifHeader } from './gif-encode.ts';
import { readGif } from './gif-read.ts';

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

  it('reads only GIFs', () => {
    expect(() => readGif(Uint8Array.from('PNG not a gif', (c) => c.charCodeAt(0)))).toThrow(/not a GIF/);
    expect(() => readGif(gifHeader(2, 2))).toThrow(/ends too early/);
  });
});
