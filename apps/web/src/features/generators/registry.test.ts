import { CATALOG, isCatalogId } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { folderId, GENERATOR_FOLDERS, GENERATORS, LANDING_ROUTES } from './registry';

describe('generator registry', () => {
  it('names every generator folder after a catalog id', () => {
    expect(GENERATOR_FOLDERS.length).toBeGreaterThan(0);
    for (const folder of GENERATOR_FOLDERS) expect(isCatalogId(folder), folder).toBe(true);
  });

  it('holds a page or tool exactly for the entries the catalog calls built', () => {
    for (const { entry, Landing, Tool } of GENERATORS) {
      expect(Boolean(Landing || Tool), entry.id).toBe(entry.built);
    }
  });

  it('gives every built studio feature a studio tool, and no tool to what the studio never shows', () => {
    for (const { entry, Tool } of GENERATORS) {
      expect(Boolean(Tool), entry.id).toBe(entry.built && entry.studio);
    }
  });

  it('routes each built landing page at its catalog path, once', () => {
    const paths = LANDING_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of LANDING_ROUTES) {
      expect(CATALOG.find((entry) => entry.id === route.id)?.landing?.path).toBe(route.path);
    }
    // A built tool with a landing page in the catalog must have its page, or its links would 404.
    const builtLandings = CATALOG.flatMap((entry) =>
      entry.built && entry.landing ? [entry.landing.path] : [],
    );
    expect(paths).toEqual(builtLandings);
    expect(paths).toContain('/features/retro-action-figures');
  });

  it('reads the folder from a module path', () => {
    expect(folderId('./music-figure/landing-page.tsx')).toBe('music-figure');
  });
});
