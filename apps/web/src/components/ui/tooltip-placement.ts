/** Side of the anchor a tooltip prefers. */
export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

interface Box {
  width: number;
  height: number;
}

/** Smallest distance kept between a tooltip and the viewport edge. */
export const VIEWPORT_MARGIN_PX = 8;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Where a tooltip of `size` goes beside `anchor`: on the preferred side, flipped to the opposite
 * side when it would leave the viewport there, then slid along the edge to stay inside. The
 * arrow position (relative to the tooltip) keeps pointing at the anchor's centre.
 */
export function placeTooltip({
  anchor,
  size,
  viewport,
  side,
  gap,
}: {
  anchor: { left: number; top: number; width: number; height: number };
  size: Box;
  viewport: Box;
  side: TooltipSide;
  gap: number;
}): { left: number; top: number; arrowLeft: number; arrowTop: number; side: TooltipSide } {
  const m = VIEWPORT_MARGIN_PX;
  const right = anchor.left + anchor.width;
  const bottom = anchor.top + anchor.height;
  const centerX = anchor.left + anchor.width / 2;
  const centerY = anchor.top + anchor.height / 2;

  let actual = side;
  if (side === 'bottom' && bottom + gap + size.height > viewport.height - m) actual = 'top';
  if (side === 'top' && anchor.top - gap - size.height < m) actual = 'bottom';
  if (side === 'right' && right + gap + size.width > viewport.width - m) actual = 'left';
  if (side === 'left' && anchor.left - gap - size.width < m) actual = 'right';

  if (actual === 'top' || actual === 'bottom') {
    const left = clamp(centerX - size.width / 2, m, viewport.width - m - size.width);
    const top = actual === 'bottom' ? bottom + gap : anchor.top - gap - size.height;
    return {
      left,
      top,
      arrowLeft: centerX - left,
      arrowTop: actual === 'bottom' ? 0 : size.height,
      side: actual,
    };
  }
  const top = clamp(centerY - size.height / 2, m, viewport.height - m - size.height);
  const left = actual === 'right' ? right + gap : anchor.left - gap - size.width;
  return { left, top, arrowLeft: actual === 'right' ? 0 : size.width, arrowTop: centerY - top, side: actual };
}
