// Ghibli elements (docs/product.md#ghibli-generator) drawn into the landscape: islands, lanterns, plants,
// ruins, wind, creatures, shadows and magic dust.

import type { GhibliElement } from '@mergepix/core';
import { between } from '@mergepix/core';
import { alpha } from '../color.ts';
import { paintTree } from './ghibli-props.ts';
import { type GhibliCanvas, tone } from './ghibli-scene.ts';

function floatingIsland(s: GhibliCanvas, x: number, y: number, size: number): void {
  const { ctx } = s;
  ctx.fillStyle = tone(s, '#8a7660');
  ctx.beginPath();
  ctx.moveTo(x - size, y);
  ctx.quadraticCurveTo(x - size * 0.4, y + size * 0.6, x, y + size * 1.2);
  ctx.quadraticCurveTo(x + size * 0.5, y + size * 0.5, x + size, y);
  ctx.fill();
  ctx.fillStyle = tone(s, '#6fa84e');
  ctx.beginPath();
  ctx.ellipse(x, y, size * 1.02, size * 0.16, 0, 0, Math.PI * 2);
  ctx.fill();
  paintTree(s, x + size * 0.3, y, size * 0.9, ['#2c5a2b', '#467f37', '#76ad4c', '#a9d36d']);
}

function lanterns(s: GhibliCanvas): void {
  const { ctx, w, random, unit } = s;
  for (let i = 0; i < 14; i++) {
    const x = random() * w;
    const y = s.horizon * between(random, 0.35, 1.05);
    const size = unit * between(random, 0.012, 0.024) * (y / s.horizon);
    ctx.fillStyle = '#ffcf7a';
    ctx.beginPath();
    ctx.roundRect(x - size / 2, y - size * 0.7, size, size * 1.4, size * 0.35);
    ctx.fill();
    ctx.fillStyle = '#e0703a';
    ctx.fillRect(x - size / 2, y + size * 0.5, size, size * 0.2);
    s.lights.push({ x, y, r: size * 4, color: '#ff9d42', core: 0.25 });
  }
}

function glowingPlants(s: GhibliCanvas): void {
  const { ctx, w, random, unit } = s;
  for (let i = 0; i < 16; i++) {
    const x = random() * w;
    const y = s.groundY(x) + unit * between(random, 0.03, 0.2);
    const size = unit * between(random, 0.008, 0.016);
    ctx.strokeStyle = tone(s, '#3f7a3a');
    ctx.lineWidth = size * 0.3;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x - size, y - size * 2, x, y - size * 3);
    ctx.stroke();
    const color = i % 3 ? '#7dffd4' : '#b6a4ff';
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(x, y - size * 3, size * 0.7, 0, Math.PI * 2);
    ctx.fill();
    s.lights.push({ x, y: y - size * 3, r: size * 5, color, core: 0.2 });
  }
}

function ruins(s: GhibliCanvas): void {
  const { ctx, w, unit } = s;
  const base = s.horizon + unit * 0.07;
  const stone = tone(s, '#b9b09d');
  const moss = tone(s, '#6c9a4c');
  const x0 = w * 0.1;
  const heights = [0.16, 0.22, 0.09, 0.19];
  heights.forEach((ph, i) => {
    const x = x0 + i * unit * 0.05;
    ctx.fillStyle = stone;
    ctx.fillRect(x, base - ph * unit, unit * 0.024, ph * unit);
    ctx.fillStyle = moss;
    ctx.fillRect(x, base - ph * unit, unit * 0.024, unit * 0.01);
  });
  ctx.strokeStyle = stone;
  ctx.lineWidth = unit * 0.016;
  ctx.beginPath();
  ctx.arc(x0 + unit * 0.062, base - 0.16 * unit, unit * 0.05, Math.PI, Math.PI * 1.75);
  ctx.stroke();
}

function windSwirls(s: GhibliCanvas): void {
  const { ctx, w, random, unit } = s;
  ctx.strokeStyle = alpha(s.palette.light, 0.55);
  ctx.lineCap = 'round';
  for (let i = 0; i < 6; i++) {
    const x = random() * w;
    const y = s.horizon * between(random, 0.3, 1.2);
    const r = unit * between(random, 0.02, 0.04);
    ctx.lineWidth = unit * 0.004;
    ctx.beginPath();
    ctx.moveTo(x - unit * 0.2, y + r);
    ctx.bezierCurveTo(x - unit * 0.1, y + r * 1.2, x, y + r, x, y);
    ctx.arc(x - r * 0.5, y, r * 0.5, 0, Math.PI * 1.6, true);
    ctx.stroke();
  }
}

function creatures(s: GhibliCanvas): void {
  const { ctx, w, random, unit } = s;
  for (let i = 0; i < 4; i++) {
    const x = w * between(random, 0.25, 0.95);
    const y = s.groundY(x) + unit * between(random, 0.05, 0.15);
    const r = unit * between(random, 0.014, 0.022);
    ctx.fillStyle = tone(s, '#f4f1ea');
    ctx.beginPath();
    ctx.ellipse(x, y - r, r * 1.15, r, 0, 0, Math.PI * 2);
    ctx.moveTo(x - r * 0.5, y - r * 1.7);
    ctx.lineTo(x - r * 0.75, y - r * 2.4);
    ctx.lineTo(x - r * 0.15, y - r * 1.9);
    ctx.fill();
    ctx.fillStyle = '#222';
    ctx.beginPath();
    ctx.arc(x - r * 0.35, y - r * 1.1, r * 0.12, 0, Math.PI * 2);
    ctx.arc(x + r * 0.25, y - r * 1.1, r * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }
}

function shadows(s: GhibliCanvas): void {
  const { ctx, w, random, unit } = s;
  for (let i = 0; i < 3; i++) {
    const x = w * between(random, 0.3, 0.9);
    const base = s.horizon + unit * 0.08;
    const hgt = unit * between(random, 0.08, 0.14);
    ctx.fillStyle = 'rgba(12,14,30,0.55)';
    ctx.beginPath();
    ctx.ellipse(x, base - hgt / 2, hgt * 0.22, hgt / 2, 0, 0, Math.PI * 2);
    ctx.fill();
    for (const dx of [-0.06, 0.06])
      s.lights.push({ x: x + dx * hgt, y: base - hgt * 0.75, r: hgt * 0.08, color: '#ffe680', core: 0.4 });
  }
}

function magicDust(s: GhibliCanvas): void {
  const { w, h, random, unit } = s;
  for (let i = 0; i < 40; i++) {
    const x = w * (0.3 + random() * 0.6) + Math.sin(i) * unit * 0.05;
    const y = h * (0.2 + random() * 0.6);
    s.lights.push({
      x,
      y,
      r: unit * between(random, 0.006, 0.018),
      color: i % 2 ? '#fff3b0' : '#c7b6ff',
      core: 0.3,
    });
  }
}

/** Elements drawn before the land (far away in the sky). */
export function paintSkyElements(s: GhibliCanvas, elements: readonly GhibliElement[]): void {
  if (!elements.includes('Floating Islands')) return;
  const { w, unit } = s;
  floatingIsland(s, w * 0.2, s.horizon * 0.38, unit * 0.06);
  floatingIsland(s, w * 0.82, s.horizon * 0.22, unit * 0.045);
  floatingIsland(s, w * 0.48, s.horizon * 0.62, unit * 0.03);
}

/** Elements drawn over the land, before the characters and the weather. */
export function paintLandElements(s: GhibliCanvas, elements: readonly GhibliElement[]): void {
  if (elements.includes('Ancient Ruins')) ruins(s);
  if (elements.includes('Mysterious Shadows')) shadows(s);
  if (elements.includes('Lanterns')) lanterns(s);
  if (elements.includes('Glowing Plants')) glowingPlants(s);
  if (elements.includes('Gentle Creatures')) creatures(s);
  if (elements.includes('Wind Swirls')) windSwirls(s);
  if (elements.includes('Magic Dust')) magicDust(s);
}
