import { CHARACTER_GRID_INITIAL_COUNT } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, visibleCharacterIndices } from './visible-characters';

const N = CHARACTER_GRID_INITIAL_COUNT;

describe('visibleCharacterIndices', () => {
  it('shows the first 8 when collapsed and the selection is among them', () => {
    expect(visibleCharacterIndices(30, 3, false, N)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('adds a selected character beyond the first 8 at the end', () => {
    expect(visibleCharacterIndices(30, 21, false, N)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 21]);
  });

  it('shows everything when expanded, without duplicates', () => {
    const all = visibleCharacterIndices(30, 21, true, N);
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
  });

  it('copes with small sets and out-of-range selections', () => {
    expect(visibleCharacterIndices(5, 4, false, N)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleCharacterIndices(10, 99, false, N)).toHaveLength(8);
    expect(visibleCharacterIndices(0, 0, false, N)).toEqual([]);
  });
});

describe('hasHiddenCharacters', () => {
  it('is true only when the set is larger than the collapsed grid', () => {
    expect(hasHiddenCharacters(30, N)).toBe(true);
    expect(hasHiddenCharacters(8, N)).toBe(false);
  });
});
