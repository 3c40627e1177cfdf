// Platform-shell constants (docs/product.md#limits-and-timings, and the sections they come from).
// Durations are in milliseconds and sizes in CSS pixels unless the name says otherwise.

/** An inclusive slider or input range. */
export interface NumericRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

// --- Header, carousels, tooltips -----------------------------------------------------------

export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_SLIDE_COUNT = 12;
export const TESTIMONIAL_COUNT = 5;
export const TESTIMONIAL_RATING = { min: 1, max: 5, step: 1 } as const satisfies NumericRange;
export const TOOLTIP_DELAY_MS = 300;
export const TOOLTIP_MAX_WIDTH_PX = 200;
/** Greeting name the hero demo uses when the first name is left blank. */
export const HERO_NAME_FALLBACK = 'there';

// --- Studio workspace ----------------------------------------------------------------------

export const SPLASH_MS = 3000;
/** How long "Drag tokens here!" stays after the tokens panel opens. */
export const STUDIO_DRAG_HINT_MS = 5000;
export const STUDIO_TIP_INTERVAL_MS = 30_000;
export const STUDIO_TIP_VISIBLE_MS = 10_000;
export const RECENTLY_USED_MAX = 5;
export const ASSISTANT_DELAY_MS = 10_000;
/** Widths up to this count as mobile, which switches drag and drop to touch handling. */
export const MOBILE_MAX_WIDTH_PX = 768;

// --- Feature dialog ------------------------------------------------------------------------

export const DIALOG_DEFAULT_WIDTH_PX = 900;
export const DIALOG_DEFAULT_HEIGHT_PX = 650;
export const DIALOG_MIN_WIDTH_PX = 600;
export const DIALOG_MIN_HEIGHT_PX = 400;
export const DIALOG_MAX_WIDTH_VW = 95;
export const DIALOG_MAX_HEIGHT_VH = 90;

// --- Token panel ---------------------------------------------------------------------------

export const TOKEN_PANEL_WIDTH_PX = 280;
export const TOKEN_PANEL_MINIMIZED_WIDTH_PX = 180;
export const TOKEN_PANEL_OFFSET_LEFT_PX = 20;
export const TOKEN_PANEL_OFFSET_TOP_PX = 100;
export const TOKEN_PANEL_HINT_MS = 5000;
export const TOKEN_COPY_FEEDBACK_MS = 1500;
export const LINK_COPY_FEEDBACK_MS = 2000;
export const TOKEN_DROP_GLOW_MS = 1500;

// --- AI assistant --------------------------------------------------------------------------

export const ASSISTANT_MODEL = 'gpt-4o-mini';
export const ASSISTANT_TEMPERATURE = 0.7;
export const ASSISTANT_MAX_TOKENS = 800;
/** Replies are asked to stay this short (3-4 sentences). */
export const ASSISTANT_MAX_REPLY_SENTENCES = 4;
export const ASSISTANT_INPUT_MAX_HEIGHT_PX = 120;
export const SPEECH_RECOGNITION_LANG = 'en-US';
/** Voice input sends itself this long after recognition ends. */
export const VOICE_AUTO_SEND_MS = 500;
export const SPEECH_DEFAULTS = { rate: 1, pitch: 1, volume: 1 } as const;

// --- Image generation ----------------------------------------------------------------------

export const IMAGE_MODELS = ['dall-e-3', 'gpt-image-1'] as const;
export const IMAGE_SIZE = '1024x1024';
export const IMAGE_QUALITY = 'standard';
export const DEFAULT_ASPECT_RATIO = '1:1';
/** The fake progress bar: this many steps of SIMULATED_PROGRESS_STEP_MS, then generation starts. */
export const SIMULATED_PROGRESS_STEPS = 10;
export const SIMULATED_PROGRESS_STEP_MS = 300;
export const SIMULATED_PROGRESS_SETTLE_MS = 500;

// --- Auth, data and SDK defaults -----------------------------------------------------------

export const AUTH_REFRESH_TICK_MS = 30_000;
/** Refresh once the session has this many ticks or fewer left before expiry. */
export const AUTH_REFRESH_THRESHOLD_TICKS = 3;
export const AUTH_EXPIRY_MARGIN_MS = 90_000;
/** Retry delay is AUTH_RETRY_BASE_MS * 2 ** attempt. */
export const AUTH_RETRY_BASE_MS = 200;
export const JWKS_CACHE_MS = 10 * 60_000;
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const STORAGE_LIST_LIMIT = 100;
export const AI_SDK_TIMEOUT_MS = 10 * 60_000;
export const AI_SDK_MAX_RETRIES = 2;
export const PROFILE_RETRY_MS = 1000;
/** Data API error code for "no row found"; triggers the users-table fallback. */
export const PROFILE_NOT_FOUND_CODE = 'PGRST116';
export const PASSWORD_RESET_PATH = '/reset-password';

// --- Diagnostics ---------------------------------------------------------------------------

/** A provider key counts as configured only when longer than 20 characters. */
export const PROVIDER_KEY_MIN_LENGTH = 21;

/** True when an AI provider key looks configured; surrounding whitespace does not count. */
export function isProviderKeyConfigured(key: string | null | undefined): boolean {
  return typeof key === 'string' && key.trim().length >= PROVIDER_KEY_MIN_LENGTH;
}

/** The status an OPTIONS probe must return for a function to count as accessible. */
export const FUNCTION_ACCESSIBLE_STATUS = 204;

// --- Fonts ---------------------------------------------------------------------------------

export const FONT_SIZE_RANGE = { min: 8, max: 120, step: 1 } as const satisfies NumericRange;
export const LINE_HEIGHT_RANGE = { min: 1, max: 2.5, step: 0.1 } as const satisfies NumericRange;
export const LETTER_SPACING_RANGE = { min: -2, max: 10, step: 0.5 } as const satisfies NumericRange;
export const STROKE_WIDTH_RANGE = { min: 0, max: 10, step: 0.5 } as const satisfies NumericRange;
/** Weights that render a "bold" toggle as on. */
export const BOLD_FONT_WEIGHTS = ['bold', '600', '700'] as const;
export const FONT_MANAGER_MAX_HEIGHT_PX = 500;
export const FONT_LOADED_POLL_MS = 1000;
export const FONT_CATEGORY_EXAMPLE_COUNT = 5;
export const FONT_LOAD_TIMEOUT_MS = 3000;
export const WEB_FONT_WEIGHTS = [400, 700] as const;
export const DEFAULT_FONT_FAMILY = 'Inter';
export const FONT_SAMPLE_TEXT = 'The quick brown fox jumps over the lazy dog';
export const PRELOADED_FONTS = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Poppins',
  'Impact',
  'Montserrat',
  'Lato',
] as const;
/** Fonts every platform already has, so they are never fetched. */
export const SYSTEM_FONTS = [
  'Arial',
  'Verdana',
  'Helvetica',
  'Times New Roman',
  'Courier New',
  'Georgia',
  'Tahoma',
  'Trebuchet MS',
  'Impact',
  'Comic Sans MS',
] as const;
/** Demo defaults of the text style editor on /fonts. */
export const DEFAULT_TEXT_STYLE = {
  fontFamily: DEFAULT_FONT_FAMILY,
  fontSize: 24,
  fontWeight: 'normal',
  fontStyle: 'normal',
  textDecoration: 'none',
  color: '#000000',
  textAlign: 'center',
  lineHeight: 1.5,
  letterSpacing: 0,
  textTransform: 'none',
  strokeWidth: 0,
  strokeColor: '#000000',
} as const;
