import { clipText, FIGURE_DETAILS_LIMITS, type FigureDetails } from '@mergepix/core';
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
import { characterHue, paintFigureScene } from './figure-scene.ts';
import { type PackTextRole, packLayout } from './pack-layout.ts';
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
  const L = FIGURE_DETAILS_LIMITS;
  const clipAll = (items: readonly string[]) => items.map((a) => clipText(a, L.accessory)).filter(Boolean);
  if (details) {
    const explicit = details.colors?.flatMap((c) => (c.startsWith('#') ? [c] : colorsInText(c))) ?? [];
    return {
      // Whole values up to core's limits: the layout fits them to their boxes (pack-layout.ts).
      firstName: clipText(details.name, L.name),
      title: clipText(details.title, L.title),
      subtitle: [clipText(details.jobTitle, L.jobTitle), clipText(details.company, L.company)]
        .filter(Boolean)
        .join(' · '),
      accessories: clipAll(details.accessories ?? []),
      removals: clipAll(details.removals ?? []),
      ...(details.pose ? { pose: details.pose } : {}),
      colors: explicit.length ? explicit : colorsInText(details.packaging ?? ''),
    };
  }
  const parsed = parseFigureDetails(prompt);
  return {
    firstName: clipText(parsed.firstName, L.name),
    title: '',
    subtitle: '',
    accessories: clipAll(parsed.accessories),
    removals: clipAll(parsed.removals),
    ...(parsed.pose ? { pose: parsed.pose } : {}),
    colors: parsed.colors,
  };
}

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

  // The studio around the pack takes the character's hue too: two packs of one colour differ there.
  paintStudio(ctx, w, h, palette.primary, characterHue(figure));
  // Every part's place, text boxes included, comes from one pure function (pack-layout.ts).
  const layout = packLayout(w, h, {
    title,
    name: firstName || title,
    subtitle: choices.subtitle,
    accessories,
  });
  const { card, bubble, slots, badge } = layout;
  const texts = (role: PackTextRole) => layout.texts.filter((t) => t.role === role);

  paintCardFace(ctx, { ...card, tab: layout.tab, panelTop: layout.panelTop }, palette, {
    x: bubble.x + bubble.w / 2,
    y: bubble.y + bubble.h * 0.45,
  });
  paintTitleBanner(ctx, layout.banner, [...texts('series'), ...texts('title')], palette);
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.3)';
  ctx.shadowBlur = card.w * 0.03;
  ctx.shadowOffsetY = card.w * 0.012;
  roundRectPath(ctx, bubble.x, bubble.y, bubble.w, bubble.h, bubble.w * 0.08);
  ctx.fillStyle = palette.primary;
  ctx.fill();
  ctx.restore();
  await paintBubbleContents(ctx, bubble, figureInput, palette);

  const labels = texts('accessory');
  slots.forEach((slot, i) => {
    const label = labels[i];
    if (label) paintAccessory(ctx, slot, label, palette);
  });
  paintBadge(ctx, badge.cx, badge.cy, badge.r, palette);
  paintNamePlate(ctx, layout.texts, palette);
  return encodeJpeg(canvas);
}
