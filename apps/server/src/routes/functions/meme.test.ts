import { MEME_DEFAULT_TEXT_STYLE } from '@mergepix/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, solidPng } from '../../render/test-images.ts';
import { json, type testApp, useTestApp } from '../../test-support/app.ts';
import { anonymousClients } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

let template = '';
/** A fresh client IP per request keeps these tests clear of the anonymous call budget. */
const anon = anonymousClients('198.51.100');

beforeAll(async () => {
  // A mid-grey template: neither white nor yellow, so the caption colours can be counted.
  template = dataUrl(await solidPng(400, 300, '#707070'));
});

const payload = (extra: Record<string, unknown> = {}) => ({
  topText: 'when the campaign',
  bottomText: 'converts',
  referenceImageUrl: template,
  provider: 'gpt-image-1',
  ...extra,
});

/** Pixels close to `rgb` in the image at `url`. */
async function countColour(app: ReturnType<typeof testApp>, url: string, rgb: [number, number, number]) {
  const bytes = Buffer.from(await (await app.request(url)).arrayBuffer());
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const near = rgb.every((v, c) => Math.abs((data[i + c] ?? 0) - v) < 40);
    if (near) count++;
  }
  return { count, width: info.width, height: info.height };
}

describe.each(testDbKinds())('meme-generator text style on $name', (kind) => {
  const ctx = useTestApp(kind);

  it.each([
    [{ fontSize: 90 }, 'textStyle.fontSize: fontSize must be between 20 and 72'],
    [{ fontSize: 12 }, 'textStyle.fontSize'],
    [{ strokeWidth: 6 }, 'textStyle.strokeWidth: strokeWidth must be between 0 and 5'],
    [{ strokeWidth: 1.3 }, 'strokeWidth must be a multiple of 0.5'],
    [{ color: 'red' }, 'textStyle.color: color must be a hex colour'],
    [{ strokeColor: '#12345' }, 'textStyle.strokeColor'],
    [{ textCase: 'shout' }, 'textStyle.textCase'],
    [{ fontFamily: 'Not A Real Font' }, 'textStyle.fontFamily: fontFamily must be a font from the catalog'],
    [{ weight: 900 }, 'textStyle'],
  ])('rejects the caption style %j with a 400 naming the field', async (change, words) => {
    const res = await anon(ctx.app).post(
      '/functions/v1/meme-generator',
      payload({ textStyle: { ...MEME_DEFAULT_TEXT_STYLE, ...change } }),
    );
    expect(res.status).toBe(400);
    expect((await json(res)).error).toContain(words);
  });

  it('draws the captions in the style sent: yellow text with a red outline instead of white and black', async () => {
    const plain = await json(await anon(ctx.app).post('/functions/v1/meme-generator', payload()));
    const styled = await json(
      await anon(ctx.app).post(
        '/functions/v1/meme-generator',
        payload({
          textStyle: {
            ...MEME_DEFAULT_TEXT_STYLE,
            fontFamily: 'Impact',
            fontSize: 48,
            color: '#FFFF00',
            strokeColor: '#FF0000',
            strokeWidth: 3,
          },
        }),
      ),
    );
    expect(styled.provider).toBe('local');
    const yellow: [number, number, number] = [255, 255, 0];
    const white: [number, number, number] = [255, 255, 255];
    const red: [number, number, number] = [255, 0, 0];
    const before = await countColour(ctx.app, plain.imageUrl, white);
    const after = await countColour(ctx.app, styled.imageUrl, yellow);
    expect([after.width, after.height]).toEqual([400, 300]); // the template's own size
    expect(before.count).toBeGreaterThan(500);
    expect((await countColour(ctx.app, plain.imageUrl, yellow)).count).toBe(0);
    expect(after.count).toBeGreaterThan(before.count); // bigger letters
    expect((await countColour(ctx.app, styled.imageUrl, red)).count).toBeGreaterThan(200);
    expect((await countColour(ctx.app, styled.imageUrl, white)).count).toBeLessThan(50);
  });

  it('keeps the case it is asked for and accepts another catalog font', async () => {
    const res = await anon(ctx.app).post(
      '/functions/v1/meme-generator',
      payload({ textStyle: { ...MEME_DEFAULT_TEXT_STYLE, fontFamily: 'Poppins', textCase: 'none' } }),
    );
    expect(res.status).toBe(200);
    expect((await json(res)).imageUrl).toMatch(/\.jpg$/);
  });
});
