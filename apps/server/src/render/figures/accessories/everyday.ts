// Everyday, kitchen, science and leisure accessories (original vector drawings; see paint.ts).
import { darken, lighten } from '../../color.ts';
import { circle, ellipse, GOLD, type Icon, INK, line, METAL, poly, ring, rr, star, WOOD } from './paint.ts';

export const EVERYDAY_ICONS: Record<string, Icon> = {
  camera: (ctx, c) => {
    rr(ctx, -0.95, -0.45, 1.9, 1.2, 0.15, INK);
    rr(ctx, -0.5, -0.7, 0.5, 0.3, 0.06, INK);
    circle(ctx, 0.05, 0.15, 0.45, METAL);
    circle(ctx, 0.05, 0.15, 0.3, c);
    circle(ctx, -0.05, 0.05, 0.08, '#ffffff');
  },
  sunglasses: (ctx, c) => {
    line(ctx, [-0.2, -0.15, 0.2, -0.15], INK, 0.1);
    rr(ctx, -0.95, -0.3, 0.75, 0.55, 0.22, '#1d1f26');
    rr(ctx, 0.2, -0.3, 0.75, 0.55, 0.22, '#1d1f26');
    rr(ctx, -0.85, -0.22, 0.25, 0.12, 0.06, lighten(c, 0.5));
  },
  glasses: (ctx, c) => {
    ring(ctx, -0.45, 0, 0.33, c, 0.09);
    ring(ctx, 0.45, 0, 0.33, c, 0.09);
    line(ctx, [-0.12, -0.05, 0.12, -0.05], c, 0.07);
    line(ctx, [-0.78, -0.05, -0.95, -0.2], c, 0.07);
    line(ctx, [0.78, -0.05, 0.95, -0.2], c, 0.07);
  },
  hat: (ctx, c) => {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(0, 0.2, 0.7, Math.PI, 0);
    ctx.fill();
    ellipse(ctx, 0.35, 0.22, 0.75, 0.16, darken(c, 0.25));
  },
  'cowboy-hat': (ctx, c) => {
    ellipse(ctx, 0, 0.3, 0.98, 0.22, darken(c, 0.2));
    poly(ctx, [-0.5, 0.3, -0.42, -0.4, 0, -0.25, 0.42, -0.4, 0.5, 0.3], c);
    rr(ctx, -0.5, 0.1, 1, 0.14, 0.02, INK);
  },
  backpack: (ctx, c) => {
    line(ctx, [-0.3, -0.65, -0.25, -0.95, 0.25, -0.95, 0.3, -0.65], darken(c, 0.4), 0.1);
    rr(ctx, -0.65, -0.7, 1.3, 1.6, 0.3, c);
    rr(ctx, -0.45, 0.15, 0.9, 0.6, 0.12, darken(c, 0.2));
    line(ctx, [-0.35, 0.15, 0.35, 0.15], GOLD, 0.05);
  },
  umbrella: (ctx, c) => {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(0, -0.1, 0.9, Math.PI, 0);
    ctx.quadraticCurveTo(0.6, -0.25, 0.3, -0.1);
    ctx.quadraticCurveTo(0, -0.25, -0.3, -0.1);
    ctx.quadraticCurveTo(-0.6, -0.25, -0.9, -0.1);
    ctx.fill();
    line(ctx, [0, -0.1, 0, 0.75, 0.22, 0.85, 0.3, 0.7], INK, 0.08);
  },
  drone: (ctx, c) => {
    line(ctx, [-0.65, -0.45, 0.65, 0.45], INK, 0.1);
    line(ctx, [0.65, -0.45, -0.65, 0.45], INK, 0.1);
    for (const [x, y] of [
      [-0.65, -0.45],
      [0.65, -0.45],
      [-0.65, 0.45],
      [0.65, 0.45],
    ] as const)
      ellipse(ctx, x, y, 0.32, 0.08, METAL);
    rr(ctx, -0.28, -0.2, 0.56, 0.4, 0.1, c);
    circle(ctx, 0, 0.25, 0.1, INK);
  },
  palette: (ctx, c) => {
    ellipse(ctx, 0, 0, 0.95, 0.72, '#e8c99a');
    circle(ctx, 0.45, 0.3, 0.16, '#f6efe2');
    const dabs: Array<[number, number, string]> = [
      [-0.55, -0.1, '#e63946'],
      [-0.25, -0.4, '#ffb703'],
      [0.15, -0.45, '#2a9d8f'],
      [0.5, -0.2, c],
      [-0.35, 0.3, '#3a86ff'],
    ];
    for (const [x, y, col] of dabs) circle(ctx, x, y, 0.14, col);
  },
  beaker: (ctx, c) => {
    poly(ctx, [-0.25, -0.9, 0.25, -0.9, 0.25, -0.3, 0.7, 0.85, -0.7, 0.85, -0.25, -0.3], '#dfe9f1');
    poly(ctx, [-0.45, 0.25, 0.45, 0.25, 0.7, 0.85, -0.7, 0.85], c);
    for (const [x, y] of [
      [-0.1, 0.05],
      [0.12, -0.2],
      [0, -0.45],
    ] as const)
      circle(ctx, x, y, 0.08, lighten(c, 0.4));
  },
  stethoscope: (ctx, c) => {
    line(ctx, [-0.5, -0.9, -0.55, -0.2, 0, 0.3, 0.55, -0.2, 0.5, -0.9], INK, 0.09);
    line(ctx, [0, 0.3, 0, 0.55, 0.35, 0.65], INK, 0.09);
    circle(ctx, 0.5, 0.65, 0.25, METAL);
    circle(ctx, 0.5, 0.65, 0.13, c);
  },
  spoon: (ctx, c) => {
    line(ctx, [-0.75, 0.85, 0.2, -0.2], WOOD, 0.14);
    ellipse(ctx, 0.38, -0.42, 0.3, 0.42, '#b5834f', Math.PI / 4);
    circle(ctx, -0.75, 0.85, 0.07, c);
  },
  pan: (ctx, c) => {
    circle(ctx, -0.25, 0, 0.68, INK);
    circle(ctx, -0.25, 0, 0.55, '#3c4250');
    rr(ctx, 0.35, -0.1, 0.65, 0.2, 0.08, c);
    ellipse(ctx, -0.25, 0, 0.3, 0.22, '#f6d365');
  },
  cocktail: (ctx, c) => {
    poly(ctx, [-0.75, -0.75, 0.75, -0.75, 0, 0.1], '#dfe9f1');
    poly(ctx, [-0.55, -0.57, 0.55, -0.57, 0, 0.02], c);
    line(ctx, [0, 0.1, 0, 0.75], '#dfe9f1', 0.08);
    ellipse(ctx, 0, 0.8, 0.4, 0.08, '#dfe9f1');
    circle(ctx, 0.4, -0.75, 0.13, '#d62828');
  },
  book: (ctx, c) => {
    poly(ctx, [-0.95, -0.6, 0, -0.45, 0, 0.75, -0.95, 0.6], lighten(c, 0.2));
    poly(ctx, [0.95, -0.6, 0, -0.45, 0, 0.75, 0.95, 0.6], c);
    poly(ctx, [-0.85, -0.5, 0, -0.37, 0, 0.62, -0.85, 0.5], '#fbf7ea');
    poly(ctx, [0.85, -0.5, 0, -0.37, 0, 0.62, 0.85, 0.5], '#f3eedf');
  },
  pizza: (ctx) => {
    poly(ctx, [-0.75, -0.6, 0.75, -0.6, 0, 0.9], '#f4c26b');
    rr(ctx, -0.85, -0.78, 1.7, 0.26, 0.13, '#c98b3a');
    for (const [x, y] of [
      [-0.3, -0.3],
      [0.25, -0.25],
      [0, 0.2],
    ] as const)
      circle(ctx, x, y, 0.13, '#c0392b');
  },
  cupcake: (ctx, c) => {
    poly(ctx, [-0.6, 0.1, 0.6, 0.1, 0.45, 0.9, -0.45, 0.9], '#e8b86d');
    ellipse(ctx, 0, -0.05, 0.7, 0.35, c);
    ellipse(ctx, 0, -0.35, 0.45, 0.3, lighten(c, 0.25));
    circle(ctx, 0, -0.72, 0.15, '#d62828');
  },
  gift: (ctx, c) => {
    rr(ctx, -0.75, -0.25, 1.5, 1.1, 0.06, c);
    rr(ctx, -0.85, -0.45, 1.7, 0.3, 0.05, darken(c, 0.15));
    rr(ctx, -0.1, -0.45, 0.2, 1.3, 0, GOLD);
    ellipse(ctx, -0.25, -0.6, 0.25, 0.14, GOLD, -0.4);
    ellipse(ctx, 0.25, -0.6, 0.25, 0.14, GOLD, 0.4);
  },
  balloon: (ctx, c) => {
    ellipse(ctx, 0, -0.3, 0.55, 0.65, c);
    poly(ctx, [-0.08, 0.38, 0.08, 0.38, 0, 0.3], c);
    line(ctx, [0, 0.38, 0.12, 0.6, -0.08, 0.8, 0.05, 0.98], '#6b7280', 0.04);
    ellipse(ctx, -0.2, -0.55, 0.1, 0.18, lighten(c, 0.5), 0.4);
  },
  flag: (ctx, c) => {
    line(ctx, [-0.7, -0.95, -0.7, 0.95], INK, 0.1);
    poly(ctx, [-0.65, -0.9, 0.9, -0.7, 0.75, -0.35, 0.9, 0, -0.65, -0.15], c);
    star(ctx, 0, -0.45, 0.2, '#ffffff');
  },
  magnifier: (ctx, c) => {
    line(ctx, [0.3, 0.3, 0.85, 0.85], WOOD, 0.2);
    circle(ctx, -0.2, -0.2, 0.6, `${lighten(c, 0.7)}`);
    ring(ctx, -0.2, -0.2, 0.6, METAL, 0.14);
  },
  controller: (ctx, c) => {
    rr(ctx, -0.95, -0.4, 1.9, 0.8, 0.38, c);
    rr(ctx, -0.62, -0.2, 0.12, 0.4, 0.02, INK);
    rr(ctx, -0.76, -0.06, 0.4, 0.12, 0.02, INK);
    for (const [x, y, col] of [
      [0.5, -0.15, '#e63946'],
      [0.7, 0.05, '#ffb703'],
      [0.3, 0.05, '#2a9d8f'],
    ] as const)
      circle(ctx, x, y, 0.1, col);
  },
  dice: (ctx, c) => {
    rr(ctx, -0.75, -0.75, 1.5, 1.5, 0.25, '#f8f8f5');
    for (const [x, y] of [
      [-0.4, -0.4],
      [0.4, -0.4],
      [0, 0],
      [-0.4, 0.4],
      [0.4, 0.4],
    ] as const)
      circle(ctx, x, y, 0.13, c);
  },
  bell: (ctx, c) => {
    poly(ctx, [-0.7, 0.55, -0.5, 0.3, -0.45, -0.3, 0, -0.7, 0.45, -0.3, 0.5, 0.3, 0.7, 0.55], GOLD);
    circle(ctx, 0, 0.7, 0.15, c);
    circle(ctx, 0, -0.78, 0.1, darken(GOLD, 0.3));
  },
  'hand-mirror': (ctx, c) => {
    rr(ctx, -0.1, 0.25, 0.2, 0.75, 0.06, c);
    ellipse(ctx, 0, -0.3, 0.55, 0.65, GOLD);
    ellipse(ctx, 0, -0.3, 0.44, 0.54, '#d8ecf7');
    line(ctx, [-0.2, -0.6, 0.05, -0.35], '#ffffff', 0.06);
  },
  'coffee-beans': (ctx, c) => {
    rr(ctx, -0.6, -0.7, 1.2, 1.6, 0.1, '#b58d5b');
    rr(ctx, -0.6, -0.85, 1.2, 0.25, 0.04, darken('#b58d5b', 0.25));
    ellipse(ctx, 0, 0.15, 0.28, 0.38, c === '#ffffff' ? '#4a2c1a' : darken(c, 0.3));
    line(ctx, [0, -0.2, 0.05, 0.5], '#b58d5b', 0.05);
  },
  lightbulb: (ctx, c) => {
    circle(ctx, 0, -0.25, 0.6, '#ffe680');
    rr(ctx, -0.25, 0.3, 0.5, 0.45, 0.06, METAL);
    line(ctx, [-0.2, -0.2, 0, 0.05, 0.2, -0.2], darken(c, 0.2), 0.06);
  },
  'paint-roller': (ctx, c) => {
    rr(ctx, -0.8, -0.85, 1.3, 0.45, 0.15, c);
    line(ctx, [0.5, -0.62, 0.75, -0.62, 0.75, -0.2, 0, -0.1, 0, 0.3], INK, 0.08);
    rr(ctx, -0.1, 0.3, 0.2, 0.65, 0.06, WOOD);
  },
};
