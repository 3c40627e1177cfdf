import { LANDING_ENTRIES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  entriesForPaths,
  FOOTER_PRODUCT_PATHS,
  FOOTER_RESOURCE_PATHS,
  filterNavEntries,
  MOBILE_ONLY_ENTRIES,
  NAV_ENTRIES,
  NAV_GROUPS,
  NEW_ENTRY_PATH,
} from './nav';
import { PATHS } from './paths';

const paths = (query: string) => filterNavEntries(query).map((entry) => entry.path);

describe('nav config', () => {
  it('lists every route of the product.md route table exactly once, and image-to-video, without /faq', () => {
    const all = NAV_ENTRIES.map((entry) => entry.path);
    expect(new Set(all).size).toBe(all.length);
    // Every tool with a landing page (from the catalog, so a new tool needs no change here), and
    // the studio, four resources and five learn pages.
    const tools = LANDING_ENTRIES.map((entry) => entry.landing.path);
    expect(all).toEqual(
      expect.arrayContaining([
        ...tools,
        PATHS.editor,
        PATHS.fonts,
        PATHS.tokens,
        PATHS.debug,
        PATHS.howItWorks,
      ]),
    );
    expect(all).toHaveLength(tools.length + 1 + 4 + 5);
    expect(all).toContain('/features/image-to-video');
    expect(all).not.toContain('/faq');
    expect(NAV_GROUPS.map((group) => group.label)).toEqual(['Create', 'Resources', 'Learn']);
  });

  it('keeps /faq for the mobile menu only', () => {
    expect(MOBILE_ONLY_ENTRIES.learn?.map((entry) => entry.path)).toEqual(['/faq']);
  });

  it('footer columns and the New flag point at real entries', () => {
    expect(() => entriesForPaths(FOOTER_PRODUCT_PATHS)).not.toThrow();
    expect(() => entriesForPaths(FOOTER_RESOURCE_PATHS)).not.toThrow();
    expect(FOOTER_PRODUCT_PATHS).toContain(NEW_ENTRY_PATH);
    expect(() => entriesForPaths(['/nope'])).toThrow(/nope/);
  });
});

describe('filterNavEntries', () => {
  it('returns everything for a blank query', () => {
    expect(filterNavEntries('')).toHaveLength(NAV_ENTRIES.length);
    expect(filterNavEntries('   ')).toHaveLength(NAV_ENTRIES.length);
  });

  it('matches labels case-insensitively', () => {
    expect(paths('MEME')).toEqual(['/features/meme-generator']);
    expect(paths('diagnostics')).toEqual(['/debug']);
  });

  it('matches paths, treating hyphens and slashes like spaces', () => {
    expect(paths('gif-editor')).toEqual(['/gif-editor']);
    expect(paths('/features/ghibli')).toEqual(['/features/ghibli-style']);
    expect(paths('debug')).toEqual(['/debug']);
  });

  it('requires every word to match somewhere', () => {
    expect(paths('retro figures')).toEqual(['/features/retro-action-figures']);
    expect(paths('retro ghibli')).toEqual([]);
  });

  it('puts labels that start with the query first and otherwise keeps nav order', () => {
    const result = paths('figure');
    expect(result).toEqual([
      '/features/action-figures',
      '/features/retro-action-figures',
      '/features/music-star-action-figures',
      '/features/tv-show-action-figures',
      '/features/wrestling-action-figures',
    ]);
    expect(paths('token')[0]).toBe('/tokens');
    expect(paths('te')).toEqual(expect.arrayContaining(['/templates', '/testimonials']));
    expect(paths('te').slice(0, 2)).toEqual(['/templates', '/testimonials']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterNavEntries('zzz-no-such-page')).toEqual([]);
  });

  it('searches a custom list when given one', () => {
    const custom = [{ path: '/faq', label: 'FAQ', description: '' }];
    expect(filterNavEntries('faq', custom)).toEqual(custom);
    expect(filterNavEntries('faq')).toEqual([]);
  });
});
