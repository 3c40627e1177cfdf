// Adventure, fantasy and tool accessories (original vector drawings; see paint.ts for the unit box).
import { darken, lighten } from '../../color.ts';
import type { Icon } from './paint.ts';
import { circle, ellipse, GOLD, INK, line, METAL, poly, ring, rotated, rr, WOOD } from './paint.ts';

export const ADVENTURE_ICONS: Record<string, Icon> = {
  shield: (ctx, c) => {
    poly(ctx, [0, -0.95, 0.8, -0.65, 0.7, 0.25, 0, 0.95, -0.7, 0.25, -0.8, -0.65], c);
    poly(ctx, [0, -0.6, 0.45, -0.42, 0.4, 0.15, 0, 0.6, -0.4, 0.15, -0.45, -0.42], lighten(c, 0.4));
  },
  'round-shield': (ctx, c) => {
    circle(ctx, 0, 0, 0.9, WOOD);
    circle(ctx, 0, 0, 0.78, c);
    line(ctx, [-0.78, 0, 0.78, 0], lighten(c, 0.4), 0.14);
    circle(ctx, 0, 0, 0.2, METAL);
  },
  sword: (ctx) =>
    rotated(ctx, Math.PI / 4, () => {
      poly(ctx, [-0.1, 0.3, -0.1, -0.8, 0, -1, 0.1, -0.8, 0.1, 0.3], '#d0d6de');
      rr(ctx, -0.35, 0.3, 0.7, 0.12, 0.05, '#c99a2e');
      rr(ctx, -0.07, 0.42, 0.14, 0.45, 0.04, '#5e3820');
    }),
  blaster: (ctx, c) => {
    rr(ctx, -0.85, -0.35, 1.4, 0.45, 0.15, c);
    rr(ctx, 0.5, -0.25, 0.4, 0.22, 0.06, METAL);
    poly(ctx, [-0.5, 0.05, -0.15, 0.05, -0.3, 0.7, -0.6, 0.7], darken(c, 0.3));
    circle(ctx, 0.92, -0.14, 0.08, '#7CF0B0');
  },
  axe: (ctx, c) =>
    rotated(ctx, 0.5, () => {
      rr(ctx, -0.06, -0.9, 0.12, 1.85, 0.04, WOOD);
      poly(ctx, [0.05, -0.85, 0.6, -1, 0.7, -0.5, 0.05, -0.45], METAL);
      poly(ctx, [-0.05, -0.85, -0.6, -1, -0.7, -0.5, -0.05, -0.45], darken(METAL, 0.15));
      rr(ctx, -0.1, -0.1, 0.2, 0.1, 0.02, c);
    }),
  staff: (ctx, c) => {
    line(ctx, [-0.3, 0.95, 0.15, -0.55], WOOD, 0.12);
    poly(ctx, [0.2, -0.98, 0.38, -0.72, 0.2, -0.46, 0.02, -0.72], lighten(c, 0.3));
    circle(ctx, 0.2, -0.72, 0.3, `${lighten(c, 0.6)}66`);
  },
  wand: (ctx, c) => {
    line(ctx, [-0.7, 0.8, 0.2, -0.2], INK, 0.16);
    line(ctx, [-0.7, 0.8, 0.2, -0.2], '#f4f1e8', 0.1);
    ctx.save();
    ctx.translate(0.38, -0.42);
    const pts: number[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      pts.push(Math.cos(a) * (i % 2 ? 0.18 : 0.42), Math.sin(a) * (i % 2 ? 0.18 : 0.42));
    }
    poly(ctx, pts, c);
    ctx.restore();
  },
  bow: (ctx, c) => {
    ctx.strokeStyle = c;
    ctx.lineWidth = 0.13;
    ctx.beginPath();
    ctx.arc(-0.55, 0, 0.95, -Math.PI / 2.6, Math.PI / 2.6);
    ctx.stroke();
    line(ctx, [-0.2, -0.88, -0.2, 0.88], '#e9e4d8', 0.03);
    line(ctx, [-0.55, 0, 0.9, 0], WOOD, 0.05);
    poly(ctx, [0.9, -0.1, 1, 0, 0.9, 0.1], METAL);
  },
  spear: (ctx, c) =>
    rotated(ctx, Math.PI / 4, () => {
      rr(ctx, -0.05, -0.7, 0.1, 1.7, 0.04, WOOD);
      poly(ctx, [0, -1.05, 0.16, -0.7, 0, -0.6, -0.16, -0.7], c);
    }),
  rope: (ctx, c) => {
    for (const r of [0.75, 0.58, 0.42]) ring(ctx, 0, 0, r, r === 0.58 ? darken(c, 0.2) : '#c9a066', 0.13);
    line(ctx, [0.6, 0.45, 0.95, 0.9], '#c9a066', 0.13);
  },
  map: (ctx, c) => {
    poly(
      ctx,
      [-0.95, -0.7, -0.35, -0.55, 0.3, -0.7, 0.95, -0.55, 0.95, 0.7, 0.3, 0.55, -0.35, 0.7, -0.95, 0.55],
      '#efe2b8',
    );
    line(ctx, [-0.35, -0.55, -0.35, 0.7], '#cdbb86', 0.04);
    line(ctx, [0.3, -0.7, 0.3, 0.55], '#cdbb86', 0.04);
    line(ctx, [-0.7, 0.3, -0.3, -0.1, 0.1, 0.1, 0.5, -0.3], darken(c, 0.1), 0.06);
    line(ctx, [0.5, -0.45, 0.7, -0.25], '#c0392b', 0.08);
    line(ctx, [0.7, -0.45, 0.5, -0.25], '#c0392b', 0.08);
  },
  binoculars: (ctx, c) => {
    for (const x of [-0.45, 0.45]) {
      rr(ctx, x - 0.32, -0.5, 0.64, 1.1, 0.18, INK);
      circle(ctx, x, 0.45, 0.28, '#9fc6e6');
    }
    rr(ctx, -0.18, -0.3, 0.36, 0.35, 0.05, c);
  },
  compass: (ctx, c) => {
    circle(ctx, 0, 0, 0.85, METAL);
    circle(ctx, 0, 0, 0.7, '#fbf7ea');
    poly(ctx, [0, -0.6, 0.12, 0, 0, 0.6, -0.12, 0], INK);
    poly(ctx, [0, -0.6, 0.12, 0, -0.12, 0], c);
  },
  lantern: (ctx, c) => {
    line(ctx, [-0.3, -0.7, 0, -0.95, 0.3, -0.7], INK, 0.07);
    rr(ctx, -0.45, -0.7, 0.9, 0.2, 0.05, INK);
    rr(ctx, -0.38, -0.5, 0.76, 1.05, 0.08, '#ffe8a3');
    ellipse(ctx, 0, 0.02, 0.16, 0.26, c);
    rr(ctx, -0.5, 0.55, 1, 0.22, 0.05, INK);
  },
  candelabra: (ctx, c) => {
    line(ctx, [-0.6, -0.3, -0.6, 0, 0.6, 0, 0.6, -0.3], GOLD, 0.09);
    line(ctx, [0, -0.3, 0, 0.75], GOLD, 0.1);
    rr(ctx, -0.4, 0.7, 0.8, 0.18, 0.05, GOLD);
    for (const x of [-0.6, 0, 0.6]) {
      rr(ctx, x - 0.07, -0.6, 0.14, 0.32, 0.02, '#f4f1e8');
      ellipse(ctx, x, -0.75, 0.08, 0.14, c === '#ffffff' ? '#ffb020' : lighten(c, 0.2));
    }
  },
  helmet: (ctx, c) => {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(0, 0.2, 0.8, Math.PI, 0);
    ctx.lineTo(0.8, 0.6);
    ctx.lineTo(-0.8, 0.6);
    ctx.fill();
    rr(ctx, -0.6, -0.05, 1.2, 0.35, 0.12, '#39424f');
    line(ctx, [0, -0.6, 0, -0.1], lighten(c, 0.4), 0.1);
  },
  crown: (ctx, c) => {
    poly(ctx, [-0.85, 0.5, -0.85, -0.45, -0.45, 0, 0, -0.7, 0.45, 0, 0.85, -0.45, 0.85, 0.5], GOLD);
    rr(ctx, -0.85, 0.3, 1.7, 0.25, 0.03, darken(GOLD, 0.2));
    for (const x of [-0.45, 0, 0.45]) circle(ctx, x, 0.42, 0.08, c);
  },
  rocket: (ctx, c) =>
    rotated(ctx, Math.PI / 4, () => {
      poly(ctx, [0, -1, 0.32, -0.45, 0.32, 0.5, -0.32, 0.5, -0.32, -0.45], '#eef1f5');
      poly(ctx, [0, -1, 0.24, -0.6, -0.24, -0.6], c);
      poly(ctx, [0.32, 0.1, 0.6, 0.6, 0.32, 0.5], c);
      poly(ctx, [-0.32, 0.1, -0.6, 0.6, -0.32, 0.5], c);
      circle(ctx, 0, -0.15, 0.14, '#6ec1ff');
      poly(ctx, [-0.2, 0.5, 0.2, 0.5, 0, 0.95], '#ffb020');
    }),
  wrench: (ctx, c) =>
    rotated(ctx, Math.PI / 4, () => {
      rr(ctx, -0.1, -0.5, 0.2, 1.4, 0.08, METAL);
      circle(ctx, 0, -0.65, 0.3, METAL);
      circle(ctx, 0, -0.78, 0.13, lighten(c, 0.75));
      rr(ctx, -0.12, 0.45, 0.24, 0.45, 0.08, c);
    }),
  hammer: (ctx, c) =>
    rotated(ctx, -Math.PI / 6, () => {
      rr(ctx, -0.07, -0.45, 0.14, 1.4, 0.05, WOOD);
      rr(ctx, -0.55, -0.8, 1.1, 0.38, 0.06, METAL);
      rr(ctx, -0.07, 0.55, 0.14, 0.4, 0.05, c);
    }),
  flashlight: (ctx, c) =>
    rotated(ctx, -Math.PI / 4, () => {
      rr(ctx, -0.18, -0.3, 0.36, 1.2, 0.08, c);
      poly(ctx, [-0.18, -0.3, 0.18, -0.3, 0.3, -0.65, -0.3, -0.65], darken(c, 0.25));
      ellipse(ctx, 0, -0.66, 0.3, 0.08, '#fff6c8');
    }),
  key: (ctx, c) => {
    ring(ctx, -0.5, 0, 0.32, GOLD, 0.16);
    rr(ctx, -0.2, -0.07, 1.1, 0.14, 0.04, GOLD);
    rr(ctx, 0.55, 0.05, 0.12, 0.28, 0.02, GOLD);
    rr(ctx, 0.75, 0.05, 0.12, 0.2, 0.02, GOLD);
    circle(ctx, -0.5, 0, 0.1, c);
  },
  chain: (ctx, c) => {
    for (let i = 0; i < 5; i++) {
      ctx.strokeStyle = i % 2 ? darken(METAL, 0.2) : METAL;
      ctx.lineWidth = 0.1;
      ctx.beginPath();
      ctx.ellipse(-0.8 + i * 0.4, -0.4 + i * 0.2, 0.25, 0.14, 0.45 + (i % 2) * 1.1, 0, Math.PI * 2);
      ctx.stroke();
    }
    circle(ctx, 0.85, 0.55, 0.08, c);
  },
  spyglass: (ctx, c) =>
    rotated(ctx, -0.4, () => {
      rr(ctx, -0.95, -0.12, 0.7, 0.24, 0.04, GOLD);
      rr(ctx, -0.3, -0.16, 0.6, 0.32, 0.04, c);
      rr(ctx, 0.3, -0.2, 0.65, 0.4, 0.05, GOLD);
    }),
  crossbow: (ctx, c) => {
    rr(ctx, -0.12, -0.7, 0.24, 1.6, 0.05, WOOD);
    ctx.strokeStyle = c;
    ctx.lineWidth = 0.12;
    ctx.beginPath();
    ctx.arc(0, 0.1, 0.85, Math.PI * 1.15, Math.PI * 1.85);
    ctx.stroke();
    line(ctx, [-0.7, -0.35, 0, -0.1, 0.7, -0.35], '#e9e4d8', 0.03);
    poly(ctx, [0, -0.98, 0.1, -0.75, -0.1, -0.75], METAL);
  },
};
