// Generator, meme, reference-image and GIF editor constants (docs/product.md#limits-and-timings).
import type { NumericRange } from './platform.ts';

// --- Models --------------------------------------------------------------------------------

/** Image model choices the generators offer, with their labels. */
export const AI_MODEL_OPTIONS = [
  { value: 'openai', label: 'DALL-E 3' },
  { value: 'gemini', label: 'Gemini AI' },
] as const;

/** Image model choice of a generator (`openai` or `gemini`). */
export type AiModelChoice = (typeof AI_MODEL_OPTIONS)[number]['value'];

/** Provider the meme-generator function is always called with. */
export const MEME_PROVIDER = 'gpt-image-1';

// --- Character generators and randomize ----------------------------------------------------

export const CHARACTER_GRID_INITIAL_COUNT = 8;
export const CARTOON_STYLES_INITIAL_COUNT = 8;
export const CARTOON_THEME_COUNT = 20;
export const RESULT_PREVIEW_MAX_HEIGHT_PX = 400;
/** Randomize in retro/music/TV/wrestling picks this many accessories (inclusive). */
export const RANDOM_ACCESSORIES_RANGE = { min: 0, max: 2, step: 1 } as const satisfies NumericRange;
export const RANDOM_REMOVALS_RANGE = { min: 0, max: 1, step: 1 } as const satisfies NumericRange;
export const ACTION_FIGURE_RANDOM_ACCESSORIES_RANGE = {
  min: 2,
  max: 4,
  step: 1,
} as const satisfies NumericRange;
export const ACTION_FIGURE_ACCESSORY_POOL_SIZE = 33;
/** Package colour schemes the company-name hash chooses between. */
export const ACTION_FIGURE_COLOR_SCHEME_COUNT = 10;
export const GHIBLI_RANDOM_ELEMENTS_RANGE = { min: 1, max: 3, step: 1 } as const satisfies NumericRange;
/** The Ghibli prompt is rebuilt this long after a random pick so all option updates land first. */
export const GHIBLI_REBUILD_DELAY_MS = 100;
export const WRESTLING_CAROUSEL_INTERVAL_MS = 3000;
export const WRESTLING_FEATURED_COUNT = 4;
export const GENERATION_FAILED_TEXT = 'Generation Failed';

// --- Reference images ----------------------------------------------------------------------

/** Stated in the upload hint ("up to 10MB"). */
export const REFERENCE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const REFERENCE_IMAGE_ACCEPT = 'image/*';
export const REFERENCE_IMAGES_PER_CATEGORY = 10;
export const REFERENCE_THUMBNAIL_SIZE_PX = 150;
export const REFERENCE_THUMBNAIL_QUALITY = 0.7;
export const REFERENCE_THUMBNAIL_TIMEOUT_MS = 5000;
/** Thumbnail edge used by helpers called without an explicit size. */
export const DEFAULT_THUMBNAIL_SIZE_PX = 100;
export const REFERENCE_DEFAULT_CATEGORY = 'general';
export const REFERENCE_IMAGE_CATEGORIES = [
  'retro-figure',
  'music-figure',
  'tv-figure',
  'wrestling-figure',
  'ghibli-style',
  'cartoon-style',
  'meme-templates',
  'general',
] as const;

// --- Meme ----------------------------------------------------------------------------------

export const MEME_TEMPLATE_COUNT = 12;
/** Text wraps at this fraction of the image width. */
export const MEME_WRAP_WIDTH_RATIO = 0.9;
/** Line height as a multiple of the font size. */
export const MEME_LINE_HEIGHT_RATIO = 1.2;
/** Top text baseline starts at fontSize + this many pixels from the top. */
export const MEME_TOP_OFFSET_PX = 10;
export const MEME_BOTTOM_MARGIN_PX = 20;
export const MEME_DEFAULTS = {
  textColor: '#FFFFFF',
  strokeColor: '#000000',
  strokeWidth: 2,
  fontSize: 36,
  fontFamily: 'Impact',
  textCase: 'uppercase',
} as const;
export const MEME_FONT_SIZE_RANGE = { min: 20, max: 72, step: 1 } as const satisfies NumericRange;
export const MEME_STROKE_WIDTH_RANGE = { min: 0, max: 5, step: 0.5 } as const satisfies NumericRange;
export const MEME_JPEG_QUALITY = 0.9;
/** A meme keeps its picture's proportions with the long edge at most this many px (browser and server). */
export const MEME_MAX_EDGE_PX = 1024;

// --- GIF editor ----------------------------------------------------------------------------

export const GIF_DEFAULT_FRAME_MS = 500;
export const GIF_DEFAULT_WIDTH_PX = 400;
export const GIF_DEFAULT_HEIGHT_PX = 400;
export const GIF_DIMENSION_RANGE = { min: 100, max: 1200, step: 10 } as const satisfies NumericRange;
export const GIF_DURATION_RANGE = { min: 50, max: 5000, step: 50 } as const satisfies NumericRange;
export const GIF_TOKEN_FONT_SIZE_RANGE = { min: 10, max: 72, step: 1 } as const satisfies NumericRange;
export const GIF_TOKEN_OPACITY_RANGE = { min: 0, max: 1, step: 0.1 } as const satisfies NumericRange;
/** GIF delays are in centiseconds, so a frame duration in ms is divided by this. */
export const GIF_DELAY_DIVISOR = 10;
/** The encoder's hard limit for width, height and loop count. */
export const GIF_ENCODER_MAX_VALUE = 65_535;

/** Encoder settings per quality mode; sizeHintDivisor feeds the expected-size estimate. */
export const GIF_QUALITY_MODES = {
  email: { jpegQuality: 0.7, sampleInterval: 12, quality: 5, sizeHintDivisor: 25_000 },
  high: { jpegQuality: 0.9, sampleInterval: 6, quality: 10, sizeHintDivisor: 15_000 },
} as const;

/** Name of a GIF quality mode. */
export type GifQualityMode = keyof typeof GIF_QUALITY_MODES;

/** "Apply Email-Safe Settings" caps width and height at this. */
export const GIF_EMAIL_SAFE_MAX_DIMENSION_PX = 600;
export const GIF_TIP_MAX_BYTES = 1024 * 1024;
export const GIF_TIP_FRAME_RANGE = { min: 8, max: 12, step: 1 } as const satisfies NumericRange;
export const GIF_TIP_MINIMAL_FRAME_RANGE = { min: 2, max: 3, step: 1 } as const satisfies NumericRange;
export const GIF_TIP_MAX_WIDTH_PX = 600;
export const GIF_TIP_MAX_HEIGHT_PX = 400;
export const GIF_EMAIL_PREVIEW_WIDTH_PX = 600;
export const GIF_CANVAS_MAX_HEIGHT_PX = 400;
export const GIF_EMAIL_TEMPLATES = ['centered', 'left', 'announcement'] as const;
export const GIF_DEFAULT_EMAIL_TEMPLATE = 'centered';

/** Defaults of a new text token on a GIF frame (x and y are percent of the canvas). */
export const GIF_TOKEN_DEFAULTS = {
  type: 'text',
  value: '[FIRSTNAME]',
  x: 50,
  y: 50,
  fontSize: 24,
  color: '#ffffff',
  opacity: 1,
  fontFamily: 'Impact',
} as const;
/** Font used when a token has none set (older tokens predate the Impact default). */
export const GIF_TOKEN_FALLBACK_FONT = 'Arial';

// --- Downloads -----------------------------------------------------------------------------

/** File name of a downloaded GIF; the timestamp keeps repeated downloads from overwriting. */
export function gifDownloadFileName(timestamp: number): string {
  return `personalized-animation-${timestamp}.gif`;
}
