import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FONT_FAMILY,
  FONT_CATEGORY_EXAMPLE_COUNT,
  PRELOADED_FONTS,
  SYSTEM_FONTS,
  WEB_FONT_WEIGHTS,
} from '../constants/platform.ts';
import {
  FONT_CATEGORIES,
  FONTS,
  fontFileName,
  fontFiles,
  fontsIn,
  getFont,
  resolveFont,
  SYSTEM_FONT_STAND_INS,
} from './catalog.ts';

describe('font catalog', () => {
  it('ships 50+ open-licence fonts, each family and package once', () => {
    expect(FONTS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(FONTS.map((f) => f.family.toLowerCase())).size).toBe(FONTS.length);
    expect(new Set(FONTS.map((f) => f.id)).size).toBe(FONTS.length);
    for (const f of FONTS) {
      expect(['OFL-1.1', 'Apache-2.0']).toContain(f.licence);
      expect(f.id).toMatch(/^[a-z0-9-]+$/);
      expect(f.subsets).toContain('latin');
    }
  });

  it('has the six categories with at least five fonts each (the pages show five examples)', () => {
    const order = 'sans-serif serif monospace display handwriting decorative';
    expect(FONT_CATEGORIES.map((c) => c.id)).toEqual(order.split(' '));
    for (const { id } of FONT_CATEGORIES)
      expect(fontsIn(id).length).toBeGreaterThanOrEqual(FONT_CATEGORY_EXAMPLE_COUNT);
  });

  it('ships weights 400 and 700 only, 400 always', () => {
    for (const f of FONTS) {
      expect(f.weights).toContain(400);
      for (const w of f.weights) expect(WEB_FONT_WEIGHTS).toContain(w);
    }
  });

  it('maps every system font the original named to an open font and says so', () => {
    for (const system of SYSTEM_FONTS) {
      const open = SYSTEM_FONT_STAND_INS[system];
      expect(getFont(open), `${system} → ${open}`).toBeDefined();
      expect(resolveFont(system)).toMatchObject({ font: { family: open }, match: 'stand-in' });
    }
    expect(getFont('Anton')?.displayName).toBe('Anton — Impact-style');
    expect(getFont('arimo')?.displayName).toBe('Arimo — Arial/Helvetica-style');
  });

  it('has the default, the preloaded fonts and the presets’ fonts', () => {
    for (const family of [DEFAULT_FONT_FAMILY, ...PRELOADED_FONTS, 'Poppins', 'Caveat', 'Playfair Display']) {
      expect(resolveFont(family).match, family).not.toBe('default');
    }
  });

  it('resolves an unknown family to the default so text always draws', () => {
    expect(resolveFont('No Such Font')).toMatchObject({ font: { family: 'Inter' }, match: 'default' });
    expect(resolveFont('  playfair display ')).toMatchObject({
      font: { family: 'Playfair Display' },
      match: 'exact',
    });
  });

  it('names files the way @fontsource does', () => {
    expect(fontFileName({ id: 'anton' }, 'latin', 400)).toBe('anton-latin-400-normal.woff2');
    const anton = getFont('Anton');
    if (!anton) throw new Error('Anton missing');
    expect(fontFiles(anton)).toEqual([
      'anton-latin-400-normal.woff2',
      'anton-latin-ext-400-normal.woff2',
      'anton-vietnamese-400-normal.woff2',
    ]);
  });
});
