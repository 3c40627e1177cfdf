import { describe, expect, it } from 'vitest';
import { slideLabel, stepIndex, wrapIndex } from './carousel-index';

describe('carousel index math', () => {
  it('wraps forward past the last slide to the first', () => {
    expect(stepIndex(11, 1, 12)).toBe(0);
    expect(stepIndex(4, 1, 5)).toBe(0);
  });

  it('wraps backward past the first slide to the last', () => {
    expect(stepIndex(0, -1, 12)).toBe(11);
    expect(stepIndex(0, -1, 5)).toBe(4);
  });

  it('moves one step inside the range', () => {
    expect(stepIndex(3, 1, 12)).toBe(4);
    expect(stepIndex(3, -1, 12)).toBe(2);
  });

  it('wraps any integer, including large and negative jumps', () => {
    expect(wrapIndex(25, 12)).toBe(1);
    expect(wrapIndex(-13, 12)).toBe(11);
    expect(wrapIndex(-24, 12)).toBe(0);
    for (let i = -30; i <= 30; i += 1) {
      const wrapped = wrapIndex(i, 7);
      expect(wrapped).toBeGreaterThanOrEqual(0);
      expect(wrapped).toBeLessThan(7);
    }
  });

  it('never returns an invalid index for degenerate input', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 5)).toBe(0);
    expect(wrapIndex(2.7, 5)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
  });

  it('labels slides 1-based', () => {
    expect(slideLabel(0, 12)).toBe('1 of 12');
    expect(slideLabel(11, 12)).toBe('12 of 12');
  });
});
