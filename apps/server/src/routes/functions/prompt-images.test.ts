import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { anonymousClients } from '../../test-support/auth-client.ts';
import { type TestDbKind, testDbKinds } from '../../test-support/databases.ts';

/** A fresh client IP per request keeps these tests clear of the anonymous call budget. */
const anon = anonymousClients('198.51.100');

const base = { provider: 'openai', prompt: 'A surreal product launch on the moon' };

describe('crazy-image and image-generation payloads', () => {
  const ctx = useTestApp(testDbKinds()[0] as TestDbKind);

  /** Raw RGB pixels of the image a call made. */
  async function pixels(body: Record<string, unknown>, fn = 'crazy-image') {
    const res = await anon(ctx.app).post(`/functions/v1/${fn}`, body);
    expect(res.status).toBe(200);
    const { imageUrl } = await json(res);
    const bytes = Buffer.from(await (await ctx.app.request(imageUrl)).arrayBuffer());
    return sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  }

  /** Share of pixels whose channels differ by more than 40 between two same-size images. */
  function changed(a: Buffer, b: Buffer): number {
    let n = 0;
    for (let i = 0; i < a.length; i += 3) {
      let d = 0;
      for (let c = 0; c < 3; c++) d += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
      if (d > 40) n++;
    }
    return n / (a.length / 3);
  }

  it('draws at the aspect ratio asked for', async () => {
    const wide = await pixels({ ...base, aspectRatio: '16:9' });
    expect(wide.info.width).toBeGreaterThan(wide.info.height);
    const tall = await pixels({ ...base, aspectRatio: '9:16' });
    expect(tall.info.height).toBeGreaterThan(tall.info.width);
  });

  it('makes a calm picture and a wild one from the same prompt', async () => {
    const calm = await pixels({ ...base, intensity: 0.1 });
    const wild = await pixels({ ...base, intensity: 0.95 });
    expect(changed(calm.data, wild.data)).toBeGreaterThan(0.3);
  });

  it('paints the caption it is given', async () => {
    const plain = await pixels({ ...base, intensity: 0.5 });
    const named = await pixels({ ...base, intensity: 0.5, caption: 'Hi Ada!' });
    const share = changed(plain.data, named.data);
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.4);
  });

  it('image-generation paints over the reference image it is given', async () => {
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d01010' } })
      .png()
      .toBuffer();
    const body = { provider: 'gemini', prompt: 'A sale banner', aspectRatio: '1:1' };
    const plain = await pixels(body, 'image-generation');
    const withRef = await pixels(
      { ...body, referenceImageUrl: `data:image/png;base64,${red.toString('base64')}` },
      'image-generation',
    );
    const redness = (px: Buffer) => {
      let r = 0;
      for (let i = 0; i < px.length; i += 3) r += (px[i] ?? 0) - ((px[i + 1] ?? 0) + (px[i + 2] ?? 0)) / 2;
      return r / (px.length / 3);
    };
    expect(redness(withRef.data)).toBeGreaterThan(redness(plain.data) + 20);
  });

  it('image-generation offline draws the scene the prompt describes, never its words', async () => {
    const scene = (prompt: string) =>
      pixels({ provider: 'gemini', prompt, aspectRatio: '1:1' }, 'image-generation');
    // docs/product.md#ai-image-and-crazy-image: the same scene in other words is the same picture.
    const ava = await scene('A cat on a beach at sunset, for Ava Lindqvist');
    const noor = await scene('A cat on a beach at sunset, for Noor');
    expect(changed(ava.data, noor.data)).toBe(0);
    const robot = await scene('A robot in a neon city at night, for Ava Lindqvist');
    expect(changed(ava.data, robot.data)).toBeGreaterThan(0.5);
  });

  it.each([
    [{ ...base, caption: 'x'.repeat(81) }, 'caption is too long'],
    [{ ...base, aspectRatio: '5:4' }, 'aspectRatio'],
    [{ ...base, intensity: -0.1 }, 'intensity must be between 0 and 1'],
    [{ ...base, intensity: 'high' }, 'intensity'],
  ])('answers 400 naming the field for %j', async (body, words) => {
    const res = await anon(ctx.app).post('/functions/v1/crazy-image', body);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toContain(words);
  });
});
