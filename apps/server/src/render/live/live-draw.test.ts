import { designSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { greetingDesign } from '../../test-support/designs.ts';
import { measureTextLayer } from '../text/text-layers.ts';
import { drawBase, personalLayers, renderLive } from './live-draw.ts';

// Rules are checked before drawing (recipientValues); here the drawing meets any value.
const design = designSchema.parse(greetingDesign());

const banner = {
  box: { x: 0, y: 360, width: 600, height: 40 },
  fontFamily: 'Inter',
  fontSize: 30,
};

describe('live drawing', () => {
  it.each([
    ['500 characters', 'Bartholomew '.repeat(42).slice(0, 500)],
    ['emoji only', '🎉🎊🎈'],
    ['Arabic', 'محمد عبد الله'],
    ['Japanese', '山田 太郎'],
    ['empty', ''],
  ])('keeps %s inside the layer’s box', (_, value) => {
    const [greeting] = personalLayers(design, { FIRSTNAME: value });
    if (!greeting) throw new Error('no personal layer');
    const layout = measureTextLayer(greeting);
    expect(layout.width).toBeLessThanOrEqual(greeting.box.width + 0.5);
    expect(layout.height).toBeLessThanOrEqual(greeting.box.height + 0.5);
    expect(layout.lines.length).toBeGreaterThan(0);
    if (value === '') expect(layout.text).toBe('Hi there!');
    if (value.length === 500) expect(layout.truncated).toBe(true);
  });

  it('draws the layers from the first with tokens up per recipient, over a base drawn once', () => {
    const withStatic = designSchema.parse(
      greetingDesign({
        layers: [
          { ...banner, text: 'Spring sale' },
          ...greetingDesign().layers,
          { ...banner, text: 'Ends Friday' },
        ],
      }),
    );
    // The bottom layer without tokens goes into the base; the one above the personal layers
    // keeps its place over them.
    expect(personalLayers(withStatic, {}).map((l) => l.text)).toEqual([
      'Hi there!',
      'Your team has a gift for you',
      'Ends Friday',
    ]);
    const base = drawBase(withStatic, null);
    const a = renderLive(base, withStatic, { FIRSTNAME: 'Ada' }, 'jpg');
    const b = renderLive(base, withStatic, { FIRSTNAME: 'Ben' }, 'jpg');
    expect(a.equals(b)).toBe(false);
    // The same recipient twice draws the same bytes (the scratch canvas is cleared each time).
    expect(renderLive(base, withStatic, { FIRSTNAME: 'Ada' }, 'jpg').equals(a)).toBe(true);
  });

  it('paints a neutral base when a picture is missing or does not decode', () => {
    const upload = designSchema.parse(
      greetingDesign({ base: { kind: 'upload', path: 'uploads/u/x.png' }, layers: [] }),
    );
    for (const bytes of [null, new Uint8Array([1, 2, 3])]) {
      const base = drawBase(upload, bytes);
      const [r, g, b] = base.getContext('2d').getImageData(10, 10, 1, 1).data;
      expect([r, g, b]).toEqual([0xe5, 0xe7, 0xeb]);
    }
  });
});
