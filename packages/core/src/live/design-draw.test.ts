import { describe, expect, it } from 'vitest';
import { coverCrop, paintBase, recipientLayers, staticLayerCount } from './design-draw.ts';
import { designSchema } from './design-schema.ts';

const layer = (text: string) => ({
  text,
  box: { x: 0, y: 0, width: 100, height: 40 },
  fontFamily: 'Inter',
  fontSize: 20,
});

describe('design drawing', () => {
  it('crops a picture to cover the design around its centre', () => {
    expect(coverCrop({ width: 1200, height: 400 }, 600, 400)).toEqual({ sx: 300, sy: 0, sw: 600, sh: 400 });
    expect(coverCrop({ width: 300, height: 600 }, 600, 600)).toEqual({ sx: 0, sy: 150, sw: 300, sh: 300 });
  });

  it('counts the bottom layers that are the same for everyone', () => {
    expect(staticLayerCount([layer('Sale'), layer('Hi [FIRSTNAME]'), layer('Ends')])).toBe(1);
    expect(staticLayerCount([layer('Hi [FIRSTNAME]'), layer('Sale')])).toBe(0);
    expect(staticLayerCount([layer('Sale'), layer('Ends')])).toBe(2);
  });

  it('fills only the layers with tokens, with fallbacks, in order', () => {
    const design = designSchema.parse({
      name: 'x',
      base: { kind: 'color', color: '#ffffff' },
      layers: [layer('Sale'), layer('Hi [FIRSTNAME]!'), layer('From [COMPANY]')],
      fallbacks: { COMPANY: 'us' },
    });
    const texts = (values: Record<string, string>) =>
      recipientLayers(design.layers, values, design.fallbacks).map((l) => l.text);
    expect(texts({ FIRSTNAME: 'Zoë' })).toEqual(['Sale', 'Hi Zoë!', 'From us']);
    expect(texts({})).toEqual(['Sale', 'Hi there!', 'From us']);
  });

  it('paints colours, gradients, and the missing-picture colour for picture bases', () => {
    const calls: unknown[] = [];
    const stops: [number, string][] = [];
    const ctx = {
      fillStyle: '' as string | object,
      fillRect: (...args: number[]) => calls.push([ctx.fillStyle, ...args]),
      createLinearGradient: () => ({ addColorStop: (o: number, c: string) => stops.push([o, c]) }),
    };
    paintBase(ctx, { width: 10, height: 20, base: { kind: 'color', color: '#123456' } });
    paintBase(ctx, { width: 10, height: 20, base: { kind: 'upload', path: 'a.png' } });
    paintBase(ctx, {
      width: 10,
      height: 20,
      base: { kind: 'gradient', from: '#000000', to: '#ffffff', angle: 90 },
    });
    expect(calls.slice(0, 2)).toEqual([
      ['#123456', 0, 0, 10, 20],
      ['#e5e7eb', 0, 0, 10, 20],
    ]);
    expect(stops).toEqual([
      [0, '#000000'],
      [1, '#ffffff'],
    ]);
  });
});
