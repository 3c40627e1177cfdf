// An original, generic articulated toy figure drawn from capsules: its build, pose, outfit, head
// and the props in its hands all come from its FigureSpec (archetypes/figure-spec.ts).
import { darken, lighten } from '../color.ts';
import type { Ctx } from '../surface.ts';
import { drawAccessoryKey } from './accessories/vocabulary.ts';
import { drawHead } from './archetypes/head.ts';
import { drawLongHem, drawTorso } from './archetypes/outfit.ts';
import { capsule, dot, shape } from './archetypes/shapes.ts';
import { BUILD_SHAPES, type FigureSpec, type Torso } from './archetypes/spec.ts';
import { type Limb, POSE_REACH, POSES } from './poses.ts';

export { POSE_REACH };

const rad = (deg: number) => (deg * Math.PI) / 180;
const STRUMMED = new Set(['guitar', 'electric-guitar', 'bass', 'keytar']);

function limb(sx: number, sy: number, [a, b]: Limb, l1: number, l2: number) {
  const ex = sx + Math.sin(rad(a)) * l1;
  const ey = sy + Math.cos(rad(a)) * l1;
  return { ex, ey, fx: ex + Math.sin(rad(b)) * l2, fy: ey + Math.cos(rad(b)) * l2 };
}

/** Draws the figure with its feet at (x, baseY), about `height` tall. */
export function drawToyFigure(ctx: Ctx, x: number, baseY: number, height: number, s: FigureSpec): void {
  const B = BUILD_SHAPES[s.build];
  const H = height * B.scale;
  const P = POSES[s.pose];
  const legLen = B.hipY * H;
  const legR = H * 0.05 * B.limb;
  const armR = H * 0.04 * B.limb;
  const legs = (
    [
      [-1, P.legL],
      [1, P.legR],
    ] as const
  ).map(([side, angles]) => {
    const hx = side * B.waistW * H * 0.6;
    return { side, hx, ...limb(hx, 0, angles, legLen * 0.5, legLen * 0.47) };
  });
  const footY = Math.max(...legs.map((l) => l.fy)) + legR * 0.6;
  const t: Torso = { top: -(B.shoulderY - B.hipY) * H, sw: B.shoulderW * H, ww: B.waistW * H };
  const headR = B.headR * H;
  const headY = t.top - headR * 0.95 - H * 0.02;
  const skirt = s.bottomStyle === 'skirt' || s.topStyle === 'gown';
  const longHem =
    s.topStyle === 'gown' || s.topStyle === 'robe' || s.topStyle === 'labcoat' || s.topStyle === 'coat';
  ctx.save();
  ctx.translate(x, baseY - footY);
  ctx.rotate(rad(P.lean ?? 0));

  // Behind the body: cape, wings, tail.
  if (s.extras.has('cape'))
    shape(
      ctx,
      [
        -t.sw * 0.9,
        t.top,
        t.sw * 0.9,
        t.top,
        t.sw * 1.5,
        footY * 0.9,
        0,
        footY * 0.8,
        -t.sw * 1.5,
        footY * 0.9,
      ],
      darken(s.trim === '#e0b84a' ? s.top : s.trim, 0.15),
    );
  if (s.extras.has('wings'))
    for (const side of [-1, 1])
      shape(
        ctx,
        [
          side * t.sw * 0.5,
          t.top + H * 0.05,
          side * t.sw * 2.4,
          t.top - H * 0.12,
          side * t.sw * 2.0,
          t.top + H * 0.08,
          side * t.sw * 2.2,
          t.top + H * 0.15,
          side * t.sw * 0.6,
          t.top + H * 0.2,
        ],
        lighten(s.trim, 0.4),
      );
  if (s.extras.has('tail')) capsule(ctx, 0, -H * 0.02, t.sw * 1.6, footY * 0.8, legR * 0.7, s.skin);

  // Legs: the bottom's cut decides which parts are cloth and which are skin or boots.
  const thigh = s.bottomStyle === 'trunks' ? s.skin : s.bottom;
  const shin = s.bottomStyle === 'trunks' || s.bottomStyle === 'shorts' ? s.skin : s.bottom;
  for (const l of legs) {
    capsule(ctx, l.hx, 0, l.ex, l.ey, legR, skirt ? s.skin : thigh);
    capsule(ctx, l.ex, l.ey, l.fx, l.fy, legR * 0.92, skirt ? s.skin : shin);
    const bootTop = { x: l.ex + (l.fx - l.ex) * 0.45, y: l.ey + (l.fy - l.ey) * 0.45 };
    capsule(ctx, bootTop.x, bootTop.y, l.fx, l.fy, legR * 0.98, s.boots);
    ctx.fillStyle = darken(s.boots, 0.2);
    ctx.beginPath();
    ctx.ellipse(l.fx + l.side * legR * 0.4, l.fy + legR * 0.25, legR * 1.25, legR * 0.55, 0, 0, Math.PI * 2);
    ctx.fill();
    if (s.extras.has('kneepads')) dot(ctx, l.ex, l.ey, legR * 0.85, s.trim);
    else dot(ctx, l.ex, l.ey, legR * 0.42, darken(thigh, 0.3));
  }
  if (s.bottomStyle === 'trunks' || s.bottomStyle === 'shorts') {
    const deep = s.bottomStyle === 'shorts' ? 0.55 : 0.22;
    shape(
      ctx,
      [
        -t.ww * 1.05,
        -H * 0.02,
        t.ww * 1.05,
        -H * 0.02,
        t.ww * 1.1,
        legLen * deep * 0.5,
        -t.ww * 1.1,
        legLen * deep * 0.5,
      ],
      s.bottom,
    );
  } else if (!skirt)
    shape(ctx, [-t.ww, -H * 0.02, t.ww, -H * 0.02, t.ww * 0.9, legR, -t.ww * 0.9, legR], s.bottom);
  if (longHem) drawLongHem(ctx, s, t, s.topStyle === 'gown' ? footY * 0.92 : legLen * 0.62);
  else if (skirt) drawLongHem(ctx, { ...s, topStyle: 'gown', top: s.bottom }, t, legLen * 0.45);

  // Torso, head, then an instrument across the body and the arms in front.
  drawTorso(ctx, s, t);
  capsule(ctx, 0, t.top, 0, headY, headR * 0.32, s.skin);
  drawHead(ctx, s, headY, headR);
  const strummed = s.pose === 'playing' ? s.props.find((p) => STRUMMED.has(p)) : undefined;
  if (strummed) {
    ctx.save();
    ctx.translate(t.ww * 0.2, t.top * 0.35);
    ctx.rotate(strummed === 'keytar' ? 0.25 : -0.55);
    drawAccessoryKey(ctx, strummed, 0, 0, H * 0.5, s.trim);
    ctx.restore();
  }
  const held = s.props.filter((p) => p !== strummed);
  const sleeveTop = s.sleeves === 'none' ? s.skin : s.topStyle === 'labcoat' ? '#f4f6f8' : s.top;
  const sleeveLow = s.sleeves === 'long' ? sleeveTop : s.skin;
  const upper = -t.top * 0.55;
  (
    [
      [-1, P.armL, held[1]],
      [1, P.armR, held[0]],
    ] as const
  ).forEach(([side, angles, prop]) => {
    const sx = side * t.sw * 0.95;
    const sy = t.top + H * 0.02;
    const a = limb(sx, sy, angles, upper, upper * 0.95);
    capsule(ctx, sx, sy, a.ex, a.ey, armR * 1.05, sleeveTop);
    capsule(ctx, a.ex, a.ey, a.fx, a.fy, armR, sleeveLow);
    if (s.extras.has('shoulder-pads')) dot(ctx, sx, sy - armR * 0.2, armR * 1.7, s.trim);
    else dot(ctx, sx, sy, armR * 0.6, darken(sleeveTop, 0.3));
    if (prop) {
      const size = H * (prop === 'microphone' || prop === 'baton' || prop === 'pen' ? 0.22 : 0.3);
      drawAccessoryKey(ctx, prop, a.fx + side * size * 0.15, a.fy - size * 0.15, size, s.trim);
    }
    dot(ctx, a.fx, a.fy, armR * 1.15, s.extras.has('gloves') ? darken(s.trim, 0.1) : s.skin);
  });
  ctx.restore();
}
