// The printed panels of the blister card: accessory compartments and the name plate.

import { alpha, lighten, readableOn } from '../color.ts';
import { displayFont, textFont } from '../fonts.ts';
import { type Ctx, fitText, roundRectPath } from '../surface.ts';
import { wrapMemeText } from '../text/core-render.ts';
import { drawAccessoryIcon } from './accessory-icons.ts';
import { type PackPalette, paintPlastic } from './packaging.ts';

/** A rectangle in canvas px. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One accessory compartment: icon on a light insert, label strip, plastic on top. */
export function paintAccessory(ctx: Ctx, box: Box, name: string, palette: PackPalette): void {
  const { x, y, w, h } = box;
  const r = w * 0.1;
  roundRectPath(ctx, x, y, w, h, r);
  ctx.fillStyle = alpha(lighten(palette.primary, 0.6), 0.55);
  ctx.fill();
  const labelH = Math.min(h * 0.34, w * 0.34);
  const iconSize = Math.min(w * 0.62, (h - labelH) * 0.78);
  drawAccessoryIcon(
    ctx,
    name,
    x + w / 2,
    y + (h - labelH) / 2 + h * 0.02,
    iconSize,
    palette.accent === '#ffffff' ? palette.primary : palette.accent,
  );
  ctx.fillStyle = palette.secondary;
  ctx.fillRect(x, y + h - labelH, w, labelH);
  const size = Math.max(9, labelH * 0.3);
  ctx.font = textFont(size, 800);
  const all = wrapMemeText(ctx, name, w * 0.88);
  const lines = all.slice(0, 2);
  if (all.length > 2) lines[1] = `${lines[1]}…`;
  const fitSize =
    lines.length > 1 ? size : fitText(ctx, name, w * 0.88, size * 1.2, size * 0.7, (s) => textFont(s, 800));
  ctx.font = textFont(fitSize, 800);
  ctx.fillStyle = readableOn(palette.secondary);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => {
    ctx.fillText(
      line,
      x + w / 2,
      y + h - labelH / 2 + (i - (lines.length - 1) / 2) * fitSize * 1.15,
      w * 0.9,
    );
  });
  paintPlastic(ctx, x, y, w, h, r);
}

/** The name plate in the card's bottom panel, with the small print either side. */
export function paintNamePlate(
  ctx: Ctx,
  card: Box,
  name: string,
  subtitle: string,
  palette: PackPalette,
): void {
  const top = card.y + card.h * 0.848;
  const bandH = card.h * 0.152;
  const cx = card.x + card.w / 2;
  const ink = readableOn(palette.secondary);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const nameSize = fitText(
    ctx,
    name,
    card.w * 0.62,
    bandH * (subtitle ? 0.5 : 0.62),
    bandH * 0.25,
    displayFont,
  );
  ctx.fillStyle = ink;
  ctx.fillText(name, cx, top + bandH * (subtitle ? 0.4 : 0.5), card.w * 0.62);
  if (subtitle) {
    fitText(ctx, subtitle, card.w * 0.62, bandH * 0.17, bandH * 0.1, (s) => textFont(s, 700));
    ctx.fillStyle = alpha(ink, 0.85);
    ctx.fillText(subtitle, cx, top + bandH * 0.4 + nameSize * 0.72, card.w * 0.62);
  }
  ctx.font = textFont(bandH * 0.11, 800);
  ctx.fillStyle = alpha(ink, 0.6);
  ctx.textAlign = 'left';
  ctx.fillText('POSEABLE FIGURE', card.x + card.w * 0.06, top + bandH * 0.78, card.w * 0.2);
  ctx.textAlign = 'right';
  ctx.fillText('AGES 14+', card.x + card.w * 0.94, top + bandH * 0.78, card.w * 0.2);
}
