import { cssFamilyList, fontStack } from '../fonts/fallbacks.ts';
import type { TokenValues } from '../tokens/registry.ts';
import { substituteTokens } from '../tokens/substitute.ts';
import {
  applyTextCase,
  breakPieces,
  cleanLayerText,
  graphemes,
  takeGraphemes,
  textDirection,
} from './segments.ts';
import { fontSizeRange, type TextLayer } from './text-layer.ts';

/** What a host's measureText returns that the layout reads (DOM and @napi-rs/canvas alike). */
export interface TextMetricsLike {
  readonly width: number;
  readonly actualBoundingBoxLeft?: number;
  readonly actualBoundingBoxRight?: number;
  readonly fontBoundingBoxAscent?: number;
  readonly fontBoundingBoxDescent?: number;
}

/** The part of a Canvas 2D context the layout needs to measure text. */
export interface MeasureContext {
  font: string;
  letterSpacing?: string;
  direction?: string;
  textAlign: string;
  textBaseline: string;
  measureText(text: string): TextMetricsLike;
}

/** One line to draw, measured at the layout's font. */
export interface LaidOutLine {
  readonly text: string;
  readonly direction: 'ltr' | 'rtl';
  /** Ink left of the pen's start (italic and script overhangs), ≥ 0. */
  readonly left: number;
  /** Width from the leftmost to the rightmost ink or advance. */
  readonly extent: number;
  /** The advance width (where an underline ends). */
  readonly advance: number;
}

/** How the text was made to fit, most preferred first. */
export type TextFit = 'empty' | 'single-line' | 'wrapped' | 'ellipsis' | 'none';

/** Everything {@link drawTextLayer} needs, and what editors and tests inspect. */
export interface TextLayout {
  /** The text after tokens, clean-up and case, before any cut. */
  readonly text: string;
  readonly font: string;
  readonly fontSize: number;
  /** Distance between baselines in px. */
  readonly lineHeight: number;
  readonly ascent: number;
  readonly descent: number;
  readonly lines: readonly LaidOutLine[];
  /** Width and height the lines take, including the outline; never more than the box. */
  readonly width: number;
  readonly height: number;
  readonly fit: TextFit;
  /** Some of the text is not drawn (cut with an ellipsis, or longer than the layout reads). */
  readonly truncated: boolean;
}

/** Text past this many characters can never fit a box and is not laid out (keeps huge input fast). */
export const MAX_LAYOUT_GRAPHEMES = 2000;
const ELLIPSIS = '…';

/**
 * How a host names the faces of a family. A browser needs only the family (its @font-face rules
 * carry unicode ranges); a host without unicode ranges registers each file under its own name
 * and lists them in order.
 */
export type HostFamilies = (family: string) => readonly string[];

/** The CSS font of a layer at a size, with the fallbacks its text needs. */
export function layerFont(
  layer: Pick<TextLayer, 'fontFamily' | 'fontWeight' | 'italic'>,
  size: number,
  text: string,
  hostFamilies?: HostFamilies,
): string {
  const stack = fontStack(layer.fontFamily, text);
  const families = cssFamilyList(hostFamilies ? stack.flatMap(hostFamilies) : stack);
  return `${layer.italic ? 'italic ' : ''}${layer.fontWeight} ${size}px ${families}`;
}

/** The layer's text as it will be drawn: tokens filled in, control characters removed, cased. */
export function layerText(layer: Pick<TextLayer, 'text' | 'textCase'>, values?: TokenValues): string {
  const filled = values ? substituteTokens(layer.text, values) : layer.text;
  return applyTextCase(cleanLayerText(filled), layer.textCase);
}

/**
 * Lays a layer out inside its box: at `fontSize` when it fits; otherwise one line shrunk down to
 * the minimum size; otherwise wrapped at the largest size whose lines fit; otherwise wrapped at
 * the minimum size and cut with an ellipsis. Every line's ink and the whole block stay inside
 * the box (minus the outline), measured by the host's own text engine.
 */
export function layoutText(
  ctx: MeasureContext,
  layer: TextLayer,
  values?: TokenValues,
  hostFamilies?: HostFamilies,
): TextLayout {
  const full = layerText(layer, values);
  const { text, cut } = takeGraphemes(full, MAX_LAYOUT_GRAPHEMES);
  const { min, max } = fontSizeRange(layer);
  const stroke = Math.max(0, layer.strokeWidth);
  const room = { width: layer.box.width - stroke, height: layer.box.height - stroke };
  const m = new Measurer(ctx, layer, text, hostFamilies);
  const paragraphs = text.split('\n');
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

  // Text past the layout's limit never "fits": it goes straight to the cut with "…".
  if (layer.autoFit && !cut) {
    if (paragraphs.length === 1) {
      const size = m.largestSingleLine(text, min, max, room);
      if (size !== undefined) return result(size, [m.line(size, text)], 'single-line', false);
    }
    // The largest size whose wrapped lines fit; a smaller size never needs more lines.
    let lo = min;
    let hi = max;
    let best: LaidOutLine[] | undefined;
    let bestSize = min;
    while (lo <= hi) {
      const mid = Math.floor((lo + hi) / 2);
      const { lines, complete } = m.wrap(mid, paragraphs, room.width, m.at(mid).maxLines(room.height));
      if (complete) {
        best = lines;
        bestSize = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (best) return result(bestSize, best, best.length > 1 ? 'wrapped' : 'single-line', false);
  }

  const size = layer.autoFit ? min : max;
  const limit = m.at(size).maxLines(room.height);
  const { lines, complete } = m.wrap(size, paragraphs, room.width, limit);
  if (complete && !cut) return result(size, lines, lines.length > 1 ? 'wrapped' : 'single-line', false);
  const kept = lines.slice(0, limit);
  const last = kept.pop();
  const ended = last ? m.withEllipsis(size, last.text, room.width) : undefined;
  if (ended) kept.push(ended);
  return result(size, kept, kept.length ? 'ellipsis' : 'none', true);
}

/** Measures lines of one layer at whole-pixel sizes, caching the font metrics of each size. */
class Measurer {
  private readonly sizes = new Map<number, SizeMetrics>();
  private readonly lines = new Map<string, LaidOutLine>();
  private readonly pieces = new Map<string, string[]>();
  private readonly chars = new Map<string, string[]>();
  private current = '';

  constructor(
    private readonly ctx: MeasureContext,
    private readonly layer: TextLayer,
    private readonly text: string,
    private readonly hostFamilies?: HostFamilies,
  ) {
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    if ('letterSpacing' in ctx) ctx.letterSpacing = `${layer.letterSpacing}px`;
  }

  at(size: number): SizeMetrics {
    let metrics = this.sizes.get(size);
    if (!metrics) {
      const font = layerFont(this.layer, size, this.text, this.hostFamilies);
      this.use(font);
      const probe = this.ctx.measureText('Hg');
      const ascent = probe.fontBoundingBoxAscent ?? size * 0.9;
      const descent = probe.fontBoundingBoxDescent ?? size * 0.25;
      metrics = new SizeMetrics(font, size * this.layer.lineHeight, ascent, descent);
      this.sizes.set(size, metrics);
    }
    return metrics;
  }

  line(size: number, text: string): LaidOutLine {
    const key = `${size}:${text}`;
    const known = this.lines.get(key);
    if (known) return known;
    this.use(this.at(size).font);
    const direction = textDirection(text);
    if ('direction' in this.ctx) this.ctx.direction = direction;
    const metrics = this.ctx.measureText(text);
    const left = Math.max(0, metrics.actualBoundingBoxLeft ?? 0);
    const right = Math.max(metrics.width, metrics.actualBoundingBoxRight ?? 0);
    const line: LaidOutLine = { text, direction, left, extent: left + right, advance: metrics.width };
    this.lines.set(key, line);
    return line;
  }

  /** The largest size in [min, max] at which `text` fits on one line, if any. */
  largestSingleLine(
    text: string,
    min: number,
    max: number,
    room: { width: number; height: number },
  ): number | undefined {
    const fits = (size: number) =>
      this.at(size).blockHeight(1) <= room.height && this.line(size, text).extent <= room.width;
    if (fits(max)) return max;
    // Widths grow about linearly with the size: start from the estimate, then step.
    const extent = this.line(max, text).extent;
    const v = this.at(max);
    const byWidth = Math.floor((max * room.width) / Math.max(extent, 1));
    const byHeight = Math.floor((max * room.height) / Math.max(v.blockHeight(1), 1));
    let size = Math.min(max - 1, Math.max(min, Math.min(byWidth, byHeight)));
    if (fits(size)) {
      while (size + 1 < max && fits(size + 1)) size += 1;
      return size;
    }
    while (size > min) {
      size -= 1;
      if (fits(size)) return size;
    }
    return undefined;
  }

  /**
   * The paragraphs filled into lines at most `width` wide. Stops once more than `maxLines` lines
   * are needed, or at a character wider than the box; `complete` says whether all the text fit.
   */
  wrap(
    size: number,
    paragraphs: readonly string[],
    width: number,
    maxLines: number,
  ): { lines: LaidOutLine[]; complete: boolean } {
    const lines: LaidOutLine[] = [];
    const push = (line: LaidOutLine) => {
      lines.push(line);
      return lines.length <= maxLines;
    };
    const partial = { lines, complete: false };
    for (const paragraph of paragraphs) {
      let current: LaidOutLine | undefined;
      for (const piece of this.piecesOf(paragraph)) {
        if (current) {
          const text = current.text + piece;
          const joined = this.line(size, text.trimEnd());
          if (joined.extent <= width) {
            current = { ...joined, text };
            continue;
          }
          if (!push(this.trimmed(current))) return partial;
          current = undefined;
        }
        const whole = this.line(size, piece.trimEnd());
        if (whole.extent <= width) {
          current = { ...whole, text: piece };
          continue;
        }
        // A piece wider than the box is cut between characters.
        const chars = this.charsOf(piece);
        let start = 0;
        let perLine = Math.ceil((chars.length * width) / Math.max(whole.extent, 1e-9));
        while (start < chars.length) {
          const end = this.longestRun(size, chars, start, width, perLine);
          if (end === start) return partial;
          const line = this.line(size, chars.slice(start, end).join(''));
          if (end === chars.length) {
            current = { ...line, text: line.text };
            break;
          }
          if (!push(this.trimmed(line))) return partial;
          perLine = end - start;
          start = end;
        }
      }
      if (!push(current ? this.trimmed(current) : this.line(size, ''))) return partial;
    }
    return { lines, complete: true };
  }

  /** The last line cut so that it ends with "…" and fits, or undefined when not even "…" fits. */
  withEllipsis(size: number, text: string, width: number): LaidOutLine | undefined {
    const chars = graphemes(text.trimEnd());
    for (let n = chars.length; n >= 0; n -= 1) {
      const line = this.line(size, chars.slice(0, n).join('').trimEnd() + ELLIPSIS);
      if (line.extent <= width) return line;
    }
    return undefined;
  }

  private trimmed(line: LaidOutLine): LaidOutLine {
    const text = line.text.trimEnd();
    return text === line.text ? line : { ...line, text };
  }

  /**
   * The end of the longest run of `chars` from `start` that fits `width`, searched around
   * `guess` characters (where the average character width says the line ends).
   */
  private longestRun(
    size: number,
    chars: readonly string[],
    start: number,
    width: number,
    guess: number,
  ): number {
    let lo = start;
    let hi = Math.min(chars.length, start + 2 * guess + 2);
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.line(size, chars.slice(start, mid).join('')).extent <= width) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private piecesOf(paragraph: string): string[] {
    return cached(this.pieces, paragraph, breakPieces);
  }

  private charsOf(piece: string): string[] {
    return cached(this.chars, piece, graphemes);
  }

  private use(font: string): void {
    if (this.current !== font) {
      this.ctx.font = font;
      this.current = font;
    }
  }
}

function cached<V>(map: Map<string, V>, key: string, make: (key: string) => V): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const made = make(key);
  map.set(key, made);
  return made;
}

/** Vertical metrics of one size. */
class SizeMetrics {
  constructor(
    readonly font: string,
    readonly lineHeight: number,
    readonly ascent: number,
    readonly descent: number,
  ) {}

  /** Height of `n` lines from the top of the first line's ink box to the bottom of the last's. */
  blockHeight(n: number): number {
    return n <= 0 ? 0 : (n - 1) * this.lineHeight + Math.max(this.lineHeight, this.ascent + this.descent);
  }

  /** How many lines fit `height`. */
  maxLines(height: number): number {
    if (height < this.blockHeight(1)) return 0;
    return 1 + Math.floor((height - this.blockHeight(1)) / this.lineHeight + 1e-9);
  }
}
