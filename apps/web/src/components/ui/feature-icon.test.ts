import { CATALOG } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { FEATURE_ICONS } from './feature-icon';

describe('FEATURE_ICONS', () => {
  it('has an icon for every catalog entry', () => {
    expect(CATALOG.filter((entry) => !FEATURE_ICONS[entry.icon]).map((e) => e.id)).toEqual([]);
  });
});
