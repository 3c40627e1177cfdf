/** Whether a box lies wholly outside a viewport of the given height (above or below it). */
export function isOutOfView(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  return rect.top >= viewportHeight || rect.bottom <= 0;
}

/**
 * Scrolls the result area into view when it is off screen, e.g. on phones where it sits below a
 * long form, so pressing Generate visibly starts something. No-op when it is already visible.
 */
export function revealIfHidden(element: HTMLElement | null): void {
  if (!element || !isOutOfView(element.getBoundingClientRect(), window.innerHeight)) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}
