import { isFeatureId } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { pushRecent, readIds, toggleIn, withCurrentIds } from './studio-state';

describe('recently used', () => {
  it('puts the latest first, drops the duplicate and keeps five', () => {
    let list: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) list = pushRecent(list, id);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(pushRecent(list, 'c')).toEqual(['c', 'f', 'e', 'd', 'b']);
  });
});

describe('favorites', () => {
  it('toggles an id in and out', () => {
    expect(toggleIn(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleIn(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('readIds', () => {
  it('keeps known ids once, in order, up to the maximum', () => {
    const known = (id: string) => id !== 'gone';
    expect(readIds(['a', 'gone', 3, 'a', 'b', 'c'], known, 2)).toEqual(['a', 'b']);
    expect(readIds('not a list', known)).toEqual([]);
  });
});

describe('saved ids after a tool is renamed', () => {
  it('keeps a favorite saved under the old id of the live image designer', () => {
    expect(readIds(withCurrentIds(['email', 'gif', 'live-images']), isFeatureId)).toEqual([
      'live-images',
      'gif',
    ]);
    expect(withCurrentIds('not a list')).toBe('not a list');
  });
});
