import { currentFeatureId, RECENTLY_USED_MAX } from '@mergepix/core';

/** How the tool list is laid out. */
export type ViewMode = 'grid' | 'list';

/** `id` moved to the front of the recently used list, without duplicates, at most 5 long. */
export function pushRecent(list: readonly string[], id: string, max = RECENTLY_USED_MAX): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

/** `id` added to the favorites, or removed when it was one. */
export function toggleIn(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** What was persisted, read defensively: only ids the app knows, no duplicates. */
export function readIds(value: unknown, known: (id: string) => boolean, max = Infinity): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((x): x is string => typeof x === 'string' && known(x));
  return [...new Set(ids)].slice(0, max);
}

/** Saved ids with each renamed tool under the id it goes by now, so favorites survive a rename. */
export function withCurrentIds(ids: unknown): unknown {
  return Array.isArray(ids) ? ids.map((id) => (typeof id === 'string' ? currentFeatureId(id) : id)) : ids;
}
