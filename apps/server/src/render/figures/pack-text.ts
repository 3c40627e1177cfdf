// Draws the card's text blocks with the server host of core's text-layer renderer, in the colours
// the painter picks for each role.

import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawTextLayers } from '../text/text-layers.ts';
import type { PackText, PackTextRole } from './pack-layout.ts';

/** Draws the blocks whose role has a colour in `colors`, each auto-fitted inside its own box. */
export function drawPackTexts(
  ctx: SKRSContext2D,
  texts: readonly PackText[],
  colors: Partial<Record<PackTextRole, string>>,
): void {
  const layers = texts.flatMap(({ role, layer }) => {
    const color = colors[role];
    return color ? [{ ...layer, color }] : [];
  });
  drawTextLayers(ctx, layers);
}
