import type { DesignLayer } from '@mergepix/core';

// Direct manipulation on the designer's canvas, in image pixels: dragging a box, pulling one of
// its handles, turning it, and the arrow keys.

type Box = DesignLayer['box'];

export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

const MIN_SIDE = 8;

export function moveBox(box: Box, dx: number, dy: number): Box {
  return { ...box, x: box.x + dx, y: box.y + dy };
}

/** The box after dragging `handle` by (dx, dy): the opposite edges stay put. */
export function resizeBox(box: Box, handle: Handle, dx: number, dy: number): Box {
  let { x, y, width, height } = box;
  if (handle.includes('e')) width = Math.max(MIN_SIDE, width + dx);
  if (handle.includes('s')) height = Math.max(MIN_SIDE, height + dy);
  if (handle.includes('w')) {
    const w = Math.max(MIN_SIDE, width - dx);
    x += width - w;
    width = w;
  }
  if (handle.includes('n')) {
    const h = Math.max(MIN_SIDE, height - dy);
    y += height - h;
    height = h;
  }
  return { x, y, width, height };
}

/** The rotation that points the box's top at `point` (degrees, -180..180); 15° steps when snapping. */
export function rotationTowards(box: Box, point: { x: number; y: number }, snap: boolean): number {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let degrees = (Math.atan2(point.y - cy, point.x - cx) * 180) / Math.PI + 90;
  if (snap) degrees = Math.round(degrees / 15) * 15;
  if (degrees > 180) degrees -= 360;
  if (degrees <= -180) degrees += 360;
  return Math.round(degrees);
}

/** What an arrow key does to the selected box: moves it (Shift: 10 px), or with Alt resizes it. */
export function arrowChange(
  key: string,
  options: { shift: boolean; alt: boolean },
): { dx: number; dy: number; dw: number; dh: number } | null {
  const step = options.shift ? 10 : 1;
  const dir: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const d = dir[key];
  if (!d) return null;
  return options.alt ? { dx: 0, dy: 0, dw: d[0], dh: d[1] } : { dx: d[0], dy: d[1], dw: 0, dh: 0 };
}

/**
 * A box kept inside a `width`×`height` image and at least `min` in size (a countdown must lie
 * inside the image): moved back in first, then cut to fit.
 */
export function keepInside(
  box: Box,
  size: { width: number; height: number },
  min: { width: number; height: number },
): Box {
  const w = Math.min(size.width, Math.max(min.width, box.width));
  const h = Math.min(size.height, Math.max(min.height, box.height));
  const x = Math.min(Math.max(0, box.x), size.width - w);
  const y = Math.min(Math.max(0, box.y), size.height - h);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(w), height: Math.round(h) };
}
