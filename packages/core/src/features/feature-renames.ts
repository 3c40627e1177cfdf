// Kept apart from feature-ids.ts so that only the code reading a stored or linked id (the studio's
// saved lists and deep links, the assistant's replies and history) carries the old names.
import type { FeatureId } from './feature-ids.ts';

/**
 * Ids a tool was known by before, so old links, saved favorites and assistant answers still open
 * it: the live image designer was `email` until its id took the name users see.
 */
export const RENAMED_FEATURE_IDS: Readonly<Record<string, FeatureId>> = { email: 'live-images' };

/** The id a tool goes by now: a renamed id's new one, anything else unchanged. */
export function currentFeatureId(id: string): string {
  return Object.hasOwn(RENAMED_FEATURE_IDS, id) ? (RENAMED_FEATURE_IDS[id] as string) : id;
}
