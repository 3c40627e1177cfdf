// The words a prompt asks to see in the scene (docs/product.md#ai-image-and-crazy-image), drawn
// with core's text-layer renderer like every other text of the product: the Noto fallbacks of
// the caption's scripts are registered, long words wrap and the text auto-fits inside its box
// (shrink, then wrap, then cut with "…"; decision 010).

import { type TextBox, type TextLayer, type TextLayout, textLayer } from '@mergepix/core';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { readableOn } from '../color.ts';
import { TEXT_FONT } from '../fonts.ts';
import { roundRectPath } from '../surface.ts';
import { drawMeasuredLayer, drawTextLayers, measureTextLayer } from '../text/text-layers.ts';

/** The caption pill is never wider than this share of the picture. */
export const CAPTION_MAX_SHARE = 0.92;
/** A caption wraps to at most this many lines. */
export const CAPTION_MAX_LINES = 2;

const LINE_HEIGHT = 1.15;
const style = (fontSize: number, minFontSize: number, color: string) =>
  ({
    fontFamily: TEXT_FONT,
    fontWeight: 800,
    fontSize,
    minFontSize,
    color,
    lineHeight: LINE_HEIGHT,
    align: 'center',
  }) as const;

/** The caption's text layer, its layout, and the pill around the laid-out lines. */
export interface CaptionPill {
  layer: TextLayer;
  layout: TextLayout;
  pill: TextBox;
}

/**
 * Lays the caption out for a `w`×`h` picture: centred at the bottom edge, on one line when it
 * fits at a readable size, else on two, the pill hugging the lines and at most
 * {@link CAPTION_MAX_SHARE} of the width.
 */
export function captionPill(w: number, h: number, caption: string): CaptionPill {
  const unit = Math.min(w, h);
  const max = Math.max(8, Math.round(unit * 0.045));
  const min = Math.min(max, Math.max(8, Math.round(unit * 0.02)));
  const padX = max * 0.8;
  const bottom = h - unit * 0.04 - max * 0.45;
  const height = max * LINE_HEIGHT * CAPTION_MAX_LINES + max * 0.2;
  const width = w * CAPTION_MAX_SHARE - 2 * padX;
  const box = { x: (w - width) / 2, y: bottom - height, width, height };
  const layer = textLayer(caption, box, {
    ...style(max, min, '#1f1d2b'),
    verticalAlign: 'bottom',
    maxLines: CAPTION_MAX_LINES,
  });
  const layout = measureTextLayer(layer);
  const size = layout.fontSize;
  const pill = {
    x: w / 2 - layout.width / 2 - size * 0.8,
    y: bottom - layout.height - size * 0.45,
    width: layout.width + size * 1.6,
    height: layout.height + size * 0.9,
  };
  return { layer, layout, pill };
}

/** Paints the caption pill at the bottom edge, for words the prompt asked for without a sign to carry them. */
export function paintCaption(ctx: SKRSContext2D, w: number, h: number, caption: string): void {
  const { layer, layout, pill } = captionPill(w, h, caption);
  if (layout.lines.length === 0) return;
  roundRectPath(ctx, pill.x, pill.y, pill.width, pill.height, Math.min(pill.height / 2, layout.fontSize));
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.fill();
  drawMeasuredLayer(ctx, layer, layout);
}

/**
 * The text layer of a sign's board (1.1 × 0.46 of the sign's height `k`, centred `0.74·k` above
 * its foot at `x`,`y`; scene-kit units), in a colour readable on the board.
 */
export function signLayer(x: number, y: number, k: number, caption: string, board?: string): TextLayer {
  const fontSize = Math.max(8, Math.round(k * 0.16));
  const box = { x: x - k * 0.5, y: y - k * 0.74 - k * 0.19, width: k * 1.0, height: k * 0.38 };
  const color = board ? readableOn(board, '#2b2230') : '#2b2230';
  return textLayer(caption, box, {
    ...style(fontSize, Math.max(8, Math.round(fontSize * 0.4)), color),
    verticalAlign: 'middle',
  });
}

/** Letters the caption on a sign's board. */
export function letterSign(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  k: number,
  caption: string,
  board?: string,
) {
  drawTextLayers(ctx, [signLayer(x, y, k, caption, board)]);
}
