import { describe, expect, it } from 'vitest';
import {
  applyMemeTextCase,
  drawMemeText,
  layoutMemeText,
  memeCanvasSize,
  memeFont,
  resolveMemeTextStyle,
  type TextCanvasContext,
  wrapMemeText,
} from './meme-text.ts';

type Call = { op: 'fill' | 'stroke'; text: string; x: number; y: number; font: string; lineWidth: number };

// Every character is 10 px wide at 36 px and scales with the font size, so widths are predictable.
function fakeContext() {
  const calls: Call[] = [];
  const ctx: TextCanvasContext & { calls: Call[] } = {
    calls,
    font: '10px sans-serif',
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    lineJoin: 'miter',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    measureText(text: string) {
      const size = Number.parseFloat(this.font);
      return { width: Array.from(text).length * (size / 3.6) };
    },
    fillText(text, x, y) {
      calls.push({ op: 'fill', text, x, y, font: this.font, lineWidth: this.lineWidth });
    },
    strokeText(text, x, y) {
      calls.push({ op: 'stroke', text, x, y, font: this.font, lineWidth: this.lineWidth });
    },
  };
  return ctx;
}

describe('meme text', () => {
  it('uses the documented defaults and clamps to the slider ranges', () => {
    expect(resolveMemeTextStyle()).toEqual({
      fontSize: 36,
      strokeWidth: 2,
      color: '#FFFFFF',
      strokeColor: '#000000',
      fontFamily: 'Impact',
      textCase: 'upper',
    });
    const clamped = resolveMemeTextStyle({ fontSize: 500, strokeWidth: -3 });
    expect(clamped.fontSize).toBe(72);
    expect(clamped.strokeWidth).toBe(0);
    expect(resolveMemeTextStyle({ fontSize: 5 }).fontSize).toBe(20);
    expect(resolveMemeTextStyle({ fontSize: Number.NaN }).fontSize).toBe(36);
  });

  it('cases text four ways', () => {
    expect(applyMemeTextCase('hello world', 'upper')).toBe('HELLO WORLD');
    expect(applyMemeTextCase('Hello World', 'lower')).toBe('hello world');
    expect(applyMemeTextCase('hello wORLD', 'capitalize')).toBe('Hello WORLD');
    expect(applyMemeTextCase('hello Ava', 'none')).toBe('hello Ava');
  });

  it('falls back from Impact to Anton', () => {
    expect(memeFont(36, 'Impact')).toBe('36px "Impact", "Anton", sans-serif');
    expect(memeFont(20, 'Comic Sans MS')).toBe('20px "Comic Sans MS", "Anton", "Impact", sans-serif');
  });

  it('wraps at the width, keeps line breaks and splits words that cannot fit', () => {
    const ctx = fakeContext();
    ctx.font = '36px Impact';
    expect(wrapMemeText(ctx, 'aaa bbb ccc', 75)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapMemeText(ctx, 'one\ntwo', 1000)).toEqual(['one', 'two']);
    expect(wrapMemeText(ctx, 'abcdefghij', 40)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapMemeText(ctx, '   ', 40)).toEqual([]);
  });

  it('wraps at 90% of the width and places top and bottom lines as documented', () => {
    const ctx = fakeContext();
    // 600 px image: 540 px lines = 54 characters at 36 px.
    const top = `${'a'.repeat(30)} ${'b'.repeat(30)}`;
    const layout = layoutMemeText(ctx, 600, 400, { topText: top, bottomText: 'x\ny\nz' });
    expect(layout.maxWidth).toBe(540);
    expect(layout.lineHeight).toBeCloseTo(43.2);
    expect(layout.top).toHaveLength(2);
    expect(layout.top[0]?.y).toBe(46);
    expect(layout.top[1]?.y).toBeCloseTo(89.2);
    expect(layout.top.every((l) => l.x === 300)).toBe(true);
    expect(layout.bottom.map((l) => l.text)).toEqual(['X', 'Y', 'Z']);
    expect(layout.bottom.at(-1)?.y).toBe(380);
    expect(layout.bottom[0]?.y).toBeCloseTo(380 - 2 * 43.2);
  });

  it('draws uppercase centred text, outline under fill at twice the width', () => {
    const ctx = fakeContext();
    drawMemeText(ctx, 600, 400, { topText: 'hi Ava', bottomText: 'bye' });
    expect(ctx.textAlign).toBe('center');
    expect(ctx.fillStyle).toBe('#FFFFFF');
    expect(ctx.strokeStyle).toBe('#000000');
    expect(ctx.calls.map((c) => `${c.op}:${c.text}`)).toEqual([
      'stroke:HI AVA',
      'fill:HI AVA',
      'stroke:BYE',
      'fill:BYE',
    ]);
    expect(ctx.calls[0]?.lineWidth).toBe(4);
    expect(ctx.calls[0]?.font).toContain('36px');
  });

  it('draws no outline at stroke 0 and nothing for empty captions', () => {
    const ctx = fakeContext();
    drawMemeText(ctx, 600, 400, { topText: 'top', bottomText: '  ' }, { strokeWidth: 0 });
    expect(ctx.calls.map((c) => c.op)).toEqual(['fill']);
  });

  it('scales sizes and offsets to the image when asked', () => {
    const ctx = fakeContext();
    const layout = drawMemeText(ctx, 1200, 800, { topText: 'a', bottomText: 'b' }, { scaleToWidth: 600 });
    expect(layout.fontSize).toBe(72);
    expect(layout.strokeWidth).toBe(4);
    expect(layout.top[0]?.y).toBe(72 + 20);
    expect(layout.bottom[0]?.y).toBe(800 - 40);
    expect(ctx.calls[0]?.font.startsWith('72px')).toBe(true);
  });

  it('keeps custom colours, font and case', () => {
    const ctx = fakeContext();
    const layout = drawMemeText(
      ctx,
      600,
      400,
      { topText: 'happy birthday' },
      { color: '#FFFF00', strokeColor: '#FF0000', strokeWidth: 3, fontFamily: 'Anton', textCase: 'none' },
    );
    expect(layout.top[0]?.text).toBe('happy birthday');
    expect(ctx.fillStyle).toBe('#FFFF00');
    expect(ctx.strokeStyle).toBe('#FF0000');
    expect(layout.font).toBe('36px "Anton", "Impact", sans-serif');
  });
});

describe('memeCanvasSize', () => {
  it('keeps small pictures as they are and fits big ones to 1024 on the long edge', () => {
    expect(memeCanvasSize(800, 560)).toEqual({ width: 800, height: 560 });
    expect(memeCanvasSize(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(memeCanvasSize(1000, 3000)).toEqual({ width: 341, height: 1024 });
  });
});
