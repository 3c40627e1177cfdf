// The land of the Ghibli-style landscape: mountains, hills, water and each scene's landmark.

import type { GhibliScene } from '@mergepix/core';
import { between, pick } from '@mergepix/core';
import { alpha, darken, mix } from '../color.ts';
import {
  paintCastle,
  paintHouse,
  paintTemple,
  paintTrain,
  paintTree,
  paintTreeLine,
} from './ghibli-props.ts';
import { far, fillUnderLine, type GhibliCanvas, grass, tone, wave } from './ghibli-scene.ts';

const ROOFS = ['#c4493b', '#3f7f8c', '#d07a2d', '#5a6fa8', '#9b4a6a'];

/** Grass colours (far, mid, near, highlight), white under snow. */
function groundColors(s: GhibliCanvas): string[] {
  if (s.weather === 'Snow') return ['#c9d6e6', '#dfe8f2', '#eef3f8', '#ffffff'];
  if (s.weather === 'Falling Leaves') return ['#8fa05a', '#a8a24c', '#b99a45', '#e0c872'];
  return ['#7fae6a', '#5f9a47', '#4c8a36', '#9fd06a'];
}

/** A ridge of sharp peaks: the highest of several tent shapes, roughened by a wave. */
function ridge(s: GhibliCanvas, base: number, height: number, peaks: number): (x: number) => number {
  const { w, random } = s;
  const tops = Array.from({ length: peaks }, (_, i) => ({
    x: ((i + 0.2 + random() * 0.6) / peaks) * w,
    y: base - height * (0.55 + random() * 0.45),
    slope: 0.45 + random() * 0.5,
  }));
  const rough = wave(random, 0, height * 0.04, w / 3);
  return (x) => Math.min(base, ...tops.map((t) => t.y + Math.abs(x - t.x) * t.slope)) + rough(x);
}

function paintMountains(s: GhibliCanvas, tall: boolean): void {
  const { ctx, w, h, random, unit } = s;
  const line = ridge(s, s.horizon, unit * (tall ? 0.34 : 0.16), tall ? 4 : 3);
  const g = ctx.createLinearGradient(0, s.horizon - unit * 0.34, 0, s.horizon);
  g.addColorStop(0, far(s, '#5d6f9c', 0.35));
  g.addColorStop(1, far(s, '#7d8fb5', 0.7));
  fillUnderLine(s, line, g);
  if (tall && s.weather !== 'Heavy Storm') {
    // Snow caps: everything of the range above a wavy snow line.
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w + 8; x += 8) ctx.lineTo(x, line(x));
    ctx.lineTo(w, h);
    ctx.clip();
    const snowLine = wave(random, s.horizon - unit * 0.2, unit * 0.02, w / 2);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    for (let x = 0; x <= w + 8; x += 8) ctx.lineTo(x, snowLine(x));
    ctx.lineTo(w, 0);
    ctx.fillStyle = far(s, '#f4f7fb', 0.15);
    ctx.fill();
    ctx.restore();
  }
  fillUnderLine(s, wave(random, s.horizon - unit * 0.03, unit * 0.025, w), far(s, '#4f7a6a', 0.4));
}

function paintSea(s: GhibliCanvas, top: number, bottom: number): void {
  const { ctx, w, random, unit } = s;
  const g = ctx.createLinearGradient(0, top, 0, bottom);
  g.addColorStop(0, mix(s.palette.sky[2], '#5aa3c8', 0.35));
  g.addColorStop(1, mix(s.palette.sky[0], '#1f5f8a', 0.5));
  ctx.fillStyle = g;
  ctx.fillRect(0, top, w, bottom - top);
  ctx.fillStyle = alpha(s.palette.light, 0.55);
  for (let i = 0; i < 70; i++) {
    const y = top + random() ** 1.6 * (bottom - top);
    const len = unit * (0.01 + ((y - top) / (bottom - top)) * 0.05) * (0.5 + random());
    ctx.fillRect(random() * w, y, len, Math.max(1, unit * 0.002));
  }
  if (s.sunX === undefined || s.weather === 'Heavy Storm') return;
  // The sun's (or moon's) glittering path on the water.
  ctx.fillStyle = alpha(s.palette.light, 0.7);
  for (let i = 0; i < 40; i++) {
    const t = random();
    const y = top + t * (bottom - top);
    const spread = unit * (0.02 + t * 0.12);
    const len = unit * (0.01 + t * 0.04) * (0.4 + random());
    ctx.fillRect(s.sunX + (random() - 0.5) * spread * 2 - len / 2, y, len, Math.max(1, unit * 0.003));
  }
}

function paintFields(s: GhibliCanvas, line: (x: number) => number): void {
  const { ctx, w, h, unit } = s;
  const colors = ['#9cc45a', '#c9b45a', '#7fb04c', '#d6c27a'].map((c) => tone(s, c));
  for (let i = 0; i < 5; i++) {
    ctx.fillStyle = colors[i % colors.length] ?? '#9cc45a';
    ctx.beginPath();
    const x0 = (i / 5) * w;
    const x1 = ((i + 1) / 5) * w;
    ctx.moveTo(x0, line(x0));
    ctx.lineTo(x1, line(x1));
    ctx.lineTo(x1 + (i - 2) * unit * 0.18, h);
    ctx.lineTo(x0 + (i - 2.5) * unit * 0.18, h);
    ctx.fill();
  }
}

/** A dirt path winding up from the bottom edge to where the character stands. */
function paintPath(s: GhibliCanvas): void {
  const { ctx, h, unit } = s;
  const endY = s.groundY(s.focusX) + unit * 0.01;
  const startX = s.focusX - unit * 0.3;
  const mid = (t: number) => ({
    x: startX + (s.focusX - startX) * t + Math.sin(t * Math.PI) * unit * 0.12,
    y: h + (endY - h) * t,
  });
  ctx.beginPath();
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const p = mid(i / steps);
    const half = unit * (0.09 * (1 - i / steps) + 0.012);
    if (i === 0) ctx.moveTo(p.x - half, p.y);
    else ctx.lineTo(p.x - half, p.y);
  }
  for (let i = steps; i >= 0; i--) {
    const p = mid(i / steps);
    ctx.lineTo(p.x + unit * (0.09 * (1 - i / steps) + 0.012), p.y);
  }
  ctx.closePath();
  ctx.fillStyle = tone(s, s.weather === 'Snow' ? '#d3dbe6' : '#cdb483');
  ctx.fill();
}

/** Little clusters of meadow flowers on the foreground. */
function paintFlowers(s: GhibliCanvas): void {
  const { ctx, w, h, random, unit } = s;
  const colors = ['#ffffff', '#ffe27a', '#ffb3c7', '#c9b6ff'].map((c) => tone(s, c));
  for (let c = 0; c < 14; c++) {
    const cx = random() * w;
    const cy = s.groundY(cx) + unit * 0.04 + random() * (h - s.groundY(cx) - unit * 0.04);
    ctx.fillStyle = colors[c % colors.length] ?? '#ffffff';
    ctx.beginPath();
    for (let i = 0; i < 7; i++) {
      const x = cx + (random() - 0.5) * unit * 0.08;
      const y = cy + (random() - 0.5) * unit * 0.03;
      const r = unit * 0.0035 * (0.7 + random() * 0.6) * (0.6 + (y / h) * 0.6);
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}

/** Mountains, hills and the scene's landmark; returns the foreground colour for the grass. */
export function paintLand(s: GhibliCanvas, scene: GhibliScene): void {
  const { w, h, random, unit } = s;
  const [farG, midG, nearG, hiG] = groundColors(s).map((c) => tone(s, c));
  if (scene !== 'Ocean View') paintMountains(s, scene === 'Mountain Village' || scene === 'Ancient Temple');
  const mid = wave(random, s.horizon + unit * 0.06, unit * 0.035, w);

  if (scene === 'Ocean View') paintSea(s, s.horizon, h);
  else if (scene === 'Train Journey') {
    // A wide meadow with the railway on a low embankment across it.
    fillUnderLine(s, mid, far(s, groundColors(s)[0] ?? '#7fae6a', 0.2));
    fillUnderLine(s, () => s.horizon + unit * 0.16, tone(s, '#8a7a62'));
    fillUnderLine(s, () => s.horizon + unit * 0.175, farG ?? '#7fae6a');
    paintTrain(s, w * between(random, 0.18, 0.45), s.horizon + unit * 0.15, unit * 0.42);
  } else {
    const hill = s.ctx.createLinearGradient(0, s.horizon, 0, s.horizon + unit * 0.25);
    hill.addColorStop(0, far(s, groundColors(s)[3] ?? '#9fd06a', 0.25));
    hill.addColorStop(1, far(s, groundColors(s)[1] ?? '#5f9a47', 0.1));
    fillUnderLine(s, mid, hill);
    if (scene === 'Countryside') paintFields(s, mid);
    if (scene !== 'Small Town' && scene !== 'Mountain Village') paintTreeLine(s, mid, 9, unit * 0.09);
  }

  if (scene === 'Floating Castle') paintCastle(s, w * 0.62, h * 0.3, unit * 0.26, true);
  if (scene === 'Ancient Temple') paintTemple(s, w * 0.5, mid(w * 0.5) + unit * 0.02, unit * 0.3);
  if (scene === 'Small Town' || scene === 'Mountain Village') {
    const count = scene === 'Small Town' ? 9 : 6;
    for (let i = 0; i < count; i++) {
      const x = w * (0.12 + (i / count) * 0.76) + between(random, -1, 1) * unit * 0.02;
      const lift = Math.sin((i / (count - 1)) * Math.PI) * unit * 0.05;
      paintHouse(s, x, mid(x) + unit * 0.03 - lift, unit * between(random, 0.06, 0.085), pick(random, ROOFS));
    }
  }

  // Near hill: the foreground everything stands on.
  const ctx = s.ctx;
  const g = ctx.createLinearGradient(0, h * 0.7, 0, h);
  g.addColorStop(0, midG ?? '#5f9a47');
  g.addColorStop(1, nearG ?? '#4c8a36');
  if (scene === 'Ocean View') {
    // A grassy headland on the left instead of a full-width hill.
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w * 0.62; x += 8) ctx.lineTo(x, s.groundY(x) + (x / (w * 0.62)) ** 3 * h * 0.25);
    ctx.lineTo(w * 0.64, h);
    ctx.fill();
    grass(s, s.groundY, [hiG ?? '#9fd06a', darken(nearG ?? '#4c8a36', 0.2)], 300, h * 0.2, w * 0.45);
    paintHouse(s, w * 0.12, s.groundY(w * 0.12) + unit * 0.01, unit * 0.1, '#c4493b');
  } else fillUnderLine(s, s.groundY, g);
  if (scene !== 'Ocean View') {
    paintPath(s);
    grass(
      s,
      s.groundY,
      [hiG ?? '#9fd06a', darken(nearG ?? '#4c8a36', 0.2), farG ?? '#7fae6a'],
      900,
      h * 0.25,
    );
    if (s.weather !== 'Snow') paintFlowers(s);
  }
  if (scene === 'Magical Forest') {
    paintTree(s, w * 0.5, mid(w * 0.5) + unit * 0.04, unit * 0.62);
    paintTree(s, -unit * 0.02, s.groundY(0) + unit * 0.06, unit * 0.75);
    paintTree(s, w + unit * 0.03, s.groundY(w) + unit * 0.06, unit * 0.7);
  } else if (scene === 'Nature Landscape' || scene === 'Countryside') {
    paintTree(s, w * 0.16, s.groundY(w * 0.16) + unit * 0.02, unit * 0.42);
    if (scene === 'Countryside') paintHouse(s, w * 0.8, mid(w * 0.8) + unit * 0.02, unit * 0.09, '#c4493b');
  }
}
