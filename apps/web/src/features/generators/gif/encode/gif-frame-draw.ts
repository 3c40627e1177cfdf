import { coverCrop, drawTextLayer, type PictureSize, type TextLayer } from '@mergepix/core';

// How a GIF frame looks: the background colour, the frame's picture cropped to cover the GIF
// (centred, as everywhere else in the product), and its text layers on top, drawn by core's
// text renderer (the one the preview and the server use).

export interface GifFrameContent {
  /** The frame's picture, or null for a plain background. */
  readonly source: CanvasImageSource | null;
  /** Text already filled for the recipient, in GIF pixels. */
  readonly layers: readonly TextLayer[];
}

/** The natural size of any picture a canvas can draw (0×0 when it has none, e.g. not loaded). */
export function sourceSize(source: CanvasImageSource): PictureSize {
  if (typeof HTMLImageElement !== 'undefined' && source instanceof HTMLImageElement)
    return { width: source.naturalWidth, height: source.naturalHeight };
  if (typeof HTMLVideoElement !== 'undefined' && source instanceof HTMLVideoElement)
    return { width: source.videoWidth, height: source.videoHeight };
  if (typeof VideoFrame !== 'undefined' && source instanceof VideoFrame)
    return { width: source.displayWidth, height: source.displayHeight };
  if (typeof SVGImageElement !== 'undefined' && source instanceof SVGImageElement)
    return { width: source.width.baseVal.value, height: source.height.baseVal.value };
  const { width, height } = source as { width: number; height: number };
  return { width: Number(width) || 0, height: Number(height) || 0 };
}

export function drawGifFrame(
  ctx: CanvasRenderingContext2D,
  frame: GifFrameContent,
  width: number,
  height: number,
  background: string,
): void {
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  const size = frame.source ? sourceSize(frame.source) : null;
  if (frame.source && size && size.width > 0 && size.height > 0) {
    const { sx, sy, sw, sh } = coverCrop(size, width, height);
    ctx.drawImage(frame.source, sx, sy, sw, sh, 0, 0, width, height);
  }
  for (const layer of frame.layers) drawTextLayer(ctx, layer);
}
