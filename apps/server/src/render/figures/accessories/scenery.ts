// Clothing, companions, vehicles, screens and play-set pieces (original vector drawings; see paint.ts).
import { darken, lighten } from '../../color.ts';
import { circle, ellipse, GOLD, type Icon, INK, line, METAL, poly, rr, WOOD } from './paint.ts';

export const SCENERY_ICONS: Record<string, Icon> = {
  jacket: (ctx, c) => {
    poly(
      ctx,
      [
        -0.4, -0.85, 0.4, -0.85, 0.95, -0.5, 0.75, 0.05, 0.55, -0.1, 0.55, 0.9, -0.55, 0.9, -0.55, -0.1,
        -0.75, 0.05, -0.95, -0.5,
      ],
      c,
    );
    poly(ctx, [-0.4, -0.85, 0, -0.3, 0.4, -0.85], darken(c, 0.3));
    line(ctx, [0, -0.3, 0, 0.9], darken(c, 0.3), 0.05);
    for (const y of [-0.05, 0.25, 0.55]) circle(ctx, 0.1, y, 0.05, GOLD);
  },
  mask: (ctx, c) => {
    ellipse(ctx, 0, 0, 0.7, 0.9, c);
    ellipse(ctx, -0.28, -0.15, 0.2, 0.13, INK, 0.2);
    ellipse(ctx, 0.28, -0.15, 0.2, 0.13, INK, -0.2);
    line(ctx, [-0.25, 0.45, 0, 0.52, 0.25, 0.45], darken(c, 0.4), 0.07);
    line(ctx, [-0.55, -0.55, 0, -0.75, 0.55, -0.55], lighten(c, 0.45), 0.09);
  },
  critter: (ctx, c) => {
    ellipse(ctx, 0, 0.45, 0.55, 0.42, c);
    circle(ctx, 0, -0.2, 0.48, c);
    poly(ctx, [-0.45, -0.4, -0.38, -0.95, -0.1, -0.6], darken(c, 0.2));
    poly(ctx, [0.45, -0.4, 0.38, -0.95, 0.1, -0.6], darken(c, 0.2));
    circle(ctx, -0.17, -0.25, 0.07, INK);
    circle(ctx, 0.17, -0.25, 0.07, INK);
    ellipse(ctx, 0, -0.05, 0.09, 0.06, INK);
  },
  vehicle: (ctx, c) => {
    poly(
      ctx,
      [-0.95, 0.35, -0.95, -0.05, -0.55, -0.1, -0.3, -0.5, 0.4, -0.5, 0.65, -0.1, 0.95, 0, 0.95, 0.35],
      c,
    );
    poly(ctx, [-0.22, -0.4, 0.05, -0.4, 0.05, -0.12, -0.42, -0.12], '#bfe0f5');
    poly(ctx, [0.15, -0.4, 0.35, -0.4, 0.52, -0.12, 0.15, -0.12], '#bfe0f5');
    for (const x of [-0.55, 0.55]) {
      circle(ctx, x, 0.4, 0.24, INK);
      circle(ctx, x, 0.4, 0.1, METAL);
    }
  },
  screen: (ctx, c) => {
    rr(ctx, -0.95, -0.75, 1.9, 1.2, 0.06, INK);
    rr(ctx, -0.85, -0.65, 1.7, 1.0, 0.02, lighten(c, 0.5));
    line(ctx, [-0.6, 0.1, -0.25, -0.2, 0.05, 0, 0.5, -0.4], darken(c, 0.2), 0.07);
    rr(ctx, -0.1, 0.45, 0.2, 0.3, 0, METAL);
    rr(ctx, -0.45, 0.72, 0.9, 0.12, 0.05, METAL);
  },
  stage: (ctx, c) => {
    rr(ctx, -0.95, -0.85, 1.9, 1.2, 0.04, darken(c, 0.35));
    for (const x of [-0.95, 0.55]) rr(ctx, x, -0.85, 0.4, 1.2, 0.02, c);
    poly(ctx, [-0.95, 0.35, 0.95, 0.35, 0.8, 0.85, -0.8, 0.85], WOOD);
    rr(ctx, -0.95, 0.3, 1.9, 0.1, 0.02, GOLD);
  },
  chair: (ctx, c) => {
    rr(ctx, -0.5, -0.9, 1, 0.95, 0.15, c);
    rr(ctx, -0.6, 0, 1.2, 0.3, 0.1, darken(c, 0.2));
    line(ctx, [0, 0.3, 0, 0.7], INK, 0.1);
    line(ctx, [-0.5, 0.85, 0, 0.7, 0.5, 0.85], INK, 0.1);
  },
  flowers: (ctx, c) => {
    for (const [x, y] of [
      [-0.35, -0.45],
      [0.3, -0.5],
      [0, -0.75],
      [-0.05, -0.2],
    ] as const) {
      for (let i = 0; i < 5; i++) {
        const a = (i * Math.PI * 2) / 5;
        circle(ctx, x + Math.cos(a) * 0.12, y + Math.sin(a) * 0.12, 0.1, c);
      }
      circle(ctx, x, y, 0.07, GOLD);
    }
    poly(ctx, [-0.35, 0.05, 0.35, 0.05, 0.12, 0.95, -0.12, 0.95], '#3f9b4f');
  },
  food: (ctx, c) => {
    circle(ctx, 0, 0.1, 0.7, c === '#ffffff' ? '#d62828' : c);
    ellipse(ctx, -0.22, -0.15, 0.14, 0.2, lighten(c, 0.45), 0.5);
    line(ctx, [0, -0.55, 0.05, -0.85], WOOD, 0.08);
    ellipse(ctx, 0.25, -0.75, 0.22, 0.1, '#3f9b4f', -0.4);
  },
};
