import { describe, expect, it } from 'vitest';
import {
  CATALOG,
  type CatalogId,
  currentFeatureId,
  FEATURE_IDS,
  generatorSettings,
  isCatalogId,
  isFeatureId,
  LANDING_ENTRIES,
  landingPath,
  RENAMED_FEATURE_IDS,
  resultActions,
} from './catalog.ts';
import { FAST_FEATURES, FEATURES, getFeature, STUDIO_FEATURES } from './features.ts';
import { FEATURE_CATEGORIES, filterFeatures } from './filter.ts';

const ids = (list: readonly { id: string }[]) => list.map((f) => f.id);

describe('feature catalog', () => {
  it('has the 11 documented studio features plus crazy, in FEATURE_IDS order', () => {
    expect(ids(FEATURES)).toEqual([...FEATURE_IDS]);
    expect(FEATURES).toHaveLength(12);
    expect(ids(STUDIO_FEATURES)).toHaveLength(11);
    expect(ids(STUDIO_FEATURES)).not.toContain('crazy');
    expect(getFeature('crazy')?.studio).toBe(false);
  });

  it('uses the titles of the feature table', () => {
    expect(getFeature('image')?.title).toBe('AI Image Generator');
    expect(getFeature('gif')?.title).toBe('Animated GIF');
    expect(getFeature('live-images')?.title).toBe('Email-Ready Images');
    expect(getFeature('video')?.title).toBe('Image to Video');
  });

  it('carries the badges, new flags and acceleration tags of the feature table', () => {
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
    expect(filterFeatures(STUDIO_FEATURES)).toHaveLength(STUDIO_FEATURES.length);
    expect(filterFeatures(STUDIO_FEATURES, { category: null, query: '   ' })).toHaveLength(
      STUDIO_FEATURES.length,
    );
  });

  it('filters by category', () => {
    expect(ids(filterFeatures(STUDIO_FEATURES, { category: 'media' }))).toEqual([
      'image',
      'gif',
      'live-images',
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

describe('catalog landings and generator settings', () => {
  it('gives each generator its documented default model and download name', () => {
    const settings = (id: CatalogId) => [
      generatorSettings(id).defaultModel,
      generatorSettings(id).downloadName,
    ];
    expect(settings('action-figure')).toEqual(['gemini', 'custom-action-figure.png']);
    expect(settings('retro-figure')).toEqual(['gemini', 'retro-action-figure.png']);
    expect(settings('music-figure')).toEqual(['gemini', 'music-star-action-figure.png']);
    expect(settings('tv-figure')).toEqual(['gemini', 'tv-show-action-figure.png']);
    expect(settings('wrestling-figure')).toEqual(['openai', 'wrestling-action-figure.png']);
    expect(settings('ghibli')).toEqual(['gemini', 'ghibli-image.png']);
    expect(settings('cartoon')).toEqual(['openai', 'cartoon-style.png']);
    expect(settings('meme')).toEqual(['openai', 'meme.jpg']);
    expect(settings('crazy')).toEqual(['openai', 'crazy-image.png']);
    expect(settings('image')).toEqual(['gemini', 'ai-image.png']);
    expect(() => generatorSettings('live-images')).toThrow(/live-images/);
  });

  it('names the server function each generator calls', () => {
    const fn = (id: CatalogId) => generatorSettings(id).imageFunction;
    expect(fn('ghibli')).toBe('ghibli-image');
    expect(fn('cartoon')).toBe('reference-image');
    expect(fn('meme')).toBe('meme-generator');
    expect(fn('crazy')).toBe('crazy-image');
    expect(fn('image')).toBe('image-generation');
    for (const id of [
      'action-figure',
      'retro-figure',
      'music-figure',
      'tv-figure',
      'wrestling-figure',
    ] as const) {
      expect(fn(id)).toBe('action-figure');
    }
  });

  it('keeps landing-only generators out of the studio and assistant lists', () => {
    expect(CATALOG.map((e) => e.id)).toContain('retro-figure');
    expect(FEATURES.map((f) => f.id)).not.toContain('retro-figure');
    expect(isCatalogId('retro-figure')).toBe(true);
    expect(isFeatureId('retro-figure')).toBe(false);
  });

  it('lists landing pages once each, in a strict menu order: the original routes, then image-to-video', () => {
    const paths = LANDING_ENTRIES.map((e) => e.landing.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(LANDING_ENTRIES.map((e) => e.landing.menu.order)).toEqual(paths.map((_, i) => i + 1));
    expect(paths).toEqual([
      '/gif-editor',
      '/features/ai-image',
      '/features/action-figures',
      '/features/retro-action-figures',
      '/features/music-star-action-figures',
      '/features/tv-show-action-figures',
      '/features/wrestling-action-figures',
      '/features/ghibli-style',
      '/features/cartoon-style',
      '/features/meme-generator',
      '/features/crazy-image',
      '/features/image-to-video',
    ]);
    expect(landingPath('meme')).toBe('/features/meme-generator');
    expect(() => landingPath('live-images')).toThrow(/live-images/);
  });

  it('numbers the hub cards 1 to 8 without gaps', () => {
    const orders = CATALOG.flatMap((e) => (e.landing?.hub ? [e.landing.hub.order] : []));
    expect([...orders].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('offers a result to the tools that take one, once they are built', () => {
    expect(resultActions().map((e) => [e.id, e.resultAction])).toEqual([
      ['gif', 'Animate this'],
      ['live-images', 'Personalize for every customer'],
      ['video', 'Make a video'],
    ]);
    const videoUnbuilt = CATALOG.map((e) => (e.id === 'video' ? { ...e, built: false } : e));
    expect(resultActions(videoUnbuilt).map((e) => e.id)).toEqual(['gif', 'live-images']);
  });
});

describe('renamed feature ids', () => {
  it('maps the old id of the live image designer to the one it has now, and leaves others alone', () => {
    expect(currentFeatureId('email')).toBe('live-images');
    expect(isFeatureId(currentFeatureId('email'))).toBe(true);
    expect(currentFeatureId('gif')).toBe('gif');
    expect(currentFeatureId('toString')).toBe('toString');
    for (const id of Object.keys(RENAMED_FEATURE_IDS)) expect(isFeatureId(id), id).toBe(false);
  });
});
