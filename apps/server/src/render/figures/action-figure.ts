import { clipText, type FigureDetails } from '@mergepix/core';
import { lighten } from '../color.ts';
import { colorsInText, parseFigureDetails } from '../prompt-details.ts';
import { resolveSize, type SizedInput } from '../size.ts';
import {
  type Ctx,
  createSurface,
  decodeImage,
  drawReference,
  encodeJpeg,
  roundRectPath,
} from '../surface.ts';
import { type FigureSpec, figureSpec } from './archetypes/index.ts';
import { paintFigureScene } from './figure-scene.ts';
import { type Box, paintAccessory, paintNamePlate } from './pack-panels.ts';
import {
  type PackPalette,
  packPalette,
  paintBadge,
  paintCardFace,
  paintPlastic,
  paintStudio,
  paintTitleBanner,
} from './packaging.ts';

/** Input of {@link renderActionFigure}. */
export interface ActionFigureInput extends SizedInput {
  prompt: string;
  /**
   * The generator's structured choices (title, name, job title, company, packaging, colours,
   * accessories, pose), drawn exactly as given. Without them the prompt's prose is read instead.
   */
  details?: FigureDetails;
  /** A photo to put in the bubble instead of the drawn figure. */
  reference?: Buffer;
}

/** What the pack shows. */
interface PackChoices {
  firstName: string;
  title: string;
  subtitle: string;
  accessories: string[];
  /** Elements of the character left out of the drawing. */
  removals: string[];
  pose?: string;
  colors: string[];
}

/** The typed details when the call carries them; only a free-text prompt is read for its choices. */
export function packChoices({ prompt, details }: Pick<ActionFigureInput, 'prompt' | 'details'>): PackChoices {
  const clipAll = (items: readonly string[]) => items.map((a) => clipText(a, 60)).filter(Boolean);
  if (details) {
    const explicit = details.colors?.flatMap((c) => (c.startsWith('#') ? [c] : colorsInText(c))) ?? [];
    return {
      firstName: clipText(details.name, 60),
      title: clipText(details.title, 80),
      subtitle: clipText([details.jobTitle, details.company].filter(Boolean).join(' · '), 120),
      accessories: clipAll(details.accessories ?? []),
      removals: clipAll(details.removals ?? []),
      ...(details.pose ? { pose: details.pose } : {}),
      colors: explicit.length ? explicit : colorsInText(details.packaging ?? ''),
    };
  }
  const parsed = parseFigureDetails(prompt);
  return {
    firstName: clipText(parsed.firstName, 60),
    title: '',
    subtitle: '',
    accessories: clipAll(parsed.accessories),
    removals: clipAll(parsed.removals),
    ...(parsed.pose ? { pose: parsed.pose } : {}),
    colors: parsed.colors,
  };
}

const MAX_ACCESSORIES = 4;
/** The bubble's contents: the reference photo, or the drawn figure on a little display stand. */
async function paintBubbleContents(
  ctx: Ctx,
  box: Box,
  input: { reference?: Buffer; figure: FigureSpec },
  palette: PackPalette,
) {
  const { x, y, w, h } = box;
  const r = w * 0.08;
  ctx.save();
  roundRectPath(ctx, x, y, w, h, r);
  ctx.clip();
  const g = ctx.createLinearGradient(x, y, x, y + h);
  g.addColorStop(0, lighten(palette.primary, 0.55));
  g.addColorStop(1, lighten(palette.primary, 0.2));
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
  if (input.reference) {
    const image = await decodeImage(input.reference, Math.max(w, h) * 1.5);
    drawReference(ctx, image, x, y, w, h, { filter: 'saturate(1.18) contrast(1.06)' });
  } else {
    paintFigureScene(ctx, box, input.figure, palette);
  }
  // Inner shadow where the plastic meets the card.
  const v = ctx.createRadialGradient(
    x + w / 2,
    y + h / 2,
    Math.min(w, h) * 0.35,
    x + w / 2,
    y + h / 2,
    Math.hypot(w, h) * 0.6,
  );
  v.addColorStop(0, 'rgba(0,0,0,0)');
  v.addColorStop(1, 'rgba(0,0,0,0.25)');
  ctx.fillStyle = v;
  ctx.fillRect(x, y, w, h);
  ctx.restore();
  paintPlastic(ctx, x, y, w, h, r);
}

/**
 * A toy blister pack: card in the packaging colours, title banner, plastic bubble with the
 * figure (or the reference photo), accessory compartments, name plate and collector badge.
 */
export async function renderActionFigure(input: ActionFigureInput): Promise<Buffer> {
  const { width: w, height: h } = resolveSize(input.size, input.aspectRatio);
  const { canvas, ctx } = createSurface(w, h);
  const choices = packChoices(input);
  const { firstName, accessories, colors } = choices;
  const title = choices.title || 'Action Figure';
  const seed = `${title}|${firstName}`;
  const palette = packPalette(colors, seed);
  const figure = figureSpec({
    title,
    name: firstName,
    jobTitle: input.details?.jobTitle,
    pose: choices.pose,
    removals: choices.removals,
    ...(input.details ? {} : { prompt: input.prompt }),
  });
  const figureInput = { reference: input.reference, figure };

  paintStudio(ctx, w, h, palette.primary);
  const ch = h * 0.92;
  // Portrait card normally; on wide canvases it widens so the pack fills the frame.
  const cw = Math.min(w * 0.9, ch * (w > h * 1.2 ? 1.15 : 0.78));
  const card: Box = { x: (w - cw) / 2, y: (h - ch) / 2, w: cw, h: ch };
  const tab = ch * 0.065;
  const bannerY = card.y + tab + ch * 0.055;
  const bannerH = ch * 0.095;
  const contentTop = bannerY + bannerH + ch * 0.03;
  const contentH = card.y + ch * 0.825 - contentTop;
  const shown = accessories.slice(0, MAX_ACCESSORIES);
  const bubbleW = shown.length ? cw * 0.6 : cw * 0.74;
  const bubble: Box = {
    x: shown.length ? card.x + cw * 0.06 : card.x + (cw - bubbleW) / 2,
    y: contentTop,
    w: bubbleW,
    h: contentH,
  };

  paintCardFace(ctx, { ...card, tab }, palette, {
    x: bubble.x + bubble.w / 2,
    y: bubble.y + bubble.h * 0.45,
  });
  paintTitleBanner(ctx, card.x + cw / 2, bannerY, cw * 0.9, bannerH, title, 'COLLECTOR SERIES', palette);
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.3)';
  ctx.shadowBlur = cw * 0.03;
  ctx.shadowOffsetY = cw * 0.012;
  roundRectPath(ctx, bubble.x, bubble.y, bubble.w, bubble.h, bubble.w * 0.08);
  ctx.fillStyle = palette.primary;
  ctx.fill();
  ctx.restore();
  await paintBubbleContents(ctx, bubble, figureInput, palette);

  if (shown.length) {
    const colX = bubble.x + bubble.w + cw * 0.035;
    const colW = card.x + cw * 0.94 - colX;
    const gap = ch * 0.018;
    const slotH = Math.min((contentH - gap * (shown.length - 1)) / shown.length, colW * 1.3);
    const total = slotH * shown.length + gap * (shown.length - 1);
    shown.forEach((name, i) => {
      paintAccessory(
        ctx,
        { x: colX, y: contentTop + (contentH - total) / 2 + i * (slotH + gap), w: colW, h: slotH },
        name,
        palette,
      );
    });
  }
  const badgeR = Math.min(cw, ch * 0.78) * 0.1;
  paintBadge(ctx, bubble.x + bubble.w - badgeR * 0.5, bubble.y + badgeR * 0.6, badgeR, palette);
  paintNamePlate(ctx, card, firstName || title, choices.subtitle, palette);
  return encodeJpeg(canvas);
}
