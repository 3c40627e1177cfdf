// The sky of a scene, painted last *behind* everything (destination-over) so the land and the
// subjects can be toned for the hour first: gradient, sun or moon, clouds, stars; the water of an
// underwater scene and the starfield of space take its place.

import { between } from '@mergepix/core';
import { alpha, lighten, mix } from '../color.ts';
import { glow, type SceneFrame } from './scene-frame.ts';
import { circle, ellipse, rect } from './scene-kit.ts';
import { skyColors, TIME_LIGHT } from './scene-palette.ts';

function gradient(f: SceneFrame, colors: readonly [string, string, string], bottom = f.horizon): void {
  const g = f.ctx.createLinearGradient(0, 0, 0, bottom);
  g.addColorStop(0, colors[0]);
  g.addColorStop(0.6, colors[1]);
  g.addColorStop(1, colors[2]);
  f.ctx.fillStyle = g;
  f.ctx.fillRect(0, 0, f.w, f.h);
}

function cloud(f: SceneFrame, x: number, y: number, s: number, color: string): void {
  ellipse(f.ctx, x, y, s, s * 0.32, color);
  circle(f.ctx, x - s * 0.35, y - s * 0.12, s * 0.3, color);
  circle(f.ctx, x + s * 0.15, y - s * 0.25, s * 0.4, color);
}

function stars(f: SceneFrame, count: number, bottom: number): void {
  for (let i = 0; i < count; i++) {
    const r = f.unit * between(f.random, 0.0015, 0.005);
    circle(f.ctx, f.random() * f.w, f.random() * bottom, r, alpha('#ffffff', between(f.random, 0.5, 1)));
  }
}

/**
 * The synthwave sun: a hot gradient disc cut by stripes of the sky's colour. Painted behind the
 * land, so the stripes go first and the disc after them (destination-over reverses the order).
 */
function neonSun(f: SceneFrame, sky: readonly [string, string, string]): void {
  const { ctx, sun } = f;
  const r = sun.r * 1.8;
  ctx.save();
  ctx.beginPath();
  ctx.arc(sun.x, sun.y, r, 0, Math.PI * 2);
  ctx.clip();
  const stripe = mix(sky[1], sky[2], 0.75);
  for (let i = 0; i < 5; i++)
    rect(ctx, sun.x - r, sun.y + r * (0.1 + i * 0.18), r * 2, r * (0.03 + i * 0.022), stripe);
  const g = ctx.createLinearGradient(0, sun.y - r, 0, sun.y + r);
  g.addColorStop(0, '#ffe45c');
  g.addColorStop(1, '#ff2e97');
  ctx.fillStyle = g;
  ctx.fillRect(sun.x - r, sun.y - r, r * 2, r * 2);
  ctx.restore();
}

/** Sun or moon with its halo. */
function sunOrMoon(f: SceneFrame): void {
  const { ctx, sun } = f;
  if (f.time === 'night') {
    circle(ctx, sun.x, sun.y, sun.r, '#f4f1dc');
    circle(ctx, sun.x - sun.r * 0.3, sun.y - sun.r * 0.2, sun.r * 0.18, '#dcd7bd');
    circle(ctx, sun.x + sun.r * 0.35, sun.y + sun.r * 0.3, sun.r * 0.12, '#dcd7bd');
    glow(ctx, sun.x, sun.y, sun.r * 3, '#cfd8ff', 0.25);
    return;
  }
  circle(ctx, sun.x, sun.y, sun.r, TIME_LIGHT[f.time].sun);
  glow(ctx, sun.x, sun.y, sun.r * 3.2, TIME_LIGHT[f.time].sun, 0.45);
}

/** Paints the sky behind what is already on the canvas. */
export function paintSky(f: SceneFrame): void {
  const { ctx, w, h, unit } = f;
  ctx.save();
  ctx.globalCompositeOperation = 'destination-over';
  if (f.setting === 'underwater') {
    const deep = f.time === 'night' ? 0.55 : f.time === 'sunset' ? 0.25 : 0;
    const top = mix('#5fd0ea', '#06162e', deep);
    const bottom = mix('#0b4d7a', '#020817', deep);
    gradient(f, [top, mix(top, bottom, 0.5), bottom], h);
    ctx.restore();
    return;
  }
  if (f.setting === 'space') {
    for (const [x, y, r, c] of [
      [0.2, 0.18, 0.09, '#e07a5f'],
      [0.82, 0.3, 0.05, '#81b29a'],
    ] as const) {
      circle(ctx, w * x, f.horizon * y, unit * r, c);
      circle(ctx, w * x - unit * r * 0.25, f.horizon * y - unit * r * 0.25, unit * r * 0.75, lighten(c, 0.2));
    }
    stars(f, 160, f.horizon);
    gradient(f, ['#02030c', '#0b0f2e', '#1f1742']);
    ctx.restore();
    return;
  }
  const sky = skyColors(f.time, f.mood);
  const cloudColor =
    f.time === 'night' ? 'rgba(150,160,200,0.25)' : f.time === 'noon' ? '#ffffff' : lighten(sky[1], 0.45);
  if (f.mood !== 'neon')
    for (let i = 0; i < (f.time === 'night' ? 2 : 4); i++)
      cloud(
        f,
        f.random() * w,
        between(f.random, 0.08, 0.5) * f.horizon,
        unit * between(f.random, 0.08, 0.15),
        cloudColor,
      );
  if (f.mood === 'neon' && f.time !== 'night') neonSun(f, sky);
  else sunOrMoon(f);
  if (f.time === 'night' || f.mood === 'neon') stars(f, 110, f.horizon);
  gradient(f, sky);
  ctx.restore();
}

/** Tones the land and the subjects for the hour (source-atop: only what is already painted). */
export function toneForTime(f: SceneFrame): void {
  if (f.setting === 'space') return;
  const light = TIME_LIGHT[f.time];
  const indoor = Boolean(f.window);
  const neon = f.mood === 'neon';
  const amount = neon ? 0.15 : light.toneAmount * (indoor ? 0.6 : 1);
  if (amount <= 0) return;
  f.ctx.save();
  f.ctx.globalCompositeOperation = 'source-atop';
  f.ctx.fillStyle = alpha(neon ? '#3a0f5c' : light.tone, amount);
  f.ctx.fillRect(0, 0, f.w, f.h);
  f.ctx.restore();
}
