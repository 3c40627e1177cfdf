/** Id of the prerendered copy of the home page's first screen (see src/prerender/home-shell.tsx). */
export const PRERENDER_ID = 'prerender';

/**
 * Removes the prerendered first screen once the app has drawn its own. Call it from a layout
 * effect so the swap happens before the browser paints: no flash, no layout shift.
 */
export function dropPrerenderedShell(): void {
  if (typeof document !== 'undefined') document.getElementById(PRERENDER_ID)?.remove();
}
