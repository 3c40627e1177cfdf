// Sport and fitness accessories (original vector drawings; see paint.ts for the unit box).
import { darken, lighten } from '../../color.ts';
import type { Icon } from './paint.ts';
import { circle, ellipse, GOLD, INK, line, METAL, poly, ring, rotated, rr, star } from './paint.ts';

export const SPORT_ICONS: Record<string, Icon> = {
  trophy: (ctx, c) => {
    line(ctx, [-0.45, -0.65, -0.8, -0.6, -0.7, -0.2, -0.35, -0.15], '#c99a2e', 0.1);
    line(ctx, [0.45, -0.65, 0.8, -0.6, 0.7, -0.2, 0.35, -0.15], '#c99a2e', 0.1);
    poly(ctx, [-0.5, -0.8, 0.5, -0.8, 0.4, -0.1, 0.12, 0.15, -0.12, 0.15, -0.4, -0.1], '#e8b93a');
    rr(ctx, -0.1, 0.1, 0.2, 0.4, 0, '#c99a2e');
    rr(ctx, -0.45, 0.5, 0.9, 0.3, 0.05, darken(c, 0.4));
  },
  medal: (ctx, c) => {
    poly(ctx, [-0.5, -0.95, -0.15, -0.95, 0.1, -0.1, -0.2, -0.1], c);
    poly(ctx, [0.5, -0.95, 0.15, -0.95, -0.1, -0.1, 0.2, -0.1], darken(c, 0.3));
    circle(ctx, 0, 0.35, 0.5, GOLD);
    star(ctx, 0, 0.37, 0.3, darken(GOLD, 0.2));
  },
  'title-belt': (ctx, c) => {
    rr(ctx, -1, -0.22, 2, 0.44, 0.15, INK);
    ellipse(ctx, 0, 0, 0.5, 0.45, GOLD);
    circle(ctx, 0, 0, 0.25, c);
    circle(ctx, -0.72, 0, 0.12, GOLD);
    circle(ctx, 0.72, 0, 0.12, GOLD);
  },
  ball: (ctx, c) => {
    circle(ctx, 0, 0, 0.8, c);
    ctx.strokeStyle = darken(c, 0.4);
    ctx.lineWidth = 0.07;
    ctx.beginPath();
    ctx.arc(0, 0, 0.8, 0, Math.PI * 2);
    ctx.moveTo(-0.8, 0);
    ctx.lineTo(0.8, 0);
    ctx.moveTo(0, -0.8);
    ctx.quadraticCurveTo(0.5, 0, 0, 0.8);
    ctx.stroke();
  },
  racket: (ctx, c) =>
    rotated(ctx, Math.PI / 5, () => {
      ellipse(ctx, 0, -0.35, 0.45, 0.58, c);
      ellipse(ctx, 0, -0.35, 0.36, 0.48, '#f1f3f5');
      for (const x of [-0.2, 0, 0.2]) line(ctx, [x, -0.8, x, 0.1], '#9aa3ad', 0.03);
      for (const y of [-0.6, -0.35, -0.1]) line(ctx, [-0.32, y, 0.32, y], '#9aa3ad', 0.03);
      rr(ctx, -0.07, 0.2, 0.14, 0.75, 0.05, INK);
    }),
  skateboard: (ctx, c) => {
    rr(ctx, -0.98, -0.22, 1.96, 0.34, 0.17, c);
    rr(ctx, -0.8, -0.17, 1.6, 0.08, 0.04, lighten(c, 0.35));
    for (const x of [-0.6, 0.6]) {
      rr(ctx, x - 0.2, 0.1, 0.4, 0.08, 0.03, METAL);
      circle(ctx, x, 0.28, 0.16, '#f2c14e');
    }
  },
  shoes: (ctx, c) => {
    poly(ctx, [-0.9, 0.4, -0.85, -0.25, -0.35, -0.3, 0.1, 0.05, 0.9, 0.15, 0.95, 0.4], c);
    rr(ctx, -0.95, 0.35, 1.95, 0.22, 0.1, '#f4f4f4');
    for (const x of [-0.55, -0.35, -0.15]) line(ctx, [x, -0.15, x + 0.15, -0.05], '#ffffff', 0.05);
  },
  barbell: (ctx, c) => {
    rr(ctx, -1, -0.05, 2, 0.1, 0.05, METAL);
    for (const x of [-0.75, 0.55]) rr(ctx, x, -0.6, 0.2, 1.2, 0.06, c);
    for (const x of [-0.5, 0.35]) rr(ctx, x, -0.4, 0.15, 0.8, 0.05, darken(c, 0.3));
  },
  'water-bottle': (ctx, c) => {
    rr(ctx, -0.15, -0.95, 0.3, 0.2, 0.05, INK);
    rr(ctx, -0.35, -0.78, 0.7, 1.7, 0.2, c);
    rr(ctx, -0.35, -0.2, 0.7, 0.45, 0.02, lighten(c, 0.55));
  },
  'yoga-mat': (ctx, c) => {
    rr(ctx, -0.95, -0.35, 1.5, 0.7, 0.05, c);
    circle(ctx, 0.55, 0, 0.38, darken(c, 0.15));
    ring(ctx, 0.55, 0, 0.22, darken(c, 0.35), 0.05);
  },
  'boxing-glove': (ctx, c) => {
    ellipse(ctx, 0.05, -0.2, 0.7, 0.62, c);
    ellipse(ctx, -0.5, 0.05, 0.28, 0.3, darken(c, 0.1));
    rr(ctx, -0.45, 0.3, 0.9, 0.55, 0.1, '#f4f1e8');
    line(ctx, [-0.2, -0.55, 0.3, -0.55], lighten(c, 0.35), 0.08);
  },
  skis: (ctx, c) => {
    for (const x of [-0.3, 0.3]) {
      rr(ctx, x - 0.12, -0.9, 0.24, 1.8, 0.12, x < 0 ? c : darken(c, 0.2));
      rr(ctx, x - 0.14, 0, 0.28, 0.25, 0.04, INK);
    }
  },
  whistle: (ctx, c) => {
    line(ctx, [0.6, -0.2, 0.7, -0.9, -0.4, -0.9], c, 0.06);
    circle(ctx, -0.1, 0.2, 0.5, METAL);
    rr(ctx, -0.1, -0.3, 0.9, 0.35, 0.08, METAL);
    circle(ctx, -0.1, 0.2, 0.18, darken(METAL, 0.35));
  },
  dumbbell: (ctx, c) =>
    rotated(ctx, -0.5, () => {
      rr(ctx, -0.7, -0.08, 1.4, 0.16, 0.06, METAL);
      for (const x of [-0.85, 0.55]) rr(ctx, x, -0.38, 0.3, 0.76, 0.1, c);
    }),
  stopwatch: (ctx, c) => {
    rr(ctx, -0.12, -0.95, 0.24, 0.2, 0.04, INK);
    circle(ctx, 0, 0.1, 0.75, c);
    circle(ctx, 0, 0.1, 0.6, '#ffffff');
    line(ctx, [0, 0.1, 0.25, -0.25], INK, 0.07);
  },
};
