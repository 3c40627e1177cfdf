import { readFileSync } from 'node:fs';
import { FONTS, getFont } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { fontFilePaths, missingFontFiles } from './index.ts';

describe('font files', () => {
  it('has every file of every catalog font installed (self-hosted, nothing fetched at run time)', () => {
    expect(missingFontFiles(FONTS)).toEqual([]);
  });

  it('finds real WOFF2 files', () => {
    const anton = getFont('Anton');
    if (!anton) throw new Error('Anton missing');
    const [first] = fontFilePaths(anton);
    expect(first?.file).toBe('anton-latin-400-normal.woff2');
    expect(
      readFileSync(first?.path ?? '')
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
  });

  it('reports a font whose package is not installed', () => {
    const ghost = { ...FONTS[0], id: 'no-such-font-package', family: 'Ghost' } as (typeof FONTS)[number];
    expect(missingFontFiles([ghost])).toEqual(['@fontsource/no-such-font-package']);
  });
});
