// The blister-pack parts of the action-figure render: palette, studio backdrop, card,
// title banner, collector badge and the clear plastic bubble, where pack-layout.ts puts them.

import { hashString } from '@mergepix/core';
import { alpha, darken, hsl, lighten, luminance, mix, parseHex, readableOn } from '../color.ts';
import { displayFont, textFont } from '../fonts.ts';
import { type Ctx, roundRectPath } from '../surface.ts';
import type { PackLayout, PackText } from './pack-layout.ts';
import { drawPackTexts } from './pack-text.ts';

/** Card colours: main card, darker panels, and the accent for banners and trims. */
export interface PackPalette {
  primary: string;
  secondary: string;
  accent: string;
}

// Ten house schemes the hash of the title or name picks from when no colours are given (the
// action figure creator also derives one of 10 schemes from a hash; docs/product.md#action-figure-creator).
const SCHEMES: ReadonlyArray<[string, string, string]> = [
  ['#c62828', '#1a2157', '#ffcf3f'],
  ['#1565c0', '#0b1a3a', '#ff9a1f'],
  ['#2e7d32', '#12301a', '#ffe14d'],
  ['#6a1b9a', '#1f0f3a', '#35e0ff'],
  ['#ef6c00', '#3a221b', '#fff1da'],
  ['#00838f', '#042f34', '#ff4f8b'],
  ['#263238', '#0b0f12', '#ffc52e'],
  ['#ad1457', '#2a1466', '#ffd740'],
  ['#f2a900', '#4a2f22', '#d32f2f'],
  ['#37474f', '#121c22', '#4fc3f7'],
];

const distance = (a: string, b: string) => {
  const x = parseHex(a);
  const y = parseHex(b);
  return Math.hypot(x.r - y.r, x.g - y.g, x.b - y.b);
};

/** Palette from the packaging colours (first = card, second = accent), else from the hash. */
export function packPalette(colors: readonly string[], seedText: string): PackPalette {
  const [c0, c1, c2] = colors;
  if (!c0) {
    const scheme = SCHEMES[hashString(seedText) % SCHEMES.length] ?? SCHEMES[0];
    const [primary, secondary, accent] = scheme ?? ['#c62828', '#1a2157', '#ffcf3f'];
    return { primary, secondary, accent };
  }
  const light = luminance(c0) > 0.6;
  let accent = c1 ?? (light ? '#d62828' : '#ffcf3f');
  if (distance(accent, c0) < 90) accent = light ? '#1b1b1f' : '#ffffff';
  const secondary = c2 ?? (light ? darken(c0, 0.25) : darken(c0, 0.55));
  return { primary: c0, secondary, accent };
}

/** Seamless studio backdrop with a soft floor shadow where the card stands. */
export function paintStudio(ctx: Ctx, w: number, h: number, tint: string, accent = tint): void {
  const g = ctx.createRadialGradient(w * 0.5, h * 0.42, 0, w * 0.5, h * 0.5, Math.hypot(w, h) * 0.62);
  g.addColorStop(0, mix(mix('#f4f2ee', tint, 0.08), accent, 0.14));
  g.addColorStop(1, mix(mix('#b9bcc4', tint, 0.12), accent, 0.22));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

/** Adds the card outline (rounded, with a hang tab and euro slot) to the path. */
export function cardPath(ctx: Ctx, x: number, y: number, w: number, h: number, tab: number): void {
  const r = w * 0.035;
  const tw = w * 0.3;
  ctx.beginPath();
  ctx.moveTo(x + r, y + tab);
  ctx.lineTo(x + (w - tw) / 2, y + tab);
  ctx.quadraticCurveTo(x + (w - tw) / 2 + tab * 0.2, y, x + (w - tw) / 2 + tab, y);
  ctx.lineTo(x + (w + tw) / 2 - tab, y);
  ctx.quadraticCurveTo(x + (w + tw) / 2 - tab * 0.2, y, x + (w + tw) / 2, y + tab);
  ctx.lineTo(x + w - r, y + tab);
  ctx.arcTo(x + w, y + tab, x + w, y + tab + r, r);
  ctx.lineTo(x + w, y + h - r);
  ctx.arcTo(x + w, y + h, x + w - r, y + h, r);
  ctx.lineTo(x + r, y + h);
  ctx.arcTo(x, y + h, x, y + h - r, r);
  ctx.lineTo(x, y + tab + r);
  ctx.arcTo(x, y + tab, x + r, y + tab, r);
  ctx.closePath();
  // The euro slot, cut out with the even-odd rule.
  const sw = tw * 0.42;
  const sh = tab * 0.32;
  ctx.roundRect(x + (w - sw) / 2, y + tab * 0.42, sw, sh, sh / 2);
}

/** Card face: gradient, sunburst rays from behind the bubble, the bottom panel, inner trim line. */
export function paintCardFace(
  ctx: Ctx,
  box: { x: number; y: number; w: number; h: number; tab: number; panelTop: number },
  palette: PackPalette,
  burst: { x: number; y: number },
): void {
  const { x, y, w, h, tab, panelTop } = box;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = w * 0.05;
  ctx.shadowOffsetY = w * 0.02;
  cardPath(ctx, x, y, w, h, tab);
  const g = ctx.createLinearGradient(x, y, x + w * 0.3, y + h);
  g.addColorStop(0, lighten(palette.primary, 0.12));
  g.addColorStop(1, darken(palette.primary, 0.22));
  ctx.fillStyle = g;
  ctx.fill('evenodd');
  ctx.restore();
  ctx.save();
  cardPath(ctx, x, y, w, h, tab);
  ctx.clip('evenodd');
  const reach = Math.hypot(w, h);
  ctx.fillStyle = alpha(lighten(palette.primary, 0.5), 0.14);
  for (let i = 0; i < 36; i += 2) {
    const a0 = (i / 36) * Math.PI * 2;
    const a1 = ((i + 1) / 36) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(burst.x, burst.y);
    ctx.lineTo(burst.x + Math.cos(a0) * reach, burst.y + Math.sin(a0) * reach);
    ctx.lineTo(burst.x + Math.cos(a1) * reach, burst.y + Math.sin(a1) * reach);
    ctx.fill();
  }
  // Darker lower panel where the name plate sits.
  ctx.fillStyle = alpha(palette.secondary, 0.85);
  ctx.fillRect(x, panelTop, w, y + h - panelTop);
  ctx.fillStyle = palette.accent;
  ctx.fillRect(x, panelTop, w, h * 0.008);
  ctx.restore();
  ctx.strokeStyle = alpha(palette.accent, 0.9);
  ctx.lineWidth = w * 0.006;
  roundRectPath(ctx, x + w * 0.025, y + tab + w * 0.025, w * 0.95, h - tab - w * 0.05, w * 0.025);
  ctx.stroke();
}

/** The title banner: a slanted accent band, the title in the display face, the series line above. */
export function paintTitleBanner(
  ctx: Ctx,
  banner: PackLayout['banner'],
  texts: readonly PackText[],
  palette: PackPalette,
): void {
  const { x, y, w, h, skew } = banner;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.3)';
  ctx.shadowBlur = h * 0.15;
  ctx.shadowOffsetY = h * 0.06;
  ctx.fillStyle = palette.accent;
  ctx.beginPath();
  ctx.moveTo(x + skew, y);
  ctx.lineTo(x + w, y);
  ctx.lineTo(x + w - skew, y + h);
  ctx.lineTo(x, y + h);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  drawPackTexts(ctx, texts, {
    title: readableOn(palette.accent, '#14131a', '#ffffff'),
    series: readableOn(palette.primary, '#14131a', '#ffffff'),
  });
}

/** A starburst "collector's edition" badge, slightly rotated. */
export function paintBadge(ctx: Ctx, cx: number, cy: number, r: number, palette: PackPalette): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(0.22);
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = r * 0.25;
  ctx.shadowOffsetY = r * 0.08;
  const badge = luminance(palette.accent) > 0.4 ? hsl(48, 1, 0.55) : hsl(48, 1, 0.6);
  ctx.fillStyle = badge;
  ctx.beginPath();
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    const rr = i % 2 ? r * 0.86 : r;
    ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(0.22);
  ctx.strokeStyle = '#b3261e';
  ctx.lineWidth = r * 0.05;
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.72, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = '#b3261e';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = textFont(r * 0.2, 900);
  ctx.fillText("COLLECTOR'S", 0, -r * 0.2, r * 1.3);
  ctx.font = displayFont(r * 0.34);
  ctx.fillText('EDITION', 0, r * 0.16, r * 1.3);
  ctx.restore();
}

/** Clear plastic: a faint fill, glossy streaks and a bright rim over whatever is inside. */
export function paintPlastic(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.save();
  roundRectPath(ctx, x, y, w, h, r);
  ctx.clip();
  const g = ctx.createLinearGradient(x, y, x + w, y + h);
  g.addColorStop(0, 'rgba(255,255,255,0.28)');
  g.addColorStop(0.35, 'rgba(255,255,255,0.04)');
  g.addColorStop(0.7, 'rgba(255,255,255,0)');
  g.addColorStop(1, 'rgba(255,255,255,0.16)');
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
  for (const [fx, fw, a] of [
    [0.08, 0.06, 0.32],
    [0.17, 0.02, 0.22],
    [0.84, 0.04, 0.18],
  ] as const) {
    const sx = x + w * fx;
    const streak = ctx.createLinearGradient(sx, 0, sx + w * fw, 0);
    streak.addColorStop(0, 'rgba(255,255,255,0)');
    streak.addColorStop(0.5, `rgba(255,255,255,${a})`);
    streak.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = streak;
    ctx.fillRect(sx, y, w * fw, h);
  }
  ctx.restore();
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = Math.max(2, w * 0.008);
  roundRectPath(ctx, x, y, w, h, r);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.18)';
  ctx.lineWidth = Math.max(1, w * 0.003);
  roundRectPath(ctx, x - w * 0.006, y - w * 0.006, w * 1.012, h + w * 0.012, r * 1.05);
  ctx.stroke();
}
