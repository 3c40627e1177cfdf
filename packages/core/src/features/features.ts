import { CATALOG } from './catalog.ts';
import type { CatalogEntry, FeatureDefinition } from './catalog-types.ts';
import { isFeatureId } from './feature-ids.ts';
import { FEATURE_HELP } from './help-content.ts';

// The studio's and the assistant's view of the catalog: its features, each with its help text.
// A module of its own, so pages that only list tools (menus, hub, footer) leave the prose out.

const isFeature = (entry: CatalogEntry): entry is CatalogEntry & { id: FeatureDefinition['id'] } =>
  isFeatureId(entry.id);

/** All features in catalog order, including `crazy` (studio: false), with their help. */
export const FEATURES: readonly FeatureDefinition[] = CATALOG.filter(isFeature).map((entry) => ({
  ...entry,
  ...FEATURE_HELP[entry.id],
}));

/** Features the studio grid shows. */
export const STUDIO_FEATURES: readonly FeatureDefinition[] = FEATURES.filter((f) => f.studio);

/** Features listed in the studio's "AI Accelerated Features" grid, each tagged Fast. */
export const FAST_FEATURES: readonly FeatureDefinition[] = FEATURES.filter((f) => f.fast);

const BY_ID: ReadonlyMap<string, FeatureDefinition> = new Map(FEATURES.map((f) => [f.id, f]));

/** Looks a feature up by id; undefined for unknown ids. */
export function getFeature(id: string): FeatureDefinition | undefined {
  return BY_ID.get(id);
}
