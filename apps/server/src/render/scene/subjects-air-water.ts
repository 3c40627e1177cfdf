// What flies or swims in a scene: birds, butterflies, planes, balloons, saucers, planets, fish,
// whales, dolphins, turtles and octopuses, in the unit space of scene-kit.ts (facing right).

import { darken, lighten } from '../color.ts';
import { circle, ellipse, eyes, line, natural, poly, rect, type SubjectDrawer } from './scene-kit.ts';

const bird: SubjectDrawer = (p) => {
  const { ctx } = p;
  const body = natural(p, ['#4a90d9', '#e4572e', '#f3f1ea', '#ffc93c', '#3a3a48']);
  ellipse(ctx, 0, -0.5, 0.4, 0.28, body);
  poly(ctx, [-0.1, -0.6, -0.45, -1, 0.15, -0.65], darken(body, 0.15));
  poly(ctx, [-0.35, -0.5, -0.75, -0.65, -0.7, -0.35], body);
  circle(ctx, 0.38, -0.65, 0.2, body);
  poly(ctx, [0.55, -0.7, 0.78, -0.62, 0.55, -0.58], '#f2a93b');
  eyes(ctx, 0.44, -0.7, 0, 0.045);
};

const butterfly: SubjectDrawer = (p) => {
  const { ctx } = p;
  const wing = p.color ?? p.accent;
  for (const s of [-1, 1]) {
    ellipse(ctx, s * 0.3, -0.65, 0.3, 0.3, wing, s * 0.4);
    ellipse(ctx, s * 0.25, -0.25, 0.2, 0.2, lighten(wing, 0.3), -s * 0.4);
    circle(ctx, s * 0.32, -0.68, 0.09, lighten(p.accent2, 0.3));
  }
  ellipse(ctx, 0, -0.45, 0.05, 0.35, '#2a2530');
  line(ctx, [0, -0.78, -0.12, -1], '#2a2530', 0.03);
  line(ctx, [0, -0.78, 0.12, -1], '#2a2530', 0.03);
};

const fish: SubjectDrawer = (p) => {
  const { ctx } = p;
  const scale = natural(p, ['#ff8c42', '#ffd23f', '#4ecdc4', '#ff5d8f', '#7b6cf6']);
  poly(ctx, [-0.45, -0.5, -0.8, -0.85, -0.8, -0.15], darken(scale, 0.15));
  ellipse(ctx, 0, -0.5, 0.55, 0.38, scale);
  poly(ctx, [-0.1, -0.85, 0.2, -0.88, 0.15, -0.75], darken(scale, 0.15));
  for (const x of [-0.15, 0.05]) line(ctx, [x, -0.8, x, -0.2], lighten(scale, 0.45), 0.06);
  eyes(ctx, 0.3, -0.58, 0, 0.08);
};

const whale: SubjectDrawer = (p) => {
  const { ctx } = p;
  const skin = p.color ?? '#3c6e9f';
  poly(ctx, [-0.75, -0.55, -1.1, -0.95, -1.05, -0.45, -1.1, -0.2], skin);
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.moveTo(-0.8, -0.5);
  ctx.bezierCurveTo(-0.4, -1.05, 0.9, -1.0, 1.05, -0.35);
  ctx.bezierCurveTo(1.05, -0.05, 0.2, 0, -0.8, -0.5);
  ctx.fill();
  ctx.fillStyle = lighten(skin, 0.55);
  ctx.beginPath();
  ctx.moveTo(-0.4, -0.35);
  ctx.bezierCurveTo(0.1, -0.1, 0.8, -0.05, 1.02, -0.3);
  ctx.bezierCurveTo(0.7, -0.25, 0.1, -0.2, -0.4, -0.35);
  ctx.fill();
  eyes(ctx, 0.6, -0.48, 0, 0.05);
  line(ctx, [0.3, -0.92, 0.25, -1.0], lighten(skin, 0.7), 0.03);
};

const dolphin: SubjectDrawer = (p) => {
  const { ctx } = p;
  const skin = p.color ?? '#7a9cc6';
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.moveTo(-0.95, -0.7);
  ctx.bezierCurveTo(-0.5, -0.3, 0.4, -1.05, 0.95, -0.45);
  ctx.lineTo(0.8, -0.4);
  ctx.bezierCurveTo(0.4, -0.5, -0.2, -0.05, -0.85, -0.55);
  ctx.fill();
  poly(ctx, [-0.1, -0.72, 0.05, -1, 0.2, -0.75], skin);
  poly(ctx, [-0.9, -0.62, -1.0, -0.9, -0.75, -0.6, -1.0, -0.45], skin);
  eyes(ctx, 0.6, -0.62, 0, 0.04);
};

const turtle: SubjectDrawer = (p) => {
  const { ctx } = p;
  const shell = p.color ?? '#5a8f4e';
  const skin = '#9ccc65';
  for (const x of [-0.45, 0.35]) ellipse(ctx, x, -0.15, 0.16, 0.08, skin, 0.4);
  circle(ctx, 0.72, -0.35, 0.16, skin);
  eyes(ctx, 0.78, -0.38, 0, 0.035);
  ellipse(ctx, 0, -0.35, 0.62, 0.35, shell);
  for (const [x, y] of [
    [-0.25, -0.4],
    [0.05, -0.5],
    [0.3, -0.35],
    [0, -0.25],
  ] as const)
    circle(ctx, x, y, 0.1, lighten(shell, 0.25));
};

const octopus: SubjectDrawer = (p) => {
  const { ctx } = p;
  const skin = p.color ?? '#e76f9a';
  for (let i = 0; i < 6; i++) {
    const x = -0.35 + i * 0.14;
    line(ctx, [x, -0.45, x + (i % 2 ? 0.08 : -0.08), -0.2, x, -0.05], skin, 0.08);
  }
  ellipse(ctx, 0, -0.65, 0.36, 0.33, skin);
  eyes(ctx, 0, -0.62, 0.22, 0.06);
  circle(ctx, -0.15, -0.85, 0.05, lighten(skin, 0.35));
};

const airplane: SubjectDrawer = (p) => {
  const { ctx } = p;
  const paint = p.color ?? '#f4f6fa';
  poly(ctx, [-0.1, -0.5, -0.35, -0.05, -0.15, -0.05, 0.25, -0.5], darken(paint, 0.12));
  poly(ctx, [-0.75, -0.55, -0.9, -0.95, -0.7, -0.95, -0.5, -0.6], p.accent);
  rect(ctx, -0.85, -0.65, 1.7, 0.26, paint, 0.13);
  poly(ctx, [-0.05, -0.55, -0.3, -0.95, -0.1, -0.95, 0.3, -0.55], paint);
  for (let i = 0; i < 6; i++) circle(ctx, -0.45 + i * 0.16, -0.55, 0.035, '#5aa9e6');
  rect(ctx, -0.85, -0.46, 1.6, 0.04, p.accent2);
};

const balloon: SubjectDrawer = (p) => {
  const { ctx } = p;
  const skin = p.color ?? p.accent;
  line(ctx, [0, -0.42, 0.03, -0.2, -0.02, 0], '#5a5560', 0.015);
  ellipse(ctx, 0, -0.72, 0.26, 0.3, skin);
  poly(ctx, [-0.04, -0.4, 0.04, -0.4, 0, -0.44], skin);
  ellipse(ctx, -0.09, -0.82, 0.05, 0.09, 'rgba(255,255,255,0.45)', 0.4);
};

const hotAirBalloon: SubjectDrawer = (p) => {
  const { ctx } = p;
  const a = p.color ?? p.accent;
  const b = p.accent2;
  ctx.save();
  ctx.beginPath();
  ctx.ellipse(0, -0.65, 0.36, 0.36, 0, 0, Math.PI * 2);
  ctx.clip();
  for (let i = 0; i < 6; i++) rect(ctx, -0.36 + i * 0.12, -1.01, 0.12, 0.72, i % 2 ? a : b);
  ctx.restore();
  poly(ctx, [-0.33, -0.52, 0.33, -0.52, 0.1, -0.25, -0.1, -0.25], i2(a));
  for (const s of [-1, 1]) line(ctx, [s * 0.1, -0.25, s * 0.09, -0.13], '#5a4632', 0.012);
  rect(ctx, -0.11, -0.14, 0.22, 0.14, '#8a5a36', 0.02);
};
const i2 = (c: string) => darken(c, 0.15);

const ufo: SubjectDrawer = (p) => {
  const { ctx } = p;
  ellipse(ctx, 0, -0.68, 0.35, 0.3, 'rgba(180,240,255,0.75)');
  ellipse(ctx, 0, -0.45, 0.9, 0.2, p.color ?? '#b8c2cc');
  ellipse(ctx, 0, -0.5, 0.9, 0.1, lighten(p.color ?? '#b8c2cc', 0.3));
  for (let i = -2; i <= 2; i++) circle(ctx, i * 0.3, -0.38, 0.05, p.dark ? '#fff27a' : p.accent);
  if (p.dark) poly(ctx, [-0.4, -0.3, 0.4, -0.3, 0.7, 0.3, -0.7, 0.3], 'rgba(255,250,180,0.18)');
};

const planet: SubjectDrawer = (p) => {
  const { ctx } = p;
  const skin = p.color ?? p.accent;
  circle(ctx, 0, -0.5, 0.36, skin);
  ctx.save();
  ctx.beginPath();
  ctx.arc(0, -0.5, 0.36, 0, Math.PI * 2);
  ctx.clip();
  for (const y of [-0.72, -0.55, -0.35]) rect(ctx, -0.4, y, 0.8, 0.06, darken(skin, 0.15));
  ctx.restore();
  ctx.strokeStyle = lighten(p.accent2, 0.3);
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.ellipse(0, -0.5, 0.7, 0.14, -0.25, 0, Math.PI * 2);
  ctx.stroke();
};

/** The drawers of what flies and swims. */
export const AIR_WATER = {
  bird,
  butterfly,
  fish,
  whale,
  dolphin,
  turtle,
  octopus,
  airplane,
  balloon,
  hotAirBalloon,
  ufo,
  planet,
} as const;
