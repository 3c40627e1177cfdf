import { describe, expect, it } from 'vitest';
import { hintDeadline } from './panel-hint';

describe('hintDeadline', () => {
  it('gives a newly opened panel 5 s of hint', () => {
    expect(hintDeadline(1000, null, null)).toBe(6000);
    // Closed a while ago and opened again: a fresh 5 s.
    expect(hintDeadline(20_000, 6000, 10_000)).toBe(25_000);
  });

  it('keeps the running deadline when the panel only moved into or out of a dialog', () => {
    expect(hintDeadline(3000, 6000, 2990)).toBe(6000);
    expect(hintDeadline(9000, 6000, 8990)).toBe(6000); // already over: stays over
  });
});
