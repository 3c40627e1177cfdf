// Four-legged animals and creatures of the scene composer (and the sitting cat), facing right in the
// unit space of scene-kit.ts; the others are in subjects-critters.ts.

import { darken, lighten } from '../color.ts';
import type { SubjectDrawer, SubjectPaint } from './scene-kit.ts';
import { circle, ellipse, eyes, line, natural, poly } from './scene-kit.ts';

interface Quadruped {
  fur: string;
  /** Body width and height, leg length (all shares of the unit height). */
  bw: number;
  bh: number;
  leg: number;
  head: number;
  /** Head centre relative to the body's front top. */
  neck: [number, number];
  ears: 'point' | 'floppy' | 'round' | 'horse' | 'none';
  tail: 'up' | 'bushy' | 'thin' | 'none';
  snout?: string;
  belly?: string;
  /** The drawer paints eyes and nose itself (a long muzzle, a cow's face). */
  ownFace?: boolean;
  /** Painted last, given the head's centre and radius. */
  extra?: (hx: number, hy: number, r: number) => void;
}

function quadruped(p: SubjectPaint, q: Quadruped): void {
  const { ctx } = p;
  const cy = -q.leg - q.bh / 2;
  const back = darken(q.fur, 0.18);
  const lw = Math.max(0.05, q.bw * 0.11);
  for (const x of [-q.bw * 0.28, q.bw * 0.22]) line(ctx, [x + 0.03, cy, x + 0.04, -lw / 2], back, lw);
  if (q.tail === 'up')
    line(ctx, [-q.bw / 2 + 0.02, cy - 0.02, -q.bw / 2 - 0.1, cy - q.bh * 0.7], q.fur, lw * 0.8);
  if (q.tail === 'thin') line(ctx, [-q.bw / 2, cy - 0.02, -q.bw / 2 - 0.06, cy + q.bh * 0.6], back, lw * 0.5);
  if (q.tail === 'bushy') {
    ellipse(ctx, -q.bw / 2 - 0.12, cy - 0.02, 0.16, 0.07, q.fur, -0.5);
    ellipse(ctx, -q.bw / 2 - 0.22, cy - 0.08, 0.06, 0.045, '#fbf7f0', -0.5);
  }
  ellipse(ctx, 0, cy, q.bw / 2, q.bh / 2, q.fur);
  if (q.belly) ellipse(ctx, 0.02, cy + q.bh * 0.2, q.bw * 0.35, q.bh * 0.22, q.belly);
  for (const x of [-q.bw * 0.34, q.bw * 0.3]) line(ctx, [x, cy, x, -lw / 2], q.fur, lw);
  const hx = q.bw / 2 + q.neck[0];
  const hy = cy - q.bh / 2 + q.neck[1];
  if (q.neck[1] < -q.head) line(ctx, [q.bw * 0.3, cy - q.bh * 0.2, hx, hy], q.fur, q.head * 1.3);
  const r = q.head;
  if (q.ears === 'point') {
    poly(ctx, [hx - r * 0.9, hy - r * 0.3, hx - r * 0.6, hy - r * 1.5, hx - r * 0.1, hy - r * 0.8], q.fur);
    poly(ctx, [hx + r * 0.1, hy - r * 0.8, hx + r * 0.6, hy - r * 1.5, hx + r * 0.9, hy - r * 0.3], q.fur);
  }
  if (q.ears === 'round')
    for (const dx of [-0.7, 0.7]) circle(ctx, hx + dx * r, hy - r * 0.75, r * 0.42, q.fur);
  if (q.ears === 'horse')
    poly(ctx, [hx - r * 0.5, hy - r * 0.6, hx - r * 0.3, hy - r * 1.5, hx, hy - r * 0.8], q.fur);
  circle(ctx, hx, hy, r, q.fur);
  if (q.snout) ellipse(ctx, hx + r * 0.75, hy + r * 0.3, r * 0.6, r * 0.45, q.snout);
  if (q.ears === 'floppy')
    ellipse(ctx, hx - r * 0.6, hy + r * 0.1, r * 0.35, r * 0.75, darken(q.fur, 0.3), 0.3);
  if (!q.ownFace) {
    eyes(ctx, hx + r * 0.3, hy - r * 0.15, r * 0.7, r * 0.13);
    circle(ctx, hx + r * 1.2, hy + r * 0.15, r * 0.14, '#2a1f1f');
  }
  q.extra?.(hx, hy, r);
}

const cat: SubjectDrawer = (p) => {
  const { ctx } = p;
  const fur = natural(p, ['#f2a154', '#8e8e9a', '#2d2a32', '#e9e2d6', '#c7874d']);
  const dark = darken(fur, 0.25);
  ctx.strokeStyle = fur;
  ctx.lineWidth = 0.07;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-0.15, -0.06);
  ctx.bezierCurveTo(-0.42, -0.05, -0.42, -0.4, -0.3, -0.5);
  ctx.stroke();
  ellipse(ctx, 0, -0.27, 0.24, 0.27, fur);
  ellipse(ctx, 0.02, -0.2, 0.13, 0.17, lighten(fur, 0.35));
  for (const x of [-0.08, 0.1]) ellipse(ctx, x, -0.03, 0.07, 0.04, dark);
  const hy = -0.7;
  poly(ctx, [-0.19, hy - 0.04, -0.16, hy - 0.3, -0.03, hy - 0.16], fur);
  poly(ctx, [0.19, hy - 0.04, 0.16, hy - 0.3, 0.03, hy - 0.16], fur);
  poly(ctx, [-0.15, hy - 0.1, -0.14, hy - 0.23, -0.07, hy - 0.16], '#f4a6b6');
  poly(ctx, [0.15, hy - 0.1, 0.14, hy - 0.23, 0.07, hy - 0.16], '#f4a6b6');
  ellipse(ctx, 0, hy, 0.21, 0.18, fur);
  eyes(ctx, 0, hy - 0.02, 0.16, 0.035);
  poly(ctx, [-0.025, hy + 0.05, 0.025, hy + 0.05, 0, hy + 0.08], '#e07b8a');
  for (const s of [-1, 1]) {
    line(ctx, [s * 0.08, hy + 0.08, s * 0.26, hy + 0.05], dark, 0.008);
    line(ctx, [s * 0.08, hy + 0.1, s * 0.25, hy + 0.12], dark, 0.008);
  }
};

const dog: SubjectDrawer = (p) =>
  quadruped(p, {
    fur: natural(p, ['#c68a4c', '#e8d3b0', '#4a3a30', '#f2e8da', '#a0643a']),
    bw: 0.72,
    bh: 0.34,
    leg: 0.3,
    head: 0.19,
    neck: [0.02, -0.22],
    ears: 'floppy',
    tail: 'up',
    snout: '#f2e6d8',
    extra: (hx, hy, r) => ellipse(p.ctx, hx + r * 0.6, hy + r * 0.95, r * 0.22, r * 0.3, '#f07a8a'),
  });

const fox: SubjectDrawer = (p) =>
  quadruped(p, {
    fur: natural(p, ['#e8772e', '#d9652a']),
    bw: 0.6,
    bh: 0.28,
    leg: 0.3,
    head: 0.17,
    neck: [0.04, -0.2],
    ears: 'point',
    tail: 'bushy',
    snout: '#fbf7f0',
    belly: '#fbf7f0',
  });

const horseLike = (p: SubjectPaint, fur: string, mane: string, horn: boolean) =>
  quadruped(p, {
    fur,
    bw: 0.78,
    bh: 0.32,
    leg: 0.42,
    head: 0.12,
    neck: [0.1, -0.24],
    ears: 'horse',
    tail: 'thin',
    ownFace: true,
    extra: (hx, hy, r) => {
      // A long muzzle reaching forward and down, and the mane along the neck.
      ellipse(p.ctx, hx + r * 0.9, hy + r * 0.55, r * 0.85, r * 0.5, fur, 0.6);
      ellipse(p.ctx, hx + r * 1.45, hy + r * 1.0, r * 0.35, r * 0.3, lighten(fur, 0.25), 0.6);
      line(p.ctx, [hx - r * 0.5, hy - r * 0.7, hx - r * 1.3, hy + r * 0.6, 0.23, -0.68], mane, r * 0.45);
      eyes(p.ctx, hx + r * 0.25, hy - r * 0.1, 0, r * 0.14);
      if (horn)
        poly(
          p.ctx,
          [hx - r * 0.1, hy - r * 0.8, hx + r * 0.4, hy - r * 2.6, hx + r * 0.45, hy - r * 0.7],
          '#ffd86b',
        );
    },
  });

const horse: SubjectDrawer = (p) =>
  horseLike(p, natural(p, ['#8a5a36', '#5b3b28', '#d8c3a5']), '#3a2618', false);
const unicorn: SubjectDrawer = (p) => horseLike(p, p.color ?? '#fbf7ff', p.accent, true);

const cow: SubjectDrawer = (p) => {
  const fur = p.color ?? '#f7f3ee';
  quadruped(p, {
    fur,
    bw: 0.9,
    bh: 0.4,
    leg: 0.34,
    head: 0.15,
    neck: [-0.02, 0.1],
    ears: 'none',
    tail: 'thin',
    ownFace: true,
    extra: (hx, hy, r) => {
      ellipse(p.ctx, -0.15, -0.6, 0.1, 0.07, '#2b2626');
      ellipse(p.ctx, 0.14, -0.52, 0.08, 0.09, '#2b2626');
      for (const s of [-1, 1]) {
        ellipse(p.ctx, hx + s * r * 1.05, hy - r * 0.35, r * 0.4, r * 0.16, fur, s * 0.4);
        line(p.ctx, [hx + s * r * 0.45, hy - r * 0.8, hx + s * r * 0.7, hy - r * 1.3], '#e9dcc0', r * 0.16);
      }
      ellipse(p.ctx, hx + r * 0.2, hy + r * 0.75, r * 0.75, r * 0.45, '#f2b5b5');
      for (const s of [-1, 1]) circle(p.ctx, hx + r * 0.2 + s * r * 0.3, hy + r * 0.75, r * 0.09, '#9c5a5a');
      eyes(p.ctx, hx + r * 0.2, hy - r * 0.15, r * 0.7, r * 0.13);
    },
  });
};

const pig: SubjectDrawer = (p) =>
  quadruped(p, {
    fur: p.color ?? '#f6b3c0',
    bw: 0.72,
    bh: 0.42,
    leg: 0.16,
    head: 0.19,
    neck: [0.0, 0.05],
    ears: 'point',
    tail: 'thin',
    snout: '#ef8fa3',
  });

const sheep: SubjectDrawer = (p) => {
  const wool = p.color ?? '#f8f6f0';
  quadruped(p, {
    fur: wool,
    bw: 0.7,
    bh: 0.42,
    leg: 0.24,
    head: 0.14,
    neck: [0.02, -0.02],
    ears: 'none',
    tail: 'none',
  });
  for (let i = 0; i < 7; i++) circle(p.ctx, -0.28 + i * 0.09, -0.62 + (i % 2) * 0.05, 0.1, wool);
  const head = '#3b3434';
  ellipse(p.ctx, 0.4, -0.5, 0.12, 0.14, head);
  eyes(p.ctx, 0.43, -0.53, 0.09, 0.02, '#ffffff');
};

const elephant: SubjectDrawer = (p) =>
  quadruped(p, {
    fur: p.color ?? '#9aa3b3',
    bw: 0.82,
    bh: 0.5,
    leg: 0.34,
    head: 0.2,
    neck: [0.0, 0.08],
    ears: 'none',
    tail: 'thin',
    extra: (hx, hy, r) => {
      ellipse(p.ctx, hx - r * 0.5, hy + r * 0.1, r * 0.8, r * 1.05, darken(p.color ?? '#9aa3b3', 0.12));
      line(
        p.ctx,
        [hx + r * 0.8, hy + r * 0.2, hx + r * 1.3, hy + r * 1.4, hx + r * 1.6, hy + r * 1.5],
        p.color ?? '#9aa3b3',
        r * 0.45,
      );
      eyes(p.ctx, hx + r * 0.35, hy - r * 0.2, r * 0.5, r * 0.12);
    },
  });

const dragon: SubjectDrawer = (p) => {
  const scale = p.color ?? p.accent;
  poly(p.ctx, [-0.05, -0.55, -0.35, -1, 0.05, -0.85, 0.2, -0.6], darken(scale, 0.25));
  quadruped(p, {
    fur: scale,
    bw: 0.72,
    bh: 0.36,
    leg: 0.22,
    head: 0.15,
    neck: [0.08, -0.3],
    ears: 'none',
    ownFace: true,
    tail: 'thin',
    belly: lighten(scale, 0.45),
    snout: lighten(scale, 0.2),
    extra: (hx, hy, r) => {
      for (const dx of [-0.5, 0.1])
        poly(
          p.ctx,
          [hx + dx * r, hy - r * 0.7, hx + (dx - 0.35) * r, hy - r * 1.6, hx + (dx + 0.3) * r, hy - r * 0.8],
          '#f3e6c4',
        );
      eyes(p.ctx, hx + r * 0.2, hy - r * 0.2, 0, r * 0.16);
      circle(p.ctx, hx + r * 1.2, hy + r * 0.2, r * 0.08, darken(scale, 0.5));
    },
  });
  for (let i = 0; i < 4; i++)
    poly(p.ctx, [-0.3 + i * 0.13, -0.6, -0.24 + i * 0.13, -0.7, -0.18 + i * 0.13, -0.6], darken(scale, 0.35));
};

/** The animal drawers. */
export const ANIMALS = {
  cat,
  dog,
  fox,
  horse,
  unicorn,
  cow,
  pig,
  sheep,
  elephant,
  dragon,
} as const;
