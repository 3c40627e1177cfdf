/**
 * Index math shared by every carousel. Kept pure so wrap-around is unit-tested without a DOM.
 */

/** Wraps any integer into `0..count-1`, so stepping past either end continues at the other. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0) return 0;
  if (!Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** The index `delta` steps from `index` (negative goes back), wrapping around. */
export function stepIndex(index: number, delta: number, count: number): number {
  return wrapIndex(index + delta, count);
}

/** Label of the `index`-th slide for screen readers, e.g. "3 of 12" (1-based for people). */
export function slideLabel(index: number, count: number): string {
  return `${wrapIndex(index, count) + 1} of ${count}`;
}
