import { useLayoutEffect } from 'react';

/** Id of the prerendered copy of a page's first screen (see src/prerender/shells.tsx). */
export const PRERENDER_ID = 'prerender';

/**
 * Removes the prerendered first screen once the app has drawn its own. Call it from a layout
 * effect so the swap happens before the browser paints: no flash, no layout shift.
 */
export function dropPrerenderedShell(): void {
  if (typeof document !== 'undefined') document.getElementById(PRERENDER_ID)?.remove();
}

/**
 * Renders nothing; its layout effect drops the prerendered first screen. Placed next to the routed
 * page inside the route's Suspense boundary, it commits in the same frame as the page itself.
 */
export function DropPrerenderOnCommit(): null {
  useLayoutEffect(dropPrerenderedShell, []);
  return null;
}
