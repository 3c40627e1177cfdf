import {
  GIF_DEFAULT_FRAME_MS,
  GIF_DELAY_DIVISOR,
  GIF_DIMENSION_RANGE,
  GIF_DURATION_RANGE,
  GIF_EMAIL_SAFE_MAX_DIMENSION_PX,
  GIF_QUALITY_MODES,
  type GifQualityMode,
} from '../constants/generators.ts';

/**
 * The expected-size hint in KB (docs/product.md#gif-editor): frames × width × height ÷ the mode's divisor.
 */
export function expectedGifSizeKb(
  frames: number,
  width: number,
  height: number,
  mode: GifQualityMode,
): number {
  return Math.round((frames * width * height) / GIF_QUALITY_MODES[mode].sizeHintDivisor);
}

/** Bytes held by a base64 string or a data URL (padding excluded). */
export function base64Bytes(base64OrDataUrl: string): number {
  const comma = base64OrDataUrl.indexOf(',');
  const body = base64OrDataUrl.startsWith('data:') ? base64OrDataUrl.slice(comma + 1) : base64OrDataUrl;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((body.length * 3) / 4) - padding);
}

/** The size shown on the download button: whole KB, at least 1. */
export function sizeKb(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}

/** The delay a frame's duration becomes in the file: hundredths of a second. */
export function gifDelayCs(durationMs: number): number {
  return Math.round(durationMs / GIF_DELAY_DIVISOR);
}

/** "Apply Email-Safe Settings": width and height capped at 600 (frames are cropped to fit). */
export function emailSafeSize(width: number, height: number): { width: number; height: number } {
  const cap = GIF_EMAIL_SAFE_MAX_DIMENSION_PX;
  return { width: Math.min(width, cap), height: Math.min(height, cap) };
}

/** A width or height the editor accepts: on the 10 px grid, within 100-1200. */
export function clampGifSide(value: number): number {
  const { min, max, step } = GIF_DIMENSION_RANGE;
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

/** A frame duration the editor accepts: on the 50 ms grid, within 50-5000 ms. */
export function clampFrameDuration(ms: number): number {
  const { min, max, step } = GIF_DURATION_RANGE;
  if (!Number.isFinite(ms)) return GIF_DEFAULT_FRAME_MS;
  return Math.min(max, Math.max(min, Math.round(ms / step) * step));
}
