import { CARTOON_THEMES } from '@mergepix/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { distinctColors, makePhoto, makePortrait, pixelDifference } from '../test-images.ts';
import { renderCartoon } from './cartoon.ts';
import { CARTOON_LOOKS, DEFAULT_LOOK } from './cartoon-looks.ts';
import { lookForStyle, themeIdForStyle } from './cartoon-style.ts';

const size = { width: 192, height: 192 };

describe('cartoon renderer', () => {
  it('has far fewer distinct colours than the photo it was made from', async () => {
    const photo = await makePhoto(320, 320, 3);
    const out = await renderCartoon({ reference: photo, size: { width: 320, height: 320 } });
    const input = await distinctColors(await sharp(photo).png().toBuffer());
    expect(await distinctColors(out)).toBeLessThan(input * 0.5);
  });

  it('has a look for every theme, found by id or label, and keywords for free text', () => {
    for (const t of CARTOON_THEMES) {
      expect(CARTOON_LOOKS[t.id]).toBeDefined();
      expect(lookForStyle(t.label)).toBe(CARTOON_LOOKS[t.id]);
      expect(lookForStyle(t.id)).toBe(CARTOON_LOOKS[t.id]);
    }
    expect(Object.keys(CARTOON_LOOKS)).toHaveLength(CARTOON_THEMES.length);
    expect(themeIdForStyle('Film Noir')).toBe('noir-ink');
    expect(lookForStyle(undefined)).toBe(DEFAULT_LOOK);
    expect(lookForStyle('Something else')).toBe(DEFAULT_LOOK);
  });

  it('gives the 20 themes 20 clearly different treatments of one photo', async () => {
    const photo = await makePortrait(size.width, size.height, 5);
    const outs = await Promise.all(
      CARTOON_THEMES.map((t) => renderCartoon({ reference: photo, size, style: t.label })),
    );
    let closest = { diff: Number.POSITIVE_INFINITY, pair: '' };
    for (let i = 0; i < outs.length; i++) {
      for (let j = i + 1; j < outs.length; j++) {
        const diff = await pixelDifference(outs[i] as Buffer, outs[j] as Buffer);
        if (diff < closest.diff) {
          closest = { diff, pair: `${CARTOON_THEMES[i]?.id} / ${CARTOON_THEMES[j]?.id}` };
        }
      }
    }
    // Mean absolute channel difference over the whole picture: JPEG noise alone is ~1-2.
    expect(closest.diff, `closest pair: ${closest.pair}`).toBeGreaterThan(12);
  }, 60_000);

  it('follows the advanced options: outline weight, colour intensity and background', async () => {
    const photo = await makePortrait(size.width, size.height, 7);
    const render = (options?: Parameters<typeof renderCartoon>[0]['options']) =>
      renderCartoon({ reference: photo, size, style: 'Retro Comic', ...(options ? { options } : {}) });
    const [plain, bold, thin, muted, vivid, simple] = await Promise.all([
      render(),
      render({ lineWeight: 'bold' }),
      render({ lineWeight: 'thin' }),
      render({ colorIntensity: 'muted' }),
      render({ colorIntensity: 'vivid' }),
      render({ background: 'simplify' }),
    ]);
    for (const other of [bold, thin, muted, vivid, simple]) {
      expect(await pixelDifference(plain, other)).toBeGreaterThan(3);
    }
    // Simplify flattens the corners and keeps the middle.
    const corner = { left: 0, top: 0, width: 24, height: 24 };
    const middle = { left: 84, top: 84, width: 24, height: 24 };
    expect(await pixelDifference(plain, simple, corner)).toBeGreaterThan(15);
    expect(await pixelDifference(plain, simple, middle)).toBeLessThan(2);
  });

  it('draws a style poster without a reference, in the look of the style', async () => {
    const [a, b] = await Promise.all([
      renderCartoon({ size, style: 'Classic Anime' }),
      renderCartoon({ size, style: 'Noir Ink' }),
    ]);
    expect(await pixelDifference(a, b)).toBeGreaterThan(5);
  });
});
