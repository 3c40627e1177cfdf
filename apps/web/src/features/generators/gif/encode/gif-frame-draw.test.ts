import { textLayer } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { drawGifFrame, sourceSize } from './gif-frame-draw';

/** A 2D context that records what is drawn (text is measured as 10 px a character). */
function recorder() {
  const calls: string[] = [];
  const ctx = new Proxy(
    {},
    {
      get(target: Record<string | symbol, unknown>, prop) {
        if (prop in target) return target[prop];
        if (prop === 'measureText')
          return (text: string) => ({
            width: text.length * 10,
            actualBoundingBoxAscent: 8,
            actualBoundingBoxDescent: 2,
            fontBoundingBoxAscent: 9,
            fontBoundingBoxDescent: 3,
          });
        if (prop === 'createLinearGradient') return () => ({ addColorStop() {} });
        return (...args: unknown[]) => {
          calls.push(
            `${String(prop)}(${args.map((a) => (typeof a === 'number' ? Math.round(a) : typeof a)).join(',')})`,
          );
        };
      },
      set(target, prop, value) {
        target[prop] = value;
        return true;
      },
    },
  ) as unknown as CanvasRenderingContext2D;
  return { ctx, calls };
}

describe('drawing a GIF frame', () => {
  it('paints the background, the picture cropped to cover, then the text', () => {
    const { ctx, calls } = recorder();
    const picture = { width: 1200, height: 400 } as unknown as CanvasImageSource;
    const layer = textLayer('Hi Zoë!', { x: 10, y: 10, width: 200, height: 60 });
    drawGifFrame(ctx, { source: picture, layers: [layer] }, 300, 200, '#123456');
    expect(calls[0]).toBe('fillRect(0,0,300,200)');
    // 1200×400 covers 300×200 at half scale: the middle 600×400, centred.
    expect(calls[1]).toBe('drawImage(object,300,0,600,400,0,0,300,200)');
    expect(calls.slice(2).some((c) => c.startsWith('fillText(string'))).toBe(true);
  });

  it('leaves out a picture with no size (not loaded) and draws just the background for none', () => {
    const { ctx, calls } = recorder();
    drawGifFrame(
      ctx,
      { source: { width: 0, height: 0 } as unknown as CanvasImageSource, layers: [] },
      50,
      40,
      '#fff',
    );
    drawGifFrame(ctx, { source: null, layers: [] }, 50, 40, '#fff');
    expect(calls).toEqual(['fillRect(0,0,50,40)', 'fillRect(0,0,50,40)']);
    expect(sourceSize({ width: 640, height: 480 } as unknown as CanvasImageSource)).toEqual({
      width: 640,
      height: 480,
    });
  });
});
