import { CARTOON_THEMES } from '@mergepix/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePortrait, pixelDifference } from '../../render/test-images.ts';
import { json, useTestApp } from '../../test-support/app.ts';
import { anonymousClients } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

// The cartoon generator's call: reference-image with imageType cartoonStyle, a theme as style, and the
// advanced options and caption this tool adds to the original payload (docs/product.md#server-functions).

let photo = '';
const anon = anonymousClients('198.51.100');

beforeAll(async () => {
  photo = `data:image/jpeg;base64,${(await makePortrait(160, 160)).toString('base64')}`;
});

const cartoon = (extra: Record<string, unknown> = {}) => ({
  imageType: 'cartoonStyle',
  basePrompt: CARTOON_THEMES[0]?.prompt,
  provider: 'openai',
  referenceImageUrl: photo,
  style: CARTOON_THEMES[0]?.label,
  ...extra,
});

describe.each(testDbKinds())('reference-image (cartoon) on $name', (kind) => {
  const ctx = useTestApp(kind);

  const image = async (body: Record<string, unknown>) => {
    const res = await anon(ctx.app).post('/functions/v1/reference-image', body);
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer.provider).toBe('local');
    const file = await ctx.app.request(answer.imageUrl);
    return Buffer.from(await file.arrayBuffer());
  };

  it('draws each theme differently, and follows the options and the caption', async () => {
    const anime = await image(cartoon());
    const noir = await image(cartoon({ style: 'Noir Ink', basePrompt: CARTOON_THEMES[4]?.prompt }));
    expect(await pixelDifference(anime, noir)).toBeGreaterThan(15);
    const styled = await image(
      cartoon({ options: { lineWeight: 'bold', colorIntensity: 'muted', background: 'simplify' } }),
    );
    expect(await pixelDifference(anime, styled)).toBeGreaterThan(10);
    const captioned = await image(cartoon({ caption: 'Hi Ava!' }));
    expect(await pixelDifference(anime, captioned)).toBeGreaterThan(1);
  });

  it.each([
    [{ options: { lineWeight: 'huge' } }, 'lineWeight'],
    [{ options: { colorIntensity: 'loud' } }, 'colorIntensity'],
    [{ options: { background: 'remove' } }, 'background'],
    [{ options: { glow: true } }, 'glow'],
    [{ caption: 'x'.repeat(81) }, 'caption is too long'],
    [{ basePrompt: '' }, 'prompt must not be empty'],
  ])('rejects %j with 400', async (extra, words) => {
    const res = await anon(ctx.app).post('/functions/v1/reference-image', cartoon(extra));
    expect(res.status).toBe(400);
    expect((await json(res)).error).toContain(words);
  });
});
