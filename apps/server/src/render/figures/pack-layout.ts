// Where everything on the blister card goes: a pure function of the image size and the words to
// print. Every text block gets a box of its own that no other text, the bubble or an accessory
// compartment enters; core's text renderer auto-fits the words into their box (shrink, then wrap,
// then cut with "…"; decision 010), so a long job title shrinks instead of running into the small
// print.

import { type TextLayer, textLayer } from '@mergepix/core';
import { DISPLAY_FONT, TEXT_FONT } from '../fonts.ts';

/** A rectangle in canvas px. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the card prints. */
export interface PackWords {
  /** The title banner (a template or character name). */
  title: string;
  /** The name plate's big line. */
  name: string;
  /** Job title and company; the name plate's second line when given. */
  subtitle: string;
  /** Accessory names; the first {@link MAX_ACCESSORIES} get a compartment. */
  accessories: readonly string[];
}

/** The words of each text block. */
export type PackTextRole =
  | 'series'
  | 'title'
  | 'name'
  | 'subtitle'
  | 'print-left'
  | 'print-right'
  | 'accessory';

/** One text block: its role and the layer (box, font, size range) it is drawn with. */
export interface PackText {
  role: PackTextRole;
  layer: TextLayer;
}

/** The card's parts in canvas px. */
export interface PackLayout {
  card: Box;
  /** Height of the hang tab above the card's face. */
  tab: number;
  /** Top of the darker bottom panel the name plate sits on. */
  panelTop: number;
  /** The slanted title banner's bounds and how far its ends lean. */
  banner: Box & { skew: number };
  bubble: Box;
  /** One compartment per shown accessory, top to bottom. */
  slots: Box[];
  /** The starburst sticker with its own fixed words; `box` is the square it takes, kept clear of every text block. */
  badge: { cx: number; cy: number; r: number; box: Box };
  /** Every text block, each inside a box no other block enters. */
  texts: PackText[];
}

/** Accessories beyond this many are left out of the pack. */
const MAX_ACCESSORIES = 4;
/** The small print either side of the name plate. */
const PACK_PRINT = { left: 'POSEABLE FIGURE', right: 'AGES 14+' } as const;
/** The line above the title banner. */
const PACK_SERIES = 'COLLECTOR SERIES';

const display = { fontFamily: DISPLAY_FONT, fontWeight: 400, lineHeight: 1.08 } as const;
const label = (fontWeight: number) => ({ fontFamily: TEXT_FONT, fontWeight, lineHeight: 1.15 }) as const;

/**
 * A centred text layer in `box`, starting at `share` of the box's height; a long value may shrink
 * to 30% of that (on one line, else wrapped) before it is cut with "…".
 */
function layer(text: string, box: Box, share: number, style: Partial<TextLayer>): TextLayer {
  const fontSize = Math.max(8, Math.floor(box.h * share));
  return textLayer(
    text,
    { x: box.x, y: box.y, width: box.w, height: box.h },
    { fontSize, minFontSize: Math.max(8, Math.floor(fontSize * 0.3)), verticalAlign: 'middle', ...style },
  );
}

const inset = (b: Box, dx: number, dy: number): Box => ({
  x: b.x + dx,
  y: b.y + dy,
  w: Math.max(0, b.w - 2 * dx),
  h: Math.max(0, b.h - 2 * dy),
});

/** Compartments stacked in the column beside the bubble, centred in the content's height. */
function slotBoxes(count: number, x: number, w: number, top: number, height: number, gap: number): Box[] {
  if (!count) return [];
  const h = Math.min((height - gap * (count - 1)) / count, w * 1.3);
  const first = top + (height - (h * count + gap * (count - 1))) / 2;
  return Array.from({ length: count }, (_, i) => ({ x, y: first + i * (h + gap), w, h }));
}

/** The label strip at the foot of a compartment (the painter fills it), and its text's box. */
export function slotLabel(slot: Box): { strip: Box; text: Box } {
  const h = Math.min(slot.h * 0.34, slot.w * 0.34);
  const strip = { x: slot.x, y: slot.y + slot.h - h, w: slot.w, h };
  return { strip, text: inset(strip, slot.w * 0.06, h * 0.08) };
}

/**
 * The blister card's layout for a `width`×`height` image: a portrait card (wider on wide images),
 * the series line and title banner at the top, the bubble with the accessory column beside it,
 * and the bottom panel in three rows: the name, the job title and company, the small print.
 */
export function packLayout(width: number, height: number, words: PackWords): PackLayout {
  const ch = height * 0.92;
  const cw = Math.min(width * 0.9, ch * (width > height * 1.2 ? 1.15 : 0.78));
  const card: Box = { x: (width - cw) / 2, y: (height - ch) / 2, w: cw, h: ch };
  const tab = ch * 0.065;
  // The gold trim line runs this far inside the card's edge; text stays inside it.
  const trim = cw * 0.025;
  const inner = { left: card.x + cw * 0.06, right: card.x + cw * 0.94 };
  const innerW = inner.right - inner.left;

  const bannerH = ch * 0.095;
  const bannerW = cw * 0.9;
  // The series line's row between the trim and the banner: 3.3% of the card's height.
  const bannerTop = card.y + tab + trim + ch * 0.045;
  const banner = { x: card.x + (cw - bannerW) / 2, y: bannerTop, w: bannerW, h: bannerH };
  const skew = bannerH * 0.35;
  const seriesTop = card.y + tab + trim + ch * 0.006;
  const series: Box = { x: inner.left, y: seriesTop, w: innerW, h: banner.y - ch * 0.006 - seriesTop };
  const title = inset(banner, skew * 1.2, bannerH * 0.08);

  const panelTop = card.y + ch * 0.8;
  const contentTop = banner.y + bannerH + ch * 0.03;
  const contentH = panelTop - ch * 0.02 - contentTop;
  const shown = words.accessories.slice(0, MAX_ACCESSORIES);
  const bubbleW = shown.length ? cw * 0.6 : cw * 0.74;
  const bubble: Box = {
    x: shown.length ? card.x + cw * 0.06 : card.x + (cw - bubbleW) / 2,
    y: contentTop,
    w: bubbleW,
    h: contentH,
  };
  const colX = bubble.x + bubble.w + cw * 0.035;
  const slots = slotBoxes(shown.length, colX, inner.right - colX, contentTop, contentH, ch * 0.018);

  // The sticker sits on the bubble's top corner, below the banner and clear of the compartments.
  const r = Math.min(cw, ch * 0.78) * 0.1;
  const gap = ch * 0.008;
  const cx = Math.min(
    bubble.x + bubble.w - r * 0.5,
    shown.length ? colX - gap - r : Number.POSITIVE_INFINITY,
  );
  const cy = Math.max(bubble.y + r * 0.6, banner.y + bannerH + gap + r);
  const badge = { cx, cy, r, box: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r } };

  // The bottom panel, inside the trim: name, then job title and company, then the small print.
  const panel: Box = {
    x: inner.left,
    y: panelTop + ch * 0.012,
    w: innerW,
    h: card.y + ch - trim - ch * 0.008 - (panelTop + ch * 0.012),
  };
  const printH = panel.h * 0.17;
  const textH = panel.h - printH;
  const nameH = words.subtitle ? textH * 0.62 : textH;
  const nameBox: Box = { x: panel.x, y: panel.y, w: panel.w, h: nameH };
  const subtitleBox: Box = { x: panel.x, y: panel.y + nameH, w: panel.w, h: textH - nameH };
  const printBox = (x: number): Box => ({ x, y: panel.y + textH, w: panel.w * 0.46, h: printH });

  const texts: PackText[] = [
    { role: 'series', layer: layer(PACK_SERIES, series, 0.75, label(800)) },
    { role: 'title', layer: layer(words.title, title, 0.82, display) },
    { role: 'name', layer: layer(words.name, nameBox, 0.82, display) },
    ...(words.subtitle
      ? [{ role: 'subtitle', layer: layer(words.subtitle, subtitleBox, 0.6, label(700)) } as const]
      : []),
    {
      role: 'print-left',
      layer: layer(PACK_PRINT.left, printBox(panel.x), 0.7, { ...label(800), align: 'left' }),
    },
    {
      role: 'print-right',
      layer: layer(PACK_PRINT.right, printBox(panel.x + panel.w * 0.54), 0.7, {
        ...label(800),
        align: 'right',
      }),
    },
    ...slots.map(
      (slot, i): PackText => ({
        role: 'accessory',
        layer: layer(shown[i] ?? '', slotLabel(slot).text, 0.42, { ...label(800), maxLines: 2 }),
      }),
    ),
  ];
  return { card, tab, panelTop, banner: { ...banner, skew }, bubble, slots, badge, texts };
}
