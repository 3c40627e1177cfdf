import type { TokenValues } from '../tokens/registry.ts';
import { substituteTokens } from '../tokens/substitute.ts';
import type { HostFamilies, LaidOutLine, MeasureContext, TextFit, TextLayout } from './layout-types.ts';
import { Measurer } from './measurer.ts';
import { applyTextCase, cleanLayerText, takeGraphemes } from './segments.ts';
import { STEADY_ONE_LINE_SHARE, STEADY_SAMPLE_VALUES, steadySize } from './steady-size.ts';
import { fontSizeRange, type TextLayer } from './text-layer.ts';

export type * from './layout-types.ts';
export { layerFont } from './measurer.ts';

/** Text past this many characters can never fit a box and is not laid out (keeps huge input fast). */
export const MAX_LAYOUT_GRAPHEMES = 2000;

/** The layer's text as it will be drawn: tokens filled in, control characters removed, cased. */
export function layerText(layer: Pick<TextLayer, 'text' | 'textCase'>, values?: TokenValues): string {
  const filled = values ? substituteTokens(layer.text, values) : layer.text;
  return applyTextCase(cleanLayerText(filled), layer.textCase);
}

/**
 * Lays a layer out inside its box: at `fontSize` when it fits; otherwise one line shrunk down to
 * the minimum size; otherwise wrapped at the largest size whose lines fit; otherwise wrapped at
 * the minimum size and cut with an ellipsis. A steady layer (`fit: 'steady'`) first tries its
 * steady size, wrapped (steady-size.ts), and only a value too long for it shrinks below it. Every
 * line's ink and the whole block stay inside the box (minus the outline), measured by the host's
 * own text engine.
 */
export function layoutText(
  ctx: MeasureContext,
  layer: TextLayer,
  values?: TokenValues,
  hostFamilies?: HostFamilies,
): TextLayout {
  const full = layerText(layer, values);
  const { text, cut } = takeGraphemes(full, MAX_LAYOUT_GRAPHEMES);
  const range = fontSizeRange(layer);
  const { min } = range;
  let { max } = range;
  const stroke = Math.max(0, layer.strokeWidth);
  const room = { width: layer.box.width - stroke, height: layer.box.height - stroke };
  const m = new Measurer(ctx, layer, text, hostFamilies);
  const paragraphs = text.split('\n');
  const lineCap =
    layer.maxLines && layer.maxLines > 0 ? Math.floor(layer.maxLines) : Number.POSITIVE_INFINITY;
  const linesAt = (size: number) => Math.min(lineCap, m.at(size).maxLines(room.height));
  const result = (size: number, lines: LaidOutLine[], fit: TextFit, truncated: boolean): TextLayout => {
    const v = m.at(size);
    const width = lines.reduce((w, l) => Math.max(w, l.extent), 0);
    return {
      text: full,
      font: v.font,
      fontSize: size,
      lineHeight: v.lineHeight,
      ascent: v.ascent,
      descent: v.descent,
      lines,
      width: lines.length ? width + stroke : 0,
      height: lines.length ? v.blockHeight(lines.length) + stroke : 0,
      fit,
      truncated: truncated || cut,
    };
  };
  if (text.trim() === '') return result(max, [], 'empty', false);
  if (room.width <= 0 || room.height <= 0) return result(min, [], 'none', true);

  // One size for every recipient: the steady size — on one line a little smaller when that saves
  // a wrap — or wrapped at it; a longer value fits below it.
  if (layer.autoFit && layer.fit === 'steady' && !cut) {
    const steady = steadySize(ctx, layer, (l) => layerText(l, STEADY_SAMPLE_VALUES), hostFamilies);
    if (paragraphs.length === 1) {
      const least = Math.max(min, Math.ceil(steady * STEADY_ONE_LINE_SHARE));
      const size = least <= steady ? m.largestSingleLine(text, least, steady, room) : undefined;
      if (size !== undefined) return result(size, [m.line(size, text)], 'single-line', false);
    }
    const { lines, complete } = m.wrap(steady, paragraphs, room.width, linesAt(steady));
    if (complete) return result(steady, lines, lines.length > 1 ? 'wrapped' : 'single-line', false);
    max = steady;
  }

  // Text past the layout's limit never "fits": it goes straight to the cut with "…".
  if (layer.autoFit && !cut) {
    if (paragraphs.length === 1) {
      const size = m.largestSingleLine(text, min, max, room);
      if (size !== undefined) return result(size, [m.line(size, text)], 'single-line', false);
    }
    // The largest size whose wrapped lines fit; a smaller size never needs more lines. Sizes are
    // tried on estimated line ends (pieces' widths added up), and the size found is confirmed with
    // real measurements, a size up while it still fits, down until it does (decision 029).
    const wrapAt = (size: number, exact: boolean) =>
      m.wrap(size, paragraphs, room.width, linesAt(size), exact);
    let lo = min;
    let hi = max;
    let estimated = min;
    while (lo <= hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (wrapAt(mid, false).complete) {
        estimated = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    let size = estimated;
    let best = wrapAt(size, true);
    if (best.complete) {
      while (size < max) {
        const up = wrapAt(size + 1, true);
        if (!up.complete) break;
        size += 1;
        best = up;
      }
    } else {
      while (size > min && !best.complete) {
        size -= 1;
        best = wrapAt(size, true);
      }
    }
    if (best.complete) {
      const { lines } = best;
      return result(size, lines, lines.length > 1 ? 'wrapped' : 'single-line', false);
    }
  }

  const size = layer.autoFit ? min : max;
  const limit = linesAt(size);
  const { lines, complete } = m.wrap(size, paragraphs, room.width, limit);
  if (complete && !cut) return result(size, lines, lines.length > 1 ? 'wrapped' : 'single-line', false);
  const kept = lines.slice(0, limit);
  const last = kept.pop();
  const ended = last ? m.withEllipsis(size, last.text, room.width) : undefined;
  if (ended) kept.push(ended);
  return result(size, kept, kept.length ? 'ellipsis' : 'none', true);
}
