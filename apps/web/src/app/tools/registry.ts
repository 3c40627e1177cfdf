import { CATALOG, type CatalogEntry, type CatalogId } from '@mergepix/core';
import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react';
import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';
import { folderId } from './tool-folders';

/**
 * The web side of the one registry. Vite finds every tool's landing page and studio tool by name
 * (`tool-folders.ts` says where), so adding a generator means adding its folder under
 * `features/tools/` and its line in core's catalog, and nothing else here. Each module stays its
 * own lazily loaded chunk.
 */
type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// Keys relative to the folder that holds the tool (`./ghibli/landing-page.tsx`): the shortest
// the bundle can carry. Generators sit under features/tools/, the editors directly under features/.
const landingLoaders = {
  ...import.meta.glob<{ default: ComponentType }>('./*/landing-page.tsx', { base: '/src/features/tools' }),
  ...import.meta.glob<{ default: ComponentType }>('./*/landing-page.tsx', { base: '/src/features' }),
};
const toolLoaders = {
  ...import.meta.glob<{ default: ComponentType<StudioToolProps> }>('./*/studio-tool.tsx', {
    base: '/src/features/tools',
  }),
  ...import.meta.glob<{ default: ComponentType<StudioToolProps> }>('./*/studio-tool.tsx', {
    base: '/src/features',
  }),
};

function byFolder<P>(loaders: Record<string, Loader<P>>): Map<string, Loader<P>> {
  return new Map(Object.entries(loaders).map(([path, load]) => [folderId(path), load]));
}

const landings = byFolder(landingLoaders);
const tools = byFolder(toolLoaders);

/** A catalog entry together with the web app's lazily loaded parts of it. */
export interface Generator {
  readonly entry: CatalogEntry;
  /** Its landing page, when the entry has one and its folder holds it. */
  readonly Landing?: LazyExoticComponent<ComponentType>;
  /** The tool the studio opens, when its folder holds one. */
  readonly Tool?: ComponentType<StudioToolProps>;
  /** Starts downloading the tool's code, so opening it later is instant. */
  readonly preloadTool?: () => Promise<unknown>;
}

/**
 * A lazily loaded component that renders at once when its code was preloaded. React.lazy alone
 * suspends on the first render even then, and React holds a shown fallback for 300 ms, so a
 * warmed tool would still flash "Loading feature..." and appear a third of a second late.
 */
export function preloadable<P extends object>(loader: Loader<P>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= loader().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed download can be retried
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
    // remount the tool and lose what the user entered.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Component: Preloadable, preload };
}

/** Every catalog entry in catalog order, with the pages and tools built for it so far. */
export const GENERATORS: readonly Generator[] = CATALOG.map((entry) => {
  const landing = entry.landing ? landings.get(entry.id) : undefined;
  const load = tools.get(entry.id);
  const tool = load ? preloadable(load) : undefined;
  return {
    entry,
    ...(landing ? { Landing: lazy(landing) } : {}),
    ...(tool ? { Tool: tool.Component, preloadTool: tool.preload } : {}),
  };
});

/** A generator whose landing page is built: its route and its page. */
export interface LandingRoute {
  readonly id: CatalogId;
  readonly path: string;
  readonly Page: LazyExoticComponent<ComponentType>;
}

/** The routes of every built landing page, for the router. */
export const LANDING_ROUTES: readonly LandingRoute[] = GENERATORS.flatMap(({ entry, Landing }) =>
  entry.landing && Landing ? [{ id: entry.id, path: entry.landing.path, Page: Landing }] : [],
);

/** Every module path the globs found, for the registry's own checks. */
export const TOOL_MODULES: readonly string[] = [...Object.keys(landingLoaders), ...Object.keys(toolLoaders)];
