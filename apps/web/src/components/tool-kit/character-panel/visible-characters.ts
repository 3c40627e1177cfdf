/**
 * Indices of the character cards to show. Expanded: all of them. Collapsed: the first
 * `initialCount`, plus the selected character at the end when it lies beyond them (after
 * Randomize), so the current choice is never hidden.
 */
export function visibleCharacterIndices(
  total: number,
  selected: number,
  expanded: boolean,
  initialCount: number,
): number[] {
  const count = expanded ? total : Math.min(total, Math.max(0, initialCount));
  const indices = Array.from({ length: count }, (_, i) => i);
  if (!expanded && selected >= count && selected < total) indices.push(selected);
  return indices;
}

/** Whether the grid has more characters than it shows collapsed (the Show All toggle is needed). */
export function hasHiddenCharacters(total: number, initialCount: number): boolean {
  return total > initialCount;
}
