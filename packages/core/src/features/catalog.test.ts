import { describe, expect, it } from 'vitest';
import {
  FAST_FEATURES,
  FEATURE_CATEGORIES,
  FEATURE_IDS,
  FEATURES,
  filterFeatures,
  getFeature,
  isFeatureId,
  STUDIO_FEATURES,
} from './catalog.ts';

const ids = (list: readonly { id: string }[]) => list.map((f) => f.id);

describe('feature catalog', () => {
  it('has the 11 studio features of the spec plus crazy, in FEATURE_IDS order', () => {
    expect(ids(FEATURES)).toEqual([...FEATURE_IDS]);
    expect(FEATURES).toHaveLength(12);
    expect(ids(STUDIO_FEATURES)).toHaveLength(11);
    expect(ids(STUDIO_FEATURES)).not.toContain('crazy');
    expect(getFeature('crazy')?.studio).toBe(false);
  });

  it('uses the titles of the spec table', () => {
    expect(getFeature('image')?.title).toBe('AI Image Generator');
    expect(getFeature('gif')?.title).toBe('Animated GIF');
    expect(getFeature('email')?.title).toBe('Email-Ready Images');
    expect(getFeature('video')?.title).toBe('Image to Video');
  });

  it('carries the badges, new flags and acceleration tags of the spec', () => {
    expect(FEATURES.filter((f) => f.badge).map((f) => [f.id, f.badge])).toEqual([
      ['music-figure', 'POPULAR'],
      ['video', 'PREMIUM'],
    ]);
    expect(ids(FEATURES.filter((f) => f.isNew))).toEqual(['wrestling-figure', 'cartoon', 'video']);
    expect(ids(FEATURES.filter((f) => f.aiAccelerated))).toEqual([
      'image',
      'action-figure',
      'ghibli',
      'cartoon',
    ]);
    expect(ids(FAST_FEATURES)).toEqual(['image', 'action-figure', 'ghibli', 'cartoon', 'video']);
  });

  it('assigns every category and complete help to each feature', () => {
    for (const cat of ['media', 'character', 'style'] as const) {
      expect(FEATURES.some((f) => f.category === cat)).toBe(true);
    }
    for (const f of FEATURES) {
      expect(f.icon).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(f.description.length).toBeGreaterThan(10);
      expect(f.helpText.length).toBeGreaterThan(40);
      expect(f.helpSteps).toHaveLength(4);
      expect(f.tips.length).toBeGreaterThanOrEqual(2);
      expect(f.tips.length).toBeLessThanOrEqual(4);
    }
  });

  it('looks features up and guards ids', () => {
    expect(getFeature('meme')?.category).toBe('style');
    expect(getFeature('nope')).toBeUndefined();
    expect(isFeatureId('ghibli')).toBe(true);
    expect(isFeatureId('Ghibli')).toBe(false);
    expect(isFeatureId(42)).toBe(false);
    expect(isFeatureId(undefined)).toBe(false);
  });

  it('has the studio tabs with their filter values', () => {
    expect(FEATURE_CATEGORIES.map((c) => [c.label, c.value])).toEqual([
      ['All', null],
      ['Media', 'media'],
      ['Character', 'character'],
      ['Style', 'style'],
    ]);
  });
});

describe('filterFeatures', () => {
  it('returns everything without a filter', () => {
    expect(filterFeatures(STUDIO_FEATURES)).toHaveLength(11);
    expect(filterFeatures(STUDIO_FEATURES, { category: null, query: '   ' })).toHaveLength(11);
  });

  it('filters by category', () => {
    expect(ids(filterFeatures(STUDIO_FEATURES, { category: 'media' }))).toEqual([
      'image',
      'gif',
      'email',
      'video',
    ]);
    expect(ids(filterFeatures(STUDIO_FEATURES, { category: 'character' }))).toEqual([
      'action-figure',
      'music-figure',
      'tv-figure',
      'wrestling-figure',
    ]);
    expect(ids(filterFeatures(STUDIO_FEATURES, { category: 'style' }))).toEqual([
      'meme',
      'ghibli',
      'cartoon',
    ]);
  });

  it('searches title and description case-insensitively', () => {
    expect(ids(filterFeatures(STUDIO_FEATURES, { query: 'gHiBlI' }))).toEqual(['ghibli']);
    // "belts" appears only in the wrestling description, not its title.
    expect(ids(filterFeatures(STUDIO_FEATURES, { query: 'BELTS' }))).toEqual(['wrestling-figure']);
    expect(ids(filterFeatures(STUDIO_FEATURES, { query: 'figure' }))).toEqual(
      expect.arrayContaining(['action-figure', 'music-figure', 'tv-figure', 'wrestling-figure']),
    );
  });

  it('does not search other fields such as help text or icon', () => {
    expect(filterFeatures(STUDIO_FEATURES, { query: 'ToyBrick' })).toEqual([]);
    expect(filterFeatures(STUDIO_FEATURES, { query: 'blister' })).toEqual([]);
  });

  it('combines category and query, and requires every word', () => {
    expect(ids(filterFeatures(STUDIO_FEATURES, { category: 'style', query: 'cartoon' }))).toEqual([
      'cartoon',
    ]);
    expect(filterFeatures(STUDIO_FEATURES, { category: 'media', query: 'cartoon' })).toEqual([]);
    expect(ids(filterFeatures(STUDIO_FEATURES, { query: 'anime cartoon' }))).toEqual(['cartoon']);
    expect(filterFeatures(STUDIO_FEATURES, { query: 'cartoon zzz' })).toEqual([]);
  });
});
