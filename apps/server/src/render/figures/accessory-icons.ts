// The accessory compartments' icons: the vocabulary in accessories/ (over 60 named items, and a
// labelled tag for a name it does not know), under the names the pack panels call.
import type { Ctx } from '../surface.ts';
import { accessoryIconKey, drawAccessory } from './accessories/vocabulary.ts';

export { accessoryIconKey };

/** Draws the accessory's icon centred at (cx, cy), `size` wide, in the accent colour. */
export function drawAccessoryIcon(
  ctx: Ctx,
  name: string,
  cx: number,
  cy: number,
  size: number,
  color: string,
): void {
  drawAccessory(ctx, name, cx, cy, size, color);
}
