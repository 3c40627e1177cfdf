import { CARTOON_THEMES } from '@mergepix/core';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CJK_SENTENCE, checkRealGlyphs, SCRIPT_WORD_PAIRS } from '../../test-support/lettering-checks.ts';
import { distinctColors, makePhoto, makePortrait, pixelDifference } from '../test-images.ts';
import { letterTitle, renderCartoon } from './cartoon.ts';
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

describe('cartoon lettering in any script', () => {
  const side = 320;
  const render = (caption?: string) => renderCartoon({ size: { width: side, height: side }, caption });
  // The caption box's band along the bottom edge.
  const band = { left: 0, top: 224, width: side, height: 96 };

  it.each(SCRIPT_WORD_PAIRS)(
    'draws %s captions with real glyphs (two words differ where missing glyphs would not)',
    (_, a, b, noto) => checkRealGlyphs(render, band, 1, [a, b, noto]),
  );

  it('keeps a long CJK caption in its box at the bottom edge', async () => {
    const [plain, long] = await Promise.all([render(), render(CJK_SENTENCE.repeat(5))]);
    expect(await pixelDifference(plain, long, band)).toBeGreaterThan(1);
    expect(await pixelDifference(plain, long, { left: 0, top: 0, width: side, height: 192 })).toBe(0);
  });

  it.each(SCRIPT_WORD_PAIRS)(
    'letters %s poster titles with real glyphs, inside the title box',
    async (_, a, b) => {
      const title = async (text: string) => {
        const canvas = createCanvas(side, side);
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, side, side);
        letterTitle(ctx, text, side / 2, side / 2, side, '#e04040');
        return canvas.encode('png');
      };
      const [one, two, long] = await Promise.all([title(a), title(b), title(`${a}${b}`.repeat(10))]);
      expect(await pixelDifference(one, two)).toBeGreaterThan(0.5);
      // 0.62 of the side wide, centred, plus the outline and shadow: the outer columns stay white.
      const margin = Math.floor(side * 0.17);
      for (const left of [0, side - margin])
        expect(
          await pixelDifference(long, await title(''), { left, top: 0, width: margin, height: side }),
        ).toBe(0);
    },
  );
});
