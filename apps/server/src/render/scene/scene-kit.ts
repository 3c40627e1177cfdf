// What every subject drawer of the scene composer shares: the paint it is given and a few flat
// shape helpers. A drawer paints in its own unit space: the subject stands on (0, 0), is 1 tall
// (y from -1 to 0) and about `aspect` wide (scene-lexicon.ts), so layout alone decides its size.

import type { Random } from '@mergepix/core';
import type { Ctx } from '../surface.ts';

/** What a subject drawer gets. */
export interface SubjectPaint {
  ctx: Ctx;
  /** The colour the prompt gave this subject ("a red car"), if any. */
  color?: string;
  /** The palette colour this subject wears when the prompt named none. */
  accent: string;
  /** A second palette colour (trims, stripes). */
  accent2: string;
  random: Random;
  /** The word that named the subject ("woman", "kitten"), for small variations. */
  word: string;
  /** Lamps, windows and screens glow when it is dark. */
  dark: boolean;
}

/** Paints one subject in its unit space. */
export type SubjectDrawer = (p: SubjectPaint) => void;

const TAU = Math.PI * 2;

export function circle(ctx: Ctx, x: number, y: number, r: number, fill: string): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fill();
}

export function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string, rot = 0): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rot, 0, TAU);
  ctx.fill();
}

export function rect(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string, r = 0): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  if (r > 0) ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2));
  else ctx.rect(x, y, w, h);
  ctx.fill();
}

/** Begins a new path through x, y pairs (open: the caller closes, fills or strokes it). */
function tracePath(ctx: Ctx, points: readonly number[]): void {
  ctx.beginPath();
  for (let i = 0; i + 1 < points.length; i += 2) {
    const x = points[i] ?? 0;
    const y = points[i + 1] ?? 0;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
}

/** A filled polygon through x, y pairs. */
export function poly(ctx: Ctx, points: readonly number[], fill: string): void {
  ctx.fillStyle = fill;
  tracePath(ctx, points);
  ctx.closePath();
  ctx.fill();
}

/** A round-capped stroke through x, y pairs. */
export function line(ctx: Ctx, points: readonly number[], stroke: string, width: number): void {
  ctx.strokeStyle = stroke;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  tracePath(ctx, points);
  ctx.stroke();
}

/** Two friendly eyes with a highlight, `gap` apart around (x, y). */
export function eyes(ctx: Ctx, x: number, y: number, gap: number, r: number, ink = '#1d1b26'): void {
  for (const dx of [-gap / 2, gap / 2]) {
    circle(ctx, x + dx, y, r, ink);
    circle(ctx, x + dx + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff');
  }
}

/** A soft smile under (x, y). */
export function smile(ctx: Ctx, x: number, y: number, r: number, width: number, ink = '#1d1b26'): void {
  ctx.strokeStyle = ink;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(x, y, r, 0.2 * Math.PI, 0.8 * Math.PI);
  ctx.stroke();
}

/** A natural colour for an animal or thing: the seeded pick of a few, unless the prompt named one. */
export function natural(p: SubjectPaint, choices: readonly string[]): string {
  return p.color ?? choices[Math.floor(p.random() * choices.length)] ?? choices[0] ?? '#888888';
}
