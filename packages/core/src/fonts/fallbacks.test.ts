import { describe, expect, it } from 'vitest';
import { getFont } from './catalog.ts';
import { cssFamilyList, fallbacksFor, fontStack, scriptsIn } from './fallbacks.ts';

describe('font fallbacks', () => {
  it('finds the scripts of a text, and none in plain ASCII', () => {
    expect([...scriptsIn('Hello, Ana!')]).toEqual([]);
    expect([...scriptsIn('Ana 😀')]).toEqual(['emoji']);
    expect([...scriptsIn('山田ひろし')].sort()).toEqual(['han', 'kana']);
    expect([...scriptsIn('김민준')]).toEqual(['hangul']);
    expect([...scriptsIn('مرحبا שלום नमस्ते')].sort()).toEqual(['arabic', 'devanagari', 'hebrew']);
    expect([...scriptsIn('Ζωή Жанна Łukasz')].sort()).toEqual(['cyrillic', 'greek', 'latin-ext']);
  });

  it('adds only the fallbacks a text needs, CJK ordered by language', () => {
    expect(fontStack('Inter', 'Hello Ana')).toEqual(['Inter']);
    expect(fontStack('Inter', 'Ana 🎉')).toEqual(['Inter', 'Noto Color Emoji']);
    expect(fontStack('Inter', '山田ひろし')).toEqual(['Inter', 'Noto Sans JP', 'Noto Sans SC']);
    expect(fontStack('Inter', '张伟')).toEqual(['Inter', 'Noto Sans SC', 'Noto Sans JP']);
    expect(fontStack('Inter', '김민준')).toEqual(['Inter', 'Noto Sans KR', 'Noto Sans SC']);
    expect(fontStack('Inter', 'שלום')).toEqual(['Inter', 'Noto Sans Hebrew']);
  });

  it('covers Cyrillic and Greek with Noto Sans only when the font lacks them', () => {
    expect(fontStack('Inter', 'Жанна')).toEqual(['Inter']);
    expect(fontStack('Anton', 'Жанна')).toEqual(['Anton', 'Noto Sans']);
    expect(fontStack('Noto Sans', 'Жанна')).toEqual(['Noto Sans']);
    expect(fallbacksFor('Ζωή', getFont('Lobster')).map((f) => f.family)).toContain('Noto Sans');
  });

  it('resolves unknown and system families before adding fallbacks', () => {
    expect(fontStack('Impact', 'Ana')).toEqual(['Anton']);
    expect(fontStack('No Such Font', 'Ana')).toEqual(['Inter']);
    expect(fontStack('', 'Ana')).toEqual(['Inter']);
  });

  it('quotes every family and drops quotes and backslashes from names', () => {
    expect(cssFamilyList(['Inter', 'Noto Color Emoji'])).toBe('"Inter", "Noto Color Emoji"');
    expect(cssFamilyList(['Bad"Name\\'])).toBe('"BadName"');
  });
});
