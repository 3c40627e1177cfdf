import {
  GIF_DEFAULT_FRAME_MS,
  GIF_DIMENSION_RANGE,
  GIF_DURATION_RANGE,
  GIF_EMAIL_SAFE_MAX_DIMENSION_PX,
  GIF_ENCODER_MAX_VALUE,
  type GifQualityMode,
} from '../constants/generators.ts';

// What the GIF editor adds to the shared constants (constants/generators.ts): limits so a project
// stays something a browser can encode and an inbox can load, and what each quality mode means
// for our encoder.

export {
  GIF_DEFAULT_FRAME_MS,
  GIF_DIMENSION_RANGE,
  GIF_DURATION_RANGE,
  GIF_EMAIL_SAFE_MAX_DIMENSION_PX,
  GIF_ENCODER_MAX_VALUE,
};

export const GIF_LIMITS = {
  /** A project holds at most this many frames. */
  maxFrames: 60,
  /** At most this many text layers on one frame. */
  maxTokensPerFrame: 10,
  /** An image file larger than this is refused before it is read. */
  maxUploadBytes: 20 * 1024 * 1024,
  /** An image with more pixels than this is refused before it is decoded. */
  maxUploadPixels: 40_000_000,
  /** Frames are kept no larger than this on their longer side (the largest GIF side). */
  storedMaxSide: GIF_DIMENSION_RANGE.max,
  /** Text layer values are at most this long. */
  maxTokenText: 200,
} as const;

/** Colours in each frame's palette per mode: fewer colours, smaller file. */
export const GIF_PALETTE_COLORS: Readonly<Record<GifQualityMode, number>> = { email: 128, high: 256 };

/** How the Animation Settings panel names each mode. */
export const GIF_QUALITY_LABELS: Readonly<Record<GifQualityMode, string>> = {
  email: 'Email optimized',
  high: 'High quality',
};

/**
 * What a frame without a picture shows, in the editor, the downloaded GIF and a live GIF alike
 * (docs/product.md#gif-editor: the original's blank frame loaded an outside placeholder picture; ours is
 * drawn).
 */
export const GIF_BLANK_FRAME_BASE = { kind: 'gradient', from: '#6366f1', to: '#ec4899', angle: 135 } as const;
