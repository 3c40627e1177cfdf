import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeProviders, startFakeProviders, TINY_PNG } from '../test-support/fake-providers.ts';
import { createGeminiImageProvider } from './gemini.ts';
import { type GenerateImageOptions, generateImage } from './image-chain.ts';
import { createOpenAIProviders } from './openai.ts';
import { CircuitBreaker } from './resilience.ts';
import { type ImageProvider, type ImageProviderId, ProviderError, type ProviderImage } from './types.ts';

const LOCAL: ProviderImage = { bytes: TINY_PNG, contentType: 'image/png', model: 'local-poster' };
const instant = () => Promise.resolve();

function stub(id: ImageProviderId, configured: boolean, impl?: () => Promise<ProviderImage>) {
  const generate = vi.fn(
    impl ?? (async () => ({ bytes: TINY_PNG, contentType: 'image/png', model: `${id}-m` })),
  );
  return { id, configured, generate } satisfies ImageProvider;
}

describe('generateImage with stub providers', () => {
  const local = vi.fn(async () => LOCAL);
  beforeEach(() => local.mockClear());

  it('uses the requested provider when it is configured, with no fallback', async () => {
    const openai = stub('openai', true);
    const gemini = stub('gemini', true);
    const result = await generateImage(
      { prompt: 'p', model: 'gpt-image-1' },
      { requested: 'openai', providers: [gemini, openai], local },
    );
    expect(result).toEqual({ image: expect.any(Object), provider: 'openai', model: 'openai-m' });
    expect(openai.generate).toHaveBeenCalledWith(
      { prompt: 'p', model: 'gpt-image-1' },
      expect.any(AbortSignal),
    );
    expect(gemini.generate).not.toHaveBeenCalled();
  });

  it('goes requested → other configured → local, and never calls an unconfigured provider', async () => {
    const openai = stub('openai', false);
    const gemini = stub('gemini', true);
    const viaGemini = await generateImage(
      { prompt: 'p' },
      { requested: 'openai', providers: [openai, gemini], local },
    );
    expect(viaGemini).toMatchObject({
      provider: 'gemini',
      fallback: { from: 'openai', reason: 'no OpenAI key configured' },
    });

    const offline = await generateImage(
      { prompt: 'p' },
      { requested: 'openai', providers: [openai, stub('gemini', false)], local },
    );
    expect(offline).toEqual({
      image: LOCAL,
      provider: 'local',
      model: 'local-poster',
      fallback: { from: 'openai', reason: 'no OpenAI key configured' },
    });
    expect(openai.generate).not.toHaveBeenCalled();
  });

  it('gives the requested model only to the requested provider', async () => {
    const gemini = stub('gemini', true, () => Promise.reject(ProviderError.http(400, 'bad')));
    const openai = stub('openai', true);
    await generateImage(
      { prompt: 'p', model: 'gemini-3.1-flash-image' },
      { requested: 'gemini', providers: [openai, gemini], local },
    );
    expect(openai.generate).toHaveBeenCalledWith({ prompt: 'p', model: undefined }, expect.any(AbortSignal));
  });

  it('skips a provider that failed 5 times in a row for 60 s, then tries it again', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ now: () => now });
    const openai = stub('openai', true, () => Promise.reject(ProviderError.http(401, 'bad key')));
    const opts: GenerateImageOptions = { requested: 'openai', providers: [openai], local, breaker };
    for (let i = 0; i < 5; i++) await generateImage({ prompt: 'p' }, opts);
    expect(openai.generate).toHaveBeenCalledTimes(5);

    const skipped = await generateImage({ prompt: 'p' }, opts);
    expect(openai.generate).toHaveBeenCalledTimes(5);
    expect(skipped.fallback?.reason).toBe('OpenAI skipped: failing repeatedly');

    now += 60_000;
    openai.generate.mockResolvedValueOnce({ bytes: TINY_PNG, contentType: 'image/png', model: 'dall-e-3' });
    expect(await generateImage({ prompt: 'p' }, opts)).toMatchObject({ provider: 'openai' });
    expect(openai.generate).toHaveBeenCalledTimes(6);
  });

  it('stops without falling back when the caller aborts', async () => {
    const ctrl = new AbortController();
    const openai = stub('openai', true, () => new Promise(() => {}));
    const pending = generateImage(
      { prompt: 'p' },
      { requested: 'openai', providers: [openai], local, signal: ctrl.signal },
    );
    ctrl.abort();
    await expect(pending).rejects.toBeDefined();
    expect(local).not.toHaveBeenCalled();
  });
});

describe('generateImage through the fake provider server', () => {
  const OPENAI_KEY = 'sk-test-0123456789abcdefghijkl';
  const GEMINI_KEY = 'gemini-test-0123456789abcdef';
  let fake: FakeProviders;
  let providers: ImageProvider[];
  const local = vi.fn(async () => LOCAL);
  const sleep = vi.fn(instant);
  const run = (requested: ImageProviderId, extra: Partial<GenerateImageOptions> = {}) =>
    generateImage({ prompt: 'a poster' }, { requested, providers, local, retry: { sleep }, ...extra });

  beforeAll(async () => {
    fake = await startFakeProviders();
    providers = [
      createOpenAIProviders({ apiKey: OPENAI_KEY, baseURL: fake.openaiBaseUrl }).image,
      createGeminiImageProvider({ apiKey: GEMINI_KEY, baseUrl: fake.geminiBaseUrl }),
    ];
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    local.mockClear();
    sleep.mockClear();
  });

  it.each([
    ['429', 1_000, 'OpenAI failed: 429 rate limited'],
    ['500', 500, 'OpenAI failed: 500 server error'],
  ] as const)('retries %s once (waiting %i ms), then falls back to Gemini', async (status, wait, reason) => {
    fake.behave('openai.generations', status);
    const result = await run('openai');
    expect(fake.received('openai.generations')).toHaveLength(2);
    expect(sleep).toHaveBeenCalledWith(wait, expect.any(AbortSignal));
    expect(result).toMatchObject({
      provider: 'gemini',
      model: 'gemini-3.1-flash-image',
      fallback: { reason },
    });
  });

  it('stays with the provider when the retry succeeds', async () => {
    fake.behave('openai.generations', '500', 'success');
    const result = await run('openai');
    expect(result.provider).toBe('openai');
    expect(result.fallback).toBeUndefined();
    expect(fake.received('openai.generations')).toHaveLength(2);
  });

  it('does not retry 401 and says the key was rejected', async () => {
    fake.behave('gemini.generateContent', '401');
    const result = await run('gemini');
    expect(fake.received('gemini.generateContent')).toHaveLength(1);
    expect(result).toMatchObject({
      provider: 'openai',
      fallback: { from: 'gemini', reason: 'Gemini failed: 401 key rejected' },
    });
  });

  it('times out a hanging provider after timeoutMs and falls back, explaining each step', async () => {
    fake.behaveAll('hang');
    const started = Date.now();
    const result = await run('openai', { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toMatchObject({
      provider: 'local',
      fallback: { from: 'openai', reason: 'OpenAI timed out after 0.3 s; Gemini timed out after 0.3 s' },
    });
  });

  it('falls back on garbage and on a blocked prompt', async () => {
    fake.behave('openai.generations', 'garbage');
    fake.behave('gemini.generateContent', 'blocked');
    const result = await run('openai');
    expect(result.provider).toBe('local');
    expect(result.fallback?.reason).toBe(
      'OpenAI failed: invalid response; Gemini returned no image: the prompt was blocked (SAFETY)',
    );
  });
});
