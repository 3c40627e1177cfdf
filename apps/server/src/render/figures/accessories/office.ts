// Office and paperwork accessories (original vector drawings; see paint.ts for the unit box).
import { darken, lighten } from '../../color.ts';
import { circle, GOLD, type Icon, INK, line, METAL, poly, ring, rr, WOOD } from './paint.ts';

export const OFFICE_ICONS: Record<string, Icon> = {
  laptop: (ctx, c) => {
    rr(ctx, -0.7, -0.65, 1.4, 0.95, 0.08, INK);
    rr(ctx, -0.6, -0.56, 1.2, 0.77, 0.03, lighten(c, 0.55));
    poly(ctx, [-0.85, 0.35, 0.85, 0.35, 1, 0.55, -1, 0.55], '#c7ccd6');
  },
  phone: (ctx, c) => {
    rr(ctx, -0.42, -0.85, 0.84, 1.7, 0.16, '#22252e');
    rr(ctx, -0.34, -0.72, 0.68, 1.38, 0.06, lighten(c, 0.5));
    circle(ctx, 0, 0.76, 0.05, '#666');
  },
  tablet: (ctx, c) => {
    rr(ctx, -0.7, -0.85, 1.4, 1.7, 0.12, INK);
    rr(ctx, -0.6, -0.74, 1.2, 1.48, 0.04, lighten(c, 0.6));
    line(ctx, [-0.4, -0.4, 0.3, -0.4], c, 0.08);
    line(ctx, [-0.4, -0.15, 0.4, -0.15], lighten(c, 0.2), 0.08);
  },
  briefcase: (ctx, c) => {
    line(ctx, [-0.3, -0.45, -0.3, -0.7, 0.3, -0.7, 0.3, -0.45], '#3a2a1e', 0.12);
    rr(ctx, -0.9, -0.45, 1.8, 1.2, 0.12, WOOD);
    rr(ctx, -0.9, -0.1, 1.8, 0.12, 0, darken(c, 0.2));
    rr(ctx, -0.12, -0.16, 0.24, 0.24, 0.04, GOLD);
  },
  mug: (ctx, c) => {
    line(ctx, [0.45, -0.35, 0.8, -0.3, 0.8, 0.25, 0.45, 0.3], darken(c, 0.1), 0.16);
    rr(ctx, -0.6, -0.5, 1.1, 1.25, 0.14, c);
    rr(ctx, -0.6, -0.5, 1.1, 0.18, 0.08, darken(c, 0.25));
    line(ctx, [-0.25, -0.65, -0.15, -0.85, -0.25, -1], '#b8c0cc', 0.07);
    line(ctx, [0.1, -0.65, 0.2, -0.85, 0.1, -1], '#b8c0cc', 0.07);
  },
  badge: (ctx, c) => {
    line(ctx, [-0.35, -1, 0, -0.55, 0.35, -1], c, 0.1);
    rr(ctx, -0.6, -0.55, 1.2, 1.45, 0.1, '#ffffff');
    rr(ctx, -0.6, -0.55, 1.2, 0.3, 0.1, c);
    rr(ctx, -0.3, -0.1, 0.6, 0.55, 0.06, '#c9d2de');
    line(ctx, [-0.35, 0.65, 0.35, 0.65], '#8a94a3', 0.08);
  },
  cards: (ctx, c) => {
    ctx.save();
    ctx.rotate(-0.18);
    rr(ctx, -0.85, -0.5, 1.6, 0.95, 0.06, darken('#ffffff', 0.12));
    ctx.restore();
    rr(ctx, -0.75, -0.35, 1.6, 0.95, 0.06, '#ffffff');
    rr(ctx, -0.6, -0.2, 0.3, 0.3, 0.05, c);
    line(ctx, [-0.2, -0.08, 0.6, -0.08], '#5d6675', 0.08);
    line(ctx, [-0.6, 0.3, 0.4, 0.3], '#a3acb9', 0.06);
  },
  headset: (ctx, c) => {
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.14;
    ctx.beginPath();
    ctx.arc(0, 0.1, 0.7, Math.PI * 1.05, Math.PI * 1.95);
    ctx.stroke();
    rr(ctx, -0.95, -0.05, 0.35, 0.6, 0.15, c);
    rr(ctx, 0.6, -0.05, 0.35, 0.6, 0.15, c);
    line(ctx, [-0.75, 0.5, -0.5, 0.8, -0.1, 0.8], INK, 0.08);
    circle(ctx, -0.08, 0.8, 0.1, INK);
  },
  notebook: (ctx, c) => {
    rr(ctx, -0.65, -0.85, 1.3, 1.7, 0.08, c);
    rr(ctx, -0.65, -0.85, 0.22, 1.7, 0.06, darken(c, 0.3));
    rr(ctx, -0.2, -0.5, 0.65, 0.3, 0.04, lighten(c, 0.6));
    line(ctx, [0.45, -0.85, 0.45, 0.95], GOLD, 0.06);
  },
  pen: (ctx, c) => {
    ctx.save();
    ctx.rotate(Math.PI / 4);
    rr(ctx, -0.12, -0.95, 0.24, 1.5, 0.1, c);
    poly(ctx, [-0.12, 0.55, 0.12, 0.55, 0, 0.95], '#e8d2a6');
    rr(ctx, 0.1, -0.85, 0.06, 0.5, 0.03, '#d0d4dc');
    ctx.restore();
  },
  clipboard: (ctx, c) => {
    rr(ctx, -0.7, -0.85, 1.4, 1.8, 0.1, WOOD);
    rr(ctx, -0.58, -0.65, 1.16, 1.5, 0.04, '#ffffff');
    rr(ctx, -0.3, -0.95, 0.6, 0.25, 0.06, METAL);
    for (const y of [-0.35, -0.1, 0.15, 0.4]) line(ctx, [-0.4, y, 0.4, y], lighten(c, 0.2), 0.07);
  },
  calculator: (ctx, c) => {
    rr(ctx, -0.6, -0.9, 1.2, 1.8, 0.12, '#3a3f4b');
    rr(ctx, -0.48, -0.76, 0.96, 0.4, 0.05, '#b9d8a8');
    for (let r = 0; r < 4; r++)
      for (let k = 0; k < 3; k++)
        rr(ctx, -0.45 + k * 0.32, -0.22 + r * 0.27, 0.24, 0.2, 0.04, k === 2 ? c : '#d9dde4');
  },
  megaphone: (ctx, c) => {
    poly(ctx, [-0.6, -0.2, 0.8, -0.75, 0.8, 0.75, -0.6, 0.2], c);
    rr(ctx, -0.9, -0.25, 0.35, 0.5, 0.08, INK);
    rr(ctx, -0.45, 0.15, 0.18, 0.55, 0.06, INK);
    line(ctx, [0.8, -0.75, 0.8, 0.75], darken(c, 0.35), 0.12);
  },
  chart: (ctx, c) => {
    circle(ctx, 0, 0, 0.85, lighten(c, 0.45));
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, 0.85, -Math.PI / 2, Math.PI * 0.25);
    ctx.fill();
    ctx.fillStyle = darken(c, 0.35);
    ctx.beginPath();
    ctx.moveTo(0.08, 0.06);
    ctx.arc(0.08, 0.06, 0.85, Math.PI * 0.25, Math.PI * 0.7);
    ctx.fill();
  },
  plant: (ctx, c) => {
    for (const a of [-0.9, -0.35, 0.2, 0.75]) {
      ctx.save();
      ctx.translate(0, -0.1);
      ctx.rotate(a);
      poly(ctx, [0, 0, -0.18, -0.5, 0, -0.85, 0.18, -0.5], '#3f9b4f');
      ctx.restore();
    }
    poly(ctx, [-0.5, 0, 0.5, 0, 0.38, 0.9, -0.38, 0.9], c);
    rr(ctx, -0.56, -0.05, 1.12, 0.2, 0.05, darken(c, 0.2));
  },
  floppy: (ctx, c) => {
    rr(ctx, -0.8, -0.8, 1.6, 1.6, 0.08, c);
    rr(ctx, -0.45, -0.8, 0.9, 0.55, 0.03, METAL);
    rr(ctx, 0.12, -0.72, 0.18, 0.4, 0.02, darken(c, 0.4));
    rr(ctx, -0.55, 0.05, 1.1, 0.7, 0.04, '#f4f1e8');
  },
  'rotary-phone': (ctx, c) => {
    poly(ctx, [-0.8, 0.8, -0.55, -0.1, 0.55, -0.1, 0.8, 0.8], c);
    rr(ctx, -0.95, -0.55, 1.9, 0.35, 0.17, darken(c, 0.25));
    circle(ctx, 0, 0.35, 0.35, '#f4f1e8');
    ring(ctx, 0, 0.35, 0.24, INK, 0.06);
  },
  certificate: (ctx, c) => {
    rr(ctx, -0.9, -0.65, 1.8, 1.3, 0.04, '#fbf5e2');
    rr(ctx, -0.8, -0.55, 1.6, 1.1, 0.02, darken('#fbf5e2', 0.12));
    rr(ctx, -0.74, -0.49, 1.48, 0.98, 0.02, '#fbf5e2');
    line(ctx, [-0.5, -0.25, 0.5, -0.25], INK, 0.08);
    line(ctx, [-0.4, 0, 0.4, 0], '#8a94a3', 0.05);
    circle(ctx, 0.45, 0.35, 0.2, c);
  },
  scroll: (ctx, c) => {
    rr(ctx, -0.55, -0.75, 1.1, 1.5, 0.02, '#f1e3bf');
    rr(ctx, -0.7, -0.9, 1.4, 0.25, 0.12, '#d8c08a');
    rr(ctx, -0.7, 0.65, 1.4, 0.25, 0.12, '#d8c08a');
    for (const y of [-0.4, -0.15, 0.1, 0.35]) line(ctx, [-0.35, y, 0.35, y], '#8a7550', 0.05);
    circle(ctx, 0, 0.55, 0.12, c);
  },
  newspaper: (ctx) => {
    rr(ctx, -0.85, -0.7, 1.7, 1.4, 0.03, '#eeeae0');
    rr(ctx, -0.7, -0.58, 1.4, 0.22, 0.02, INK);
    rr(ctx, -0.7, -0.25, 0.65, 0.55, 0.02, '#a8adb6');
    for (const y of [-0.2, 0, 0.2, 0.42]) line(ctx, [0.05, y, 0.68, y], '#6b7280', 0.05);
  },
  letter: (ctx, c) => {
    rr(ctx, -0.9, -0.6, 1.8, 1.2, 0.06, '#f7f3ea');
    line(ctx, [-0.9, -0.6, 0, 0.1, 0.9, -0.6], '#b9b3a5', 0.07);
    circle(ctx, 0, 0.1, 0.17, c);
  },
  'pocket-watch': (ctx, c) => {
    line(ctx, [0, -0.7, -0.3, -0.95, 0.3, -0.95, 0, -0.7], GOLD, 0.07);
    circle(ctx, 0, 0.1, 0.75, GOLD);
    circle(ctx, 0, 0.1, 0.62, '#fbf7ea');
    line(ctx, [0, 0.1, 0, -0.32], INK, 0.07);
    line(ctx, [0, 0.1, 0.3, 0.25], c, 0.07);
  },
  globe: (ctx, c) => {
    circle(ctx, 0, -0.15, 0.7, '#4da3d9');
    poly(ctx, [-0.4, -0.5, 0, -0.6, 0.1, -0.2, -0.3, 0.1, -0.5, -0.15], '#5cbf6a');
    poly(ctx, [0.2, 0.05, 0.5, -0.1, 0.45, 0.3, 0.2, 0.35], '#5cbf6a');
    rr(ctx, -0.08, 0.55, 0.16, 0.25, 0, WOOD);
    rr(ctx, -0.45, 0.78, 0.9, 0.15, 0.05, c);
  },
};
