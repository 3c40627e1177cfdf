// Indoor settings (office, kitchen, room) and the two worlds without a sky of air (space, under the
// sea): wall, window, counter or desk, floor; moon dust and craters; sand, weed and coral.

import { between } from '@mergepix/core';
import { darken, lighten } from '../color.ts';
import { fillBelow, glow, groundGradient, type SceneFrame } from './scene-frame.ts';
import { circle, ellipse, line, poly, rect } from './scene-kit.ts';

interface Room {
  wall: string;
  floor: [string, string];
  counter: string;
  counterFace: string;
  /** A kitchen counter along the wall. */
  backCounter?: boolean;
  /** Wall decoration between the window and the right edge. */
  decor: (f: SceneFrame) => void;
}

function paintRoom(f: SceneFrame, room: Room): void {
  const { ctx, w, h, unit } = f;
  rect(ctx, 0, 0, w, f.horizon + 1, room.wall);
  ctx.fillStyle = groundGradient(f, room.floor[0], room.floor[1]);
  ctx.fillRect(0, f.horizon, w, h - f.horizon);
  for (let x = -unit * 0.1; x < w; x += unit * 0.16)
    line(ctx, [x, f.horizon, x - unit * 0.08, h], darken(room.floor[0], 0.08), Math.max(1, unit * 0.003));
  room.decor(f);
  const win = f.window;
  if (win) {
    const frame = Math.max(3, unit * 0.016);
    rect(ctx, win.x - frame, win.y - frame, win.w + frame * 2, win.h + frame * 2, '#f7f4ee', frame);
    ctx.save();
    ctx.globalCompositeOperation = 'destination-out';
    rect(ctx, win.x, win.y, win.w, win.h, '#000000');
    ctx.restore();
    rect(ctx, win.x + win.w / 2 - frame / 2, win.y, frame, win.h, '#f7f4ee');
    rect(ctx, win.x, win.y + win.h / 2 - frame / 2, win.w, frame, '#f7f4ee');
    rect(ctx, win.x - frame * 2, win.y + win.h + frame, win.w + frame * 4, frame * 1.5, '#e8e2d6');
  }
  if (room.backCounter) counter(f, room, f.horizon - unit * 0.14, f.horizon + unit * 0.02);
  if (f.dark) f.lights.push(() => glow(ctx, w * 0.75, unit * 0.15, unit * 0.6, '#ffd58a', 0.32));
}

/** A counter or desk across the picture from `top` to `bottom`: a top edge and cabinet doors. */
function counter(f: SceneFrame, room: Room, top: number, bottom: number): void {
  const { ctx, w, unit } = f;
  const depth = unit * 0.03;
  rect(ctx, 0, top, w, depth, room.counter);
  rect(ctx, 0, top + depth, w, bottom - top - depth, room.counterFace);
  for (let x = unit * 0.02; x < w; x += unit * 0.2) {
    rect(
      ctx,
      x,
      top + depth * 2,
      unit * 0.18,
      bottom - unit * 0.02 - top - depth * 2,
      lighten(room.counterFace, 0.08),
      unit * 0.01,
    );
    circle(ctx, x + unit * 0.16, top + depth * 3.2, unit * 0.006, darken(room.counterFace, 0.35));
  }
}

/** The desk or counter in front, that table things stand on (indoors, when there are some). */
export function paintDesk(f: SceneFrame): void {
  const room = ROOMS[f.setting as keyof typeof ROOMS];
  if (room && f.surface !== undefined) counter(f, room, f.surface, f.h + 1);
}

const shelf = (f: SceneFrame, x: number, y: number) => {
  const { ctx, unit } = f;
  rect(ctx, x, y, unit * 0.26, unit * 0.015, '#8a5a36');
  const colors = ['#e63946', '#457b9d', '#f4a261', '#2a9d8f', '#6a4c93'];
  for (let i = 0; i < 7; i++) {
    const bh = unit * between(f.random, 0.05, 0.08);
    rect(
      ctx,
      x + unit * 0.01 + i * unit * 0.033,
      y - bh,
      unit * 0.028,
      bh,
      colors[i % colors.length] ?? '#e63946',
    );
  }
};

const office: Room = {
  wall: '#dfe6ee',
  floor: ['#b98e63', '#9a7250'],
  counter: '#a8784f',
  counterFace: '#8a6242',
  decor: (f) => {
    const x = f.w * 0.62;
    shelf(f, x, f.unit * 0.22);
    shelf(f, x, f.unit * 0.36);
    circle(f.ctx, f.w * 0.88, f.unit * 0.12, f.unit * 0.05, '#ffffff');
    line(
      f.ctx,
      [f.w * 0.88, f.unit * 0.12, f.w * 0.88, f.unit * 0.09, f.w * 0.9, f.unit * 0.13],
      '#33333d',
      f.unit * 0.005,
    );
  },
};

const kitchen: Room = {
  wall: '#f3ede2',
  floor: ['#d9c9ae', '#bca98a'],
  counter: '#e9e4dc',
  counterFace: '#5f8fa6',
  backCounter: true,
  decor: (f) => {
    const { ctx, w, unit } = f;
    const top = f.horizon - unit * 0.14;
    for (let y = top - unit * 0.16; y < top; y += unit * 0.04)
      for (let x = 0; x < w; x += unit * 0.04) rect(ctx, x + 1, y + 1, unit * 0.038, unit * 0.038, '#ffffff');
    for (let x = w * 0.55; x < w; x += unit * 0.17)
      rect(ctx, x, unit * 0.04, unit * 0.16, unit * 0.2, '#6f9db3', unit * 0.01);
  },
};

const room: Room = {
  wall: '#efd9c6',
  floor: ['#a7805c', '#8a6648'],
  counter: '#7b5535',
  counterFace: '#6a472c',
  decor: (f) => {
    const { ctx, w, unit } = f;
    for (let x = 0; x < w; x += unit * 0.08)
      rect(ctx, x, 0, unit * 0.04, f.horizon, 'rgba(255,255,255,0.18)');
    const x = w * 0.66;
    rect(ctx, x, unit * 0.1, unit * 0.22, unit * 0.16, '#7b5535', unit * 0.01);
    rect(ctx, x + unit * 0.015, unit * 0.115, unit * 0.19, unit * 0.13, '#9fd3c7');
    poly(
      ctx,
      [x + unit * 0.02, unit * 0.24, x + unit * 0.09, unit * 0.15, x + unit * 0.2, unit * 0.24],
      '#4f8a45',
    );
  },
};

function space(f: SceneFrame): void {
  const { ctx, w, h, unit } = f;
  const dust = groundGradient(f, '#b9b6c4', '#77738a');
  fillBelow(f, dust, 32, (i) => f.horizon + Math.sin(i * 0.7 + f.random()) * unit * 0.01);
  for (let i = 0; i < 9; i++) {
    const x = f.random() * w;
    const y = between(f.random, f.horizon + unit * 0.05, h);
    const r = unit * between(f.random, 0.02, 0.06) * (0.5 + (y - f.horizon) / (h - f.horizon));
    ellipse(ctx, x, y, r, r * 0.35, '#8e8aa0');
    ellipse(ctx, x, y + r * 0.06, r * 0.8, r * 0.25, '#6f6b82');
  }
}

function underwater(f: SceneFrame): void {
  const { ctx, w, unit } = f;
  const seabed = groundGradient(f, '#d9c28e', '#b89a62');
  fillBelow(f, seabed, 24, (i) => f.horizon + Math.sin(i * 0.9) * unit * 0.015);
  for (let i = 0; i < 12; i++) {
    const x = f.random() * w;
    const base = f.horizon + unit * between(f.random, 0.02, 0.12);
    const tall = unit * between(f.random, 0.12, 0.3);
    const sway = unit * 0.03;
    if (i % 3 === 2) {
      for (const a of [-0.6, 0, 0.6])
        line(ctx, [x, base, x + Math.sin(a) * tall * 0.5, base - tall * 0.6], '#ff7f6b', unit * 0.02);
      continue;
    }
    line(
      ctx,
      [x, base, x + sway, base - tall * 0.33, x - sway, base - tall * 0.66, x, base - tall],
      i % 2 ? '#2e8b57' : '#3aa76d',
      unit * 0.014,
    );
  }
  f.overlays.push(() => {
    ctx.save();
    for (let i = 0; i < 5; i++) {
      const x = w * (0.1 + i * 0.2) + f.random() * unit * 0.05;
      poly(
        ctx,
        [x, 0, x + unit * 0.08, 0, x + unit * 0.3, f.horizon, x + unit * 0.12, f.horizon],
        'rgba(255,255,255,0.07)',
      );
    }
    for (let i = 0; i < 26; i++) {
      ctx.strokeStyle = 'rgba(255,255,255,0.55)';
      ctx.lineWidth = Math.max(1, unit * 0.003);
      ctx.beginPath();
      ctx.arc(f.random() * w, f.random() * f.horizon, unit * between(f.random, 0.004, 0.014), 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.restore();
  });
}

const ROOMS = { office, kitchen, room } as const;

/** Painters of the indoor settings and the two worlds. */
export const INTERIORS = {
  office: (f: SceneFrame) => paintRoom(f, office),
  kitchen: (f: SceneFrame) => paintRoom(f, kitchen),
  room: (f: SceneFrame) => paintRoom(f, room),
  space,
  underwater,
} as const;
