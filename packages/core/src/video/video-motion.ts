// The camera of a video: which part of the picture each frame shows. Zoom 1 is the picture's
// cover crop for the frame (the largest frame-shaped rectangle inside it); every move zooms in
// from there and is clamped so the view never leaves the picture.
import { coverCrop } from '../live/design-draw.ts';
import type { VideoEffect } from './video-constants.ts';

/** Cubic ease-in-out of a progress, clamped to 0..1. */
export function easeInOut(t: number): number {
  const x = clamp(t, 0, 1);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** The source rectangle of the picture one frame shows, in picture pixels. */
export interface CameraRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

interface Size {
  width: number;
  height: number;
}

const ZOOM_IN = { from: 1, to: 1.3 } as const;
const PAN_ZOOM = 1.2;
const KEN_BURNS_ZOOM = 1.4;
/** The closest any effect zooms in (Ken Burns' end). */
export const VIDEO_MAX_ZOOM = KEN_BURNS_ZOOM;

/**
 * How much a picture can be scaled down before a video is made without losing anything a frame
 * shows: at the closest zoom one picture pixel still lands on one frame pixel. 1 when the picture
 * is no larger than that. Drawing from a picture this size keeps every frame's scaling small.
 */
export function pictureScaleFor(
  picture: { width: number; height: number },
  frame: { width: number; height: number },
): number {
  if (picture.width <= 0 || picture.height <= 0) return 1;
  const cover = Math.max(frame.width / picture.width, frame.height / picture.height);
  return Math.min(1, cover * VIDEO_MAX_ZOOM);
}

/**
 * Where the camera looks at progress `t` (0..1, eased here): a rectangle of the frame's shape,
 * inside the picture, continuous in `t`. `focal` is Ken Burns' target, as fractions of the
 * picture's width and height.
 */
export function cameraAt(
  effect: VideoEffect,
  t: number,
  focal: { x: number; y: number },
  picture: Size,
  frame: Size,
): CameraRect {
  const pw = picture.width;
  const ph = picture.height;
  if (!(pw > 0 && ph > 0 && frame.width > 0 && frame.height > 0)) {
    return { sx: 0, sy: 0, sw: Math.max(0, pw || 0), sh: Math.max(0, ph || 0) };
  }
  const e = easeInOut(Number.isFinite(t) ? t : 0);
  const cover = coverCrop(picture, frame.width, frame.height);
  const view = (zoom: number, cx: number, cy: number): CameraRect => {
    // min(): the cover crop can exceed the picture by a rounding error.
    const sw = Math.min(pw, cover.sw / zoom);
    const sh = Math.min(ph, cover.sh / zoom);
    return { sx: clamp(cx - sw / 2, 0, pw - sw), sy: clamp(cy - sh / 2, 0, ph - sh), sw, sh };
  };
  switch (effect) {
    case 'zoom-in':
      return view(lerp(ZOOM_IN.from, ZOOM_IN.to, e), pw / 2, ph / 2);
    case 'zoom-out':
      return view(lerp(ZOOM_IN.to, ZOOM_IN.from, e), pw / 2, ph / 2);
    case 'pan-left':
    case 'pan-right': {
      // The whole width the view leaves free, the cover crop's spare width included.
      const sw = Math.min(pw, cover.sw / PAN_ZOOM);
      const from = effect === 'pan-left' ? pw - sw / 2 : sw / 2;
      return view(PAN_ZOOM, lerp(from, pw - from, e), ph / 2);
    }
    default: {
      const fx = clamp(Number.isFinite(focal.x) ? focal.x : 0.5, 0, 1) * pw;
      const fy = clamp(Number.isFinite(focal.y) ? focal.y : 0.5, 0, 1) * ph;
      return view(lerp(1, KEN_BURNS_ZOOM, e), lerp(pw / 2, fx, e), lerp(ph / 2, fy, e));
    }
  }
}

// Exact at both ends (a + (b - a) * 1 can miss b by a rounding error).
function lerp(a: number, b: number, e: number): number {
  return a * (1 - e) + b * e;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
