// The figure's head: face, hair style, face items (mask, glasses, visor…) and headwear.
import { darken, lighten, mix } from '../../color.ts';
import type { Ctx } from '../../surface.ts';
import { drawHeadwear } from './headwear.ts';
import { dot, shape } from './shapes.ts';
import type { FigureSpec } from './spec.ts';

const INK = '#1d1d24';

function hairBack(ctx: Ctx, s: FigureSpec, cy: number, r: number): void {
  const c = s.hair;
  switch (s.hairStyle) {
    case 'long':
    case 'braids':
      shape(
        ctx,
        [-r * 1.02, cy - r * 0.2, r * 1.02, cy - r * 0.2, r * 1.1, cy + r * 1.6, -r * 1.1, cy + r * 1.6],
        darken(c, 0.1),
      );
      break;
    case 'wild':
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (0.9 + (i / 8) * 1.2);
        dot(ctx, Math.cos(a) * r * 0.95, cy + Math.sin(a) * r * 0.9 + r * 0.35, r * 0.5, darken(c, 0.05));
      }
      break;
    case 'afro':
      dot(ctx, 0, cy - r * 0.25, r * 1.45, c);
      break;
    case 'beehive':
      ctx.fillStyle = c;
      ctx.beginPath();
      ctx.ellipse(0, cy - r * 1.05, r * 0.85, r * 1.15, 0, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'ponytail':
      shape(
        ctx,
        [r * 0.6, cy - r * 0.5, r * 1.4, cy + r * 0.2, r * 1.1, cy + r * 1.3, r * 0.7, cy + r * 0.1],
        c,
      );
      break;
    default:
  }
}

function hairFront(ctx: Ctx, s: FigureSpec, cy: number, r: number): void {
  const c = s.hair;
  ctx.fillStyle = c;
  switch (s.hairStyle) {
    case 'bald':
      return;
    case 'mohawk':
      for (let i = 0; i < 5; i++)
        shape(
          ctx,
          [
            -r * 0.18,
            cy - r * (0.95 - i * 0.02),
            0 + (i - 2) * r * 0.25,
            cy - r * 1.9,
            r * 0.18,
            cy - r * 0.95,
          ],
          c,
        );
      shape(ctx, [-r * 0.2, cy - r * 0.6, 0, cy - r * 1.05, r * 0.2, cy - r * 0.6], c);
      return;
    case 'spiky':
      for (let i = -3; i <= 3; i++)
        shape(
          ctx,
          [
            i * r * 0.28 - r * 0.2,
            cy - r * 0.55,
            i * r * 0.33,
            cy - r * (1.45 - Math.abs(i) * 0.08),
            i * r * 0.28 + r * 0.2,
            cy - r * 0.55,
          ],
          c,
        );
      break;
    case 'quiff':
      ctx.beginPath();
      ctx.ellipse(r * 0.1, cy - r * 0.95, r * 0.8, r * 0.45, -0.25, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'bun':
      dot(ctx, 0, cy - r * 1.15, r * 0.42, c);
      break;
    case 'afro':
    case 'beehive':
      return;
    default:
  }
  ctx.beginPath();
  ctx.ellipse(0, cy - r * 0.25, r * 0.97, r * 0.82, 0, Math.PI, Math.PI * 2);
  if (s.hairStyle === 'slick') ctx.quadraticCurveTo(0, cy - r * 0.7, -r * 0.97, cy - r * 0.25);
  else if (s.hairStyle === 'bob' || s.hairStyle === 'long' || s.hairStyle === 'braids')
    ctx.quadraticCurveTo(r * 0.2, cy - r * 0.2, -r * 0.6, cy - r * 0.5);
  else ctx.quadraticCurveTo(r * 0.4, cy - r * 0.55, -r * 0.97, cy - r * 0.2);
  ctx.fill();
  if (s.hairStyle === 'bob' || s.hairStyle === 'braids') {
    shape(
      ctx,
      [-r * 1.0, cy - r * 0.35, -r * 0.75, cy - r * 0.4, -r * 0.8, cy + r * 0.55, -r * 1.05, cy + r * 0.5],
      c,
    );
    shape(
      ctx,
      [r * 1.0, cy - r * 0.35, r * 0.75, cy - r * 0.4, r * 0.8, cy + r * 0.55, r * 1.05, cy + r * 0.5],
      c,
    );
  }
  if (s.hairStyle === 'braids')
    for (const side of [-1, 1])
      for (let i = 0; i < 4; i++)
        dot(ctx, side * r * 0.95, cy + r * (0.7 + i * 0.3), r * 0.17, darken(c, 0.1));
}

function face(ctx: Ctx, s: FigureSpec, cy: number, r: number): void {
  const eyeY = cy + r * 0.05;
  for (const ex of [-0.35, 0.35]) {
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.ellipse(ex * r, eyeY, r * 0.09, r * 0.13, 0, 0, Math.PI * 2);
    ctx.fill();
    dot(ctx, ex * r + r * 0.03, eyeY - r * 0.04, r * 0.03, '#ffffff');
  }
  if (s.extras.has('beard')) {
    shape(
      ctx,
      [
        -r * 0.85,
        cy + r * 0.15,
        r * 0.85,
        cy + r * 0.15,
        r * 0.55,
        cy + r * 0.95,
        0,
        cy + r * 1.15,
        -r * 0.55,
        cy + r * 0.95,
      ],
      s.hair,
    );
  }
  ctx.strokeStyle = s.extras.has('beard') ? lighten(s.skin, 0.3) : darken(s.skin, 0.45);
  ctx.lineWidth = r * 0.08;
  ctx.lineCap = 'round';
  ctx.beginPath();
  if (s.pose === 'victory' || s.pose === 'flexing' || s.pose === 'kicking')
    ctx.arc(0, cy + r * 0.38, r * 0.22, 0, Math.PI);
  else ctx.arc(0, cy + r * 0.3, r * 0.28, 0.2 * Math.PI, 0.8 * Math.PI);
  ctx.stroke();
  if (s.extras.has('moustache')) {
    ctx.fillStyle = s.hair;
    ctx.beginPath();
    ctx.ellipse(-r * 0.2, cy + r * 0.36, r * 0.22, r * 0.08, 0.3, 0, Math.PI * 2);
    ctx.ellipse(r * 0.2, cy + r * 0.36, r * 0.22, r * 0.08, -0.3, 0, Math.PI * 2);
    ctx.fill();
  }
}

function faceItem(ctx: Ctx, s: FigureSpec, cy: number, r: number): void {
  const eyeY = cy + r * 0.05;
  switch (s.face) {
    case 'mask': {
      ctx.save();
      ctx.beginPath();
      ctx.ellipse(0, cy, r * 0.92, r * 1.02, 0, 0, Math.PI * 2);
      ctx.clip();
      ctx.fillStyle = s.trim;
      ctx.fillRect(-r, cy - r * 1.1, r * 2, r * 1.55);
      for (const ex of [-0.36, 0.36])
        shape(
          ctx,
          [ex * r - r * 0.25, eyeY + r * 0.12, ex * r, eyeY - r * 0.22, ex * r + r * 0.25, eyeY + r * 0.12],
          '#ffffff',
        );
      for (const ex of [-0.36, 0.36]) dot(ctx, ex * r, eyeY + r * 0.02, r * 0.08, INK);
      ctx.fillStyle = s.top;
      ctx.fillRect(-r * 0.08, cy - r * 1.1, r * 0.16, r * 0.8);
      ctx.restore();
      return;
    }
    case 'half-mask':
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, cy - r * 1.2, r * 1.2, r * 2.4);
      ctx.clip();
      ctx.fillStyle = '#b8c2cc';
      ctx.beginPath();
      ctx.ellipse(0, cy, r * 0.93, r * 1.03, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
      dot(ctx, r * 0.36, eyeY, r * 0.13, '#ff3b3b');
      return;
    case 'visor':
    case 'goggles':
    case 'shades': {
      const lens =
        s.face === 'visor' ? mix(s.trim, '#40e0ff', 0.5) : s.face === 'goggles' ? '#9fd3f0' : '#15161b';
      if (s.face === 'visor') {
        ctx.fillStyle = lens;
        ctx.beginPath();
        ctx.roundRect(-r * 0.85, eyeY - r * 0.2, r * 1.7, r * 0.38, r * 0.18);
        ctx.fill();
      } else {
        for (const ex of [-0.36, 0.36]) {
          if (s.face === 'goggles') dot(ctx, ex * r, eyeY, r * 0.27, '#6b5a3a');
          dot(ctx, ex * r, eyeY, r * (s.face === 'goggles' ? 0.2 : 0.24), lens);
        }
        ctx.strokeStyle = '#15161b';
        ctx.lineWidth = r * 0.08;
        ctx.beginPath();
        ctx.moveTo(-r * 0.9, eyeY - r * 0.05);
        ctx.lineTo(r * 0.9, eyeY - r * 0.05);
        ctx.stroke();
      }
      dot(ctx, -r * 0.45, eyeY - r * 0.08, r * 0.06, 'rgba(255,255,255,0.7)');
      return;
    }
    case 'glasses':
      ctx.strokeStyle = '#2b2f3a';
      ctx.lineWidth = r * 0.07;
      for (const ex of [-0.36, 0.36]) {
        ctx.beginPath();
        ctx.arc(ex * r, eyeY, r * 0.22, 0, Math.PI * 2);
        ctx.stroke();
      }
      return;
    case 'eyepatch':
      dot(ctx, r * 0.36, eyeY, r * 0.2, INK);
      ctx.strokeStyle = INK;
      ctx.lineWidth = r * 0.05;
      ctx.beginPath();
      ctx.moveTo(-r * 0.9, cy - r * 0.4);
      ctx.lineTo(r * 0.9, cy + r * 0.2);
      ctx.stroke();
      return;
    case 'paint':
      for (const ex of [-0.36, 0.36]) {
        ctx.fillStyle = `${s.trim}99`;
        ctx.beginPath();
        ctx.ellipse(ex * r, eyeY - r * 0.05, r * 0.22, r * 0.14, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      return;
    default:
  }
}

/** Draws the head centred at (0, cy), radius r: hair behind, face, hair in front, face items, headwear. */
export function drawHead(ctx: Ctx, s: FigureSpec, cy: number, r: number): void {
  const covered = s.headwear === 'visor-helmet';
  if (!covered) hairBack(ctx, s, cy, r);
  const g = ctx.createRadialGradient(-r * 0.3, cy - r * 0.3, r * 0.2, 0, cy, r * 1.1);
  g.addColorStop(0, lighten(s.skin, 0.25));
  g.addColorStop(1, darken(s.skin, 0.2));
  ctx.fillStyle = g;
  ctx.beginPath();
  if (s.build === 'blocky') ctx.roundRect(-r * 0.85, cy - r, r * 1.7, r * 2, r * 0.25);
  else ctx.ellipse(0, cy, r * 0.9, r, 0, 0, Math.PI * 2);
  ctx.fill();
  if (covered) {
    drawHeadwear(ctx, s, cy, r);
    return;
  }
  face(ctx, s, cy, r);
  if (s.face !== 'mask') hairFront(ctx, s, cy, r);
  faceItem(ctx, s, cy, r);
  drawHeadwear(ctx, s, cy, r);
}
