import type { FeatureCategory, FeatureDefinition } from './catalog-types.ts';

/** A studio category tab; `value` null means "no filter". */
export interface FeatureCategoryTab {
  readonly id: 'all' | FeatureCategory;
  readonly label: string;
  readonly value: FeatureCategory | null;
}

/** Studio category tabs in display order. */
export const FEATURE_CATEGORIES: readonly FeatureCategoryTab[] = [
  { id: 'all', label: 'All', value: null },
  { id: 'media', label: 'Media', value: 'media' },
  { id: 'character', label: 'Character', value: 'character' },
  { id: 'style', label: 'Style', value: 'style' },
];

/** Filter for {@link filterFeatures}; both parts optional. */
export interface FeatureFilter {
  readonly category?: FeatureCategory | null;
  readonly query?: string;
}

/**
 * Filters by category and by a case-insensitive search over title and description. Every word of
 * the query must appear somewhere, so "cartoon anime" still finds the cartoon tool even though the
 * words are not adjacent.
 */
export function filterFeatures<F extends Pick<FeatureDefinition, 'title' | 'description' | 'category'>>(
  features: readonly F[],
  { category = null, query = '' }: FeatureFilter = {},
): F[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return features.filter((f) => {
    if (category !== null && f.category !== category) return false;
    const haystack = `${f.title}\n${f.description}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
