// The shapes the text layout reads from a host and hands to drawing.

/** What a host's measureText returns that the layout reads (DOM and @napi-rs/canvas alike). */
export interface TextMetricsLike {
  readonly width: number;
  readonly actualBoundingBoxLeft?: number;
  readonly actualBoundingBoxRight?: number;
  readonly fontBoundingBoxAscent?: number;
  readonly fontBoundingBoxDescent?: number;
}

/** The part of a Canvas 2D context the layout needs to measure text. */
export interface MeasureContext {
  font: string;
  letterSpacing?: string;
  direction?: string;
  textAlign: string;
  textBaseline: string;
  measureText(text: string): TextMetricsLike;
}

/** One line to draw, measured at the layout's font. */
export interface LaidOutLine {
  readonly text: string;
  readonly direction: 'ltr' | 'rtl';
  /** Ink left of the pen's start (italic and script overhangs), ≥ 0. */
  readonly left: number;
  /** Width from the leftmost to the rightmost ink or advance. */
  readonly extent: number;
  /** The advance width (where an underline ends). */
  readonly advance: number;
}

/** How the text was made to fit, most preferred first. */
export type TextFit = 'empty' | 'single-line' | 'wrapped' | 'ellipsis' | 'none';

/** Everything {@link drawTextLayer} needs, and what editors and tests inspect. */
export interface TextLayout {
  /** The text after tokens, clean-up and case, before any cut. */
  readonly text: string;
  readonly font: string;
  readonly fontSize: number;
  /** Distance between baselines in px. */
  readonly lineHeight: number;
  readonly ascent: number;
  readonly descent: number;
  readonly lines: readonly LaidOutLine[];
  /** Width and height the lines take, including the outline; never more than the box. */
  readonly width: number;
  readonly height: number;
  readonly fit: TextFit;
  /** Some of the text is not drawn (cut with an ellipsis, or longer than the layout reads). */
  readonly truncated: boolean;
}

/**
 * How a host names the faces of a family. A browser needs only the family (its @font-face rules
 * carry unicode ranges); a host without unicode ranges registers each file under its own name
 * and lists them in order.
 */
export type HostFamilies = (family: string) => readonly string[];
