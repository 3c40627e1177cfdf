import { between, hashString, seededRandom } from '@mergepix/core';
import { alpha, hsl, mix } from '../color.ts';
import { textFont } from '../fonts.ts';
import { resolveSize, type SizedInput } from '../size.ts';
import { type Ctx, coverWithReference, createSurface, encodeJpeg, roundRectPath } from '../surface.ts';
import { wrapMemeText } from '../text/core-render.ts';

/** Input of {@link renderPoster}. */
export interface PosterInput extends SizedInput {
  /** The free prompt, already personalized; it is the poster's headline. */
  prompt: string;
  /** Small label above the headline (e.g. the feature name). */
  eyebrow?: string;
  /** A photo to use as the background, darkened so the headline stays readable. */
  reference?: Buffer;
}

/** The honest note every offline poster carries. */
export const OFFLINE_CAPTION = 'Offline preview · drawn by the Mergepix offline engine, not AI';
const MAX_PROMPT_CHARS = 420;

/** Background, blobs and grain: a calm two-hue gradient picked from the prompt's hash. */
function paintBackdrop(ctx: Ctx, w: number, h: number, seed: number): string {
  const random = seededRandom(seed);
  const hue = Math.floor(random() * 360);
  const hue2 = (hue + between(random, 35, 80)) % 360;
  const deep = hsl(hue, 0.62, 0.26);
  const bright = hsl(hue2, 0.7, 0.46);
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, deep);
  g.addColorStop(1, bright);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  const unit = Math.min(w, h);
  for (let i = 0; i < 5; i++) {
    const x = random() * w;
    const y = random() * h;
    const r = unit * between(random, 0.25, 0.6);
    const blob = ctx.createRadialGradient(x, y, 0, x, y, r);
    const c = hsl((hue + between(random, -40, 120)) % 360, 0.8, 0.6);
    blob.addColorStop(0, alpha(c, 0.45));
    blob.addColorStop(1, alpha(c, 0));
    ctx.fillStyle = blob;
    ctx.fillRect(0, 0, w, h);
  }
  // Thin rings and a dot grid give the flat gradient some graphic structure.
  ctx.strokeStyle = 'rgba(255,255,255,0.16)';
  ctx.lineWidth = unit * 0.004;
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    ctx.arc(w * 0.88, h * 0.14, unit * (0.1 + i * 0.07), 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(255,255,255,0.22)';
  const step = unit * 0.03;
  for (let gx = 0; gx < 6; gx++)
    for (let gy = 0; gy < 4; gy++) {
      ctx.beginPath();
      ctx.arc(w * 0.8 + gx * step, h * 0.76 + gy * step, unit * 0.004, 0, Math.PI * 2);
      ctx.fill();
    }
  return mix(bright, '#ffffff', 0.55);
}

/** Largest headline size whose wrapped lines fit the box; long prompts end in an ellipsis. */
function layoutHeadline(ctx: Ctx, text: string, boxW: number, boxH: number, unit: number) {
  const max = unit * 0.11;
  const min = unit * 0.032;
  for (let size = max; size >= min; size *= 0.93) {
    ctx.font = textFont(size, 800);
    const lines = wrapMemeText(ctx, text, boxW);
    if (lines.length * size * 1.18 <= boxH) return { size, lines };
  }
  ctx.font = textFont(min, 800);
  const fit = Math.max(1, Math.floor(boxH / (min * 1.18)));
  const lines = wrapMemeText(ctx, text, boxW).slice(0, fit);
  lines[fit - 1] = `${(lines[fit - 1] ?? '').replace(/\s*\S*$/, '')}…`;
  return { size: min, lines };
}

/** Draws the offline caption pill at the bottom edge. */
export function drawOfflineCaption(ctx: Ctx, w: number, h: number): void {
  const unit = Math.min(w, h);
  const size = Math.max(11, unit * 0.019);
  ctx.font = textFont(size, 600);
  const textW = ctx.measureText(OFFLINE_CAPTION).width;
  const padX = size * 0.9;
  const pillH = size * 2.1;
  const pillW = Math.min(w * 0.94, textW + padX * 2 + size * 1.2);
  const x = (w - pillW) / 2;
  const y = h - pillH - unit * 0.035;
  roundRectPath(ctx, x, y, pillW, pillH, pillH / 2);
  ctx.fillStyle = 'rgba(10,12,24,0.42)';
  ctx.fill();
  ctx.fillStyle = '#7CF0B0';
  ctx.beginPath();
  ctx.arc(x + padX + size * 0.3, y + pillH / 2, size * 0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.92)';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(OFFLINE_CAPTION, x + padX + size * 1.1, y + pillH / 2, pillW - padX * 2 - size);
}

/** A typographic poster of a free prompt, for when no AI provider is available. */
export async function renderPoster(input: PosterInput): Promise<Buffer> {
  const { width: w, height: h } = resolveSize(input.size, input.aspectRatio);
  const { canvas, ctx } = createSurface(w, h);
  const text = input.prompt.replace(/\s+/g, ' ').trim().slice(0, MAX_PROMPT_CHARS) || 'Your idea here';
  let accent = paintBackdrop(ctx, w, h, hashString(text));
  if (input.reference) {
    await coverWithReference(ctx, input.reference, w, h, {
      filter: 'saturate(1.1)',
    });
    // A dark wash rising from the bottom keeps white text readable on any photo.
    const wash = ctx.createLinearGradient(0, 0, 0, h);
    wash.addColorStop(0, 'rgba(8,10,24,0.35)');
    wash.addColorStop(1, 'rgba(8,10,24,0.8)');
    ctx.fillStyle = wash;
    ctx.fillRect(0, 0, w, h);
    accent = '#ffd166';
  }
  const unit = Math.min(w, h);
  const left = w * 0.1;
  const boxW = w * 0.8;
  const eyebrow = input.eyebrow?.trim().toUpperCase();
  const eyebrowSize = unit * 0.028;
  const quoteH = unit * 0.1;
  const { size, lines } = layoutHeadline(ctx, text, boxW, h * 0.56, unit);
  const lineH = size * 1.18;
  // The block (eyebrow, quote mark, headline, accent bar) is centred above the caption.
  const blockH = (eyebrow ? eyebrowSize * 1.8 : 0) + quoteH + lines.length * lineH + unit * 0.05;
  let top = Math.max(h * 0.07, (h * 0.9 - blockH) / 2);

  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if (eyebrow) {
    ctx.font = textFont(eyebrowSize, 700);
    ctx.fillStyle = accent;
    ctx.fillText(eyebrow, left, top + eyebrowSize, boxW);
    top += eyebrowSize * 1.8;
  }
  // A large opening quote mark frames the prompt as the user's own words.
  ctx.font = textFont(unit * 0.2, 900);
  ctx.fillStyle = alpha('#ffffff', 0.22);
  ctx.fillText('\u201C', left - unit * 0.012, top + unit * 0.15);
  top += quoteH;

  ctx.font = textFont(size, 800);
  ctx.shadowColor = 'rgba(0,0,0,0.25)';
  ctx.shadowBlur = size * 0.3;
  ctx.shadowOffsetY = size * 0.06;
  ctx.fillStyle = '#ffffff';
  lines.forEach((line, i) => {
    ctx.fillText(line, left, top + size + i * lineH);
  });
  ctx.shadowColor = 'transparent';
  ctx.fillStyle = accent;
  roundRectPath(ctx, left, top + lines.length * lineH + size * 0.45, unit * 0.12, unit * 0.012, unit * 0.006);
  ctx.fill();

  drawOfflineCaption(ctx, w, h);
  return encodeJpeg(canvas);
}
