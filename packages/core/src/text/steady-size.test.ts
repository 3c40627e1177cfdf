import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeMeasureContext } from './fake-measure.ts';
import { layoutText } from './layout.ts';
import { type TextLayer, textLayer } from './text-layer.ts';

// The case: "Hi [FIRSTNAME], your summer picks are here" in a 600×400 design.
const box = { x: 20, y: 20, width: 560, height: 360 };
const greeting = 'Hi [FIRSTNAME], your summer picks are here';
const layer = (fit: TextLayer['fit'], style: Partial<TextLayer> = {}) =>
  textLayer(greeting, box, { fontSize: 72, minFontSize: 24, fit, ...style });

describe('steady text size', () => {
  it('draws every usual name at one size, wrapped rather than shrunk', () => {
    const ctx = new FakeMeasureContext();
    const steady = layer('steady');
    const sizes = ['Kai', 'Zoë', 'Ana María', 'Maximiliana', ''].map(
      (name) => layoutText(ctx, steady, name ? { FIRSTNAME: name } : {}).fontSize,
    );
    expect(new Set(sizes).size).toBe(1);
    const kai = layoutText(ctx, steady, { FIRSTNAME: 'Kai' });
    expect(kai.fit).toBe('wrapped');
    expect(kai.lines.length).toBeGreaterThan(1);
  });

  it('keeps today’s behaviour for "shrink long values only": a short name gets its own size', () => {
    const ctx = new FakeMeasureContext();
    const shrink = layer('shrink');
    const kai = layoutText(ctx, shrink, { FIRSTNAME: 'Kai' });
    const long = layoutText(ctx, shrink, { FIRSTNAME: 'Maximiliana' });
    expect(kai.fontSize).not.toBe(long.fontSize);
    // A layer without the setting (every layer outside live designs) keeps it too.
    expect(layoutText(ctx, layer(undefined), { FIRSTNAME: 'Kai' })).toEqual(kai);
  });

  it('fits a value longer than usual below the steady size, inside the box', () => {
    const ctx = new FakeMeasureContext();
    const steady = layer('steady', { box: { x: 0, y: 0, width: 400, height: 160 } });
    const usual = layoutText(ctx, steady, { FIRSTNAME: 'Kai' });
    expect(usual.fontSize).toBeGreaterThan(24);
    const huge = layoutText(ctx, steady, {
      FIRSTNAME: 'Maximiliana Alessandra Konstantinopoulou-Wetherington',
    });
    expect(huge.fontSize).toBeLessThan(usual.fontSize);
    expect(huge.truncated).toBe(false);
    for (const line of huge.lines) expect(line.extent).toBeLessThanOrEqual(400 + 1e-6);
    expect(huge.height).toBeLessThanOrEqual(160 + 1e-6);
  });

  it('never draws a value above the steady size, and never outside the box', () => {
    const ctx = new FakeMeasureContext();
    const steady = layer('steady', { box: { x: 0, y: 0, width: 320, height: 120 } });
    const steadySize = layoutText(ctx, steady, { FIRSTNAME: 'Kai' }).fontSize;
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        const r = layoutText(ctx, steady, { FIRSTNAME: name });
        expect(r.fontSize).toBeLessThanOrEqual(steadySize);
        for (const line of r.lines) expect(line.extent).toBeLessThanOrEqual(320 + 1e-6);
        expect(r.height).toBeLessThanOrEqual(120 + 1e-6);
      }),
    );
  });
});
