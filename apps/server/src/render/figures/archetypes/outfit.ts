// The figure's clothes on its torso: the top's cut, and what is worn over it (ties, belts,
// chains, bandoliers, aprons, patterns). Coordinates: hips at y = 0, shoulders at y = top.
import { darken, lighten } from '../../color.ts';
import type { Ctx } from '../../surface.ts';
import { dot, shape, sheen } from './shapes.ts';
import type { FigureSpec, Torso } from './spec.ts';
import { drawTorsoExtras } from './torso-extras.ts';

const torsoPath = (ctx: Ctx, t: Torso) => {
  ctx.beginPath();
  ctx.moveTo(-t.sw, t.top);
  ctx.quadraticCurveTo(0, t.top - t.sw * 0.2, t.sw, t.top);
  ctx.lineTo(t.ww, 0);
  ctx.lineTo(-t.ww, 0);
  ctx.closePath();
};

/** A long coat, robe or gown hanging from the waist to `hem` (y grows downwards). */
export function drawLongHem(ctx: Ctx, s: FigureSpec, t: Torso, hem: number): void {
  const color = s.topStyle === 'labcoat' ? '#f4f6f8' : s.topStyle === 'gown' ? s.top : darken(s.top, 0.05);
  const flare = s.topStyle === 'gown' ? 2.1 : 1.45;
  shape(
    ctx,
    [-t.ww * 1.05, -t.sw * 0.1, t.ww * 1.05, -t.sw * 0.1, t.ww * flare, hem, -t.ww * flare, hem],
    sheen(ctx, -t.ww * flare, t.ww * flare, color),
  );
  if (s.topStyle !== 'gown') {
    ctx.strokeStyle = darken(color, 0.3);
    ctx.lineWidth = t.sw * 0.04;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(0, hem);
    ctx.stroke();
  }
}

/** The torso in its top, then what is worn over it. */
export function drawTorso(ctx: Ctx, s: FigureSpec, t: Torso): void {
  const bareSkin = ['bare', 'singlet', 'bandages'].includes(s.topStyle);
  const base = s.topStyle === 'labcoat' ? '#f4f6f8' : bareSkin ? s.skin : s.top;
  torsoPath(ctx, t);
  ctx.fillStyle = sheen(ctx, -t.sw, t.sw, base);
  ctx.fill();
  const h = -t.top;
  ctx.save();
  torsoPath(ctx, t);
  ctx.clip();
  switch (s.topStyle) {
    case 'bare':
      ctx.strokeStyle = darken(s.skin, 0.2);
      ctx.lineWidth = t.sw * 0.03;
      ctx.beginPath();
      ctx.moveTo(0, t.top + h * 0.15);
      ctx.lineTo(0, -h * 0.1);
      for (const y of [0.45, 0.62, 0.79]) {
        ctx.moveTo(-t.ww * 0.5, t.top + h * y);
        ctx.lineTo(t.ww * 0.5, t.top + h * y);
      }
      ctx.stroke();
      break;
    case 'singlet':
      shape(
        ctx,
        [
          -t.sw * 0.55,
          t.top,
          -t.sw * 0.3,
          t.top,
          -t.ww * 0.2,
          t.top + h * 0.45,
          t.ww * 0.2,
          t.top + h * 0.45,
          t.sw * 0.3,
          t.top,
          t.sw * 0.55,
          t.top,
          t.ww * 1.2,
          0,
          -t.ww * 1.2,
          0,
        ],
        sheen(ctx, -t.sw, t.sw, s.top),
      );
      break;
    case 'bandages':
      ctx.strokeStyle = darken(s.skin, 0.18);
      ctx.lineWidth = h * 0.02;
      for (let i = 0; i < 9; i++) {
        ctx.beginPath();
        ctx.moveTo(-t.sw, t.top + h * (i * 0.12));
        ctx.lineTo(t.sw, t.top + h * (i * 0.12 + 0.08));
        ctx.stroke();
      }
      break;
    case 'suit':
    case 'jacket':
    case 'vest':
    case 'coat':
    case 'labcoat':
    case 'robe': {
      const inner =
        s.topStyle === 'suit' || s.topStyle === 'labcoat'
          ? '#f7f7f4'
          : s.topStyle === 'vest'
            ? lighten(s.trim, 0.3)
            : s.trim;
      shape(ctx, [-t.sw * 0.35, t.top, t.sw * 0.35, t.top, t.ww * 0.3, 0, -t.ww * 0.3, 0], inner);
      const lapel = darken(base, 0.25);
      shape(ctx, [-t.sw * 0.35, t.top, -t.ww * 0.05, t.top + h * 0.55, -t.sw * 0.5, t.top + h * 0.2], lapel);
      shape(ctx, [t.sw * 0.35, t.top, t.ww * 0.05, t.top + h * 0.55, t.sw * 0.5, t.top + h * 0.2], lapel);
      if (s.topStyle === 'suit')
        for (const y of [0.62, 0.8]) dot(ctx, t.ww * 0.12, t.top + h * y, t.sw * 0.04, darken(base, 0.4));
      break;
    }
    case 'armor':
      ctx.strokeStyle = darken(s.top, 0.35);
      ctx.lineWidth = h * 0.025;
      for (const y of [0.35, 0.6, 0.82]) {
        ctx.beginPath();
        ctx.moveTo(-t.sw, t.top + h * y);
        ctx.quadraticCurveTo(0, t.top + h * (y + 0.08), t.sw, t.top + h * y);
        ctx.stroke();
      }
      dot(ctx, 0, t.top + h * 0.2, t.sw * 0.16, s.trim);
      break;
    case 'hoodie':
      shape(
        ctx,
        [-t.ww * 0.7, -h * 0.3, t.ww * 0.7, -h * 0.3, t.ww * 0.8, -h * 0.05, -t.ww * 0.8, -h * 0.05],
        darken(s.top, 0.15),
      );
      ctx.strokeStyle = lighten(s.top, 0.5);
      ctx.lineWidth = t.sw * 0.03;
      for (const x of [-0.12, 0.12]) {
        ctx.beginPath();
        ctx.moveTo(x * t.sw, t.top + h * 0.05);
        ctx.lineTo(x * t.sw, t.top + h * 0.35);
        ctx.stroke();
      }
      break;
    case 'jumpsuit':
      ctx.strokeStyle = darken(s.top, 0.35);
      ctx.lineWidth = t.sw * 0.035;
      ctx.beginPath();
      ctx.moveTo(0, t.top + h * 0.05);
      ctx.lineTo(0, 0);
      ctx.stroke();
      shape(ctx, [-t.sw * 0.3, t.top, 0, t.top + h * 0.25, t.sw * 0.3, t.top], darken(s.top, 0.2));
      break;
    case 'fur':
      for (let i = 0; i < 14; i++)
        dot(
          ctx,
          -t.sw + (i % 7) * t.sw * 0.33,
          t.top + h * (0.1 + Math.floor(i / 7) * 0.3),
          t.sw * 0.16,
          darken(s.top, 0.15),
        );
      break;
    case 'gown':
      shape(
        ctx,
        [
          -t.sw,
          t.top,
          -t.sw * 0.2,
          t.top + h * 0.2,
          t.sw * 0.2,
          t.top + h * 0.2,
          t.sw,
          t.top,
          t.sw,
          t.top - h,
        ],
        s.skin,
      );
      break;
    default:
      shape(ctx, [-t.sw * 0.22, t.top - 1, 0, t.top + h * 0.12, t.sw * 0.22, t.top - 1], s.skin);
  }
  // Patterns over the cloth.
  if (s.extras.has('checks')) {
    ctx.strokeStyle = `${darken(s.top, 0.45)}88`;
    ctx.lineWidth = h * 0.025;
    for (let k = -4; k <= 4; k++) {
      ctx.beginPath();
      ctx.moveTo(k * t.sw * 0.25, t.top);
      ctx.lineTo(k * t.sw * 0.25, 0);
      ctx.moveTo(-t.sw, t.top + (k + 4) * h * 0.12);
      ctx.lineTo(t.sw, t.top + (k + 4) * h * 0.12);
      ctx.stroke();
    }
  }
  if (s.extras.has('stripes'))
    for (const x of [-0.62, 0.62])
      shape(
        ctx,
        [
          x * t.sw - t.sw * 0.08,
          t.top,
          x * t.sw + t.sw * 0.08,
          t.top,
          x * t.ww + t.sw * 0.06,
          0,
          x * t.ww - t.sw * 0.06,
          0,
        ],
        s.trim,
      );
  if (s.extras.has('stars'))
    for (const [x, y] of [
      [-0.45, 0.3],
      [0.4, 0.45],
      [-0.2, 0.7],
      [0.25, 0.15],
    ] as const)
      dot(ctx, x * t.sw, t.top + h * y, t.sw * 0.06, lighten(s.trim, 0.4));
  if (s.extras.has('flames'))
    for (let i = -2; i <= 2; i++)
      shape(
        ctx,
        [i * t.ww * 0.45 - t.ww * 0.22, 0, i * t.ww * 0.45, -h * 0.38, i * t.ww * 0.45 + t.ww * 0.22, 0],
        i % 2 ? '#ffb020' : '#ff5a1f',
      );
  ctx.restore();
  drawTorsoExtras(ctx, s, t);
}
