import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `focus` once, when the component first appears (and `enabled` is true). Once only, on
 * purpose: React re-runs layout effects when a Suspense boundary re-reveals hidden content, and
 * a second call would pull the caret back to the first field while the user types in another.
 * Layout phase rather than a passive effect, so it can never land after the user moved on.
 */
export function useInitialFocus(focus: () => void, enabled = true): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || !enabled) return;
    done.current = true;
    focus();
  });
}
