// List edits behind the chip toggles and the creator's accessory list.

/** `list` with `item` removed when present, appended otherwise. */
export function toggleItem(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((i) => i !== item) : [...list, item];
}

/** `list` without `item`. */
export function removeItem(list: readonly string[], item: string): string[] {
  return list.filter((i) => i !== item);
}

/** Whether `list` holds `item`, ignoring case and surrounding spaces. */
export function hasItem(list: readonly string[], item: string): boolean {
  const key = item.trim().toLowerCase();
  return list.some((i) => i.trim().toLowerCase() === key);
}

/**
 * `list` with the typed `item` appended: trimmed, spaces collapsed, cut to `maxLength`, and
 * ignored when empty, already present (any case) or when the list is full.
 */
export function addItem(
  list: readonly string[],
  item: string,
  { maxItems, maxLength }: { maxItems: number; maxLength: number },
): string[] {
  const clean = item.trim().replace(/\s+/g, ' ').slice(0, maxLength).trim();
  if (!clean || list.length >= maxItems || hasItem(list, clean)) return [...list];
  return [...list, clean];
}
