// The inside of the pack's bubble when no photo is given: a backdrop for the figure's set
// (a stage, a ring, a studio, a retro sky, an office), a display stand, and the figure itself.
import { alpha, darken, hsl, lighten, mix } from '../color.ts';
import type { Ctx } from '../surface.ts';
import type { FigureSpec } from './archetypes/spec.ts';
import type { PackPalette } from './packaging.ts';
import { POSE_REACH } from './poses.ts';
import { drawToyFigure } from './toy-figure.ts';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The character's own colour, stable per character: the bubble's backdrop and the studio around
 * the pack take it. Hue, lightness and saturation come from separate bits of the seed, so two
 * characters whose hues happen to be close still differ in light.
 */
export const characterHue = (s: FigureSpec): string =>
  hsl((s.seed % 3600) / 10, 0.5 + ((s.seed >>> 16) % 4) * 0.1, 0.32 + ((s.seed >>> 12) % 8) * 0.05);

function backdrop(ctx: Ctx, b: Box, s: FigureSpec, palette: PackPalette): void {
  const { x, y, w, h } = b;
  // The character's own colours, not the card's: two packs of one colour still differ here.
  const base = mix(s.top, characterHue(s), 0.75);
  /** Fills the whole backdrop with a top-to-bottom gradient, `middle` at its offset when given. */
  const fillWall = (top: string, bottom: string, middle?: readonly [number, string]) => {
    const g = ctx.createLinearGradient(x, y, x, y + h);
    g.addColorStop(0, top);
    if (middle) g.addColorStop(...middle);
    g.addColorStop(1, bottom);
    ctx.fillStyle = g;
    ctx.fillRect(x, y, w, h);
  };
  const floorY = y + h * 0.8;
  switch (s.theme) {
    case 'music': {
      fillWall(darken(base, 0.75), darken(base, 0.35));
      for (const [cx, tint] of [
        [0.2, s.trim],
        [0.5, '#ffffff'],
        [0.8, s.top],
      ] as const) {
        ctx.fillStyle = alpha(lighten(tint, 0.3), 0.22);
        ctx.beginPath();
        ctx.moveTo(x + w * cx - w * 0.04, y);
        ctx.lineTo(x + w * cx + w * 0.04, y);
        ctx.lineTo(x + w * 0.5 + (cx - 0.5) * w * 0.4 + w * 0.2, floorY);
        ctx.lineTo(x + w * 0.5 + (cx - 0.5) * w * 0.4 - w * 0.2, floorY);
        ctx.fill();
      }
      ctx.fillStyle = darken(base, 0.6);
      ctx.fillRect(x, floorY, w, h * 0.2);
      return;
    }
    case 'wrestling': {
      fillWall(darken(base, 0.55), darken(base, 0.2));
      ctx.fillStyle = lighten(palette.secondary, 0.75);
      ctx.fillRect(x, floorY - h * 0.06, w, h * 0.26);
      for (const [k, rope] of [
        [0.35, '#d62828'],
        [0.5, '#f5f5f2'],
        [0.65, '#1d4ed8'],
      ] as const) {
        ctx.fillStyle = rope;
        ctx.fillRect(x, y + h * k, w, h * 0.018);
      }
      ctx.fillStyle = '#c9ccd3';
      ctx.fillRect(x + w * 0.04, y + h * 0.3, w * 0.05, h * 0.45);
      ctx.fillRect(x + w * 0.91, y + h * 0.3, w * 0.05, h * 0.45);
      return;
    }
    case 'tv': {
      fillWall(lighten(base, 0.2), darken(base, 0.1));
      ctx.fillStyle = alpha(darken(base, 0.4), 0.5);
      for (let i = 0; i < 6; i++) ctx.fillRect(x + w * (i / 6), y, w * 0.05, floorY - y);
      ctx.fillStyle = darken(s.trim, 0.1);
      ctx.beginPath();
      ctx.roundRect(x + w * 0.62, y + h * 0.1, w * 0.3, h * 0.22, w * 0.02);
      ctx.fill();
      ctx.fillStyle = mix(base, '#6b4a2e', 0.5);
      ctx.fillRect(x, floorY, w, h * 0.2);
      return;
    }
    case 'retro': {
      fillWall(darken(base, 0.3), darken(base, 0.3), [0.7, mix(base, '#ff7a59', 0.35)]);
      ctx.fillStyle = alpha('#fff3c4', 0.85);
      ctx.beginPath();
      ctx.arc(x + w * 0.5, floorY, w * 0.22, Math.PI, 0);
      ctx.fill();
      ctx.strokeStyle = alpha(lighten(s.top, 0.4), 0.8);
      ctx.lineWidth = Math.max(1, h * 0.006);
      for (let i = 0; i < 5; i++) {
        const ly = floorY + (h * 0.2 * (i + 1) ** 2) / 26;
        ctx.beginPath();
        ctx.moveTo(x, ly);
        ctx.lineTo(x + w, ly);
        ctx.stroke();
      }
      ctx.fillStyle = darken(base, 0.5);
      ctx.fillRect(x, floorY, w, h * 0.003);
      return;
    }
    default: {
      fillWall(lighten(base, 0.1), darken(base, 0.25));
      // An office wall: a window, a wall of shelves or a poster, by character.
      ctx.fillStyle = alpha('#ffffff', 0.45);
      const wall = s.seed % 3;
      if (wall === 0)
        for (const [px, py] of [
          [0.1, 0.1],
          [0.32, 0.1],
          [0.1, 0.34],
          [0.32, 0.34],
        ] as const)
          ctx.fillRect(x + w * px, y + h * py, w * 0.2, h * 0.2);
      else if (wall === 1)
        for (const py of [0.22, 0.42, 0.62]) {
          ctx.fillRect(x, y + h * py, w, h * 0.025);
          ctx.fillStyle = alpha(darken(base, 0.35), 0.7);
          for (let i = 0; i < 7; i++)
            ctx.fillRect(x + w * (0.05 + i * 0.035), y + h * (py - 0.1), w * 0.025, h * 0.1);
          ctx.fillStyle = alpha('#ffffff', 0.45);
        }
      else {
        ctx.beginPath();
        ctx.arc(x + w * 0.3, y + h * 0.3, w * 0.26, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = alpha(s.trim, 0.5);
        ctx.fillRect(x + w * 0.62, y + h * 0.08, w * 0.3, h * 0.5);
      }
      ctx.fillStyle = lighten(darken(base, 0.3), 0.2);
      ctx.fillRect(x, floorY, w, h * 0.2);
    }
  }
}

/** Fills the bubble: the set's backdrop, a display stand, and the figure on it. */
export function paintFigureScene(ctx: Ctx, b: Box, spec: FigureSpec, palette: PackPalette): void {
  backdrop(ctx, b, spec, palette);
  const { x, y, w, h } = b;
  ctx.fillStyle = alpha(darken(palette.primary, 0.5), 0.45);
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + h * 0.92, w * 0.32, h * 0.035, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.5)';
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + h * 0.9, w * 0.28, h * 0.03, 0, 0, Math.PI * 2);
  ctx.fill();
  // Raised arms and big builds need headroom under the badge.
  const raised = ['victory', 'waving', 'flexing', 'kicking', 'casting'].includes(spec.pose) ? 0.86 : 1;
  const tall = spec.build === 'giant' ? 0.92 : 1;
  const height = Math.min(h * 0.74 * raised * tall, (w * 0.92) / (2 * POSE_REACH[spec.pose]));
  drawToyFigure(ctx, x + w / 2, y + h * 0.9, height, spec);
}
