import { type CartoonOptionsInput, clipText, hashString, seededRandom } from '@mergepix/core';
import { alpha, darken, hsl, lighten } from '../color.ts';
import { DISPLAY_FONT, textFont } from '../fonts.ts';
import { resolveSize, type SizedInput } from '../size.ts';
import {
  type Ctx,
  createSurface,
  decodeImage,
  drawReference,
  encodeJpeg,
  roundRectPath,
} from '../surface.ts';
import { drawFitted, fitTextAt } from '../text/fitted-text.ts';
import type { ThemeLook } from './cartoon-look.ts';
import { applyThemeLook } from './cartoon-look-filter.ts';
import { intensityOf, lookForStyle, withOptions } from './cartoon-style.ts';

/** Input of {@link renderCartoon}. */
export interface CartoonInput extends SizedInput {
  /** The photo to cartoonize; without one a flat cartoon poster of the style is drawn. */
  reference?: Buffer;
  /** Theme label or id from core's cartoon themes (e.g. "Retro Comic"); picks the look. */
  style?: string;
  /** The user's advanced options: outline weight, colour intensity, background. */
  options?: CartoonOptionsInput;
  /** Personal caption (e.g. "Hi Ava!") shown in a comic caption box. */
  caption?: string;
  /** The composed prompt; its words pick the look when no style label is given. */
  prompt?: string;
}

/** A comic caption box along the bottom edge. */
function drawCaption(ctx: Ctx, w: number, h: number, caption: string): void {
  const unit = Math.min(w, h);
  const maxW = w * 0.8;
  const boxH0 = unit * 0.07 * 1.7;
  const centreY = h - boxH0 / 2 - unit * 0.05;
  const lettering = fitTextAt(caption, w / 2, centreY, maxW, {
    fontFamily: DISPLAY_FONT,
    fontWeight: 400,
    maxSize: unit * 0.07,
    minSize: unit * 0.03,
    maxLines: 2,
    color: '#14101e',
    rotation: -0.02,
  });
  const size = lettering.layout.fontSize;
  const boxW = lettering.layout.width + size * 1.4;
  const boxH = lettering.layout.height + size * 0.55;
  const x = (w - boxW) / 2;
  const y = h - boxH - unit * 0.05;
  ctx.save();
  ctx.translate(x + boxW / 2, y + boxH / 2);
  ctx.rotate(-0.02);
  ctx.fillStyle = '#14101e';
  roundRectPath(ctx, -boxW / 2 + unit * 0.008, -boxH / 2 + unit * 0.01, boxW, boxH, unit * 0.012);
  ctx.fill();
  ctx.fillStyle = '#fff6d6';
  ctx.strokeStyle = '#14101e';
  ctx.lineWidth = unit * 0.006;
  roundRectPath(ctx, -boxW / 2, -boxH / 2, boxW, boxH, unit * 0.012);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  // The box grows upwards from the bottom margin; the lines stay at its middle.
  drawFitted(ctx, lettering, 0, y + boxH / 2 - centreY);
}

/**
 * Letters the poster's title centred on `cx`,`cy` in a comic outline over a hard shadow, on one
 * line or two, never wider than 0.62 of `unit`; returns the distance from `cy` to the label above.
 */
export function letterTitle(
  ctx: Ctx,
  title: string,
  cx: number,
  cy: number,
  unit: number,
  fill: string,
): number {
  const lettering = fitTextAt(title, cx, cy, unit * 0.62, {
    fontFamily: DISPLAY_FONT,
    fontWeight: 400,
    maxSize: unit * 0.13,
    minSize: unit * 0.05,
    maxLines: 2,
    lineHeight: 1.05,
    color: fill,
    strokeShare: 0.14,
    strokeColor: '#14101e',
  });
  const size = lettering.layout.fontSize;
  // A hard drop shadow, then the outlined title over it.
  drawFitted(ctx, lettering, size * 0.06, size * 0.08, { color: '#14101e', strokeWidth: 0 });
  drawFitted(ctx, lettering);
  return lettering.layout.height / 2 + size * 0.35;
}

/**
 * A flat cartoon poster: sunburst, halftone dots and the style name in a comic outline; the
 * look's filter then runs over it like over a photo.
 */
function drawStylePoster(ctx: Ctx, w: number, h: number, style: string, look: ThemeLook): void {
  const random = seededRandom(hashString(style));
  const hue = Math.floor(random() * 360);
  const grey = look.saturation === 0;
  const base = grey ? '#d9d9d9' : hsl(hue, 0.85, 0.58);
  const ray = grey ? '#bdbdbd' : hsl((hue + 20) % 360, 0.9, 0.66);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, w, h);
  const cx = w / 2;
  const cy = h * 0.46;
  const reach = Math.hypot(w, h);
  ctx.fillStyle = ray;
  for (let i = 0; i < 24; i += 2) {
    const a0 = (i / 24) * Math.PI * 2;
    const a1 = ((i + 1) / 24) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a0) * reach, cy + Math.sin(a0) * reach);
    ctx.lineTo(cx + Math.cos(a1) * reach, cy + Math.sin(a1) * reach);
    ctx.closePath();
    ctx.fill();
  }
  const unit = Math.min(w, h);
  ctx.fillStyle = alpha(darken(base, 0.5), 0.18);
  const gap = unit * 0.028;
  for (let y = gap / 2; y < h; y += gap)
    for (let x = (y / gap) % 2 ? gap / 2 : 0; x < w; x += gap) {
      const r = gap * 0.32 * (1 - Math.abs(y - cy) / h);
      if (r <= 0.5) continue;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  // Starburst behind the title, like a comic sound-effect panel.
  const spikes = 14;
  ctx.beginPath();
  for (let i = 0; i <= spikes * 2; i++) {
    const a = (i / (spikes * 2)) * Math.PI * 2;
    const r = (i % 2 ? 0.3 : 0.4) * unit * (0.95 + random() * 0.1);
    ctx.lineTo(cx + Math.cos(a) * r * 1.15, cy + Math.sin(a) * r * 0.8);
  }
  ctx.closePath();
  ctx.fillStyle = grey ? '#ffffff' : lighten(hsl((hue + 180) % 360, 0.9, 0.6), 0.35);
  ctx.strokeStyle = '#14101e';
  ctx.lineWidth = unit * 0.01;
  ctx.fill();
  ctx.stroke();

  const title = clipText(style, 60) || 'Cartoon';
  const above = letterTitle(ctx, title, cx, cy, unit, grey ? '#ffffff' : hsl(hue, 0.95, 0.55));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = textFont(unit * 0.03, 800);
  ctx.fillStyle = '#14101e';
  ctx.fillText('CARTOON STYLE', cx, cy - above);
}

/**
 * A cartoon version of the reference in the look of its theme (colours, ink, texture), with the
 * user's options applied. Without a reference, a poster of the style name in that look.
 */
export async function renderCartoon(input: CartoonInput): Promise<Buffer> {
  const { width: w, height: h } = resolveSize(input.size, input.aspectRatio);
  const { canvas, ctx } = createSurface(w, h);
  const look = withOptions(lookForStyle(input.style ?? input.prompt), input.options);
  if (input.reference) {
    const image = await decodeImage(input.reference, Math.max(w, h));
    // A slight blur while drawing takes out sensor noise; the look then cuts its own regions.
    drawReference(ctx, image, 0, 0, w, h, {
      background: '#ffffff',
      filter: `blur(${Math.max(1, Math.min(w, h) / 600)}px)`,
    });
  } else {
    drawStylePoster(ctx, w, h, input.style ?? 'Cartoon', look);
  }
  const pixels = ctx.getImageData(0, 0, w, h);
  applyThemeLook(pixels.data, w, h, look, {
    simplifyBackground: input.options?.background === 'simplify',
    intensity: intensityOf(input.options),
  });
  ctx.putImageData(pixels, 0, 0);
  const caption = clipText(input.caption, 80);
  if (caption) drawCaption(ctx, w, h, caption);
  return encodeJpeg(canvas);
}
