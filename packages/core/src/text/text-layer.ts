import { DEFAULT_TEXT_STYLE, FONT_SIZE_RANGE } from '../constants/platform.ts';

/** A rectangle in canvas pixels. */
export interface TextBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type TextAlign = 'left' | 'center' | 'right';
export type TextVerticalAlign = 'top' | 'middle' | 'bottom';
export type TextCase = 'none' | 'uppercase' | 'lowercase' | 'capitalize';

export interface TextShadow {
  readonly color: string;
  readonly blur: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

/**
 * One personalized text over an image: its text (tokens such as `[FIRSTNAME]` are substituted
 * before layout), its style and the box it must stay inside. The same layer draws the browser's
 * preview and the server's image.
 */
export interface TextLayer {
  readonly text: string;
  readonly box: TextBox;
  readonly fontFamily: string;
  /** The size to draw at when the text fits; auto-fit shrinks from here. */
  readonly fontSize: number;
  /** The smallest size auto-fit may shrink to before wrapping; default half of `fontSize`. */
  readonly minFontSize?: number;
  /** At most this many lines, whatever the box's height allows (default: as many as fit). */
  readonly maxLines?: number;
  /** 100-900; "bold" is 700 (docs/product.md#fonts-and-text). */
  readonly fontWeight: number;
  readonly italic: boolean;
  readonly underline: boolean;
  readonly color: string;
  /** Outline width in px, 0 for none. */
  readonly strokeWidth: number;
  readonly strokeColor: string;
  readonly shadow?: TextShadow | null;
  readonly align: TextAlign;
  readonly verticalAlign: TextVerticalAlign;
  /** Line height as a multiple of the font size. */
  readonly lineHeight: number;
  /** Extra px after every character (may be negative). */
  readonly letterSpacing: number;
  readonly textCase: TextCase;
  /** Degrees clockwise around the box's centre. */
  readonly rotation: number;
  /** Shrink, then wrap, then cut with an ellipsis (default); off: wrap at `fontSize`, then cut. */
  readonly autoFit: boolean;
  /**
   * How auto-fit sizes personalized text: `steady`, one size for every recipient (wrapping before
   * shrinking; only values longer than usual shrink); `shrink` or none, each value as large as it
   * fits on its own.
   */
  readonly fit?: 'steady' | 'shrink';
  /** 0 (invisible) to 1 (opaque, the default). */
  readonly opacity?: number;
}

const WEIGHTS: Readonly<Record<string, number>> = { normal: 400, medium: 500, semibold: 600, bold: 700 };

/** A CSS font-weight keyword or number as a number (unknown: 400). */
export function fontWeightValue(weight: string | number): number {
  if (typeof weight === 'number') return Math.min(900, Math.max(100, Math.round(weight / 100) * 100));
  const named = WEIGHTS[weight.toLowerCase()];
  if (named) return named;
  const numeric = Number(weight);
  return Number.isFinite(numeric) && numeric > 0 ? fontWeightValue(numeric) : 400;
}

/**
 * A layer filling `box`, in the demo text style of docs/product.md#fonts-and-text unless `style` says
 * otherwise.
 */
export function textLayer(
  text: string,
  box: TextBox,
  style: Partial<Omit<TextLayer, 'text' | 'box'>> = {},
): TextLayer {
  const d = DEFAULT_TEXT_STYLE;
  return {
    text,
    box,
    fontFamily: d.fontFamily,
    fontSize: d.fontSize,
    fontWeight: fontWeightValue(d.fontWeight),
    italic: false,
    underline: false,
    color: d.color,
    strokeWidth: d.strokeWidth,
    strokeColor: d.strokeColor,
    shadow: null,
    align: d.textAlign,
    verticalAlign: 'middle',
    lineHeight: d.lineHeight,
    letterSpacing: d.letterSpacing,
    textCase: d.textTransform,
    rotation: 0,
    autoFit: true,
    ...style,
  };
}

/**
 * The size range auto-fit works in, whole pixels, never below the minimum of 8
 * (docs/product.md#fonts-and-text).
 */
export function fontSizeRange(layer: Pick<TextLayer, 'fontSize' | 'minFontSize'>): {
  min: number;
  max: number;
} {
  const max = Math.max(FONT_SIZE_RANGE.min, Math.round(finiteOr(layer.fontSize, FONT_SIZE_RANGE.min)));
  const wanted = layer.minFontSize ?? Math.floor(max / 2);
  const min = Math.min(max, Math.max(FONT_SIZE_RANGE.min, Math.round(finiteOr(wanted, FONT_SIZE_RANGE.min))));
  return { min, max };
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}
