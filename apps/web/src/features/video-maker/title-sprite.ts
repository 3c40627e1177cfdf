import {
  drawTitleSprite,
  layerText,
  type TextLayer,
  type TitleSprite,
  type TokenValues,
} from '@mergepix/core';

// The title drawn once for a whole video (or until it changes in the preview): outlined, shadowed
// text is the slowest thing on a frame, and only its opacity and position move.

export type SpriteImage = HTMLCanvasElement & { readonly width: number; readonly height: number };

/** The title's sprite, or null when there is no title to show. */
export function makeTitleSprite(layer: TextLayer, values: TokenValues): TitleSprite<SpriteImage> | null {
  if (layerText(layer, values).trim() === '') return null;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(layer.box.width));
  canvas.height = Math.max(1, Math.ceil(layer.box.height));
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  drawTitleSprite(ctx, layer, values);
  return { image: canvas, x: layer.box.x, y: layer.box.y };
}
