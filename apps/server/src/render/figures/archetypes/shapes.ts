// The shaded plastic parts every figure is built from.
import { darken, lighten } from '../../color.ts';
import type { Ctx } from '../../surface.ts';

/** A fill: a colour or a gradient. */
export type Paint = string | ReturnType<Ctx['createLinearGradient']>;

/** A shaded plastic capsule from a to b: the body part of an articulated toy. */
export function capsule(
  ctx: Ctx,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
  color: string,
): void {
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const nx = -(by - ay) / len;
  const ny = (bx - ax) / len;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const g = ctx.createLinearGradient(mx - nx * r, my - ny * r, mx + nx * r, my + ny * r);
  g.addColorStop(0, darken(color, 0.35));
  g.addColorStop(0.55, color);
  g.addColorStop(0.8, lighten(color, 0.35));
  g.addColorStop(1, darken(color, 0.15));
  ctx.strokeStyle = g;
  ctx.lineWidth = r * 2;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(ax, ay);
  ctx.lineTo(bx, by);
  ctx.stroke();
}

/** A filled disc. */
export function dot(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** A filled polygon from flat [x, y, …] points. */
export function shape(ctx: Ctx, points: readonly number[], fill: Paint): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  for (let i = 0; i < points.length; i += 2) ctx.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
  ctx.closePath();
  ctx.fill();
}

/** A horizontal plastic sheen across [x0, x1] in `color`. */
export function sheen(ctx: Ctx, x0: number, x1: number, color: string): Paint {
  const g = ctx.createLinearGradient(x0, 0, x1, 0);
  g.addColorStop(0, darken(color, 0.3));
  g.addColorStop(0.6, color);
  g.addColorStop(0.85, lighten(color, 0.28));
  g.addColorStop(1, darken(color, 0.1));
  return g;
}
