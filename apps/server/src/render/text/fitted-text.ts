// Short texts the offline engine letters on its own drawings (a sign's name, a comic caption, a
// title), laid out and drawn by core's text-layer renderer so any script gets its Noto fallback
// and the text auto-fits inside its box (shrink, then wrap, then cut with "…"; decision 010).

import { type TextLayer, type TextLayout, textLayer } from '@mergepix/core';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawMeasuredLayer, measureTextLayer } from './text-layers.ts';

/** The height, in em, a box leaves the first line. */
const FIRST_LINE = 1.6;

/** How to fit a text centred on a point. */
export interface FitAt {
  fontFamily: string;
  fontWeight: number;
  /** Size when the text fits on one line; auto-fit shrinks from here down to `minSize`. */
  maxSize: number;
  minSize: number;
  color: string;
  /** At most this many lines (default 1). */
  maxLines?: number;
  lineHeight?: number;
  /** Outline width as a share of the fitted font size (default none). */
  strokeShare?: number;
  strokeColor?: string;
  /** Radians clockwise around the centre, as `ctx.rotate` takes them. */
  rotation?: number;
}

/** A text's layer and how it laid out. */
export interface FittedText {
  layer: TextLayer;
  layout: TextLayout;
}

/**
 * Lays `text` out centred on `cx`,`cy`, at most `maxWidth` wide (outline included), in a box tall
 * enough for `maxLines` lines at the largest size; its outline follows the fitted size.
 */
export function fitTextAt(text: string, cx: number, cy: number, maxWidth: number, o: FitAt): FittedText {
  const maxSize = Math.max(8, Math.round(o.maxSize));
  const minSize = Math.min(maxSize, Math.max(8, Math.round(o.minSize)));
  const lineHeight = o.lineHeight ?? 1.15;
  const maxLines = o.maxLines ?? 1;
  const share = o.strokeShare ?? 0;
  // Room for the face's full ascent and descent (Anton's reach 1.5 em) so height never shrinks it.
  const height = maxSize * (FIRST_LINE + lineHeight * (maxLines - 1) + share);
  const box = { x: cx - maxWidth / 2, y: cy - height / 2, width: maxWidth, height };
  const base = textLayer(text, box, {
    fontFamily: o.fontFamily,
    fontWeight: o.fontWeight,
    fontSize: maxSize,
    minFontSize: minSize,
    maxLines,
    color: o.color,
    lineHeight,
    align: 'center',
    verticalAlign: 'middle',
    letterSpacing: 0,
    textCase: 'none',
    strokeWidth: maxSize * share,
    strokeColor: o.strokeColor ?? 'transparent',
    rotation: ((o.rotation ?? 0) * 180) / Math.PI,
  });
  const layout = measureTextLayer(base);
  // The outline was laid out at the largest size; draw it at the fitted one.
  const layer = share > 0 ? { ...base, strokeWidth: layout.fontSize * share } : base;
  return { layer, layout };
}

/** Draws a fitted text, shifted by `dx`,`dy` and with `style` over its own (e.g. a drop shadow). */
export function drawFitted(
  ctx: SKRSContext2D,
  { layer, layout }: FittedText,
  dx = 0,
  dy = 0,
  style: Partial<Pick<TextLayer, 'color' | 'strokeWidth'>> = {},
): void {
  const box = { ...layer.box, x: layer.box.x + dx, y: layer.box.y + dy };
  drawMeasuredLayer(ctx, { ...layer, ...style, box }, layout);
}
