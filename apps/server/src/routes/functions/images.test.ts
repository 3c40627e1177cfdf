import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, solidPng } from '../../render/test-images.ts';
import { json, testApp, useTestApp } from '../../test-support/app.ts';
import { anonymousClients, signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { type FakeProviders, startFakeProviders } from '../../test-support/fake-providers.ts';

const KEY = 'sk-test-0123456789abcdefghij';
let photo = '';
let fake: FakeProviders;
/** A fresh client IP per request keeps these tests clear of the anonymous call budget. */
const anon = anonymousClients('203.0.113');

beforeAll(async () => {
  photo = dataUrl(await solidPng(120, 90, '#4a7bd0'));
  fake = await startFakeProviders();
});
afterAll(async () => {
  await fake.close();
});

const payloads = (): Record<string, Record<string, unknown>> => ({
  'image-generation': { provider: 'openai', prompt: 'A summer sale banner for Alex', aspectRatio: '16:9' },
  'reference-image': { provider: 'gpt-image-1', prompt: 'Make it festive', referenceImageUrl: photo },
  'action-figure': {
    provider: 'gemini',
    prompt: 'A classic action figure of a marketing lead. The name tag on the packaging reads "Alex".',
    referenceImageUrl: photo,
    details: { name: 'Alex', accessories: ['Laptop', 'Coffee Mug'], pose: 'waving' },
  },
  'ghibli-image': { provider: 'gemini', prompt: 'A Magical Forest at Sunset with Lanterns' },
  'meme-generator': {
    topText: 'when the campaign',
    bottomText: 'converts',
    referenceImageUrl: photo,
    provider: 'gpt-image-1',
  },
  'crazy-image': { provider: 'openai', prompt: 'A surreal product launch', intensity: 0.8 },
});

describe.each(testDbKinds())('image functions on $name', (kind) => {
  const ctx = useTestApp(kind);

  it.each(Object.keys(payloads()))('%s makes a stored image offline and says why', async (name) => {
    const res = await anon(ctx.app).post(`/functions/v1/${name}`, payloads()[name]);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.imageUrl).toMatch(/^\/storage\/v1\/object\/public\/generations\/.+\.jpg$/);
    expect(body.provider).toBe('local');
    expect(body.model).toBe('mergepix-offline');
    if (name !== 'meme-generator') expect(body.fallback.reason).toMatch(/no (OpenAI|Gemini) key configured/);
    const image = await ctx.app.request(body.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    if (name === 'image-generation') expect([meta.width, meta.height]).toEqual([1024, 576]);
  });

  it("records a signed-in user's generations in their history", async () => {
    const client = await signedInUser(ctx.app, 'gen-history@example.com');
    await client.post('/functions/v1/ghibli-image', payloads()['ghibli-image']);
    const list = await json(await client.request('/rest/v1/generations'));
    expect(list[0]).toMatchObject({ function: 'ghibli-image', provider: 'local', outcome: 'fallback' });
  });

  it.each([
    ['image-generation', { provider: 'midjourney', prompt: 'x' }, 'provider'],
    ['image-generation', { provider: 'openai' }, 'prompt'],
    ['image-generation', { provider: 'openai', prompt: 'x'.repeat(4001) }, 'prompt is too long'],
    ['image-generation', { provider: 'openai', prompt: 'x', aspectRatio: '2:1' }, 'aspectRatio'],
    [
      'reference-image',
      { provider: 'openai', prompt: 'x', referenceImageUrl: 'file:///etc/passwd' },
      'referenceImageUrl',
    ],
    ['action-figure', { provider: 'gemini', prompt: 'x', details: { role: 'admin' } }, 'details'],
    ['meme-generator', { topText: 'a', bottomText: 'b' }, 'referenceImageUrl'],
    ['crazy-image', { provider: 'openai', prompt: 'x', intensity: 3 }, 'intensity'],
  ])('%s rejects a bad field with 400', async (name, body, words) => {
    const res = await anon(ctx.app).post(`/functions/v1/${name}`, body);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toContain(words);
  });

  it('refuses oversized and hostile reference images without crashing', async () => {
    const huge = `data:image/png;base64,${Buffer.alloc(11 * 1024 * 1024).toString('base64')}`;
    const tooBig = await anon(ctx.app).post('/functions/v1/ghibli-image', {
      provider: 'gemini',
      prompt: 'x',
      referenceImageUrl: huge,
    });
    expect(tooBig.status).toBe(413);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    expect(
      (
        await anon(ctx.app).post('/functions/v1/ghibli-image', {
          provider: 'gemini',
          prompt: 'x',
          referenceImageUrl: svg,
        })
      ).status,
    ).toBe(422);
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const bombUrl = `data:image/png;base64,${bomb.toString('base64')}`;
    expect(
      (
        await anon(ctx.app).post('/functions/v1/crazy-image', {
          provider: 'openai',
          prompt: 'x',
          referenceImageUrl: bombUrl,
        })
      ).status,
    ).toBe(422);
    for (const url of [
      'http://127.0.0.1:1/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost/x.png',
    ]) {
      const res = await anon(ctx.app).post('/functions/v1/action-figure', {
        provider: 'gemini',
        prompt: 'x',
        referenceImageUrl: url,
      });
      expect(res.status).toBe(400);
    }
  });

  it('answers 4xx, never 5xx, for a reference URL whose host does not resolve', async () => {
    // .invalid never resolves (RFC 6761); the answer names the reason.
    const res = await anon(ctx.app).post('/functions/v1/action-figure', {
      provider: 'gemini',
      prompt: 'x',
      referenceImageUrl: 'http://mergepix-no-such-host.invalid/x.png',
    });
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      code: 'reference_fetch_refused',
      error: expect.stringMatching(/host could not be found|took too long/),
    });
    const compat = await anon(ctx.app).post('/functions/v1/action-figure', {
      provider: 'gemini',
      prompt: 'x',
      referenceImageUrl: 'http://[::127.0.0.1]:1/x.png',
    });
    expect([compat.status, (await json(compat)).error]).toEqual([
      400,
      'That address is not reachable from here.',
    ]);
  });

  it.each([
    '/storage/v1/object/public/generations/%E0%A4%A',
    '/storage/v1/object/public/generations/%ZZ',
    '/storage/v1/object/public/%ZZ/x.png',
  ])('answers 400 invalid_reference for the malformed stored path %s', async (referenceImageUrl) => {
    const res = await anon(ctx.app).post('/functions/v1/action-figure', {
      provider: 'gemini',
      prompt: 'x',
      referenceImageUrl,
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      code: 'invalid_reference',
      error: expect.stringMatching(/malformed %-escape/),
    });
  });

  it('takes Ghibli choices only from the option lists, naming the field it refuses', async () => {
    const prompt = 'A Magical Forest at Sunset';
    const typed = await anon(ctx.app).post('/functions/v1/ghibli-image', {
      provider: 'gemini',
      prompt,
      details: { sceneType: 'Ocean View', timeOfDay: 'Night', elements: ['Lanterns'], characterName: 'Alex' },
    });
    expect(typed.status).toBe(200);
    for (const details of [
      { timeOfDay: 'Midnight' },
      { elements: ['Lanterns', 'Dragons'] },
      { sceneType: 'Ocean View', mood: 'calm' },
      { characterName: 'x'.repeat(61) },
    ]) {
      const res = await anon(ctx.app).post('/functions/v1/ghibli-image', {
        provider: 'gemini',
        prompt,
        details,
      });
      expect(res.status, JSON.stringify(details)).toBe(400);
      const body = await json(res);
      expect(body.code).toBe('invalid_request');
      expect(body.error).toMatch(/details/);
    }
  });

  it('draws the typed details, not what the prose says, when a call carries both', async () => {
    const prompt = 'A Mountain Village at Dawn with Snow';
    const render = async (details?: Record<string, unknown>) => {
      const res = await anon(ctx.app).post('/functions/v1/ghibli-image', {
        provider: 'gemini',
        prompt,
        ...(details ? { details } : {}),
      });
      const { imageUrl } = await json(res);
      return Buffer.from(await (await ctx.app.request(imageUrl)).arrayBuffer());
    };
    const [prose, sameAsProse, night] = await Promise.all([
      render(),
      render({ sceneType: 'Mountain Village', timeOfDay: 'Dawn', weather: 'Snow' }),
      render({ sceneType: 'Mountain Village', timeOfDay: 'Night', weather: 'Snow' }),
    ]);
    const mean = async (b: Buffer) => (await sharp(b).stats()).channels.reduce((a, ch) => a + ch.mean, 0) / 3;
    expect(await mean(night)).toBeLessThan((await mean(sameAsProse)) * 0.8);
    expect(Math.abs((await mean(prose)) - (await mean(sameAsProse)))).toBeLessThan(25);
  });

  it('reads the prose for the Ghibli options a call leaves unchosen (the web sends only the chosen)', async () => {
    const render = async (prompt: string, details: Record<string, unknown>) => {
      const res = await anon(ctx.app).post('/functions/v1/ghibli-image', {
        provider: 'gemini',
        prompt,
        details,
      });
      expect(res.status).toBe(200);
      const { imageUrl } = await json(res);
      return Buffer.from(await (await ctx.app.request(imageUrl)).arrayBuffer());
    };
    const prompt = 'Two friends walk home late at night.';
    const [proseNight, typedDay] = await Promise.all([
      render(prompt, { elements: ['Lanterns'], characterName: 'Alex' }),
      render(prompt, { elements: ['Lanterns'], characterName: 'Alex', timeOfDay: 'Day' }),
    ]);
    const mean = async (b: Buffer) => (await sharp(b).stats()).channels.reduce((a, ch) => a + ch.mean, 0) / 3;
    expect(await mean(proseNight)).toBeLessThan((await mean(typedDay)) * 0.7);
  });

  it('refuses request bodies over 15 MB with 413', async () => {
    const body = JSON.stringify({
      provider: 'gemini',
      prompt: 'x',
      referenceImageUrl: `data:image/png;base64,${'A'.repeat(16 * 1024 * 1024)}`,
    });
    const res = await ctx.app.request('/functions/v1/ghibli-image', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
  });

  it('uses a configured provider, and falls back with the reason when it fails or hangs', async () => {
    const app = testApp(
      ctx.database,
      { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.openaiBaseUrl },
      { timeouts: { imageMs: 5000 } },
    );
    fake.reset();
    const ok = await json(
      await anon(app).post('/functions/v1/image-generation', { provider: 'openai', prompt: 'A banner' }),
    );
    expect(ok).toMatchObject({ provider: 'openai', model: 'dall-e-3' });
    expect(ok.fallback).toBeUndefined();
    expect(fake.received('openai.generations')[0]?.headers.authorization).toBe(`Bearer ${KEY}`);

    fake.behave('openai.generations', '500', '500');
    const failed = await json(
      await anon(app).post('/functions/v1/image-generation', { provider: 'openai', prompt: 'A banner' }),
    );
    expect(failed.provider).toBe('local');
    expect(failed.fallback).toMatchObject({ from: 'openai' });
    expect(failed.fallback.reason).toMatch(/OpenAI failed: 500/);

    fake.behave('openai.generations', 'hang');
    const impatient = testApp(
      ctx.database,
      { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.openaiBaseUrl },
      { timeouts: { imageMs: 300 } },
    );
    const slow = await json(
      await anon(impatient).post('/functions/v1/image-generation', {
        provider: 'openai',
        prompt: 'A banner',
      }),
    );
    expect(slow.provider).toBe('local');
    expect(slow.fallback.reason).toMatch(/timed out/);
  });

  it('meme: AI restyles the template only with a description, and the captions are always drawn by us', async () => {
    const app = testApp(ctx.database, { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.openaiBaseUrl });
    fake.reset();
    const plain = await json(
      await anon(app).post('/functions/v1/meme-generator', payloads()['meme-generator']),
    );
    expect(plain.provider).toBe('local');
    expect(fake.received('openai.edits')).toHaveLength(0);
    const styled = await json(
      await anon(app).post('/functions/v1/meme-generator', {
        ...payloads()['meme-generator'],
        additionalStyle: 'neon synthwave',
      }),
    );
    expect(styled.provider).toBe('openai');
    expect(fake.received('openai.edits')).toHaveLength(1);
    const meta = await sharp(
      Buffer.from(await (await app.request(styled.imageUrl)).arrayBuffer()),
    ).metadata();
    expect(meta.format).toBe('jpeg');
  });
});
