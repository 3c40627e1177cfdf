import { describe, expect, it } from 'vitest';
import { normalizeHex } from './hex-color';

describe('normalizeHex', () => {
  it('accepts #rgb and #rrggbb colours only', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex(' #4338CA ')).toBe('#4338ca');
    expect(normalizeHex('red')).toBeUndefined();
    expect(normalizeHex('#12345')).toBeUndefined();
  });
});
