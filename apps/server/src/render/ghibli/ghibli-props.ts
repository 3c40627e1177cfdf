// Things standing in the Ghibli landscape: trees, houses, a castle, a temple, a train.

import { between, pick } from '@mergepix/core';
import { alpha, darken, lighten, mix } from '../color.ts';
import { type GhibliCanvas, paintPuffs, puffCluster, tone } from './ghibli-scene.ts';

/** Foliage colours (dark, mid, light, highlight) by season. */
export function foliage(s: GhibliCanvas): string[] {
  if (s.weather === 'Falling Leaves')
    return pick(s.random, [
      ['#8a3b1c', '#c8642a', '#e89a3c', '#f7c66a'],
      ['#7a2f24', '#b8442e', '#e0743a', '#f2a35a'],
    ]);
  if (s.weather === 'Cherry Blossoms' && s.random() < 0.6)
    return ['#c0607e', '#e68aa6', '#f6b8c8', '#ffe0ea'];
  return ['#2c5a2b', '#467f37', '#76ad4c', '#a9d36d'];
}

/** A round, painterly tree: tapered trunk, layered canopy lit from the upper left. */
export function paintTree(
  s: GhibliCanvas,
  x: number,
  baseY: number,
  height: number,
  colors?: string[],
): void {
  const { ctx, random } = s;
  const [dark, mid, light, hi] = (colors ?? foliage(s)).map((c) => tone(s, c));
  const trunkW = height * 0.07;
  ctx.fillStyle = tone(s, '#5b3a26');
  ctx.beginPath();
  ctx.moveTo(x - trunkW, baseY);
  ctx.quadraticCurveTo(x - trunkW * 0.4, baseY - height * 0.3, x - trunkW * 0.3, baseY - height * 0.55);
  ctx.lineTo(x + trunkW * 0.3, baseY - height * 0.55);
  ctx.quadraticCurveTo(x + trunkW * 0.4, baseY - height * 0.3, x + trunkW, baseY);
  ctx.fill();
  const cy = baseY - height * 0.62;
  const r = height * 0.42;
  // Ground shadow first so the crown sits on it.
  ctx.fillStyle = 'rgba(20,40,20,0.18)';
  ctx.beginPath();
  ctx.ellipse(x + r * 0.2, baseY, r * 0.9, r * 0.12, 0, 0, Math.PI * 2);
  ctx.fill();
  const crown = puffCluster(random, x, cy, r * 0.85, r * 0.75, 16);
  paintPuffs(
    ctx,
    crown,
    [dark ?? '#2c5a2b', mid ?? '#467f37', light ?? '#76ad4c', hi ?? '#a9d36d'],
    r * 0.07,
  );
}

/** A small cottage with a coloured roof and a window that lights up in the dark. */
export function paintHouse(s: GhibliCanvas, x: number, baseY: number, size: number, roof: string): void {
  const { ctx } = s;
  const w = size;
  const h = size * 0.7;
  ctx.fillStyle = tone(s, '#f1e6cf');
  ctx.fillRect(x - w / 2, baseY - h, w, h);
  ctx.fillStyle = tone(s, darken('#f1e6cf', 0.18));
  ctx.fillRect(x + w * 0.1, baseY - h, w * 0.4, h);
  ctx.fillStyle = tone(s, roof);
  ctx.beginPath();
  ctx.moveTo(x - w * 0.62, baseY - h);
  ctx.lineTo(x - w * 0.1, baseY - h - size * 0.55);
  ctx.lineTo(x + w * 0.62, baseY - h);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = tone(s, darken(roof, 0.25));
  ctx.fillRect(x - w * 0.62, baseY - h - size * 0.03, w * 1.24, size * 0.06);
  ctx.fillStyle = tone(s, '#8a6a4a');
  ctx.fillRect(x + w * 0.18, baseY - h - size * 0.62, w * 0.12, size * 0.3);
  const lit = s.time === 'Night' || s.weather === 'Heavy Storm';
  const wx = x - w * 0.28;
  const wy = baseY - h * 0.62;
  ctx.fillStyle = lit ? '#ffd77a' : tone(s, '#6d8fb0');
  ctx.fillRect(wx, wy, w * 0.2, h * 0.28);
  if (lit) s.lights.push({ x: wx + w * 0.1, y: wy + h * 0.14, r: size * 0.35, color: '#ffb347', core: 0.3 });
}

/** A stone castle with towers and pennants (on its own floating rock when `floating`). */
export function paintCastle(
  s: GhibliCanvas,
  x: number,
  baseY: number,
  size: number,
  floating: boolean,
): void {
  const { ctx } = s;
  const stone = tone(s, '#d9cdb8');
  const shade = tone(s, '#a89a86');
  const roof = tone(s, '#3f6e8c');
  if (floating) {
    ctx.fillStyle = tone(s, '#7a6a58');
    ctx.beginPath();
    ctx.moveTo(x - size * 0.75, baseY);
    ctx.quadraticCurveTo(x - size * 0.3, baseY + size * 0.9, x, baseY + size * 1.1);
    ctx.quadraticCurveTo(x + size * 0.3, baseY + size * 0.9, x + size * 0.75, baseY);
    ctx.fill();
    ctx.fillStyle = tone(s, '#5e9a44');
    ctx.beginPath();
    ctx.ellipse(x, baseY, size * 0.78, size * 0.1, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  const towers: Array<[number, number, number]> = [
    [-0.45, 0.55, 0.16],
    [-0.15, 0.95, 0.2],
    [0.2, 0.75, 0.18],
    [0.48, 0.5, 0.14],
  ];
  ctx.fillStyle = stone;
  ctx.fillRect(x - size * 0.5, baseY - size * 0.4, size, size * 0.4);
  for (const [ox, th, tw] of towers) {
    const tx = x + ox * size;
    ctx.fillStyle = ox > 0 ? shade : stone;
    ctx.fillRect(tx - (tw * size) / 2, baseY - th * size, tw * size, th * size);
    ctx.fillStyle = roof;
    ctx.beginPath();
    ctx.moveTo(tx - tw * size * 0.7, baseY - th * size);
    ctx.lineTo(tx, baseY - th * size - tw * size * 1.4);
    ctx.lineTo(tx + tw * size * 0.7, baseY - th * size);
    ctx.fill();
    const lit = s.time === 'Night' || s.time === 'Sunset';
    ctx.fillStyle = lit ? '#ffd77a' : tone(s, '#4a5a6a');
    ctx.fillRect(tx - size * 0.02, baseY - th * size * 0.7, size * 0.04, size * 0.07);
    if (lit) s.lights.push({ x: tx, y: baseY - th * size * 0.66, r: size * 0.12, color: '#ffb347' });
  }
  ctx.fillStyle = tone(s, '#c8453a');
  ctx.beginPath();
  const fx = x - 0.15 * size;
  const fy = baseY - 0.95 * size - 0.28 * size;
  ctx.moveTo(fx, fy);
  ctx.lineTo(fx + size * 0.14, fy + size * 0.03);
  ctx.lineTo(fx, fy + size * 0.06);
  ctx.fill();
}

/** A two-tier temple hall with upswept roofs and a stone stair. */
export function paintTemple(s: GhibliCanvas, x: number, baseY: number, size: number): void {
  const { ctx } = s;
  const wood = tone(s, '#9c3b2e');
  const roof = tone(s, '#39454f');
  ctx.fillStyle = tone(s, '#b7aea0');
  ctx.fillRect(x - size * 0.6, baseY - size * 0.08, size * 1.2, size * 0.08);
  for (const [y0, wScale] of [
    [0.08, 1],
    [0.52, 0.7],
  ] as const) {
    const bw = size * 0.8 * wScale;
    const top = baseY - size * (y0 + 0.3);
    ctx.fillStyle = wood;
    ctx.fillRect(x - bw / 2, top, bw, size * 0.3);
    ctx.fillStyle = tone(s, '#f0dcb0');
    for (let i = 0; i < 4; i++)
      ctx.fillRect(x - bw / 2 + bw * (0.12 + i * 0.21), top + size * 0.06, bw * 0.1, size * 0.18);
    ctx.fillStyle = roof;
    ctx.beginPath();
    const rw = bw * 0.8;
    ctx.moveTo(x - rw, top + size * 0.02);
    ctx.quadraticCurveTo(x - rw * 0.6, top - size * 0.02, x - rw * 0.45, top - size * 0.14);
    ctx.lineTo(x + rw * 0.45, top - size * 0.14);
    ctx.quadraticCurveTo(x + rw * 0.6, top - size * 0.02, x + rw, top + size * 0.02);
    ctx.fill();
  }
}

/** A little two-car train with lit windows, running along a track at `y`. */
export function paintTrain(s: GhibliCanvas, x: number, y: number, length: number): void {
  const { ctx, w } = s;
  ctx.strokeStyle = tone(s, '#4a3b30');
  ctx.lineWidth = length * 0.012;
  ctx.beginPath();
  ctx.moveTo(0, y + length * 0.015);
  ctx.lineTo(w, y + length * 0.015);
  ctx.stroke();
  const carW = length * 0.48;
  const carH = length * 0.13;
  for (let c = 0; c < 2; c++) {
    const cx = x + c * (carW + length * 0.02);
    ctx.fillStyle = tone(s, c ? '#3e6d8e' : '#b8443a');
    ctx.beginPath();
    ctx.roundRect(cx, y - carH, carW, carH, carH * 0.2);
    ctx.fill();
    ctx.fillStyle = tone(s, lighten('#f0e4c8', 0.2));
    ctx.fillRect(cx, y - carH * 0.3, carW, carH * 0.08);
    for (let i = 0; i < 5; i++) {
      const wx = cx + carW * (0.07 + i * 0.18);
      ctx.fillStyle = s.time === 'Night' ? '#ffe08a' : tone(s, mix('#cfe6f2', '#ffffff', 0.3));
      ctx.fillRect(wx, y - carH * 0.82, carW * 0.12, carH * 0.38);
      if (s.time === 'Night')
        s.lights.push({ x: wx + carW * 0.06, y: y - carH * 0.6, r: carH * 0.6, color: '#ffc864' });
    }
  }
  ctx.fillStyle = alpha('#ffffff', 0.7);
  ctx.beginPath();
  ctx.arc(x - length * 0.03, y - carH * 0.9, length * 0.03, 0, Math.PI * 2);
  ctx.arc(x - length * 0.08, y - carH * 1.2, length * 0.045, 0, Math.PI * 2);
  ctx.fill();
}

/** A row of trees along a line, sized by depth. */
export function paintTreeLine(
  s: GhibliCanvas,
  line: (x: number) => number,
  count: number,
  size: number,
): void {
  // Clumps of two or three, not a fence: gaps between groves read as landscape.
  for (let i = 0; i < count; i++) {
    if (s.random() < 0.3) continue;
    const x = ((i + s.random()) / count) * s.w;
    const clump = 1 + Math.floor(s.random() * 3);
    for (let j = 0; j < clump; j++) {
      const tx = x + (j - clump / 2) * size * 0.45;
      paintTree(s, tx, line(tx) + size * 0.12, size * between(s.random, 0.6, 1.25));
    }
  }
}
