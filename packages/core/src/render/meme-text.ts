// The one meme text layout and drawing code (docs/product.md#meme-generator), shared by the browser canvas
// and the server's @napi-rs/canvas so what the user previews is what the server sends.
import {
  MEME_BOTTOM_MARGIN_PX,
  MEME_DEFAULTS,
  MEME_FONT_SIZE_RANGE,
  MEME_LINE_HEIGHT_RATIO,
  MEME_MAX_EDGE_PX,
  MEME_STROKE_WIDTH_RANGE,
  MEME_TOP_OFFSET_PX,
  MEME_WRAP_WIDTH_RATIO,
} from '../constants/generators.ts';
import { applyTextCase } from '../text/segments.ts';
import type { TextCase } from '../text/text-layer.ts';

/**
 * The part of the Canvas 2D context the meme text needs. Both the DOM's
 * CanvasRenderingContext2D and @napi-rs/canvas's context satisfy it structurally.
 */
export interface TextCanvasContext {
  font: string;
  fillStyle: string | object;
  strokeStyle: string | object;
  lineWidth: number;
  lineJoin: 'bevel' | 'miter' | 'round';
  textAlign: 'center' | 'end' | 'left' | 'right' | 'start';
  textBaseline: 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
  measureText(text: string): { width: number };
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  strokeText(text: string, x: number, y: number, maxWidth?: number): void;
}

/** How meme text is cased before drawing. */
export type MemeTextCase = 'upper' | 'lower' | 'none' | 'capitalize';

/**
 * Caller's meme text style; every field is optional and falls back to the defaults
 * (docs/product.md#meme-generator).
 */
export interface MemeTextOptions {
  /** Font size in px (20-72), relative to `scaleToWidth` when that is set. */
  fontSize?: number;
  /** Outline width in px (0-5, 0 = no outline). */
  strokeWidth?: number;
  color?: string;
  strokeColor?: string;
  fontFamily?: string;
  textCase?: MemeTextCase;
  /**
   * Treat sizes as designed for an image this many px wide and scale them to the real width,
   * so 36 px on a 600 px design stays proportionally the same on a 1200 px image.
   */
  scaleToWidth?: number;
}

/** Options resolved against the defaults and clamped to the documented ranges (unscaled px). */
export interface MemeTextStyle {
  fontSize: number;
  strokeWidth: number;
  color: string;
  strokeColor: string;
  fontFamily: string;
  textCase: MemeTextCase;
}

/** One line ready to draw: text (cased), centre x and alphabetic baseline y in canvas px. */
export interface MemeTextLine {
  text: string;
  x: number;
  y: number;
}

/** Everything {@link drawMemeText} draws, for tests and for hit-testing in editors. */
export interface MemeTextLayout {
  font: string;
  /** Font size in canvas px after scaling. */
  fontSize: number;
  lineHeight: number;
  /** Outline width in canvas px after scaling (0 when off). */
  strokeWidth: number;
  color: string;
  strokeColor: string;
  maxWidth: number;
  top: MemeTextLine[];
  bottom: MemeTextLine[];
}

/** Top and bottom captions of a meme. */
export interface MemeTexts {
  topText?: string;
  bottomText?: string;
}

// Impact is missing on Linux and most phones; Anton is the closest free face and is the font the
// app ships, so it sits right behind whatever family was asked for.
const FALLBACK_FAMILIES = ['Anton', 'Impact', 'sans-serif'];
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const finiteOr = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) ? value : fallback;

/** Applies the defaults and ranges of docs/product.md#meme-generator to caller options. */
export function resolveMemeTextStyle(options: MemeTextOptions = {}): MemeTextStyle {
  return {
    fontSize: clamp(
      finiteOr(options.fontSize, MEME_DEFAULTS.fontSize),
      MEME_FONT_SIZE_RANGE.min,
      MEME_FONT_SIZE_RANGE.max,
    ),
    strokeWidth: clamp(
      finiteOr(options.strokeWidth, MEME_DEFAULTS.strokeWidth),
      MEME_STROKE_WIDTH_RANGE.min,
      MEME_STROKE_WIDTH_RANGE.max,
    ),
    color: options.color?.trim() || MEME_DEFAULTS.textColor,
    strokeColor: options.strokeColor?.trim() || MEME_DEFAULTS.strokeColor,
    fontFamily: options.fontFamily?.trim() || MEME_DEFAULTS.fontFamily,
    textCase: options.textCase ?? 'upper',
  };
}

const CASES: Readonly<Record<MemeTextCase, TextCase>> = {
  upper: 'uppercase',
  lower: 'lowercase',
  capitalize: 'capitalize',
  none: 'none',
};

/** Meme text in its case (the text layers' rules). */
export function applyMemeTextCase(text: string, textCase: MemeTextCase): string {
  return applyTextCase(text, CASES[textCase]);
}

/** A CSS font shorthand for `family` with the Anton/Impact fallbacks behind it. */
export function memeFont(sizePx: number, family: string): string {
  const names = [family, ...FALLBACK_FAMILIES.filter((f) => f.toLowerCase() !== family.toLowerCase())];
  const list = names.map((name) => (GENERIC_FAMILIES.has(name) ? name : `"${name.replace(/"/g, '')}"`));
  return `${Math.round(sizePx * 100) / 100}px ${list.join(', ')}`;
}

// A word wider than the line on its own is cut into pieces that fit, so long URLs or names
// never run off the image.
function splitLongWord(ctx: TextCanvasContext, word: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of Array.from(word)) {
    if (piece && ctx.measureText(piece + ch).width > maxWidth) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap of `text` to `maxWidth` with the context's current font. Explicit line
 * breaks are kept; runs of spaces collapse.
 */
export function wrapMemeText(ctx: TextCanvasContext, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (ctx.measureText(candidate).width <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (ctx.measureText(word).width <= maxWidth) {
        line = word;
        continue;
      }
      const pieces = splitLongWord(ctx, word, maxWidth);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * Lays out top and bottom text on an image of `width`×`height` per docs/product.md#meme-generator: wrap at
 * 90% of the width, line height 1.2× size, first top baseline at size+10, last bottom baseline 20 from the
 * bottom (offsets scale with `scaleToWidth`). Sets the context's font as a side effect.
 */
export function layoutMemeText(
  ctx: TextCanvasContext,
  width: number,
  height: number,
  texts: MemeTexts,
  options: MemeTextOptions = {},
): MemeTextLayout {
  const style = resolveMemeTextStyle(options);
  const scale = options.scaleToWidth && options.scaleToWidth > 0 ? width / options.scaleToWidth : 1;
  const fontSize = style.fontSize * scale;
  const lineHeight = fontSize * MEME_LINE_HEIGHT_RATIO;
  const maxWidth = width * MEME_WRAP_WIDTH_RATIO;
  const font = memeFont(fontSize, style.fontFamily);
  ctx.font = font;
  const x = width / 2;
  const wrap = (text: string | undefined) =>
    text?.trim() ? wrapMemeText(ctx, applyMemeTextCase(text, style.textCase), maxWidth) : [];

  const topY = fontSize + MEME_TOP_OFFSET_PX * scale;
  const top = wrap(texts.topText).map((text, i) => ({ text, x, y: topY + i * lineHeight }));
  const bottomLines = wrap(texts.bottomText);
  const lastY = height - MEME_BOTTOM_MARGIN_PX * scale;
  const bottom = bottomLines.map((text, i) => ({
    text,
    x,
    y: lastY - (bottomLines.length - 1 - i) * lineHeight,
  }));
  return {
    font,
    fontSize,
    lineHeight,
    strokeWidth: style.strokeWidth * scale,
    color: style.color,
    strokeColor: style.strokeColor,
    maxWidth,
    top,
    bottom,
  };
}

/**
 * Draws meme captions onto `ctx` for an image of `width`×`height` and returns the layout.
 * The outline is stroked first at twice the width and the fill drawn over it, so the visible
 * outline outside the letters is exactly `strokeWidth` and never eats into thin glyphs.
 */
export function drawMemeText(...args: Parameters<typeof layoutMemeText>): MemeTextLayout {
  const [ctx] = args;
  const layout = layoutMemeText(...args);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.fillStyle = layout.color;
  ctx.strokeStyle = layout.strokeColor;
  ctx.lineWidth = layout.strokeWidth * 2;
  for (const line of [...layout.top, ...layout.bottom]) {
    if (layout.strokeWidth > 0) ctx.strokeText(line.text, line.x, line.y);
    ctx.fillText(line.text, line.x, line.y);
  }
  return layout;
}

/**
 * The size a meme is drawn at for a picture of `width`×`height`: its own proportions, the long
 * edge at most MEME_MAX_EDGE_PX. The browser preview and the server use it, so captions land on
 * the same pixels in both.
 */
export function memeCanvasSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MEME_MAX_EDGE_PX / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
