import { describe, expect, it } from 'vitest';
import { clipList, clipText } from './figure-details.ts';

describe('clipText / clipList', () => {
  it('trims and cuts without splitting a code point or leaving a trailing space', () => {
    expect(clipText('  hello  ', 10)).toBe('hello');
    expect(clipText('ab cd', 3)).toBe('ab');
    expect(clipText('😀😀😀', 2)).toBe('😀😀');
  });

  it('drops empty items and keeps at most maxItems', () => {
    expect(clipList([' a ', '', '  ', 'bcdef', 'g'], 2, 3)).toEqual(['a', 'bcd']);
  });
});
