// Limits and clipping of the structured choices a figure generator sends with its prompt. The
// schema (api/generation.ts) enforces the limits, the web clips to them before sending, and the
// offline engine clips what it draws with the same helper.

/** Longest value of each field of an action-figure call's `details`, and how many list items. */
export const FIGURE_DETAILS_LIMITS = {
  title: 120,
  name: 80,
  company: 120,
  jobTitle: 120,
  packaging: 300,
  colors: 4,
  color: 40,
  accessories: 12,
  accessory: 60,
  pose: 60,
} as const;

/** Longest name painted on a Ghibli scene's sign. */
export const GHIBLI_NAME_MAX_LENGTH = 60;

/** `text` trimmed and cut to `max` characters (whole code points), without a dangling space. */
export function clipText(text: string | undefined, max: number): string {
  const points = [...(text ?? '').trim()];
  return points.length <= max ? points.join('') : points.slice(0, max).join('').trimEnd();
}

/** At most `maxItems` non-empty items, each clipped to `maxLength`. */
export function clipList(items: readonly string[], maxItems: number, maxLength: number): string[] {
  return items
    .map((item) => clipText(item, maxLength))
    .filter(Boolean)
    .slice(0, maxItems);
}
