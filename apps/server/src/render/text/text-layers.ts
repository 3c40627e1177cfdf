import {
  drawTextLayer,
  fontStack,
  layerText,
  layoutText,
  type TextLayer,
  type TextLayout,
  type TokenValues,
} from '@mergepix/core';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ensureFamilies, serverFamilies } from '../fonts.ts';

// The server host of core's text-layer renderer: the same layout and drawing code the browser
// preview runs, over @napi-rs/canvas with the same font files.

let scratch: SKRSContext2D | undefined;

/** Registers the fonts a layer's text needs (its family and the fallbacks for its scripts). */
export function prepareLayerFonts(layer: TextLayer, values?: TokenValues): void {
  ensureFamilies(fontStack(layer.fontFamily, layerText(layer, values)));
}

/** How a layer lays out on the server, without drawing it. */
export function measureTextLayer(layer: TextLayer, values?: TokenValues): TextLayout {
  prepareLayerFonts(layer, values);
  scratch ??= createCanvas(1, 1).getContext('2d');
  return layoutText(scratch, layer, values, serverFamilies);
}

/** Draws layers in order onto a context. */
export function drawTextLayers(
  ctx: SKRSContext2D,
  layers: readonly TextLayer[],
  values?: TokenValues,
): TextLayout[] {
  return layers.map((layer) => {
    prepareLayerFonts(layer, values);
    return drawTextLayer(ctx, layer, values, layoutText(ctx, layer, values, serverFamilies));
  });
}

/** Draws a layer with the layout {@link measureTextLayer} gave it (no second layout). */
export function drawMeasuredLayer(ctx: SKRSContext2D, layer: TextLayer, layout: TextLayout): TextLayout {
  return drawTextLayer(ctx, layer, undefined, layout);
}
