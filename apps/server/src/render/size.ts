import type { AspectRatio } from '@mergepix/core';

/** Pixel size of a rendered image. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The default long edge of an offline render. */
export const DEFAULT_LONG_EDGE = 1024;
/** Renders are kept within these edges so a request cannot ask for a huge canvas. */
export const MIN_EDGE = 64;
export const MAX_EDGE = 2048;

const RATIOS: Record<AspectRatio, [number, number]> = {
  '1:1': [1, 1],
  '16:9': [16, 9],
  '9:16': [9, 16],
  '4:3': [4, 3],
  '3:4': [3, 4],
};

const clampEdge = (v: number) => Math.max(MIN_EDGE, Math.min(MAX_EDGE, Math.round(v)));

/**
 * Width and height for an aspect ratio with the long edge at `longEdge` (1024 by default), the
 * short edge rounded to an even number of pixels (1024×576 for 16:9).
 */
export function sizeForAspectRatio(ratio: AspectRatio = '1:1', longEdge = DEFAULT_LONG_EDGE): ImageSize {
  const [w, h] = RATIOS[ratio] ?? RATIOS['1:1'];
  const edge = clampEdge(longEdge);
  const short = clampEdge(Math.round((edge * Math.min(w, h)) / Math.max(w, h) / 2) * 2);
  return w >= h ? { width: edge, height: short } : { width: short, height: edge };
}

/** An explicit size wins over an aspect ratio; both are clamped to the allowed edges. */
export function resolveSize(size?: Partial<ImageSize>, ratio?: AspectRatio): ImageSize {
  if (size?.width && size.height) return { width: clampEdge(size.width), height: clampEdge(size.height) };
  return sizeForAspectRatio(ratio);
}

/** Size fields every renderer input accepts. */
export interface SizedInput {
  /** Output shape; ignored when `size` is given. Default 1:1. */
  aspectRatio?: AspectRatio;
  /** Exact output size in px (each edge 64-2048). */
  size?: Partial<ImageSize>;
}
