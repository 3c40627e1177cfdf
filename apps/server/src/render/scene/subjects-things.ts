// Vehicles, buildings and things of the scene composer, in the unit space of scene-kit.ts. The sign's
// board is blank: scene.ts letters the caption on it after the time-of-day tone.

import { darken, lighten } from '../color.ts';
import { circle, line, natural, poly, rect, type SubjectDrawer } from './scene-kit.ts';

const GLASS = '#bfe3f5';
const windowColor = (dark: boolean) => (dark ? '#ffd86b' : GLASS);

const car: SubjectDrawer = (p) => {
  const { ctx } = p;
  const paint = natural(p, [p.accent, p.accent2, '#e63946', '#2a6fdb']);
  poly(ctx, [-0.55, -0.55, -0.35, -0.95, 0.35, -0.95, 0.6, -0.55], darken(paint, 0.08));
  poly(ctx, [-0.45, -0.58, -0.3, -0.88, -0.04, -0.88, -0.04, -0.58], windowColor(p.dark));
  poly(ctx, [0.04, -0.58, 0.04, -0.88, 0.3, -0.88, 0.5, -0.58], windowColor(p.dark));
  rect(ctx, -1, -0.6, 2, 0.42, paint, 0.16);
  rect(ctx, -1, -0.36, 2, 0.05, lighten(paint, 0.25));
  circle(ctx, 0.93, -0.48, 0.06, p.dark ? '#fff6b0' : '#fff3c4');
  rect(ctx, -1, -0.5, 0.07, 0.08, '#e63946', 0.02);
  for (const x of [-0.58, 0.58]) {
    circle(ctx, x, -0.2, 0.2, '#25232b');
    circle(ctx, x, -0.2, 0.09, '#c9ced6');
  }
};

const bus: SubjectDrawer = (p) => {
  const { ctx } = p;
  const paint = p.color ?? '#ffc233';
  rect(ctx, -1.05, -0.95, 2.1, 0.78, paint, 0.12);
  for (let i = 0; i < 5; i++) rect(ctx, -0.92 + i * 0.34, -0.82, 0.26, 0.26, windowColor(p.dark), 0.04);
  rect(ctx, 0.82, -0.82, 0.16, 0.5, windowColor(p.dark), 0.04);
  rect(ctx, -1.05, -0.48, 2.1, 0.06, darken(paint, 0.25));
  for (const x of [-0.65, 0.6]) {
    circle(ctx, x, -0.17, 0.17, '#25232b');
    circle(ctx, x, -0.17, 0.07, '#c9ced6');
  }
};

const bicycle: SubjectDrawer = (p) => {
  const { ctx } = p;
  const frame = p.color ?? p.accent;
  ctx.strokeStyle = '#25232b';
  ctx.lineWidth = 0.05;
  for (const x of [-0.5, 0.5]) {
    ctx.beginPath();
    ctx.arc(x, -0.3, 0.28, 0, Math.PI * 2);
    ctx.stroke();
  }
  line(ctx, [-0.5, -0.3, -0.1, -0.3, 0.2, -0.7, -0.25, -0.7, -0.5, -0.3], frame, 0.06);
  line(ctx, [-0.1, -0.3, -0.25, -0.78], frame, 0.06);
  line(ctx, [0.5, -0.3, 0.2, -0.7, 0.15, -0.85, 0.28, -0.88], frame, 0.06);
  rect(ctx, -0.36, -0.84, 0.2, 0.06, '#25232b', 0.03);
};

const boat: SubjectDrawer = (p) => {
  const { ctx } = p;
  const hull = p.color ?? p.accent;
  line(ctx, [0, -0.25, 0, -1], '#6b4a2b', 0.03);
  poly(ctx, [0.03, -0.98, 0.03, -0.32, 0.45, -0.32], '#fbfaf6');
  poly(ctx, [-0.03, -0.9, -0.03, -0.32, -0.38, -0.32], lighten(p.accent2, 0.5));
  poly(ctx, [-0.6, -0.3, 0.6, -0.3, 0.45, 0, -0.45, 0], hull);
  rect(ctx, -0.55, -0.26, 1.1, 0.05, lighten(hull, 0.4));
};

const rocket: SubjectDrawer = (p) => {
  const { ctx } = p;
  const body = '#f1f3f7';
  const trim = p.color ?? p.accent;
  poly(ctx, [-0.14, -0.3, -0.25, -0.05, -0.25, 0.0, -0.1, -0.1], trim);
  poly(ctx, [0.14, -0.3, 0.25, -0.05, 0.25, 0.0, 0.1, -0.1], trim);
  poly(ctx, [-0.08, -0.08, 0.08, -0.08, 0.0, 0.05], '#ffb347');
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.moveTo(0, -1);
  ctx.bezierCurveTo(0.2, -0.8, 0.17, -0.3, 0.13, -0.08);
  ctx.lineTo(-0.13, -0.08);
  ctx.bezierCurveTo(-0.17, -0.3, -0.2, -0.8, 0, -1);
  ctx.fill();
  poly(ctx, [0, -1, 0.11, -0.86, -0.11, -0.86], trim);
  circle(ctx, 0, -0.62, 0.07, darken(trim, 0.3));
  circle(ctx, 0, -0.62, 0.05, windowColor(p.dark));
  rect(ctx, -0.03, -0.45, 0.06, 0.3, lighten(trim, 0.3), 0.02);
};

const house: SubjectDrawer = (p) => {
  const { ctx } = p;
  const wall = p.color ?? lighten(p.accent2, 0.55);
  const roof = darken(p.accent, 0.15);
  rect(ctx, 0.22, -0.95, 0.1, 0.25, '#8a5a4a');
  rect(ctx, -0.45, -0.55, 0.9, 0.55, wall);
  poly(ctx, [-0.55, -0.52, 0, -0.92, 0.55, -0.52], roof);
  rect(ctx, -0.1, -0.3, 0.2, 0.3, darken(roof, 0.1), 0.03);
  for (const x of [-0.33, 0.17]) rect(ctx, x, -0.42, 0.16, 0.14, windowColor(p.dark), 0.02);
  circle(ctx, 0, -0.68, 0.06, windowColor(p.dark));
};

const castle: SubjectDrawer = (p) => {
  const { ctx } = p;
  const stone = p.color ?? '#c9c3d6';
  const roof = p.accent;
  rect(ctx, -0.35, -0.6, 0.7, 0.6, stone);
  for (const x of [-0.5, 0.33]) {
    rect(ctx, x, -0.75, 0.17, 0.75, darken(stone, 0.08));
    poly(ctx, [x - 0.03, -0.75, x + 0.085, -0.95, x + 0.2, -0.75], roof);
  }
  rect(ctx, -0.12, -0.85, 0.24, 0.25, lighten(stone, 0.1));
  poly(ctx, [-0.15, -0.85, 0, -1, 0.15, -0.85], roof);
  for (let i = 0; i < 5; i++) rect(ctx, -0.35 + i * 0.15, -0.65, 0.08, 0.06, stone);
  rect(ctx, -0.1, -0.25, 0.2, 0.25, '#5a4632', 0.1);
  for (const x of [-0.43, 0.4]) rect(ctx, x, -0.55, 0.05, 0.1, windowColor(p.dark), 0.02);
};

const lighthouse: SubjectDrawer = (p) => {
  const { ctx } = p;
  const band = p.color ?? '#e63946';
  poly(ctx, [-0.2, 0, 0.2, 0, 0.13, -0.78, -0.13, -0.78], '#fbfaf6');
  for (const y of [-0.2, -0.5]) poly(ctx, [-0.19, y, 0.19, y, 0.17, y - 0.13, -0.17, y - 0.13], band);
  rect(ctx, -0.18, -0.82, 0.36, 0.05, '#3a3a48');
  rect(ctx, -0.11, -0.92, 0.22, 0.1, p.dark ? '#fff27a' : '#ffe9a8');
  poly(ctx, [-0.14, -0.92, 0.14, -0.92, 0, -1], band);
  if (p.dark) poly(ctx, [0.1, -0.9, 1.2, -1.0, 1.2, -0.76], 'rgba(255,245,170,0.25)');
};

const tent: SubjectDrawer = (p) => {
  const { ctx } = p;
  const cloth = p.color ?? p.accent;
  poly(ctx, [-0.72, 0, 0, -0.9, 0.72, 0], cloth);
  poly(ctx, [0, -0.9, 0.72, 0, 0.3, 0], darken(cloth, 0.18));
  poly(ctx, [-0.16, 0, 0, -0.45, 0.16, 0], p.dark ? '#ffcf6e' : '#3a2e2a');
};

const umbrella: SubjectDrawer = (p) => {
  const { ctx } = p;
  const a = p.color ?? p.accent;
  line(ctx, [0, -0.85, 0.02, 0], '#5a4632', 0.035);
  ctx.save();
  ctx.beginPath();
  ctx.arc(0, -0.6, 0.55, Math.PI, 0);
  ctx.closePath();
  ctx.clip();
  for (let i = 0; i < 6; i++) rect(ctx, -0.55 + i * 0.184, -1.2, 0.184, 0.6, i % 2 ? a : '#fbfaf6');
  ctx.restore();
};

const sign: SubjectDrawer = (p) => {
  const { ctx } = p;
  const board = p.color ?? '#fbf3df';
  for (const x of [-0.35, 0.35]) rect(ctx, x - 0.03, -0.6, 0.06, 0.6, '#7b5535');
  rect(ctx, -0.58, -1, 1.16, 0.52, darken(board, 0.25), 0.05);
  rect(ctx, -0.55, -0.97, 1.1, 0.46, board, 0.04);
};

const campfire: SubjectDrawer = (p) => {
  const { ctx } = p;
  line(ctx, [-0.45, -0.05, 0.45, -0.2], '#6b4a2b', 0.12);
  line(ctx, [-0.45, -0.2, 0.45, -0.05], '#7b5535', 0.12);
  poly(ctx, [-0.3, -0.15, -0.1, -0.95, 0.05, -0.55, 0.2, -0.85, 0.3, -0.15], '#ff7b29');
  poly(ctx, [-0.15, -0.15, 0, -0.6, 0.15, -0.15], '#ffd23f');
};

const guitar: SubjectDrawer = (p) => {
  const { ctx } = p;
  const wood = natural(p, ['#c47a3a', '#a8552a', p.accent]);
  rect(ctx, -0.04, -1, 0.08, 0.55, '#5a3a22');
  rect(ctx, -0.07, -1, 0.14, 0.12, '#3a2618', 0.03);
  circle(ctx, 0, -0.36, 0.17, wood);
  circle(ctx, 0, -0.16, 0.2, wood);
  circle(ctx, 0, -0.32, 0.06, '#2b1d16');
  rect(ctx, -0.08, -0.14, 0.16, 0.03, '#2b1d16');
  line(ctx, [0, -0.98, 0, -0.15], '#e8e1d0', 0.006);
};

/** The drawers of vehicles, buildings and things. */
export const THINGS = {
  car,
  bus,
  bicycle,
  boat,
  rocket,
  house,
  castle,
  lighthouse,
  tent,
  umbrella,
  sign,
  campfire,
  guitar,
} as const;
