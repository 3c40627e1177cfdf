import { TOKENS, type TokenValues } from '../tokens/registry.ts';
import type { HostFamilies, MeasureContext } from './layout-types.ts';
import { Measurer } from './measurer.ts';
import { takeGraphemes } from './segments.ts';
import { fontSizeRange, type TextLayer } from './text-layer.ts';

// One size for every recipient (docs/live-images.md, "Steady text size"): a layer that auto-fits
// with `fit: 'steady'` is drawn at the largest size at which its text fits — wrapped rather than
// shrunk — with long values in every token, so "Kai" and "Zoë" get the same size and short names
// are not the weakest image. Only a value longer than these shrinks below it.

/**
 * A steady layer's text that fits on one line at this share of the steady size or more is drawn
 * so (one line at 39 px reads better than two at 40): every recipient's size stays within 10 %.
 */
export const STEADY_ONE_LINE_SHARE = 0.9;

/** Long values of real lists (about the longest one in twenty): what the steady size must hold. */
const LONG_VALUES: Readonly<Record<string, string>> = {
  FIRSTNAME: 'Maximiliana',
  LASTNAME: 'Konstantinopoulos',
  FULLNAME: 'Maximiliana Konstantinopoulos',
  COMPANY: 'Northern Lights Logistics',
  EMAIL: 'maximiliana.k@example.com',
};

/** A long value for every token: the text a layer's steady size is measured with. */
export const STEADY_SAMPLE_VALUES: TokenValues = Object.fromEntries(
  TOKENS.map(({ key }) => [key, LONG_VALUES[key] ?? 'Konstantinopoulos']),
);

/**
 * Steady sizes by layer (its text and what sizes it). One process measures with one text engine,
 * whatever canvas it measures on: the server draws each spliced region on a canvas of its own.
 */
const sizes = new Map<string, number>();
/** Layers remembered (a render thread sees the layers of a few hundred designs). */
const REMEMBERED = 2000;

/** What a layer's steady size depends on: a render thread gets a new copy of it every render. */
const layerKey = (l: TextLayer) =>
  JSON.stringify([
    l.text,
    l.box.width,
    l.box.height,
    l.fontFamily,
    l.fontSize,
    l.minFontSize,
    l.maxLines,
    l.fontWeight,
    l.italic,
    l.strokeWidth,
    l.lineHeight,
    l.letterSpacing,
    l.textCase,
  ]);

/**
 * The size a steady layer draws every recipient at: the largest size from its font size down to
 * its minimum at which `sampleText` (the layer's text with long values, a paragraph a line) fits
 * its box wrapped; the minimum when none does. Measured once per layer.
 */
export function steadySize(
  ctx: MeasureContext,
  layer: TextLayer,
  sampleText: (layer: TextLayer) => string,
  hostFamilies?: HostFamilies,
): number {
  // The engine's kind too: a test may measure with a fake context beside a real one.
  const key = `${ctx.constructor.name}:${layerKey(layer)}`;
  const known = sizes.get(key);
  if (known !== undefined) return known;
  const { min, max } = fontSizeRange(layer);
  const stroke = Math.max(0, layer.strokeWidth);
  const room = { width: layer.box.width - stroke, height: layer.box.height - stroke };
  const { text } = takeGraphemes(sampleText(layer), 2000);
  const m = new Measurer(ctx, layer, text, hostFamilies);
  const cap = layer.maxLines && layer.maxLines > 0 ? Math.floor(layer.maxLines) : Number.POSITIVE_INFINITY;
  const paragraphs = text.split('\n');
  let lo = min;
  let hi = max;
  let best = min;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (m.wrap(mid, paragraphs, room.width, Math.min(cap, m.at(mid).maxLines(room.height))).complete) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (sizes.size >= REMEMBERED) sizes.clear();
  sizes.set(key, best);
  return best;
}
