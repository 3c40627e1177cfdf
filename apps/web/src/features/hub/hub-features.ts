import { CATALOG, type CatalogEntry, type FeatureLanding } from '@mergepix/core';
import { type HubArtId, isHubArtId } from '@/components/illustrations/hub/hub-art';
import { PATHS } from '@/config/paths';

/**
 * The features hub's cards, in the hub's order (docs/product.md#features-hub-and-landing-pages), read from
 * core's catalog. Pure data so the list can be tested without a DOM, and so the page and its tests never
 * disagree about paths.
 */

/** One card of the hub. */
export interface HubFeature {
  /** Stable key, also the card's `data-feature` attribute: the last segment of its path. */
  slug: string;
  /** Landing page under /features/. */
  path: string;
  title: string;
  /** One line under the title. */
  description: string;
  art: HubArtId;
  /** Only music star carries one (docs/product.md#features-hub-and-landing-pages). */
  badge?: 'NEW FEATURE';
}

type HubEntry = CatalogEntry & { landing: FeatureLanding & { hub: NonNullable<FeatureLanding['hub']> } };

export const HUB_FEATURES: readonly HubFeature[] = CATALOG.filter(
  (entry): entry is HubEntry => !!entry.landing?.hub,
)
  .sort((a, b) => a.landing.hub.order - b.landing.hub.order)
  .map(({ id, landing: { path, hub } }) => {
    if (!isHubArtId(id)) throw new Error(`No hub illustration for ${id}`);
    return {
      slug: path.slice(path.lastIndexOf('/') + 1),
      path,
      title: hub.title,
      description: hub.description,
      art: id,
      ...(hub.badge ? { badge: hub.badge } : {}),
    };
  });

/**
 * Where both hub buttons go: the studio holds every tool (docs/product.md#features-hub-and-landing-pages).
 */
export const HUB_EDITOR_PATH = PATHS.editor;
