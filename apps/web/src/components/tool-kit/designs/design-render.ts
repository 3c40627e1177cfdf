import {
  coverCrop,
  type Design,
  drawTextLayer,
  fontSizeRange,
  type PictureSize,
  paintBase,
  recipientLayers,
  type TextLayout,
  type TokenValues,
} from '@mergepix/core';

// The designer's preview: core's drawing of a design (the code the server draws live images
// with) on a browser canvas, and what the layout says about each layer for one recipient.

/** A decoded base picture. */
export type BasePicture = CanvasImageSource & PictureSize;

/** Draws `design` for a recipient with `values`; returns each layer's layout. */
export function drawDesign(
  ctx: CanvasRenderingContext2D,
  design: Design,
  picture: BasePicture | null,
  values: TokenValues,
): TextLayout[] {
  paintBase(ctx, design);
  if (picture && (design.base.kind === 'generation' || design.base.kind === 'upload')) {
    const { sx, sy, sw, sh } = coverCrop(picture, design.width, design.height);
    ctx.drawImage(picture, sx, sy, sw, sh, 0, 0, design.width, design.height);
  }
  return recipientLayers(design.layers, values, design.fallbacks).map((layer) => drawTextLayer(ctx, layer));
}

/** How a layer fitted for one recipient: as designed, at its smallest size, or cut short. */
export type LayerFit = 'ok' | 'smallest' | 'cut';

export function layerFit(layer: Design['layers'][number], layout: TextLayout): LayerFit {
  if (layout.truncated || layout.fit === 'ellipsis') return 'cut';
  if (
    layer.autoFit &&
    layout.fit !== 'empty' &&
    layout.fontSize <= fontSizeRange(layer).min &&
    layout.fontSize < layer.fontSize
  )
    return 'smallest';
  return 'ok';
}

/** The texts that will be drawn for a recipient, for the fonts they need. */
export function recipientTexts(design: Design, values: TokenValues): string[] {
  return recipientLayers(design.layers, values, design.fallbacks).map((l) => l.text);
}
