// Music and stage accessories (original vector drawings; see paint.ts for the unit box).
import { darken, lighten } from '../../color.ts';
import type { Icon } from './paint.ts';
import { circle, ellipse, GOLD, INK, line, METAL, poly, ring, rotated, rr, star, WOOD } from './paint.ts';

export const MUSIC_ICONS: Record<string, Icon> = {
  microphone: (ctx, c) => {
    rr(ctx, -0.13, -0.15, 0.26, 1.1, 0.1, INK);
    circle(ctx, 0, -0.45, 0.42, METAL);
    line(ctx, [-0.3, -0.45, 0.3, -0.45], darken(METAL, 0.3), 0.05);
    rr(ctx, -0.16, -0.08, 0.32, 0.12, 0.04, c);
  },
  guitar: (ctx, c) =>
    rotated(ctx, -Math.PI / 5, () => {
      rr(ctx, -0.07, -1.05, 0.14, 1.1, 0.04, '#5e3820');
      circle(ctx, 0, 0.2, 0.38, c);
      circle(ctx, 0, 0.62, 0.45, c);
      circle(ctx, 0, 0.35, 0.12, INK);
    }),
  'electric-guitar': (ctx, c) =>
    rotated(ctx, -Math.PI / 4, () => {
      rr(ctx, -0.06, -1.05, 0.12, 1.15, 0.03, '#3b2a20');
      poly(ctx, [-0.1, -1.05, 0.18, -1.1, 0.1, -0.9, -0.1, -0.92], INK);
      poly(ctx, [-0.5, 0.05, 0.25, 0.05, 0.55, -0.25, 0.45, 0.4, 0.3, 0.95, -0.4, 0.85, -0.55, 0.4], c);
      rr(ctx, -0.2, 0.35, 0.4, 0.1, 0.02, INK);
      rr(ctx, -0.2, 0.55, 0.4, 0.1, 0.02, INK);
    }),
  bass: (ctx, c) =>
    rotated(ctx, 0.2, () => {
      rr(ctx, -0.05, -1.05, 0.1, 1.2, 0.03, '#3b2a20');
      ellipse(ctx, 0, 0.5, 0.42, 0.5, c);
      ellipse(ctx, 0, 0.05, 0.3, 0.25, c);
      for (const x of [-0.03, 0.03]) line(ctx, [x, -1, x, 0.8], '#e9e4d8', 0.02);
      rr(ctx, -0.22, 0.6, 0.44, 0.08, 0.02, INK);
    }),
  trumpet: (ctx, c) => {
    rr(ctx, -0.9, -0.1, 1.3, 0.16, 0.05, GOLD);
    poly(ctx, [0.35, -0.05, 0.95, -0.45, 0.95, 0.4, 0.35, 0.0], GOLD);
    rr(ctx, -0.5, -0.1, 0.6, 0.42, 0.15, darken(GOLD, 0.1));
    for (const x of [-0.35, -0.2, -0.05]) rr(ctx, x, -0.35, 0.08, 0.26, 0.02, darken(GOLD, 0.3));
    ellipse(ctx, 0.95, -0.02, 0.08, 0.42, lighten(c, 0.3));
  },
  drumsticks: (ctx) => {
    line(ctx, [-0.75, 0.85, 0.55, -0.85], '#d8b27a', 0.13);
    line(ctx, [-0.35, 0.9, 0.75, -0.8], '#c89b5e', 0.13);
    circle(ctx, 0.58, -0.88, 0.09, '#efe3c8');
    circle(ctx, 0.78, -0.83, 0.09, '#efe3c8');
  },
  drum: (ctx, c) => {
    rr(ctx, -0.8, -0.35, 1.6, 0.95, 0.1, c);
    ellipse(ctx, 0, -0.35, 0.8, 0.25, '#f1efe8');
    for (const x of [-0.55, -0.2, 0.2, 0.55]) line(ctx, [x, -0.2, x + 0.12, 0.5], GOLD, 0.05);
    line(ctx, [-0.7, -0.95, 0, -0.45], '#d8b27a', 0.09);
  },
  keytar: (ctx, c) =>
    rotated(ctx, -0.3, () => {
      poly(ctx, [-0.95, -0.25, 0.55, -0.25, 0.95, -0.55, 0.95, -0.25, 0.6, 0.25, -0.95, 0.25], c);
      rr(ctx, -0.85, -0.12, 1.2, 0.28, 0.02, '#ffffff');
      for (let i = 0; i < 8; i++) rr(ctx, -0.8 + i * 0.15, -0.12, 0.06, 0.16, 0, INK);
    }),
  vinyl: (ctx, c) => {
    circle(ctx, 0, 0, 0.9, '#17181c');
    for (const r of [0.75, 0.6]) ring(ctx, 0, 0, r, '#33353d', 0.03);
    circle(ctx, 0, 0, 0.32, c);
    circle(ctx, 0, 0, 0.06, '#f4f1e8');
  },
  boombox: (ctx, c) => {
    line(ctx, [-0.55, -0.45, -0.5, -0.75, 0.5, -0.75, 0.55, -0.45], METAL, 0.08);
    rr(ctx, -0.95, -0.45, 1.9, 1.05, 0.1, c);
    for (const x of [-0.55, 0.55]) {
      circle(ctx, x, 0.1, 0.3, INK);
      circle(ctx, x, 0.1, 0.1, METAL);
    }
    rr(ctx, -0.22, -0.25, 0.44, 0.3, 0.03, '#d4e6f1');
  },
  headphones: (ctx, c) => {
    ctx.strokeStyle = c;
    ctx.lineWidth = 0.18;
    ctx.beginPath();
    ctx.arc(0, 0.15, 0.72, Math.PI, 0);
    ctx.stroke();
    rr(ctx, -0.98, 0, 0.42, 0.78, 0.18, INK);
    rr(ctx, 0.56, 0, 0.42, 0.78, 0.18, INK);
    rr(ctx, -0.9, 0.1, 0.2, 0.58, 0.08, c);
    rr(ctx, 0.7, 0.1, 0.2, 0.58, 0.08, c);
  },
  'mirror-ball': (ctx, c) => {
    line(ctx, [0, -1, 0, -0.75], INK, 0.05);
    circle(ctx, 0, 0.05, 0.8, '#c9d1d9');
    for (let i = -3; i <= 3; i++) line(ctx, [-0.8, i * 0.22 + 0.05, 0.8, i * 0.22 + 0.05], '#8b95a1', 0.03);
    for (let i = -3; i <= 3; i++) line(ctx, [i * 0.22, -0.75, i * 0.22, 0.85], '#8b95a1', 0.03);
    star(ctx, -0.3, -0.25, 0.18, lighten(c, 0.6));
  },
  amp: (ctx, c) => {
    rr(ctx, -0.8, -0.85, 1.6, 1.7, 0.08, INK);
    rr(ctx, -0.68, -0.45, 1.36, 1.15, 0.04, '#3d424f');
    circle(ctx, 0, 0.12, 0.42, '#1a1c22');
    rr(ctx, -0.68, -0.75, 1.36, 0.2, 0.03, GOLD);
    for (const x of [-0.45, -0.15, 0.15, 0.45]) circle(ctx, x, -0.65, 0.05, c);
  },
  spotlight: (ctx, c) => {
    poly(ctx, [-0.2, -0.3, 0.2, -0.3, 0.95, 0.95, -0.95, 0.95], `${lighten(c, 0.7)}aa`);
    rr(ctx, -0.4, -0.95, 0.8, 0.7, 0.12, INK);
    ellipse(ctx, 0, -0.28, 0.32, 0.08, '#fff6c8');
  },
  baton: (ctx) => {
    line(ctx, [-0.8, 0.8, 0.85, -0.85], INK, 0.12);
    line(ctx, [-0.8, 0.8, 0.85, -0.85], '#f4f1e8', 0.07);
    ellipse(ctx, -0.72, 0.72, 0.14, 0.22, WOOD, Math.PI / 4);
  },
  harmonica: (ctx, c) => {
    rr(ctx, -0.95, -0.3, 1.9, 0.6, 0.08, METAL);
    rr(ctx, -0.95, -0.08, 1.9, 0.16, 0.02, c);
    for (let i = 0; i < 8; i++) rr(ctx, -0.82 + i * 0.21, -0.05, 0.1, 0.1, 0.02, INK);
  },
};
