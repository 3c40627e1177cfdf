// Plants and the small things that sit on a table or a picnic blanket: trees, flowers, cacti,
// mushrooms, a coffee cup, a laptop, a book, a cake, a gift and a pizza (unit space of scene-kit.ts).

import { darken, lighten } from '../color.ts';
import { circle, ellipse, line, natural, poly, rect, type SubjectDrawer } from './scene-kit.ts';

const LEAF = ['#4caf50', '#5cb85c', '#3f9b4b', '#6cbf45'];

const tree: SubjectDrawer = (p) => {
  const { ctx } = p;
  const leaf = natural(p, LEAF);
  rect(ctx, -0.06, -0.5, 0.12, 0.5, '#7b5535', 0.03);
  line(ctx, [0, -0.4, 0.14, -0.55], '#7b5535', 0.05);
  circle(ctx, -0.18, -0.6, 0.22, darken(leaf, 0.12));
  circle(ctx, 0.2, -0.62, 0.2, darken(leaf, 0.08));
  circle(ctx, 0, -0.78, 0.26, leaf);
  circle(ctx, -0.08, -0.86, 0.1, lighten(leaf, 0.2));
};

const palmTree: SubjectDrawer = (p) => {
  const { ctx } = p;
  const leaf = natural(p, ['#3f9b4b', '#4caf50']);
  ctx.strokeStyle = '#9b6b3f';
  ctx.lineWidth = 0.07;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(0.05, -0.5, -0.05, -0.85);
  ctx.stroke();
  for (const a of [-2.7, -2.1, -1.5, -0.9, -0.4]) {
    const x = -0.05 + Math.cos(a) * 0.4;
    const y = -0.85 + Math.sin(a) * 0.12 + 0.14;
    ctx.strokeStyle = leaf;
    ctx.lineWidth = 0.07;
    ctx.beginPath();
    ctx.moveTo(-0.05, -0.86);
    ctx.quadraticCurveTo((x - 0.05) / 2, -1.0, x, y);
    ctx.stroke();
  }
  for (const dx of [-0.04, 0.03]) circle(ctx, dx - 0.04, -0.8, 0.035, '#6b4a2b');
};

const pineTree: SubjectDrawer = (p) => {
  const { ctx } = p;
  const leaf = natural(p, ['#2e7d4f', '#2f6f4a', '#3a8a5a']);
  rect(ctx, -0.04, -0.15, 0.08, 0.15, '#6b4a2b');
  for (const [y, w] of [
    [-0.15, 0.3],
    [-0.4, 0.24],
    [-0.62, 0.17],
  ] as const)
    poly(ctx, [-w, y, 0, y - 0.38, w, y], y === -0.15 ? darken(leaf, 0.1) : leaf);
  if (/christmas/.test(p.word))
    for (const [x, y] of [
      [-0.1, -0.3],
      [0.12, -0.45],
      [-0.05, -0.6],
      [0.08, -0.22],
    ] as const)
      circle(ctx, x, y, 0.03, p.accent);
};

const flower: SubjectDrawer = (p) => {
  const { ctx } = p;
  const petal = natural(p, ['#ff5d8f', '#ffd23f', '#ffffff', '#b388eb', '#ff8c42']);
  line(ctx, [0, 0, 0, -0.65], '#3f9b4b', 0.06);
  ellipse(ctx, 0.1, -0.3, 0.12, 0.05, '#4caf50', -0.5);
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    ellipse(ctx, Math.cos(a) * 0.14, -0.78 + Math.sin(a) * 0.14, 0.1, 0.06, petal, a);
  }
  circle(ctx, 0, -0.78, 0.08, '#f2a93b');
};

const cactus: SubjectDrawer = (p) => {
  const { ctx } = p;
  const skin = p.color ?? '#5a9e5a';
  line(ctx, [0, -0.05, 0, -0.85], skin, 0.2);
  line(ctx, [-0.05, -0.4, -0.25, -0.42, -0.25, -0.65], skin, 0.12);
  line(ctx, [0.05, -0.5, 0.24, -0.52, 0.24, -0.7], skin, 0.12);
  line(ctx, [0, -0.1, 0, -0.8], lighten(skin, 0.2), 0.025);
  circle(ctx, 0, -0.96, 0.05, '#ff5d8f');
};

const mushroom: SubjectDrawer = (p) => {
  const { ctx } = p;
  const cap = p.color ?? '#e63946';
  rect(ctx, -0.12, -0.55, 0.24, 0.55, '#f6ecd9', 0.08);
  ctx.fillStyle = cap;
  ctx.beginPath();
  ctx.ellipse(0, -0.52, 0.45, 0.45, 0, Math.PI, 0);
  ctx.fill();
  for (const [x, y, r] of [
    [-0.2, -0.7, 0.07],
    [0.12, -0.8, 0.06],
    [0.25, -0.6, 0.05],
  ] as const)
    circle(ctx, x, y, r, '#ffffff');
};

const coffeeCup: SubjectDrawer = (p) => {
  const { ctx } = p;
  const mug = p.color ?? p.accent;
  ctx.strokeStyle = mug;
  ctx.lineWidth = 0.09;
  ctx.beginPath();
  ctx.arc(0.32, -0.45, 0.17, -Math.PI / 2, Math.PI / 2);
  ctx.stroke();
  rect(ctx, -0.38, -0.78, 0.7, 0.78, mug, 0.1);
  ellipse(ctx, -0.03, -0.76, 0.33, 0.07, '#5a3621');
  rect(ctx, -0.38, -0.45, 0.7, 0.1, lighten(mug, 0.35));
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  ctx.lineWidth = 0.035;
  for (const x of [-0.12, 0.08]) {
    ctx.beginPath();
    ctx.moveTo(x, -0.84);
    ctx.bezierCurveTo(x + 0.08, -0.9, x - 0.08, -0.95, x, -1.01);
    ctx.stroke();
  }
};

const laptop: SubjectDrawer = (p) => {
  const { ctx } = p;
  const shell = p.color ?? '#c9ced6';
  poly(ctx, [-0.5, -0.1, -0.42, -1, 0.42, -1, 0.5, -0.1], shell);
  poly(ctx, [-0.44, -0.16, -0.37, -0.93, 0.37, -0.93, 0.44, -0.16], p.dark ? '#6ec6ff' : '#2b3a55');
  rect(ctx, -0.3, -0.75, 0.4, 0.06, p.accent);
  rect(ctx, -0.3, -0.62, 0.55, 0.04, lighten(p.accent2, 0.3));
  rect(ctx, -0.3, -0.52, 0.3, 0.04, lighten(p.accent2, 0.3));
  rect(ctx, -0.65, -0.1, 1.3, 0.1, darken(shell, 0.12), 0.03);
};

const book: SubjectDrawer = (p) => {
  const { ctx } = p;
  const cover = p.color ?? p.accent;
  rect(ctx, -0.6, -0.55, 1.2, 0.55, '#fbf5e6', 0.04);
  rect(ctx, -0.62, -0.62, 1.24, 0.22, cover, 0.05);
  rect(ctx, -0.62, -0.25, 1.24, 0.25, darken(cover, 0.15), 0.05);
  rect(ctx, -0.3, -0.56, 0.6, 0.06, lighten(p.accent2, 0.4));
};

const cake: SubjectDrawer = (p) => {
  const { ctx } = p;
  const icing = p.color ?? '#ffb3c7';
  rect(ctx, -0.48, -0.45, 0.96, 0.45, '#f3d9b1', 0.06);
  rect(ctx, -0.5, -0.55, 1.0, 0.16, icing, 0.08);
  for (let i = 0; i < 5; i++) circle(ctx, -0.4 + i * 0.2, -0.39, 0.06, icing);
  rect(ctx, -0.48, -0.22, 0.96, 0.05, icing);
  for (const x of [-0.2, 0, 0.2]) {
    rect(ctx, x - 0.025, -0.8, 0.05, 0.25, x === 0 ? p.accent : p.accent2, 0.02);
    ellipse(ctx, x, -0.86, 0.03, 0.06, '#ffcf3f');
  }
};

const gift: SubjectDrawer = (p) => {
  const { ctx } = p;
  const paper = p.color ?? p.accent;
  const ribbon = p.accent2 === paper ? '#ffffff' : lighten(p.accent2, 0.2);
  rect(ctx, -0.45, -0.7, 0.9, 0.7, paper, 0.04);
  rect(ctx, -0.5, -0.8, 1.0, 0.16, darken(paper, 0.1), 0.04);
  rect(ctx, -0.07, -0.8, 0.14, 0.8, ribbon);
  for (const s of [-1, 1]) ellipse(ctx, s * 0.14, -0.9, 0.15, 0.08, ribbon, s * 0.5);
};

const pizza: SubjectDrawer = (p) => {
  const { ctx } = p;
  ellipse(ctx, 0, -0.35, 0.8, 0.35, '#e0a458');
  ellipse(ctx, 0, -0.38, 0.7, 0.29, '#f7c85c');
  for (const [x, y] of [
    [-0.35, -0.4],
    [0.1, -0.5],
    [0.4, -0.32],
    [-0.05, -0.25],
    [-0.5, -0.3],
  ] as const)
    ellipse(ctx, x, y, 0.09, 0.05, '#c0392b');
  for (const [x, y] of [
    [-0.2, -0.5],
    [0.25, -0.4],
  ] as const)
    circle(ctx, x, y, 0.03, '#3f9b4b');
};

/** The drawers of plants and table things. */
export const NATURE = {
  tree,
  palmTree,
  pineTree,
  flower,
  cactus,
  mushroom,
  coffeeCup,
  laptop,
  book,
  cake,
  gift,
  pizza,
} as const;
