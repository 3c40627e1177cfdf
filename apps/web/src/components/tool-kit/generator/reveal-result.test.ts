import { describe, expect, it } from 'vitest';
import { isOutOfView } from './reveal-result';

describe('isOutOfView', () => {
  it('is true only when the box is entirely above or below the viewport', () => {
    expect(isOutOfView({ top: 900, bottom: 1300 }, 800)).toBe(true);
    expect(isOutOfView({ top: -500, bottom: 0 }, 800)).toBe(true);
    expect(isOutOfView({ top: 700, bottom: 1100 }, 800)).toBe(false);
    expect(isOutOfView({ top: -100, bottom: 50 }, 800)).toBe(false);
  });
});
