// Where the assistant's announcement bubble may sit (docs/product.md#ai-assistant): beside its
// button, only where it covers nothing the visitor may be using. Pure geometry, so it is tested
// without a browser; assistant-bubble.tsx measures the page and calls it.

/** A rectangle in viewport pixels, as getBoundingClientRect gives it. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Space between the button and the bubble, and between the bubble and the window's edge. */
export const BUBBLE_GAP_PX = 8;

/** What the bubble must never cover: fields, buttons, links and whole forms. */
export const KEEP_CLEAR_SELECTOR =
  'form, input, select, textarea, button, a[href], [role="button"], [contenteditable="true"]';

/** Whether two boxes share any area (touching edges do not count). */
export function intersects(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/**
 * The bubble's box: to the right of the button on its baseline, else above it; the first of those
 * that lies inside the window and overlaps none of `keepClear`. Null when both would cover
 * something: the bubble then waits until scrolling or focus frees a spot.
 */
export function bubbleSpot(
  button: Box,
  bubble: { readonly width: number; readonly height: number },
  viewport: { readonly width: number; readonly height: number },
  keepClear: readonly Box[],
): Box | null {
  const candidates: Box[] = [
    {
      left: button.left + button.width + BUBBLE_GAP_PX,
      top: button.top + button.height - bubble.height,
      ...bubble,
    },
    { left: button.left, top: button.top - BUBBLE_GAP_PX - bubble.height, ...bubble },
  ];
  const inside = (box: Box) =>
    box.left >= BUBBLE_GAP_PX &&
    box.top >= BUBBLE_GAP_PX &&
    box.left + box.width <= viewport.width - BUBBLE_GAP_PX &&
    box.top + box.height <= viewport.height - BUBBLE_GAP_PX;
  return candidates.find((box) => inside(box) && !keepClear.some((clear) => intersects(box, clear))) ?? null;
}

/** Whether an element is a field the visitor types or picks in. */
export function isFormField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}
