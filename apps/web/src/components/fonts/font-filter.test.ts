import { FONTS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { filterFonts, fontLabel, sortFonts } from './font-filter';

describe('font filter', () => {
  it('searches names and stand-in names, ignoring case, within the chosen categories', () => {
    expect(filterFonts('impact', 'all').map(fontLabel)).toEqual(['Anton — Impact-style']);
    expect(filterFonts('CAVEAT', new Set(['handwriting'])).map((f) => f.family)).toEqual(['Caveat']);
    expect(filterFonts('caveat', new Set(['sans-serif']))).toEqual([]);
    expect(filterFonts('', new Set(['sans-serif'])).every((f) => f.category === 'sans-serif')).toBe(true);
    expect(filterFonts('', 'all')).toHaveLength(FONTS.length);
    expect(filterFonts('zzz', 'all')).toEqual([]);
  });

  it('sorts by name, by category then name, and loaded fonts first', () => {
    const byName = sortFonts(FONTS, 'name').map((f) => f.family);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const byCategory = sortFonts(FONTS, 'category');
    expect(byCategory[0]?.category).toBe('sans-serif');
    expect(byCategory.at(-1)?.category).toBe('decorative');
    const byStatus = sortFonts(FONTS, 'status', { Lobster: 'loaded', Inter: 'loading' });
    expect(byStatus.slice(0, 2).map((f) => f.family)).toEqual(['Lobster', 'Inter']);
  });
});
