// What the figure wears on its head: helmets, hats, crowns, hoods, bandanas and antennae.
import { darken, lighten, mix } from '../../color.ts';
import type { Ctx } from '../../surface.ts';
import { dot, shape } from './shapes.ts';
import type { FigureSpec } from './spec.ts';

const INK = '#1d1d24';

/** Draws the headwear over a head centred at (0, cy), radius r. */
export function drawHeadwear(ctx: Ctx, s: FigureSpec, cy: number, r: number): void {
  const c = s.trim;
  const dome = (color: string, to = 0.1) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.ellipse(0, cy - r * to, r * 1.05, r * 1.05, 0, Math.PI, Math.PI * 2);
    ctx.fill();
  };
  /** A helmet's centre stripe, from `top` (half-width `topHalf`) down to `bottom`, all in head radii. */
  const stripe = (top: number, topHalf: number, bottom: number, bottomHalf: number, color: string) => {
    const [y0, y1] = [cy - r * top, cy - r * bottom];
    shape(ctx, [-r * topHalf, y0, r * topHalf, y0, r * bottomHalf, y1, -r * bottomHalf, y1], color);
  };
  switch (s.headwear) {
    case 'helmet':
      dome(c, 0.05);
      ctx.fillStyle = darken(c, 0.25);
      ctx.fillRect(-r * 1.05, cy - r * 0.12, r * 2.1, r * 0.14);
      stripe(1.05, 0.12, 0.2, 0.06, lighten(c, 0.35));
      return;
    case 'visor-helmet':
      dot(ctx, 0, cy, r * 1.18, c);
      ctx.fillStyle = mix('#1b2a3a', s.top, 0.25);
      ctx.beginPath();
      ctx.roundRect(-r * 0.8, cy - r * 0.35, r * 1.6, r * 0.75, r * 0.3);
      ctx.fill();
      dot(ctx, -r * 0.45, cy - r * 0.15, r * 0.1, 'rgba(255,255,255,0.6)');
      stripe(1.18, 0.1, 0.4, 0.1, lighten(c, 0.3));
      return;
    case 'horned':
      dome('#9aa3ad', 0.05);
      for (const side of [-1, 1])
        shape(
          ctx,
          [side * r * 0.8, cy - r * 0.5, side * r * 1.6, cy - r * 1.4, side * r * 1.0, cy - r * 0.35],
          '#f1e6c8',
        );
      return;
    case 'hardhat':
      dome(c === '#ffffff' ? '#f2c94c' : lighten(c, 0.1), 0.2);
      ctx.fillStyle = darken(c, 0.2);
      ctx.fillRect(-r * 1.3, cy - r * 0.28, r * 2.6, r * 0.14);
      return;
    case 'cowboy':
    case 'fedora':
    case 'bucket': {
      const brim = s.headwear === 'cowboy' ? 1.75 : s.headwear === 'bucket' ? 1.3 : 1.45;
      const hat = s.headwear === 'cowboy' ? mix(c, '#c8a27a', 0.5) : darken(s.top, 0.2);
      ctx.fillStyle = darken(hat, 0.15);
      ctx.beginPath();
      ctx.ellipse(0, cy - r * 0.55, r * brim, r * 0.26, s.headwear === 'fedora' ? -0.12 : 0, 0, Math.PI * 2);
      ctx.fill();
      shape(
        ctx,
        [
          -r * 0.8,
          cy - r * 0.55,
          -r * 0.7,
          cy - r * 1.45,
          0,
          cy - r * 1.3,
          r * 0.7,
          cy - r * 1.45,
          r * 0.8,
          cy - r * 0.55,
        ],
        hat,
      );
      ctx.fillStyle = INK;
      ctx.fillRect(-r * 0.8, cy - r * 0.8, r * 1.6, r * 0.18);
      return;
    }
    case 'tricorn':
      shape(
        ctx,
        [-r * 1.5, cy - r * 0.6, 0, cy - r * 1.5, r * 1.5, cy - r * 0.6, 0, cy - r * 0.85],
        '#1d1d24',
      );
      dot(ctx, 0, cy - r * 1.05, r * 0.18, '#f4f1e8');
      return;
    case 'toque':
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(-r * 0.75, cy - r * 1.3, r * 1.5, r * 0.7);
      for (const x of [-0.5, 0, 0.5]) dot(ctx, x * r, cy - r * 1.5, r * 0.45, '#f4f4f4');
      return;
    case 'crown':
    case 'tiara':
      shape(
        ctx,
        [
          -r * 0.75,
          cy - r * 0.7,
          -r * 0.75,
          cy - r * 1.25,
          -r * 0.35,
          cy - r * 0.95,
          0,
          cy - r * 1.45,
          r * 0.35,
          cy - r * 0.95,
          r * 0.75,
          cy - r * 1.25,
          r * 0.75,
          cy - r * 0.7,
        ],
        '#e0b84a',
      );
      dot(ctx, 0, cy - r * 0.9, r * 0.12, s.top);
      return;
    case 'beret':
      ctx.fillStyle = darken(s.top, 0.3);
      ctx.beginPath();
      ctx.ellipse(-r * 0.15, cy - r * 0.75, r * 1.05, r * 0.4, -0.2, 0, Math.PI * 2);
      ctx.fill();
      return;
    case 'cap':
      dome(c, 0.35);
      ctx.fillStyle = darken(c, 0.25);
      ctx.beginPath();
      ctx.ellipse(r * 0.7, cy - r * 0.38, r * 0.75, r * 0.16, 0, 0, Math.PI * 2);
      ctx.fill();
      return;
    case 'knit':
      dome(c, 0.3);
      ctx.fillStyle = darken(c, 0.2);
      ctx.fillRect(-r * 1.02, cy - r * 0.5, r * 2.04, r * 0.25);
      dot(ctx, 0, cy - r * 1.4, r * 0.22, lighten(c, 0.3));
      return;
    case 'hood':
      ctx.fillStyle = s.top;
      ctx.beginPath();
      ctx.ellipse(0, cy - r * 0.1, r * 1.25, r * 1.3, 0, Math.PI * 0.95, Math.PI * 2.05);
      ctx.fill();
      return;
    case 'bandana':
      ctx.fillStyle = c;
      ctx.fillRect(-r * 0.98, cy - r * 0.6, r * 1.96, r * 0.26);
      shape(ctx, [r * 0.9, cy - r * 0.55, r * 1.4, cy - r * 0.3, r * 1.25, cy - r * 0.1], c);
      return;
    case 'headband':
      ctx.fillStyle = c;
      ctx.fillRect(-r * 0.98, cy - r * 0.55, r * 1.96, r * 0.16);
      return;
    case 'antenna':
      ctx.strokeStyle = '#3a3f4b';
      ctx.lineWidth = r * 0.08;
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.moveTo(side * r * 0.35, cy - r * 0.9);
        ctx.lineTo(side * r * 0.7, cy - r * 1.7);
        ctx.stroke();
        dot(ctx, side * r * 0.7, cy - r * 1.7, r * 0.16, c);
      }
      return;
    default:
  }
}
