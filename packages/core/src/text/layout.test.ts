import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeMeasureContext } from './fake-measure.ts';
import { layoutText, MAX_LAYOUT_GRAPHEMES, type TextLayout } from './layout.ts';
import { SCRIPT_SAMPLES } from './script-samples.ts';
import { breakPieces, graphemes } from './segments.ts';
import { type TextLayer, textLayer } from './text-layer.ts';

const box = { x: 0, y: 0, width: 300, height: 100 };
const layout = (text: string, style: Partial<TextLayer> = {}, values?: Record<string, string>) =>
  layoutText(new FakeMeasureContext(), textLayer(text, style.box ?? box, { fontSize: 40, ...style }), values);

function inside(result: TextLayout, layer: Pick<TextLayer, 'box' | 'strokeWidth'>) {
  const room = layer.box.width - layer.strokeWidth;
  for (const line of result.lines) expect(line.extent).toBeLessThanOrEqual(room + 1e-6);
  expect(result.width).toBeLessThanOrEqual(layer.box.width + 1e-6);
  expect(result.height).toBeLessThanOrEqual(layer.box.height + 1e-6);
}

describe('layoutText', () => {
  it('draws short text at the chosen size on one line', () => {
    const r = layout('Hi Ana');
    expect(r).toMatchObject({ fit: 'single-line', fontSize: 40, truncated: false });
    expect(r.lines.map((l) => l.text)).toEqual(['Hi Ana']);
    expect(r.font).toBe('400 40px "Inter"');
  });

  it('shrinks a long name to the largest size that keeps it on one line', () => {
    const r = layout('Bartholomew Montgomery');
    // 22 characters × 0.6 em: 13.2 em must fit 300 px → 22 px, not 23.
    expect(r).toMatchObject({ fit: 'single-line', fontSize: 22 });
    expect(r.lines).toHaveLength(1);
  });

  it('wraps at the largest size when one line would need less than the minimum size', () => {
    const r = layout('The quick brown fox jumps over the lazy dog again and again');
    expect(r.fit).toBe('wrapped');
    expect(r.fontSize).toBeGreaterThanOrEqual(20);
    expect(r.lines.map((l) => l.text).join(' ')).toBe(
      'The quick brown fox jumps over the lazy dog again and again',
    );
    inside(r, { box, strokeWidth: 0 });
  });

  it('keeps to maxLines even when the box has room for more', () => {
    const text = 'The quick brown fox jumps over the lazy dog again and again';
    const tall = { x: 0, y: 0, width: 300, height: 400 };
    expect(layout(text, { box: tall }).lines.length).toBeGreaterThan(2);
    const two = layout(text, { box: tall, maxLines: 2 });
    expect(two.lines.length).toBeLessThanOrEqual(2);
    const one = layout(text, { box: tall, maxLines: 1, autoFit: false });
    expect(one).toMatchObject({ fit: 'ellipsis', truncated: true });
    expect(one.lines).toHaveLength(1);
    expect(one.lines[0]?.text.endsWith('…')).toBe(true);
  });

  it('cuts with an ellipsis at the minimum size when even wrapped text is too tall', () => {
    const text = 'word '.repeat(200);
    const r = layout(text);
    expect(r).toMatchObject({ fit: 'ellipsis', fontSize: 20, truncated: true });
    expect(r.lines.at(-1)?.text.endsWith('…')).toBe(true);
    inside(r, { box, strokeWidth: 0 });
  });

  it('keeps line breaks, fills tokens and applies the case', () => {
    const r = layout(
      'hello [firstname]\nfrom [COMPANY]',
      { textCase: 'uppercase' },
      { FIRSTNAME: 'ana', COMPANY: 'Acme' },
    );
    expect(r.lines.map((l) => l.text)).toEqual(['HELLO ANA', 'FROM ACME']);
    expect(r.text).toBe('HELLO ANA\nFROM ACME');
  });

  it('draws nothing for empty or blank text, and for a box too small for one line', () => {
    expect(layout('')).toMatchObject({ fit: 'empty', lines: [], width: 0, height: 0 });
    expect(layout(' \n ')).toMatchObject({ fit: 'empty', lines: [] });
    expect(layout('Ana', { box: { x: 0, y: 0, width: 300, height: 5 } })).toMatchObject({
      fit: 'none',
      lines: [],
    });
    expect(layout('Ana', { box: { x: 0, y: 0, width: 0, height: 0 } })).toMatchObject({
      fit: 'none',
      lines: [],
    });
  });

  it('without auto-fit keeps the size, wraps and cuts', () => {
    const r = layout('one two three four five six seven eight nine ten', {
      autoFit: false,
      box: { x: 0, y: 0, width: 200, height: 100 },
    });
    expect(r.fontSize).toBe(40);
    expect(r.fit).toBe('ellipsis');
    expect(r.lines.length).toBe(1);
  });

  it('cuts a word longer than the box between characters, keeping emoji with their modifiers whole', () => {
    const r = layout('👍🏽'.repeat(40), {
      box: { x: 0, y: 0, width: 100, height: 400 },
      fontSize: 20,
      minFontSize: 20,
    });
    for (const line of r.lines) expect([...line.text.replace(/…$/, '')].length % 2).toBe(0);
    expect(r.lines.length).toBeGreaterThan(1);
  });

  it('leaves room for the outline and for italic overhangs', () => {
    const style = { strokeWidth: 10, italic: true, box: { x: 0, y: 0, width: 200, height: 60 } };
    const r = layout('Montgomery Industries', style);
    inside(r, { box: style.box, strokeWidth: 10 });
    expect(r.lines[0]?.left).toBeGreaterThan(0);
  });

  it('marks right-to-left paragraphs', () => {
    const r = layout('שלום דוד\nHello');
    expect(r.lines.map((l) => l.direction)).toEqual(['rtl', 'ltr']);
  });

  it('reads at most MAX_LAYOUT_GRAPHEMES characters of a huge text', () => {
    const ctx = new FakeMeasureContext();
    const r = layoutText(ctx, textLayer('x'.repeat(10_000), { x: 0, y: 0, width: 600, height: 400 }));
    expect(r.truncated).toBe(true);
    expect(r.lines.at(-1)?.text.endsWith('…')).toBe(true);
    expect(r.lines.reduce((n, l) => n + l.text.length, 0)).toBeLessThan(MAX_LAYOUT_GRAPHEMES + 1);
    expect(ctx.measured).toBeLessThan(5000);
    // Even where the first 2,000 characters would fit, the cut shows.
    const roomy = layoutText(ctx, textLayer('word '.repeat(2000), { x: 0, y: 0, width: 2000, height: 2000 }));
    expect(roomy).toMatchObject({ fit: 'ellipsis', truncated: true });
  });

  it('measures a name that fits with a handful of measurements', () => {
    const ctx = new FakeMeasureContext();
    layoutText(ctx, textLayer('Hello Ana', box, { fontSize: 40 }));
    expect(ctx.measured).toBeLessThanOrEqual(3);
  });
});

const pieces = fc.constantFrom(...SCRIPT_SAMPLES);
const unicodeText = fc.array(pieces, { minLength: 1, maxLength: 500 }).map((p) => p.join(''));

describe('layoutText never draws outside its box', () => {
  it('holds for random text, boxes and styles', () => {
    fc.assert(
      fc.property(
        unicodeText,
        fc.record({
          width: fc.integer({ min: 1, max: 800 }),
          height: fc.integer({ min: 1, max: 500 }),
          fontSize: fc.integer({ min: 8, max: 120 }),
          strokeWidth: fc.constantFrom(0, 0.5, 2, 10),
          lineHeight: fc.constantFrom(1, 1.2, 1.5, 2.5),
          letterSpacing: fc.constantFrom(-2, 0, 3.5, 10),
          italic: fc.boolean(),
          autoFit: fc.boolean(),
        }),
        (text, s) => {
          const layer = textLayer(text, { x: 0, y: 0, width: s.width, height: s.height }, s);
          const r = layoutText(new FakeMeasureContext(), layer);
          inside(r, layer);
          if (r.fit === 'single-line' || r.fit === 'wrapped')
            expect(
              r.lines
                .map((l) => l.text)
                .join('')
                .replace(/\s/g, ''),
            ).toBe(r.text.replace(/\s/g, ''));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('wrapping a script without spaces', () => {
  // Each CJK character is a piece a line may break after: filling a line one piece at a time
  // measured every longer prefix, for every size tried (a 240-character name took ~2.7 s on the
  // server's canvas); galloping and halving measure a few prefixes a line.
  const cjk = '山田花子ひカ한국'.repeat(30);
  const wide = { x: 0, y: 0, width: 900, height: 200 };

  it('measures a few prefixes a line, not one a character', () => {
    const ctx = new FakeMeasureContext();
    const r = layoutText(ctx, textLayer(cjk, wide, { fontSize: 40 }));
    expect(r).toMatchObject({ fit: 'wrapped', truncated: false });
    expect(r.lines.length).toBeGreaterThan(4);
    expect(r.lines.every((l) => l.extent <= wide.width)).toBe(true);
    // 443 measurements one piece at a time; 176 now.
    expect(ctx.measured).toBeLessThan(250);
  });

  it('fills each line as taking one piece at a time would', () => {
    fc.assert(
      fc.property(unicodeText, fc.integer({ min: 40, max: 600 }), (text, width) => {
        const layer = textLayer(
          text,
          { x: 0, y: 0, width, height: 100_000 },
          { fontSize: 20, autoFit: false },
        );
        const r = layoutText(new FakeMeasureContext(), layer);
        fc.pre(!r.truncated && text.trim() !== '');
        expect(r.lines.map((l) => l.text)).toEqual(greedyLines(text.split('\n'), width, 20));
      }),
      { numRuns: 150 },
    );
  });
});

/** The plain greedy fill, one piece at a time (the reference the measurer must agree with). */
function greedyLines(paragraphs: readonly string[], width: number, size: number): string[] {
  const ctx = new FakeMeasureContext();
  ctx.font = `400 ${size}px sans-serif`;
  const extent = (text: string) => ctx.measureText(text).width;
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let current: string | undefined;
    for (const piece of breakPieces(paragraph)) {
      if (current !== undefined && extent((current + piece).trimEnd()) <= width) {
        current += piece;
        continue;
      }
      if (current !== undefined) lines.push(current.trimEnd());
      current = undefined;
      if (extent(piece.trimEnd()) <= width) {
        current = piece;
        continue;
      }
      const chars = graphemes(piece);
      let start = 0;
      while (start < chars.length) {
        let end = start;
        while (end < chars.length && extent(chars.slice(start, end + 1).join('')) <= width) end += 1;
        if (end === start) return lines;
        if (end === chars.length) {
          current = chars.slice(start).join('');
          break;
        }
        lines.push(chars.slice(start, end).join('').trimEnd());
        start = end;
      }
    }
    lines.push((current ?? '').trimEnd());
  }
  return lines;
}
