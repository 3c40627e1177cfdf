// An original, generic articulated toy figure drawn from capsules, in one of a few poses.
import { darken, lighten, mix } from '../color.ts';
import type { Ctx } from '../surface.ts';

/** Pose variants the offline figure can strike. */
export const FIGURE_POSES = [
  'standing',
  'action',
  'waving',
  'arms-crossed',
  'victory',
  'hero',
  'pointing',
] as const;
/** One of {@link FIGURE_POSES}. */
export type FigurePose = (typeof FIGURE_POSES)[number];

/** Colours of the figure's paint job. */
export interface FigureColors {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  boots: string;
  trim: string;
}

// Words in a pose name → variant; the first match wins, standing is the fallback.
const POSE_WORDS: ReadonlyArray<[RegExp, FigurePose]> = [
  [/cross|fold/i, 'arms-crossed'],
  [/wav|hello|greet|salut/i, 'waving'],
  [/victor|celebrat|cheer|triumph|raise|champion|win/i, 'victory'],
  [/hip|hero|power|confident|proud/i, 'hero'],
  [/point|aim|direct/i, 'pointing'],
  [/action|dynamic|fight|battle|kick|punch|jump|run|attack|stance|fly|leap|strike|combat|martial/i, 'action'],
];

/** The pose variant for a free pose name ("Flying Kick" → action). */
export function poseVariant(pose: string | undefined): FigurePose {
  if (!pose) return 'standing';
  const exact = FIGURE_POSES.find((p) => p === pose.toLowerCase().trim());
  return exact ?? POSE_WORDS.find(([re]) => re.test(pose))?.[1] ?? 'standing';
}

// Limb angles in degrees from straight down, positive towards the viewer's right:
// [upper, lower] for the viewer-left arm, viewer-right arm, left leg, right leg.
type Limb = [number, number];
interface PoseAngles {
  armL: Limb;
  armR: Limb;
  legL: Limb;
  legR: Limb;
  lean?: number;
}
const POSES: Record<FigurePose, PoseAngles> = {
  standing: { armL: [-12, -6], armR: [12, 6], legL: [-5, -2], legR: [5, 2] },
  action: { armL: [-100, -95], armR: [35, 120], legL: [-32, -5], legR: [28, 55], lean: -5 },
  waving: { armL: [-12, -6], armR: [125, 170], legL: [-6, -2], legR: [6, 2] },
  'arms-crossed': { armL: [-18, 80], armR: [18, -80], legL: [-8, -4], legR: [8, 4] },
  victory: { armL: [-150, -165], armR: [150, 165], legL: [-10, -5], legR: [10, 5] },
  hero: { armL: [-45, 40], armR: [45, -40], legL: [-12, -6], legR: [12, 6] },
  pointing: { armL: [-14, -8], armR: [100, 95], legL: [-7, -3], legR: [9, 4] },
};

/** How far each pose reaches sideways from the centre line, as a fraction of the height. */
export const POSE_REACH: Record<FigurePose, number> = {
  standing: 0.26,
  action: 0.5,
  waving: 0.36,
  'arms-crossed': 0.28,
  victory: 0.36,
  hero: 0.33,
  pointing: 0.48,
};

const rad = (deg: number) => (deg * Math.PI) / 180;

/** A shaded plastic capsule from a to b: the body part of an articulated toy. */
function capsule(ctx: Ctx, ax: number, ay: number, bx: number, by: number, r: number, color: string): void {
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const nx = -(by - ay) / len;
  const ny = (bx - ax) / len;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const g = ctx.createLinearGradient(mx - nx * r, my - ny * r, mx + nx * r, my + ny * r);
  g.addColorStop(0, darken(color, 0.35));
  g.addColorStop(0.55, color);
  g.addColorStop(0.8, lighten(color, 0.35));
  g.addColorStop(1, darken(color, 0.15));
  ctx.strokeStyle = g;
  ctx.lineWidth = r * 2;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(ax, ay);
  ctx.lineTo(bx, by);
  ctx.stroke();
}

function joint(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  ctx.fillStyle = darken(color, 0.3);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** Draws the figure standing with its feet at (x, baseY), `height` tall. */
export function drawToyFigure(
  ctx: Ctx,
  x: number,
  baseY: number,
  height: number,
  pose: FigurePose,
  colors: FigureColors,
): void {
  const H = height;
  const p = POSES[pose];
  ctx.save();
  ctx.translate(x, baseY);
  ctx.rotate(rad(p.lean ?? 0));
  const hipY = -H * 0.47;
  const shoulderY = -H * 0.77;
  const legR = H * 0.052;
  const armR = H * 0.043;
  const limb = (sx: number, sy: number, [a, b]: Limb, l1: number, l2: number) => {
    const ex = sx + Math.sin(rad(a)) * l1;
    const ey = sy + Math.cos(rad(a)) * l1;
    return { ex, ey, hx: ex + Math.sin(rad(b)) * l2, hy: ey + Math.cos(rad(b)) * l2 };
  };
  // Legs and boots.
  for (const [side, angles] of [
    [-1, p.legL],
    [1, p.legR],
  ] as const) {
    const hx = side * H * 0.065;
    const k = limb(hx, hipY, angles, H * 0.23, H * 0.22);
    capsule(ctx, hx, hipY, k.ex, k.ey, legR, colors.bottom);
    capsule(ctx, k.ex, k.ey, k.hx, k.hy, legR * 0.92, colors.boots);
    joint(ctx, k.ex, k.ey, legR * 0.45, colors.bottom);
    ctx.fillStyle = darken(colors.boots, 0.2);
    ctx.beginPath();
    ctx.ellipse(k.hx + side * legR * 0.4, k.hy + legR * 0.2, legR * 1.25, legR * 0.55, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // Torso: a shaded trapezoid with a belt.
  const g = ctx.createLinearGradient(-H * 0.17, 0, H * 0.17, 0);
  g.addColorStop(0, darken(colors.top, 0.3));
  g.addColorStop(0.6, colors.top);
  g.addColorStop(0.85, lighten(colors.top, 0.3));
  g.addColorStop(1, darken(colors.top, 0.1));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.moveTo(-H * 0.165, shoulderY);
  ctx.quadraticCurveTo(0, shoulderY - H * 0.03, H * 0.165, shoulderY);
  ctx.lineTo(H * 0.11, hipY);
  ctx.lineTo(-H * 0.11, hipY);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = colors.trim;
  ctx.fillRect(-H * 0.115, hipY - H * 0.035, H * 0.23, H * 0.035);
  ctx.fillStyle = lighten(colors.trim, 0.4);
  ctx.fillRect(-H * 0.022, hipY - H * 0.032, H * 0.044, H * 0.029);
  ctx.fillStyle = mix(colors.top, colors.trim, 0.6);
  ctx.beginPath();
  ctx.moveTo(-H * 0.05, shoulderY - H * 0.005);
  ctx.lineTo(0, shoulderY + H * 0.07);
  ctx.lineTo(H * 0.05, shoulderY - H * 0.005);
  ctx.fill();
  // Head: neck, face, hair cap, simple painted face.
  const headY = shoulderY - H * 0.11;
  const headR = H * 0.095;
  capsule(ctx, 0, shoulderY, 0, headY, H * 0.028, colors.skin);
  const hg = ctx.createRadialGradient(-headR * 0.3, headY - headR * 0.3, headR * 0.2, 0, headY, headR * 1.1);
  hg.addColorStop(0, lighten(colors.skin, 0.25));
  hg.addColorStop(1, darken(colors.skin, 0.2));
  ctx.fillStyle = hg;
  ctx.beginPath();
  ctx.ellipse(0, headY, headR * 0.9, headR, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = colors.hair;
  ctx.beginPath();
  ctx.ellipse(0, headY - headR * 0.25, headR * 0.95, headR * 0.8, 0, Math.PI, Math.PI * 2);
  ctx.quadraticCurveTo(headR * 0.4, headY - headR * 0.55, -headR * 0.95, headY - headR * 0.2);
  ctx.fill();
  ctx.fillStyle = '#1d1d24';
  for (const ex of [-0.35, 0.35]) {
    ctx.beginPath();
    ctx.ellipse(ex * headR, headY + headR * 0.05, headR * 0.09, headR * 0.13, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = darken(colors.skin, 0.45);
  ctx.lineWidth = headR * 0.08;
  ctx.beginPath();
  ctx.arc(0, headY + headR * 0.3, headR * 0.28, 0.2 * Math.PI, 0.8 * Math.PI);
  ctx.stroke();
  // Arms last so crossed or raised arms sit in front of the body.
  for (const [side, angles] of [
    [-1, p.armL],
    [1, p.armR],
  ] as const) {
    const sx = side * H * 0.15;
    const sy = shoulderY + H * 0.02;
    const a = limb(sx, sy, angles, H * 0.16, H * 0.15);
    capsule(ctx, sx, sy, a.ex, a.ey, armR * 1.05, colors.top);
    capsule(ctx, a.ex, a.ey, a.hx, a.hy, armR, colors.skin);
    joint(ctx, sx, sy, armR * 0.6, colors.top);
    ctx.fillStyle = colors.skin;
    ctx.beginPath();
    ctx.arc(a.hx, a.hy, armR * 1.15, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
