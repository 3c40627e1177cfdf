import { describe, expect, it } from 'vitest';
import { DISPLAY_FONT, TEXT_FONT } from '../fonts.ts';
import { type FitAt, fitTextAt } from './fitted-text.ts';

const display: FitAt = { fontFamily: DISPLAY_FONT, fontWeight: 400, maxSize: 40, minSize: 12, color: '#000' };

describe('fitTextAt', () => {
  it('keeps a short Latin word at its largest size, on one line, centred on the point', () => {
    for (const fontFamily of [DISPLAY_FONT, TEXT_FONT]) {
      const { layer, layout } = fitTextAt('Ava', 100, 80, 200, { ...display, fontFamily });
      expect(layout.fontSize).toBe(40);
      expect(layout.lines).toHaveLength(1);
      expect(layer.box.x + layer.box.width / 2).toBe(100);
      expect(layer.box.y + layer.box.height / 2).toBe(80);
    }
  });

  it.each([
    ['CJK', '森の光', 'Noto Sans JP'],
    ['Arabic', 'نور', 'Noto Sans Arabic'],
  ])('lays %s out with its bundled Noto fallback after the family', (_, text, noto) => {
    const { layout } = fitTextAt(text, 100, 80, 200, display);
    expect(layout.font).toContain(`"${DISPLAY_FONT}"`);
    expect(layout.font).toContain(`"${noto}"`);
    expect(layout.truncated).toBe(false);
  });

  it('shrinks, then wraps, then cuts a long CJK text to stay inside its width and lines', () => {
    const long = '山の上の小さな家で星を数える夜'.repeat(5);
    const { layer, layout } = fitTextAt(long, 100, 80, 150, { ...display, maxLines: 2, strokeShare: 0.2 });
    expect(layout.fontSize).toBe(12);
    expect(layout.lines).toHaveLength(2);
    expect(layout.truncated).toBe(true);
    expect(layout.width).toBeLessThanOrEqual(150);
    expect(layout.height).toBeLessThanOrEqual(layer.box.height);
    // The outline follows the fitted size, not the largest.
    expect(layer.strokeWidth).toBeCloseTo(12 * 0.2);
  });
});
