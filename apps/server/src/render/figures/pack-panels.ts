// The printed panels of the blister card: accessory compartments and the name plate.

import { alpha, lighten, readableOn } from '../color.ts';
import { type Ctx, roundRectPath } from '../surface.ts';
import { drawAccessory } from './accessories/vocabulary.ts';
import { type Box, type PackText, slotLabel } from './pack-layout.ts';
import { drawPackTexts } from './pack-text.ts';
import { type PackPalette, paintPlastic } from './packaging.ts';

export type { Box } from './pack-layout.ts';

/** One accessory compartment: icon on a light insert, label strip with its name, plastic on top. */
export function paintAccessory(ctx: Ctx, box: Box, text: PackText, palette: PackPalette): void {
  const { x, y, w, h } = box;
  const r = w * 0.1;
  roundRectPath(ctx, x, y, w, h, r);
  ctx.fillStyle = alpha(lighten(palette.primary, 0.6), 0.55);
  ctx.fill();
  const { strip } = slotLabel(box);
  const iconSize = Math.min(w * 0.62, (h - strip.h) * 0.78);
  drawAccessory(
    ctx,
    text.layer.text,
    x + w / 2,
    y + (h - strip.h) / 2 + h * 0.02,
    iconSize,
    palette.accent === '#ffffff' ? palette.primary : palette.accent,
  );
  ctx.fillStyle = palette.secondary;
  ctx.fillRect(strip.x, strip.y, strip.w, strip.h);
  drawPackTexts(ctx, [text], { accessory: readableOn(palette.secondary) });
  paintPlastic(ctx, x, y, w, h, r);
}

/** The name plate in the card's bottom panel: the name, job title and company, the small print. */
export function paintNamePlate(ctx: Ctx, texts: readonly PackText[], palette: PackPalette): void {
  const ink = readableOn(palette.secondary);
  drawPackTexts(ctx, texts, {
    name: ink,
    subtitle: alpha(ink, 0.85),
    'print-left': alpha(ink, 0.6),
    'print-right': alpha(ink, 0.6),
  });
}
