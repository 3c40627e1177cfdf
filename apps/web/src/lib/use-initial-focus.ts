import { useLayoutEffect, useRef } from 'react';

/**
 * True when the user is already typing in a dialog's field: a late initial focus must not pull
 * the caret out of it. (A field on the page behind a dialog does not count: opening a dialog
 * should still move focus into it.)
 */
export function isEditingInDialog(active: Element | null): boolean {
  if (!active?.closest('[role="dialog"]')) return false;
  const tag = active.tagName;
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (active as HTMLElement).isContentEditable
  );
}

/**
 * Calls `focus` once, when the component first appears (and `enabled` is true). Once only, on
 * purpose: React re-runs layout effects when a Suspense boundary re-reveals hidden content, and
 * a second call would pull the caret back to the first field while the user types in another.
 * For the same reason it does nothing while the user is in a dialog's field. Layout phase rather
 * than a passive effect, so it can never land after the user moved on.
 */
export function useInitialFocus(focus: () => void, enabled = true): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || !enabled) return;
    done.current = true;
    if (!isEditingInDialog(document.activeElement)) focus();
  });
}
