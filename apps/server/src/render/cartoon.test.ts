import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCartoon } from './cartoon.ts';
import { lookForStyle } from './cartoon-filter.ts';
import { distinctColors, makePhoto, pixelDifference } from './test-images.ts';

describe('cartoon renderer', () => {
  it('has far fewer distinct colours than the photo it was made from', async () => {
    const photo = await makePhoto(320, 320, 3);
    const out = await renderCartoon({ reference: photo, size: { width: 320, height: 320 } });
    const input = await distinctColors(await sharp(photo).png().toBuffer());
    expect(await distinctColors(out)).toBeLessThan(input * 0.5);
  });

  it('picks a look from the style label', () => {
    expect(lookForStyle('Film Noir Sketch').grayscale).toBe(true);
    expect(lookForStyle('Retro Comic').tint).toBeDefined();
    expect(lookForStyle(undefined)).toEqual(lookForStyle('Something else'));
  });

  it('draws a flat style poster without a reference, titled with the style', async () => {
    const size = { width: 256, height: 256 };
    const [a, b] = await Promise.all([
      renderCartoon({ size, style: 'Anime Hero' }),
      renderCartoon({ size, style: 'Pop Art' }),
    ]);
    expect(await pixelDifference(a, b)).toBeGreaterThan(5);
  });
});
