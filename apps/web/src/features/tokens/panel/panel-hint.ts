import { TOKEN_PANEL_HINT_MS } from '@mergepix/core';

/** A remount closer than this to the last unmount is the panel moving (into or out of a dialog). */
export const PANEL_MOVE_GAP_MS = 300;

/** When the "Drag tokens here!" hint ends, given the previous deadline and the last unmount. */
export function hintDeadline(now: number, previous: number | null, lastUnmount: number | null): number {
  const moved = previous !== null && lastUnmount !== null && now - lastUnmount < PANEL_MOVE_GAP_MS;
  return moved ? previous : now + TOKEN_PANEL_HINT_MS;
}
