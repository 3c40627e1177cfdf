import { CATALOG, isCatalogId } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { GENERATORS, LANDING_ROUTES, TOOL_MODULES } from './registry';
import { folderId } from './tool-folders';

describe('generator registry', () => {
  it('names every tool folder after a catalog id', () => {
    expect(TOOL_MODULES.length).toBeGreaterThan(0);
    for (const path of TOOL_MODULES) expect(isCatalogId(folderId(path)), path).toBe(true);
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
    expect(folderId('/src/features/tools/music-figure/landing-page.tsx')).toBe('music-figure');
    expect(folderId('/src/features/gif-editor/studio-tool.tsx')).toBe('gif');
    expect(folderId('./live-images/studio-tool.tsx')).toBe('live-images');
    expect(isCatalogId(folderId('./studio/studio-tool.tsx'))).toBe(false);
  });
});
