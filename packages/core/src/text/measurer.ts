import { cssFamilyList, fontStack } from '../fonts/fallbacks.ts';
import type { HostFamilies, LaidOutLine, MeasureContext } from './layout-types.ts';
import { lastFitting } from './line-search.ts';
import { breakPieces, graphemes, textDirection } from './segments.ts';
import type { TextLayer } from './text-layer.ts';

const ELLIPSIS = '…';
/** The size a paragraph is measured at for estimates: advances scale with the size. */
const ESTIMATE_SIZE = 100;

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

/** Measures lines of one layer at whole-pixel sizes, caching the font metrics of each size. */
export class Measurer {
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
   * With `exact` false each line's end is only estimated from its pieces' widths (measured once,
   * at one size, and scaled): cheap enough to try many sizes, then confirm the one chosen.
   */
  wrap(
    size: number,
    paragraphs: readonly string[],
    width: number,
    maxLines: number,
    exact = true,
  ): { lines: LaidOutLine[]; complete: boolean } {
    const lines: LaidOutLine[] = [];
    const push = (line: LaidOutLine) => {
      lines.push(line);
      return lines.length <= maxLines;
    };
    const partial = { lines, complete: false };
    for (const paragraph of paragraphs) {
      const pieces = this.piecesOf(paragraph);
      const unit = this.graphemeWidth(paragraph) * (size / ESTIMATE_SIZE);
      // The line being filled: its text so far (a cut piece's tail may start it), open once it
      // holds anything.
      let head = '';
      let open = false;
      let i = 0;
      while (i < pieces.length) {
        const end = this.longestPieces(size, head, pieces, i, width, exact, unit);
        if (end > i) {
          head += pieces.slice(i, end).join('');
          open = true;
          i = end;
          if (i === pieces.length) break;
        }
        if (open) {
          // The next piece does not fit after the line's text: the line is full.
          if (!push(this.lineOf(size, head.trimEnd(), exact, unit))) return partial;
          head = '';
          open = false;
          continue;
        }
        // A piece wider than the box is cut between characters.
        const piece = pieces[i] as string;
        const chars = this.charsOf(piece);
        let start = 0;
        let perLine = Math.ceil(
          (chars.length * width) / Math.max(this.line(size, piece.trimEnd()).extent, 1e-9),
        );
        while (start < chars.length) {
          const cut = this.longestRun(size, chars, start, width, perLine);
          if (cut === start) return partial;
          const text = chars.slice(start, cut).join('');
          if (cut === chars.length) {
            head = text;
            open = true;
            break;
          }
          if (!push(this.trimmed(this.line(size, text)))) return partial;
          perLine = cut - start;
          start = cut;
        }
        i += 1;
      }
      if (!push(this.lineOf(size, open ? head.trimEnd() : '', exact, unit))) return partial;
    }
    return { lines, complete: true };
  }

  /** The last line cut so that it ends with "…" and fits, or undefined when not even "…" fits. */
  withEllipsis(size: number, text: string, width: number): LaidOutLine | undefined {
    const chars = graphemes(text.trimEnd());
    const cutAt = (n: number) => this.line(size, chars.slice(0, n).join('').trimEnd() + ELLIPSIS);
    // The most characters that still fit before "…": halving, as a long line of a script
    // without spaces would otherwise cost a measurement per character.
    if (cutAt(0).extent > width) return undefined;
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (cutAt(mid).extent <= width) lo = mid;
      else hi = mid - 1;
    }
    return cutAt(lo);
  }

  private trimmed(line: LaidOutLine): LaidOutLine {
    const text = line.text.trimEnd();
    return text === line.text ? line : { ...line, text };
  }

  /**
   * The end of the longest run of whole `pieces` from `start` that fits `width` after `head`. Its
   * estimate (`unit`, the paragraph's mean character width, times the characters) is the answer
   * when not `exact`, and otherwise where {@link lastFitting} starts measuring: a line costs about
   * two measurements, not one a piece (a character each in scripts without spaces), each of
   * which costs a millisecond or more with the CJK fallback fonts.
   */
  private longestPieces(
    size: number,
    head: string,
    pieces: readonly string[],
    start: number,
    width: number,
    exact: boolean,
    unit: number,
  ): number {
    let used = head ? this.charsOf(head).length * unit : 0;
    let guess = start;
    while (guess < pieces.length) {
      const next = used + this.charsOf((pieces[guess] as string).trimEnd()).length * unit;
      if (next > width) break;
      used += this.charsOf(pieces[guess] as string).length * unit;
      guess += 1;
    }
    if (!exact) return guess;
    const fits = (end: number) =>
      this.line(size, (head + pieces.slice(start, end).join('')).trimEnd()).extent <= width;
    return lastFitting(start, pieces.length, guess, fits);
  }

  /** The mean width of a character of `paragraph` at {@link ESTIMATE_SIZE}: one measurement. */
  private graphemeWidth(paragraph: string): number {
    const count = this.charsOf(paragraph).length;
    return count ? this.line(ESTIMATE_SIZE, paragraph).advance / count : 0;
  }

  /** A line measured, or when not `exact` estimated from its characters (its ink, its advance). */
  private lineOf(size: number, text: string, exact: boolean, unit: number): LaidOutLine {
    if (exact) return this.line(size, text);
    const advance = this.charsOf(text).length * unit;
    return { text, direction: textDirection(text), left: 0, extent: advance, advance };
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
    const fits = (end: number) => this.line(size, chars.slice(start, end).join('')).extent <= width;
    return lastFitting(start, chars.length, start + guess, fits);
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
