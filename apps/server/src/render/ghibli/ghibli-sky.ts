// Sky layers of the Ghibli-style landscape: gradient, sun or moon, stars and cumulus clouds.

import { between } from '@mergepix/core';
import { alpha, mix } from '../color.ts';
import type { GhibliCanvas, Puff } from './ghibli-scene.ts';

/** The sky gradient, celestial body and clouds, back to front. */
export function paintSky(s: GhibliCanvas): void {
  const { ctx, w, h, palette } = s;
  const storm = s.weather === 'Heavy Storm';
  const [top, middle, horizon] = storm ? palette.sky.map((c) => mix(c, '#3b4556', 0.6)) : palette.sky;
  const g = ctx.createLinearGradient(0, 0, 0, s.horizon);
  g.addColorStop(0, top ?? '#3f8ee0');
  g.addColorStop(0.55, middle ?? '#8cc6f2');
  g.addColorStop(1, horizon ?? '#dff2ff');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  if (s.time === 'Night' || s.time === 'Magical Hour') paintStars(s, s.time === 'Night' ? 220 : 60);
  if (!storm) paintSunOrMoon(s);
  paintClouds(s, storm);
  if (storm) lightning(s);
}

function lightning(s: GhibliCanvas): void {
  const { ctx, w, random, unit } = s;
  let x = w * between(random, 0.25, 0.75);
  let y = 0;
  ctx.strokeStyle = '#fbf7ff';
  ctx.lineWidth = unit * 0.005;
  ctx.beginPath();
  ctx.moveTo(x, y);
  while (y < s.horizon * 0.9) {
    x += between(random, -1, 1) * unit * 0.04;
    y += unit * between(random, 0.03, 0.07);
    ctx.lineTo(x, y);
  }
  ctx.stroke();
  s.lights.push({ x, y: s.horizon * 0.4, r: unit * 0.5, color: '#7f8cff', core: 0.05 });
}

function paintStars(s: GhibliCanvas, count: number): void {
  const { ctx, w, random, unit } = s;
  for (let i = 0; i < count; i++) {
    const x = random() * w;
    const y = random() * s.horizon * 0.85;
    const r = unit * (0.0008 + random() * random() * 0.0028);
    ctx.fillStyle = alpha('#ffffff', 0.4 + random() * 0.6);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
}

function paintSunOrMoon(s: GhibliCanvas): void {
  const { ctx, w, unit, random } = s;
  const spots = { Dawn: 0.82, Day: 0.3, Sunset: 0.78, Night: 0.28, 'Magical Hour': 0.62 } as const;
  const y = s.horizon * spots[s.time];
  const x = w * (s.time === 'Dawn' ? 0.22 : s.time === 'Sunset' ? 0.74 : between(random, 0.62, 0.8));
  s.sunX = x;
  if (s.time === 'Night') {
    const r = unit * 0.045;
    s.lights.push({ x, y, r: r * 5, color: '#8ea6ff', core: 0.2 });
    ctx.fillStyle = '#fdf6dc';
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    // A crescent: cut a disc in the sky colour out of the moon.
    ctx.fillStyle = mix(s.palette.sky[0], s.palette.sky[1], 0.4);
    ctx.beginPath();
    ctx.arc(x + r * 0.45, y - r * 0.2, r * 0.9, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const r = unit * (s.time === 'Day' ? 0.05 : 0.075);
  const color = { Dawn: '#ffd7a8', Day: '#fff7d6', Sunset: '#ff9a4d', 'Magical Hour': '#ffe0b8' }[s.time];
  const glow = ctx.createRadialGradient(x, y, r * 0.5, x, y, r * 7);
  glow.addColorStop(0, alpha(color, 0.7));
  glow.addColorStop(1, alpha(color, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, s.horizon);
  ctx.fillStyle = mix(color, '#ffffff', 0.5);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** One cumulus cloud: a mound of puffs, bright on top, a cool shadow rim underneath. */
export function paintCloud(s: GhibliCanvas, cx: number, cy: number, width: number, dark: boolean): void {
  const { ctx, random } = s;
  const light = dark ? '#7c8698' : s.palette.light;
  const shade = dark ? '#434b5c' : mix(s.palette.sky[1], '#5d6c9c', 0.3);
  // A flat base row of puffs and a taller mound on top: the summer cumulus silhouette.
  const puffs: Puff[] = [];
  for (let i = 0; i < 6; i++) {
    const t = i / 5 - 0.5;
    const r = width * between(random, 0.08, 0.12) * (1 - Math.abs(t) * 0.4);
    puffs.push({ x: cx + t * width * 0.62, y: cy - random() * width * 0.02, r });
  }
  for (let i = 0; i < 6; i++) {
    const t = random() - 0.5;
    const r = width * between(random, 0.1, 0.16) * (1 - Math.abs(t));
    puffs.push({ x: cx + t * width * 0.55, y: cy - width * between(random, 0.05, 0.12), r });
  }
  // One union shape, lit by a vertical gradient: reads as a single soft cloud, not bubbles.
  const top = cy - width * 0.3;
  const bottom = cy + width * 0.1;
  ctx.save();
  ctx.beginPath();
  for (const p of puffs) {
    ctx.moveTo(p.x + p.r, p.y);
    ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
  }
  ctx.clip();
  const g = ctx.createLinearGradient(0, top, 0, bottom);
  g.addColorStop(0, mix(light, '#ffffff', 0.5));
  g.addColorStop(0.5, light);
  g.addColorStop(0.78, mix(light, shade, 0.6));
  g.addColorStop(1, shade);
  ctx.fillStyle = g;
  ctx.fillRect(cx - width, top, width * 2, bottom - top);
  // Soft inner shading on the lower right of each big puff gives the mound some volume.
  for (const p of puffs.slice(6)) {
    const sx = p.x + p.r * 0.4;
    const sy = p.y + p.r * 0.45;
    const soft = ctx.createRadialGradient(sx, sy, 0, sx, sy, p.r * 0.8);
    soft.addColorStop(0, alpha(shade, 0.28));
    soft.addColorStop(1, alpha(shade, 0));
    ctx.fillStyle = soft;
    ctx.fillRect(sx - p.r, sy - p.r, p.r * 2, p.r * 2);
  }
  ctx.restore();
}

function paintClouds(s: GhibliCanvas, storm: boolean): void {
  const { w, unit, random } = s;
  const count = storm ? 8 : s.weather === 'Clear Sky' ? 3 : 5;
  for (let i = 0; i < count; i++) {
    const width = unit * (storm ? between(random, 0.45, 0.7) : between(random, 0.18, 0.4));
    const x = ((i + 0.5) / count) * w + between(random, -0.08, 0.08) * w;
    const y = s.horizon * (storm ? between(random, 0.12, 0.55) : between(random, 0.2, 0.7));
    paintCloud(s, x, y, width, storm);
  }
}
