// The land of the outdoor settings (meadow, beach, city, forest, mountains, desert, snow): distant
// scenery on the horizon and the ground below it, painted before the subjects and the tone.

import { between } from '@mergepix/core';
import { lighten } from '../color.ts';
import { fillBelow, groundGradient, type SceneFrame } from './scene-frame.ts';
import { circle, poly, rect } from './scene-kit.ts';

/** A rolling band of hills from `y` down to the bottom edge. */
function hills(f: SceneFrame, y: number, amp: number, color: string, waves = 3): void {
  const phase = f.random() * Math.PI * 2;
  fillBelow(f, color, 48, (i) => y - Math.sin(phase + (i / 48) * Math.PI * waves) * amp);
}

/** Ground from the horizon down: a vertical gradient between two colours. */
function ground(f: SceneFrame, top: string, bottom: string, from = f.horizon): void {
  f.ctx.fillStyle = groundGradient(f, top, bottom, from);
  f.ctx.fillRect(0, from, f.w, f.h - from);
}

function meadow(f: SceneFrame): void {
  hills(f, f.horizon - f.unit * 0.03, f.unit * 0.05, '#7fbf6a', 2);
  hills(f, f.horizon + f.unit * 0.04, f.unit * 0.03, '#5faa55', 3);
  ground(f, '#5faa55', '#3f8a43', f.horizon + f.unit * 0.08);
  tufts(f, '#3a8a40');
  for (let i = 0; i < 40; i++) {
    const x = f.random() * f.w;
    const y = between(f.random, f.horizon + f.unit * 0.1, f.h);
    circle(f.ctx, x, y, f.unit * 0.006, ['#ffffff', '#ffd23f', '#ff8fab'][i % 3] ?? '#ffffff');
  }
}

function beach(f: SceneFrame): void {
  const { ctx, w } = f;
  const water = f.water ?? { top: f.horizon, bottom: f.horizon + f.unit * 0.12 };
  const sea = ctx.createLinearGradient(0, water.top, 0, water.bottom);
  sea.addColorStop(0, '#2b7bb9');
  sea.addColorStop(1, '#4fb3d9');
  ctx.fillStyle = sea;
  ctx.fillRect(0, water.top, w, water.bottom - water.top + f.unit * 0.02);
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  for (let i = 0; i < 18; i++) {
    const y = between(f.random, water.top + 4, water.bottom - 4);
    ctx.fillRect(f.random() * w, y, f.unit * between(f.random, 0.03, 0.09), Math.max(1.5, f.unit * 0.003));
  }
  const shore = water.bottom;
  ground(f, '#f3dca6', '#e3bf7e', shore);
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  ctx.beginPath();
  ctx.moveTo(0, shore);
  for (let i = 0; i <= 24; i++) ctx.lineTo((i / 24) * w, shore + Math.sin(i * 1.3) * f.unit * 0.006);
  ctx.lineTo(w, shore + f.unit * 0.012);
  ctx.lineTo(0, shore + f.unit * 0.012);
  ctx.fill();
}

function city(f: SceneFrame): void {
  const { ctx, w, unit } = f;
  const neon = f.mood === 'neon';
  for (const [layer, tone] of [
    [0, neon ? '#2a0f4a' : '#8a9bb8'],
    [1, neon ? '#1a0833' : '#5d6f8f'],
  ] as const) {
    let x = -unit * 0.02;
    while (x < w) {
      const bw = unit * between(f.random, 0.08, 0.16);
      const bh = unit * between(f.random, 0.15, 0.42) * (layer ? 0.8 : 1.1);
      const top = f.horizon - bh;
      rect(ctx, x, top, bw - unit * 0.008, bh + 1, tone);
      const lit = neon ? ['#ff2bd6', '#19f0ff', '#faff00'] : ['#ffe29a'];
      for (let wy = top + unit * 0.02; wy < f.horizon - unit * 0.03; wy += unit * 0.035)
        for (let wx = x + unit * 0.015; wx < x + bw - unit * 0.03; wx += unit * 0.03) {
          const on = f.random() < (f.dark ? 0.55 : 0.3);
          const color = on && f.dark ? (lit[Math.floor(f.random() * lit.length)] ?? '#ffe29a') : undefined;
          const pane = () => rect(ctx, wx, wy, unit * 0.014, unit * 0.018, color ?? lighten(tone, 0.3));
          if (color) f.lights.push(pane);
          else if (on) pane();
        }
      x += bw;
    }
  }
  ground(f, neon ? '#1b0a30' : '#9aa1ad', neon ? '#0b0416' : '#6d7380');
  rect(ctx, 0, f.horizon, w, unit * 0.03, neon ? '#2a1045' : '#b8bec8');
  if (neon) f.lights.push(() => neonGrid(f));
  else
    for (let x = unit * 0.05; x < w; x += unit * 0.18)
      rect(ctx, x, f.horizon + (f.h - f.horizon) * 0.55, unit * 0.09, unit * 0.012, '#f1f1e6');
}

/** The synthwave floor: glowing lines running to a vanishing point on the horizon. */
function neonGrid(f: SceneFrame): void {
  const { ctx, w, h, unit } = f;
  ctx.save();
  ctx.strokeStyle = 'rgba(255,43,214,0.55)';
  ctx.lineWidth = Math.max(1, unit * 0.003);
  const top = f.horizon + unit * 0.03;
  for (let i = -10; i <= 10; i++) {
    ctx.beginPath();
    ctx.moveTo(w / 2 + i * w * 0.04, top);
    ctx.lineTo(w / 2 + i * w * 0.3, h);
    ctx.stroke();
  }
  for (let k = 1; k <= 8; k++) {
    const y = top + (h - top) * (k / 8) ** 1.8;
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
    ctx.stroke();
  }
  ctx.restore();
}

function forest(f: SceneFrame): void {
  const { ctx, w, unit } = f;
  for (const [row, color] of [
    [0, '#3d7a55'],
    [1, '#2c6444'],
  ] as const) {
    for (let x = -unit * 0.05; x < w + unit * 0.05; x += unit * between(f.random, 0.05, 0.09)) {
      const th = unit * between(f.random, 0.16, 0.3) * (row ? 0.85 : 1);
      const base = f.horizon + unit * 0.02 * row + unit * 0.01;
      poly(ctx, [x - th * 0.28, base, x, base - th, x + th * 0.28, base], color);
    }
  }
  ground(f, '#4f8a45', '#2f6234', f.horizon + unit * 0.02);
}

function mountains(f: SceneFrame): void {
  const { ctx, w, unit } = f;
  for (const [scale, color] of [
    [1, '#8d9ec4'],
    [0.7, '#6c7fa8'],
  ] as const) {
    for (let x = -unit * 0.1; x < w + unit * 0.2; x += unit * between(f.random, 0.28, 0.42) * scale) {
      const mh = unit * between(f.random, 0.28, 0.46) * scale;
      const half = mh * 1.1;
      const base = f.horizon + unit * 0.01;
      poly(ctx, [x - half, base, x, base - mh, x + half, base], color);
      poly(ctx, [x - mh * 0.28, base - mh * 0.72, x, base - mh, x + mh * 0.28, base - mh * 0.72], '#f4f7fb');
    }
  }
  ground(f, '#7fae6a', '#6aa05a', f.horizon);
  hills(f, f.horizon + unit * 0.03, unit * 0.03, '#6aa05a', 2);
  ground(f, '#6aa05a', '#4a7d45', f.horizon + unit * 0.06);
  tufts(f, '#3f7a3c');
}

/** Small grass tufts over the near ground, larger towards the bottom edge. */
function tufts(f: SceneFrame, color: string): void {
  const { ctx, unit } = f;
  ctx.strokeStyle = color;
  ctx.lineCap = 'round';
  for (let i = 0; i < 28; i++) {
    const y = between(f.random, f.horizon + unit * 0.1, f.h);
    const s = unit * 0.02 * (0.5 + (y - f.horizon) / (f.h - f.horizon));
    const x = f.random() * f.w;
    ctx.lineWidth = Math.max(1, s * 0.18);
    ctx.beginPath();
    for (const dx of [-0.5, 0, 0.5]) {
      ctx.moveTo(x + dx * s * 0.4, y);
      ctx.lineTo(x + dx * s, y - s * (dx ? 0.8 : 1.1));
    }
    ctx.stroke();
  }
}

function desert(f: SceneFrame): void {
  const { unit } = f;
  hills(f, f.horizon - unit * 0.02, unit * 0.03, '#eec48a', 1.2);
  hills(f, f.horizon + unit * 0.04, unit * 0.025, '#e7b873', 2);
  hills(f, f.horizon + unit * 0.1, unit * 0.035, '#e0a95f', 1.5);
  ground(f, '#e0a95f', '#c98d48', f.horizon + unit * 0.14);
}

function snow(f: SceneFrame): void {
  const { unit } = f;
  hills(f, f.horizon - unit * 0.02, unit * 0.05, '#dfe9f5', 2);
  hills(f, f.horizon + unit * 0.05, unit * 0.03, '#eef4fb', 3);
  ground(f, '#eef4fb', '#d5e2f0', f.horizon + unit * 0.09);
  f.overlays.push(() => {
    for (let i = 0; i < 90; i++)
      circle(
        f.ctx,
        f.random() * f.w,
        f.random() * f.h,
        unit * between(f.random, 0.002, 0.006),
        'rgba(255,255,255,0.85)',
      );
  });
}

/** Lays a picnic blanket under the table things of an outdoor scene. */
export function blanket(f: SceneFrame, x: number, y: number, width: number, color: string): void {
  const { ctx } = f;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(1, 0.28);
  rect(ctx, -width / 2, -width * 0.35, width, width * 0.7, color, width * 0.05);
  ctx.globalAlpha = 0.5;
  for (let i = 1; i < 6; i++)
    rect(ctx, -width / 2 + (i * width) / 6, -width * 0.35, width * 0.035, width * 0.7, '#ffffff');
  ctx.restore();
}

/** Painters of the outdoor settings. */
export const LAND = { meadow, beach, city, forest, mountains, desert, snow } as const;
