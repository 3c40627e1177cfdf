import { cssFamilyList, fontStack } from '../fonts/fallbacks.ts';
import type { HostFamilies, LaidOutLine, MeasureContext } from './layout-types.ts';
import { breakPieces, graphemes, textDirection } from './segments.ts';
import type { TextLayer } from './text-layer.ts';

const ELLIPSIS = '…';

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
