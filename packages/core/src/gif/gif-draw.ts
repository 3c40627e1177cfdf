import { type BaseCanvasContext, coverCrop, type PictureSize, paintBase } from '../live/design-draw.ts';
import { drawTextLayer, type LayerCanvasContext } from '../text/draw.ts';
import type { TextLayout } from '../text/layout-types.ts';
import type { TextLayer } from '../text/text-layer.ts';
import { GIF_BLANK_FRAME_BASE } from './gif-constants.ts';

// One GIF frame as the editor's preview, the browser's encoder and the server's live GIF draw it:
// the picture cropped to cover the frame (or the blank-frame gradient), then the text layers.

/** A 2D context with what a frame needs, plus drawing a picture. */
export interface FrameCanvasContext<P> extends BaseCanvasContext, LayerCanvasContext {
  drawImage(
    image: P,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
}

/** Paints the frame's picture, cover-cropped, or the blank-frame gradient when it has none. */
export function paintGifFramePicture<P extends PictureSize>(
  ctx: FrameCanvasContext<P>,
  picture: P | null,
  width: number,
  height: number,
): void {
  paintBase(ctx, { base: GIF_BLANK_FRAME_BASE, width, height });
  if (!picture?.width || !picture.height) return;
  const { sx, sy, sw, sh } = coverCrop(picture, width, height);
  ctx.drawImage(picture, sx, sy, sw, sh, 0, 0, width, height);
}

/** Draws a whole frame; returns each layer's layout (where its text went). */
export function drawGifFrame<P extends PictureSize>(
  ctx: FrameCanvasContext<P>,
  picture: P | null,
  width: number,
  height: number,
  layers: readonly TextLayer[],
): TextLayout[] {
  paintGifFramePicture(ctx, picture, width, height);
  return layers.map((layer) => drawTextLayer(ctx, layer));
}
