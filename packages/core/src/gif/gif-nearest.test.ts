import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NearestColor } from './gif-nearest.ts';

const dist = (p: ArrayLike<number>, i: number, r: number, g: number, b: number) =>
  ((p[i * 3] as number) - r) ** 2 + ((p[i * 3 + 1] as number) - g) ** 2 + ((p[i * 3 + 2] as number) - b) ** 2;

function bruteForce(p: ArrayLike<number>, r: number, g: number, b: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < p.length / 3; i++) best = Math.min(best, dist(p, i, r, g, b));
  return best;
}

const channel = fc.integer({ min: 0, max: 255 });
const color = fc.tuple(channel, channel, channel);

describe('nearest palette colour', () => {
  it('finds an entry as near as any, with or without a guess (a wrong guess too)', () => {
    fc.assert(
      fc.property(
        fc.array(color, { minLength: 1, maxLength: 256 }),
        fc.array(fc.tuple(color, fc.nat()), { minLength: 1, maxLength: 40 }),
        (entries, queries) => {
          const palette = Uint8Array.from(entries.flat());
          const nearest = new NearestColor(palette);
          for (const [[r, g, b], guess] of queries) {
            const want = bruteForce(palette, r, g, b);
            expect(dist(palette, nearest.find(r, g, b), r, g, b)).toBe(want);
            expect(dist(palette, nearest.find(r, g, b, guess % entries.length), r, g, b)).toBe(want);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('works on fractional palettes, one colour, and colours all on one line', () => {
    const line = Float64Array.from({ length: 30 }, (_, i) => [i * 8.5, i * 8.5, i * 8.5][i % 3] as number);
    const nearest = new NearestColor(line);
    expect(dist(line, nearest.find(40, 41, 39), 40, 41, 39)).toBeCloseTo(bruteForce(line, 40, 41, 39), 9);
    expect(new NearestColor(Uint8Array.of(9, 9, 9)).find(200, 0, 100)).toBe(0);
    const same = new NearestColor(Uint8Array.of(5, 5, 5, 5, 5, 5, 250, 0, 0));
    expect(same.find(240, 10, 0)).toBe(2);
  });
});
