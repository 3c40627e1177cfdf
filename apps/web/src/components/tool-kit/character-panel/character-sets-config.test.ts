import { CHARACTER_SETS, type CharacterSetId, REFERENCE_IMAGE_CATEGORIES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { CHARACTER_SET_CONFIG, characterCountLabel } from './character-sets-config';

const SETS = Object.keys(CHARACTER_SETS) as CharacterSetId[];

describe('CHARACTER_SET_CONFIG', () => {
  it('uses the catalog file names and default models', () => {
    expect(SETS.map((s) => CHARACTER_SET_CONFIG[s].fileName)).toEqual([
      'retro-action-figure.png',
      'music-star-action-figure.png',
      'tv-show-action-figure.png',
      'wrestling-action-figure.png',
    ]);
    expect(SETS.map((s) => CHARACTER_SET_CONFIG[s].defaultModel)).toEqual([
      'gemini',
      'gemini',
      'gemini',
      'openai',
    ]);
  });

  it('calls wrestling entries legends', () => {
    const w = CHARACTER_SET_CONFIG.wrestling;
    expect([w.showAllLabel, w.showLessLabel, w.selectedHeading, w.detailsHeading]).toEqual([
      'Show All Legends',
      'Show Less',
      'Selected Legend',
      'Figure Details',
    ]);
    expect(CHARACTER_SET_CONFIG.retro.showAllLabel).toBe('Show All Characters');
    expect(CHARACTER_SET_CONFIG.tv.selectedHeading).toBe('Selected Character');
  });

  it('stores reference images under known categories', () => {
    for (const s of SETS)
      expect(REFERENCE_IMAGE_CATEGORIES).toContain(CHARACTER_SET_CONFIG[s].referenceCategory);
  });

  it('badges the length of each set', () => {
    expect(characterCountLabel('music')).toBe(`${CHARACTER_SETS.music.length} music stars`);
    expect(characterCountLabel('wrestling')).toMatch(/^\d+ legends$/);
  });
});
