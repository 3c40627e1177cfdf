// What the figure wears over its top. Coordinates: hips at y = 0, shoulders at y = t.top.
import { darken, mix } from '../../color.ts';
import type { Ctx } from '../../surface.ts';
import { dot, shape } from './shapes.ts';
import type { FigureSpec, Torso } from './spec.ts';

/** What is worn over the top: apron, suspenders, bandolier, belts, ties, chains, scarf. */
export function drawTorsoExtras(ctx: Ctx, s: FigureSpec, t: Torso): void {
  const h = -t.top;
  const x = s.extras;
  if (x.has('apron'))
    shape(
      ctx,
      [
        -t.ww * 0.8,
        t.top + h * 0.3,
        t.ww * 0.8,
        t.top + h * 0.3,
        t.ww * 1.05,
        h * 0.55,
        -t.ww * 1.05,
        h * 0.55,
      ],
      '#f7f5ef',
    );
  if (x.has('suspenders'))
    for (const side of [-1, 1])
      shape(
        ctx,
        [side * t.sw * 0.45, t.top, side * t.sw * 0.62, t.top, side * t.ww * 0.62, 0, side * t.ww * 0.45, 0],
        s.trim,
      );
  if (x.has('bandolier')) {
    ctx.strokeStyle = '#5a4030';
    ctx.lineWidth = h * 0.09;
    ctx.beginPath();
    ctx.moveTo(-t.sw * 0.8, t.top + h * 0.02);
    ctx.lineTo(t.ww * 0.9, -h * 0.1);
    ctx.stroke();
    for (let i = 1; i < 6; i++)
      dot(
        ctx,
        -t.sw * 0.8 + ((t.ww * 0.9 + t.sw * 0.8) * i) / 6,
        t.top + h * 0.02 + (h * 0.78 * i) / 6,
        h * 0.03,
        '#d4a017',
      );
  }
  if (x.has('belt') || x.has('title-belt')) {
    const big = x.has('title-belt');
    ctx.fillStyle = big ? '#1d1f26' : darken(s.bottom, 0.4);
    ctx.fillRect(-t.ww * 1.05, -h * (big ? 0.16 : 0.1), t.ww * 2.1, h * (big ? 0.16 : 0.1));
    if (big) {
      ctx.fillStyle = '#e0b84a';
      ctx.beginPath();
      ctx.ellipse(0, -h * 0.08, t.ww * 0.55, h * 0.14, 0, 0, Math.PI * 2);
      ctx.fill();
      dot(ctx, 0, -h * 0.08, h * 0.06, s.trim === '#e0b84a' ? '#c0392b' : s.trim);
    } else {
      ctx.fillStyle = '#e0b84a';
      ctx.fillRect(-h * 0.04, -h * 0.1, h * 0.08, h * 0.1);
    }
  }
  if (x.has('tie'))
    shape(
      ctx,
      [
        -t.sw * 0.07,
        t.top + h * 0.04,
        t.sw * 0.07,
        t.top + h * 0.04,
        t.sw * 0.1,
        t.top + h * 0.55,
        0,
        t.top + h * 0.65,
        -t.sw * 0.1,
        t.top + h * 0.55,
      ],
      mix(s.trim, '#c0392b', 0.4),
    );
  if (x.has('bowtie')) {
    shape(
      ctx,
      [0, t.top + h * 0.06, -t.sw * 0.22, t.top - h * 0.02, -t.sw * 0.22, t.top + h * 0.14],
      darken(s.trim, 0.1),
    );
    shape(
      ctx,
      [0, t.top + h * 0.06, t.sw * 0.22, t.top - h * 0.02, t.sw * 0.22, t.top + h * 0.14],
      darken(s.trim, 0.1),
    );
  }
  if (x.has('chain') || x.has('stethoscope')) {
    ctx.strokeStyle = x.has('stethoscope') ? '#2b2f3a' : '#e0b84a';
    ctx.lineWidth = h * 0.035;
    ctx.beginPath();
    ctx.arc(0, t.top + h * 0.02, t.sw * 0.45, 0.15 * Math.PI, 0.85 * Math.PI);
    ctx.stroke();
    dot(ctx, 0, t.top + h * 0.02 + t.sw * 0.45, h * 0.05, x.has('stethoscope') ? '#b8c0cc' : '#e0b84a');
  }
  if (x.has('scarf')) {
    ctx.fillStyle = s.trim;
    ctx.beginPath();
    ctx.ellipse(0, t.top + h * 0.02, t.sw * 0.5, h * 0.08, 0, 0, Math.PI * 2);
    ctx.fill();
    shape(
      ctx,
      [t.sw * 0.1, t.top, t.sw * 0.35, t.top, t.sw * 0.3, t.top + h * 0.55, t.sw * 0.12, t.top + h * 0.55],
      s.trim,
    );
  }
}
