import { describe, expect, it } from 'vitest';
import type { StereoPcm } from './music-tracks.ts';
import { shapeAudio } from './shape-audio.ts';

const RATE = 1000;

/** A stereo source whose samples are easy to predict: a slow sine on the left, a ramp on the right. */
function source(samples: number): StereoPcm {
  const left = Float32Array.from(
    { length: samples },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * 3 * i) / samples),
  );
  const right = Float32Array.from({ length: samples }, (_, i) => -0.6 + (1.2 * i) / samples);
  return { sampleRate: RATE, left, right };
}

function constant(samples: number, value: number): StereoPcm {
  const channel = new Float32Array(samples).fill(value);
  return { sampleRate: RATE, left: channel, right: channel };
}

const PLAIN = { volume: 1, fadeInS: 0, fadeOutS: 0 };

describe('shapeAudio', () => {
  it('gives exactly round(duration × rate) samples at the source rate', () => {
    const shaped = shapeAudio(source(1000), { ...PLAIN, durationS: 2.3456 });
    expect(shaped.sampleRate).toBe(RATE);
    expect(shaped.left.length).toBe(2346);
    expect(shaped.right.length).toBe(2346);
  });

  it('loops a shorter source from its start, at the volume, keeping its period', () => {
    const input = source(1000);
    const shaped = shapeAudio(input, { ...PLAIN, durationS: 3, volume: 0.5 });
    for (const at of [1500, 1100, 2700, 999]) {
      expect(shaped.left[at]).toBeCloseTo(0.5 * (input.left[at % 1000] as number), 6);
      expect(shaped.right[at]).toBeCloseTo(0.5 * (input.right[at % 1000] as number), 6);
    }
  });

  it('crossfades over 20 ms at each loop point so the wave does not jump', () => {
    const input = source(1000);
    const shaped = shapeAudio(input, { ...PLAIN, durationS: 3 });
    // The ramp on the right jumps from +0.6 to -0.6 where it starts again; looped, it must not.
    expect(Math.abs((shaped.right[1000] as number) - (shaped.right[999] as number))).toBeLessThan(0.1);
    for (let i = 990; i < 1030; i++) {
      expect(Math.abs((shaped.right[i + 1] as number) - (shaped.right[i] as number))).toBeLessThan(0.1);
    }
    // After the crossfade it is the source again.
    expect(shaped.right[1020]).toBeCloseTo(input.right[20] as number, 6);
    expect(shaped.right[2025]).toBeCloseTo(input.right[25] as number, 6);
  });

  it('cuts a longer source', () => {
    const input = source(5000);
    const shaped = shapeAudio(input, { ...PLAIN, durationS: 2 });
    expect(shaped.left).toEqual(input.left.slice(0, 2000));
    expect(shaped.right).toEqual(input.right.slice(0, 2000));
  });

  it('fades in linearly from 0, reaching full volume at fadeInS', () => {
    const shaped = shapeAudio(constant(10_000, 0.5), { durationS: 4, volume: 0.8, fadeInS: 1, fadeOutS: 0 });
    expect(shaped.left[0]).toBe(0);
    expect(shaped.left[250]).toBeCloseTo(0.4 * 0.25, 6);
    expect(shaped.left[500]).toBeCloseTo(0.4 * 0.5, 6);
    expect(shaped.left[1000]).toBeCloseTo(0.4, 6);
    expect(shaped.left[3999]).toBeCloseTo(0.4, 6);
  });

  it('fades out to exactly 0 at the last sample', () => {
    const shaped = shapeAudio(constant(10_000, 0.5), { durationS: 4, volume: 1, fadeInS: 0, fadeOutS: 1 });
    expect(shaped.left[3999]).toBe(0);
    expect(shaped.right[3999]).toBe(0);
    expect(shaped.left[2999]).toBeCloseTo(0.5, 6);
    expect(shaped.left[3499]).toBeCloseTo(0.25, 3);
    expect(shaped.left[0]).toBeCloseTo(0.5, 6);
  });

  it('scales both fades down proportionally when they add up to more than the duration', () => {
    // 3 s in + 1 s out over 2 s becomes 1.5 s in and 0.5 s out.
    const shaped = shapeAudio(constant(10_000, 1), { durationS: 2, volume: 1, fadeInS: 3, fadeOutS: 1 });
    expect(shaped.left[0]).toBe(0);
    expect(shaped.left[750]).toBeCloseTo(0.5, 6);
    expect(shaped.left[1500]).toBeCloseTo(499 / 500, 6);
    expect(shaped.left[1749]).toBeCloseTo(250 / 500, 6);
    expect(shaped.left[1999]).toBe(0);
  });

  it('gives silence at volume 0', () => {
    const shaped = shapeAudio(source(1000), { durationS: 3, volume: 0, fadeInS: 0.5, fadeOutS: 0.5 });
    expect(shaped.left.every((sample) => sample === 0)).toBe(true);
    expect(shaped.right.every((sample) => sample === 0)).toBe(true);
  });

  it('works for a mono source (left and right the same array) and returns two separate arrays', () => {
    const mono = source(800).left;
    const shaped = shapeAudio(
      { sampleRate: RATE, left: mono, right: mono },
      { ...PLAIN, durationS: 2, volume: 0.5 },
    );
    expect(shaped.right).toEqual(shaped.left);
    expect(shaped.right).not.toBe(shaped.left);
    expect(shaped.left[1300]).toBeCloseTo(0.5 * (mono[500] as number), 6);
  });

  it('never changes the source', () => {
    const input = source(1000);
    const before = { left: input.left.slice(), right: input.right.slice() };
    shapeAudio(input, { durationS: 3.5, volume: 0.3, fadeInS: 1, fadeOutS: 1 });
    expect(input.left).toEqual(before.left);
    expect(input.right).toEqual(before.right);
  });

  it('clamps to [-1, 1]', () => {
    const loud = {
      sampleRate: RATE,
      left: new Float32Array(100).fill(3),
      right: new Float32Array(100).fill(-2),
    };
    const shaped = shapeAudio(loud, { ...PLAIN, durationS: 0.1 });
    expect(shaped.left.every((sample) => sample === 1)).toBe(true);
    expect(shaped.right.every((sample) => sample === -1)).toBe(true);
  });

  it('gives silence of the right length for an empty source, and nothing for 0 s', () => {
    const empty = { sampleRate: RATE, left: new Float32Array(0), right: new Float32Array(0) };
    const shaped = shapeAudio(empty, { durationS: 1.5, volume: 1, fadeInS: 0.2, fadeOutS: 0.2 });
    expect(shaped.left.length).toBe(1500);
    expect(shaped.left.every((sample) => sample === 0)).toBe(true);
    expect(shaped.right.every((sample) => sample === 0)).toBe(true);
    expect(shapeAudio(source(100), { ...PLAIN, durationS: 0 }).left.length).toBe(0);
  });

  it('throws a RangeError for a negative or non-finite duration', () => {
    expect(() => shapeAudio(source(10), { ...PLAIN, durationS: -1 })).toThrow(RangeError);
    expect(() => shapeAudio(source(10), { ...PLAIN, durationS: Number.POSITIVE_INFINITY })).toThrow(
      RangeError,
    );
  });
});
