import { isCatalogId, landingPath } from '@mergepix/core';
import type { ReactNode } from 'react';
import { folderId } from './tool-folders';

/**
 * Build-time only (src/prerender/shells.tsx): the first screen of every landing page whose module
 * exports a `LandingShell`, at the path core's catalog gives it. Loaded eagerly, so the app itself
 * never imports this file.
 */
const modules = import.meta.glob<{ LandingShell?: () => ReactNode }>(
  ['./tools/*/landing-page.tsx', './*/landing-page.tsx'],
  { eager: true, base: '/src/features' },
);

/** Path of a landing page → its first screen. */
export const LANDING_SHELLS: ReadonlyMap<string, () => ReactNode> = new Map(
  Object.entries(modules).flatMap(([file, { LandingShell: Shell }]) => {
    const id = folderId(file);
    return Shell && isCatalogId(id) ? [[landingPath(id), () => <Shell />] as const] : [];
  }),
);
