import { describe, expect, it } from 'vitest';
import { toggled } from './toggled';

describe('toggled', () => {
  it('adds a missing value and removes a present one, leaving the original untouched', () => {
    const start = new Set(['a']);
    expect([...toggled(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggled(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });
});
