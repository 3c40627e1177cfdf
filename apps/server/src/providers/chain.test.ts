import { describe, expect, it } from 'vitest';
import { useFakeProviders } from '../test-support/fake-providers.ts';
import { createProviders, generateImage } from './chain.ts';
import { PAYLOAD_PROVIDERS, resolvePayloadProvider } from './types.ts';

const LONG = 'k'.repeat(21);

describe('resolvePayloadProvider', () => {
  it('maps every payload provider value to a provider and model (docs/product.md#providers-and-models)', () => {
    expect(Object.keys(PAYLOAD_PROVIDERS).sort()).toEqual([
      'gemini',
      'gemini2flash',
      'gpt-image-1',
      'imagen',
      'openai',
    ]);
    expect(resolvePayloadProvider('openai')).toEqual({ provider: 'openai', model: 'dall-e-3' });
    expect(resolvePayloadProvider('gpt-image-1')).toEqual({ provider: 'openai', model: 'gpt-image-1' });
    for (const value of ['gemini', 'gemini2flash', 'imagen'])
      expect(resolvePayloadProvider(value)).toEqual({ provider: 'gemini', model: 'gemini-3.1-flash-image' });
  });

  it('knows nothing else, including inherited object keys', () => {
    expect(resolvePayloadProvider('midjourney')).toBeUndefined();
    expect(resolvePayloadProvider('__proto__')).toBeUndefined();
    expect(resolvePayloadProvider('toString')).toBeUndefined();
  });
});

describe('createProviders', () => {
  const fake = useFakeProviders();

  it('counts a key only when it is longer than 20 characters', () => {
    const none = createProviders({});
    expect(none.images.map((p) => [p.id, p.configured])).toEqual([
      ['openai', false],
      ['gemini', false],
    ]);
    const some = createProviders({ OPENAI_API_KEY: 'k'.repeat(20), GEMINI_API_KEY: LONG });
    expect(some.images.map((p) => p.configured)).toEqual([false, true]);
    expect(some.chat.map((p) => [p.id, p.configured])).toEqual([['openai', false]]);
  });

  it('points the SDKs at the configured base URLs', async () => {
    const { images } = createProviders({
      OPENAI_API_KEY: LONG,
      OPENAI_BASE_URL: fake().openaiBaseUrl,
      GEMINI_API_KEY: LONG,
      GEMINI_BASE_URL: fake().geminiBaseUrl,
    });
    const local = () => Promise.reject(new Error('not expected'));
    const choice = resolvePayloadProvider('imagen');
    const result = await generateImage(
      { prompt: 'a mountain', model: choice?.model },
      { requested: 'gemini', providers: images, local },
    );
    expect(result).toMatchObject({ provider: 'gemini', model: 'gemini-3.1-flash-image' });
    await generateImage({ prompt: 'a lake' }, { requested: 'openai', providers: images, local });
    expect(fake().requests.map((r) => r.route)).toEqual(['gemini.generateContent', 'openai.generations']);
  });
});
