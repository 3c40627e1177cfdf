// Shared state and small painting helpers of the Ghibli-style landscape.

import type { GhibliTime, GhibliWeather, Random } from '@mergepix/core';
import { alpha, mix } from '../color.ts';
import type { Ctx } from '../surface.ts';

/** A glowing light drawn after the scene so night and fog never dim it. */
export interface Light {
  x: number;
  y: number;
  r: number;
  color: string;
  /** Bright core radius as a fraction of r. */
  core?: number;
}

/** Sky colours (top, middle, horizon) and the tone mixed into every landscape colour. */
export interface TimePalette {
  sky: [string, string, string];
  tone: string;
  toneAmount: number;
  /** Light side of clouds and rims. */
  light: string;
}

/** Everything a layer needs to paint consistently. */
export interface GhibliCanvas {
  ctx: Ctx;
  w: number;
  h: number;
  /** min(w, h): every size is a fraction of it so any aspect ratio looks the same. */
  unit: number;
  random: Random;
  time: GhibliTime;
  weather: GhibliWeather;
  palette: TimePalette;
  horizon: number;
  lights: Light[];
  /** The foreground ground line, for standing things on it. */
  groundY: (x: number) => number;
  /** Where the character stands; the path leads there. */
  focusX: number;
  /** Where the sun or moon is, once the sky is painted (for reflections). */
  sunX?: number;
}

/** Sky and tone per time of day. */
export const TIME_PALETTES: Record<GhibliTime, TimePalette> = {
  Dawn: { sky: ['#6f82c2', '#f2b3b0', '#ffe2b8'], tone: '#ffb59e', toneAmount: 0.16, light: '#fff0d8' },
  Day: { sky: ['#3f8ee0', '#8cc6f2', '#dff2ff'], tone: '#ffffff', toneAmount: 0, light: '#ffffff' },
  Sunset: { sky: ['#3a3b7c', '#e07a8e', '#ffb667'], tone: '#ff8a5a', toneAmount: 0.26, light: '#ffd3a1' },
  Night: { sky: ['#070b24', '#15224f', '#2f4477'], tone: '#101a3e', toneAmount: 0.66, light: '#b9c8ff' },
  'Magical Hour': {
    sky: ['#3d2f86', '#c17bd6', '#ffd0a4'],
    tone: '#8c5cc9',
    toneAmount: 0.24,
    light: '#ffe6c4',
  },
};

/** A landscape colour shifted to the time of day (and darkened by a storm). */
export function tone(s: GhibliCanvas, hex: string): string {
  let out = mix(hex, s.palette.tone, s.palette.toneAmount);
  if (s.weather === 'Heavy Storm') out = mix(out, '#2f3a4a', 0.35);
  return out;
}

/** A toned colour faded towards the horizon for distance (0 near, 1 gone). */
export function far(s: GhibliCanvas, hex: string, depth: number): string {
  return mix(tone(s, hex), s.palette.sky[2], depth);
}

/** A smooth closed shape under a sampled line, down to the bottom edge. */
export function fillUnderLine(s: GhibliCanvas, line: (x: number) => number, fill: CanvasFill): void {
  const { ctx, w, h } = s;
  ctx.beginPath();
  ctx.moveTo(0, h);
  for (let x = 0; x <= w + 8; x += 8) ctx.lineTo(x, line(x));
  ctx.lineTo(w, h);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A gradient or pattern the context accepts as a fill. */
export type CanvasFill = Ctx['fillStyle'];

/** A wavy line: a sum of sines with seeded phases around `base`. */
export function wave(random: Random, base: number, amplitude: number, w: number): (x: number) => number {
  const waves = [0.6, 1.3, 2.9].map((f, i) => ({
    f: (f * Math.PI * 2) / w,
    p: random() * Math.PI * 2,
    a: amplitude / (i + 1),
  }));
  return (x) => base + waves.reduce((y, v) => y + Math.sin(x * v.f + v.p) * v.a, 0);
}

/** Soft translucent dabs over an area, the cheap way to a hand-painted texture. */
export function dabs(
  s: GhibliCanvas,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  colors: string[],
  size: number,
  inside?: (x: number, y: number) => boolean,
): void {
  const { ctx, random } = s;
  for (let i = 0; i < count; i++) {
    const x = area.x + random() * area.w;
    const y = area.y + random() * area.h;
    if (inside && !inside(x, y)) continue;
    ctx.fillStyle = alpha(colors[i % colors.length] ?? '#ffffff', 0.35 + random() * 0.35);
    ctx.beginPath();
    ctx.ellipse(
      x,
      y,
      size * (0.6 + random()),
      size * (0.3 + random() * 0.4),
      random() * 0.6 - 0.3,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
}

/** Draws the collected lights with additive glow. */
export function drawLights(s: GhibliCanvas): void {
  const { ctx } = s;
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (const l of s.lights) {
    const g = ctx.createRadialGradient(l.x, l.y, 0, l.x, l.y, l.r);
    g.addColorStop(0, alpha(l.color, 0.9));
    g.addColorStop(l.core ?? 0.15, alpha(l.color, 0.5));
    g.addColorStop(1, alpha(l.color, 0));
    ctx.fillStyle = g;
    ctx.fillRect(l.x - l.r, l.y - l.r, l.r * 2, l.r * 2);
  }
  ctx.restore();
}

/** A soft circle of a lumpy shape (cloud or canopy). */
export interface Puff {
  x: number;
  y: number;
  r: number;
}

/** `count` puffs filling an ellipse, flatter at the bottom, for clouds and tree crowns. */
export function puffCluster(
  random: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
): Puff[] {
  const puffs: Puff[] = [];
  for (let i = 0; i < count; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 0.85;
    const y = cy + Math.sin(a) * d * ry;
    puffs.push({
      x: cx + Math.cos(a) * d * rx,
      y: Math.min(y, cy + ry * 0.55),
      r: Math.min(rx, ry) * (0.35 + random() * 0.3) * (1 - d * 0.35),
    });
  }
  return puffs;
}

/**
 * Paints puffs in layers, each smaller and shifted towards the light (upper left), so the
 * darker colour stays as a shadow rim: the hand-painted look of cumulus clouds and foliage.
 */
export function paintPuffs(ctx: Ctx, puffs: readonly Puff[], colors: readonly string[], shift: number): void {
  const cx = puffs.reduce((sum, p) => sum + p.x, 0) / Math.max(1, puffs.length);
  const cy = puffs.reduce((sum, p) => sum + p.y, 0) / Math.max(1, puffs.length);
  colors.forEach((color, layer) => {
    const scale = 1 - layer * 0.16;
    const off = layer * shift;
    ctx.fillStyle = color;
    ctx.beginPath();
    for (const p of puffs) {
      // Highlights only on the lit (upper-left) half.
      if (layer >= 2 && p.x - cx + (p.y - cy) > 0) continue;
      ctx.moveTo(p.x - off + p.r * scale, p.y - off);
      ctx.arc(p.x - off, p.y - off, p.r * scale, 0, Math.PI * 2);
    }
    ctx.fill();
  });
}

/** Short grass strokes below a ground line, batched into one path per colour. */
export function grass(
  s: GhibliCanvas,
  line: (x: number) => number,
  colors: string[],
  count: number,
  depth: number,
  width = s.w,
): void {
  const { ctx, random, unit } = s;
  const w = width;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1, unit * 0.0025);
  colors.forEach((color, c) => {
    ctx.strokeStyle = alpha(color, 0.55);
    ctx.beginPath();
    for (let i = c; i < count; i += colors.length) {
      const x = random() * w;
      const y = line(x) + random() ** 1.5 * depth;
      const len = unit * (0.008 + random() * 0.014) * (0.6 + (y - line(x)) / depth);
      ctx.moveTo(x, y);
      ctx.lineTo(x + (random() - 0.5) * len * 0.6, y - len);
    }
    ctx.stroke();
  });
}
