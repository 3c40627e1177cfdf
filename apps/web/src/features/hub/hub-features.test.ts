import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES } from '@/config/nav';
import { HUB_EDITOR_PATH, HUB_FEATURES } from './hub-features';

describe('features hub cards', () => {
  it('lists the hub’s eight landing pages, in order', () => {
    const slugs =
      'cartoon-style action-figures retro-action-figures music-star-action-figures tv-show-action-figures ' +
      'wrestling-action-figures ghibli-style meme-generator';
    expect(HUB_FEATURES.map((f) => f.path)).toEqual(slugs.split(' ').map((slug) => `/features/${slug}`));
  });

  it('has unique slugs matching each path, and a title and one-line description on every card', () => {
    expect(new Set(HUB_FEATURES.map((f) => f.slug)).size).toBe(8);
    expect(new Set(HUB_FEATURES.map((f) => f.art)).size).toBe(8);
    for (const feature of HUB_FEATURES) {
      expect(feature.path).toBe(`/features/${feature.slug}`);
      expect(feature.title.trim()).not.toBe('');
      expect(feature.description).not.toMatch(/\n/);
      expect(feature.description.length).toBeLessThanOrEqual(80);
    }
  });

  it('flags exactly one card NEW FEATURE: music star', () => {
    const badged = HUB_FEATURES.filter((f) => f.badge === 'NEW FEATURE');
    expect(badged.map((f) => f.slug)).toEqual(['music-star-action-figures']);
  });

  it('links only to routes the navigation also knows, and sends both buttons to the editor', () => {
    const known = new Set(NAV_ENTRIES.map((e) => e.path));
    for (const feature of HUB_FEATURES) expect(known.has(feature.path)).toBe(true);
    expect(HUB_EDITOR_PATH).toBe('/editor');
  });
});
