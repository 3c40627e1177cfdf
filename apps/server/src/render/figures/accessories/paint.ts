// Drawing helpers for the accessory icons: each icon draws in a unit box centred on (0, 0) with
// half-size 1, so a compartment or a figure's hand just scales and translates it.
import type { Ctx } from '../../surface.ts';

/** One accessory drawing in the unit box, in the given accent colour. */
export type Icon = (ctx: Ctx, c: string) => void;

export const rr = (ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string) => {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
};
export const circle = (ctx: Ctx, x: number, y: number, r: number, fill: string) => {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
};
export const ellipse = (ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string, rot = 0) => {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
  ctx.fill();
};
export const poly = (ctx: Ctx, points: number[], fill: string) => {
  ctx.fillStyle = fill;
  ctx.beginPath();
  for (let i = 0; i < points.length; i += 2) ctx.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
  ctx.closePath();
  ctx.fill();
};
export const line = (ctx: Ctx, points: number[], stroke: string, width: number) => {
  ctx.strokeStyle = stroke;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (let i = 0; i < points.length; i += 2) ctx.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
  ctx.stroke();
};
export const ring = (ctx: Ctx, x: number, y: number, r: number, stroke: string, width: number) => {
  ctx.strokeStyle = stroke;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
};
/** Runs `draw` rotated by `angle` radians about the origin. */
export const rotated = (ctx: Ctx, angle: number, draw: () => void) => {
  ctx.save();
  ctx.rotate(angle);
  draw();
  ctx.restore();
};
/** A five-pointed star of outer radius r. */
export const star = (ctx: Ctx, x: number, y: number, r: number, fill: string) => {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? r * 0.45 : r;
    pts.push(x + Math.cos(a) * k, y + Math.sin(a) * k);
  }
  poly(ctx, pts, fill);
};

export const INK = '#2b2f3a';
export const METAL = '#b8c0cc';
export const GOLD = '#e0b84a';
export const WOOD = '#7a4a2a';
