// Weather and atmosphere over the finished Ghibli landscape.

import { between, seededRandom } from '@mergepix/core';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { alpha } from '../color.ts';
import { drawLights, type GhibliCanvas } from './ghibli-scene.ts';

function streaks(s: GhibliCanvas, count: number, length: number, opacity: number): void {
  const { ctx, w, h, random, unit } = s;
  ctx.strokeStyle = alpha('#dce6f5', opacity);
  ctx.lineWidth = Math.max(1, unit * 0.0016);
  ctx.beginPath();
  for (let i = 0; i < count; i++) {
    const x = random() * (w + h * 0.2);
    const y = random() * h;
    const len = unit * length * (0.6 + random() * 0.8);
    ctx.moveTo(x, y);
    ctx.lineTo(x - len * 0.18, y + len);
  }
  ctx.stroke();
}

function flakes(s: GhibliCanvas, count: number, colors: string[], size: number, petal: boolean): void {
  const { ctx, w, h, random, unit } = s;
  for (let i = 0; i < count; i++) {
    const x = random() * w;
    const y = random() * h;
    const r = unit * size * (0.5 + random());
    ctx.fillStyle = colors[i % colors.length] ?? '#ffffff';
    ctx.beginPath();
    if (petal) ctx.ellipse(x, y, r * 1.6, r * 0.8, random() * Math.PI, 0, Math.PI * 2);
    else ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
}

function fog(s: GhibliCanvas): void {
  const { ctx, w, h, unit } = s;
  for (const [y, depth, a] of [
    [s.horizon - unit * 0.02, 0.12, 0.55],
    [s.horizon + unit * 0.08, 0.1, 0.45],
    [h * 0.86, 0.14, 0.3],
  ] as const) {
    const g = ctx.createLinearGradient(0, y - unit * depth, 0, y + unit * depth);
    g.addColorStop(0, alpha(s.palette.sky[2], 0));
    g.addColorStop(0.5, alpha(s.palette.sky[2], a));
    g.addColorStop(1, alpha(s.palette.sky[2], 0));
    ctx.fillStyle = g;
    ctx.fillRect(0, y - unit * depth, w, unit * depth * 2);
  }
  ctx.fillStyle = alpha(s.palette.sky[2], 0.15);
  ctx.fillRect(0, 0, w, h);
}

let grain: Canvas | undefined;

/** A small tile of soft noise, made once per process from a fixed seed. */
function grainTile(): Canvas {
  if (grain) return grain;
  const size = 128;
  const tile = createCanvas(size, size);
  const tctx = tile.getContext('2d');
  const image = tctx.createImageData(size, size);
  const random = seededRandom(7);
  for (let i = 0; i < size * size; i++) {
    const v = 128 + (random() - 0.5) * 36;
    image.data.set([v, v, v, 255], i * 4);
  }
  tctx.putImageData(image, 0, 0);
  grain = tile;
  return tile;
}

/** Weather overlay, then every collected light, then a soft vignette. */
export function paintWeatherAndLight(s: GhibliCanvas): void {
  switch (s.weather) {
    case 'Gentle Rain':
      streaks(s, 260, 0.05, 0.35);
      break;
    case 'Heavy Storm':
      streaks(s, 520, 0.09, 0.45);
      break;
    case 'Snow':
      flakes(s, 320, ['#ffffff', '#eef4ff'], 0.0035, false);
      break;
    case 'Cherry Blossoms':
      flakes(s, 110, ['#ffc4d6', '#ffdfe8', '#f59ab8'], 0.005, true);
      break;
    case 'Falling Leaves':
      flakes(s, 60, ['#e07a2e', '#c8442a', '#f2b442', '#a8582a'], 0.007, true);
      break;
    case 'Foggy':
      fog(s);
      break;
    case 'Magical Particles':
      for (let i = 0; i < 70; i++)
        s.lights.push({
          x: s.random() * s.w,
          y: s.random() * s.h,
          r: s.unit * between(s.random, 0.006, 0.02),
          color: i % 3 ? '#9ff3ff' : '#ffe59a',
          core: 0.3,
        });
      break;
    default:
      break;
  }
  drawLights(s);
  const { ctx, w, h } = s;
  // Paper grain over everything: breaks the vector flatness into something hand-made.
  ctx.save();
  ctx.globalCompositeOperation = 'overlay';
  ctx.globalAlpha = 0.5;
  const pattern = ctx.createPattern(grainTile(), 'repeat');
  if (pattern) {
    ctx.fillStyle = pattern;
    ctx.fillRect(0, 0, w, h);
  }
  ctx.restore();
  const v = ctx.createRadialGradient(
    w / 2,
    h / 2,
    Math.min(w, h) * 0.45,
    w / 2,
    h / 2,
    Math.hypot(w, h) * 0.6,
  );
  v.addColorStop(0, 'rgba(20,16,40,0)');
  v.addColorStop(1, 'rgba(20,16,40,0.28)');
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, w, h);
}
