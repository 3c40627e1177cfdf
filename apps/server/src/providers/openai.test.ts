import { describe, expect, it } from 'vitest';
import { TINY_PNG, useFakeProviders } from '../test-support/fake-providers.ts';
import { rejectionOf } from '../test-support/rejection.ts';
import { createOpenAIProviders } from './openai.ts';
import { ProviderError } from './types.ts';

const KEY = 'sk-test-0123456789abcdefghijkl';
const fake = useFakeProviders({ resetEach: true });

const openai = (extra: { apiKey?: string; maxImageBytes?: number } = {}) =>
  createOpenAIProviders({ apiKey: KEY, baseURL: fake().openaiBaseUrl, ...extra });
const soon = () => AbortSignal.timeout(5_000);

const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

describe('OpenAI image provider', () => {
  it('asks dall-e-3 for the documented size and quality in base64, with the key, and checks the PNG', async () => {
    const image = await openai().image.generate({ prompt: 'a red fox', model: 'dall-e-3' }, soon());
    expect(image).toEqual({ bytes: TINY_PNG, contentType: 'image/png', model: 'dall-e-3' });
    const [req] = fake().received('openai.generations');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.body).toEqual({
      model: 'dall-e-3',
      prompt: 'a red fox',
      n: 1,
      size: '1024x1024',
      quality: 'standard',
      response_format: 'b64_json',
    });
  });

  it("maps aspect ratios to each model's sizes and never sends response_format to gpt-image-1", async () => {
    const { image } = openai();
    await image.generate({ prompt: 'wide', model: 'dall-e-3', aspectRatio: '16:9' }, soon());
    await image.generate({ prompt: 'tall', model: 'gpt-image-1', aspectRatio: '9:16' }, soon());
    const [wide, tall] = fake().received('openai.generations');
    expect(wide?.body).toMatchObject({ size: '1792x1024' });
    expect(tall?.body).toEqual({
      model: 'gpt-image-1',
      prompt: 'tall',
      n: 1,
      size: '1024x1536',
      quality: 'medium',
    });
  });

  it('sends a reference image to images.edit with gpt-image-1, even when dall-e-3 was asked for', async () => {
    const reference = { bytes: TINY_PNG, contentType: 'image/png' as const };
    const image = await openai().image.generate(
      { prompt: 'cartoon me', model: 'dall-e-3', reference },
      soon(),
    );
    expect(image.model).toBe('gpt-image-1');
    const [req] = fake().received('openai.edits');
    expect(req?.body).toMatchObject({ model: 'gpt-image-1', prompt: 'cartoon me', size: '1024x1024' });
    expect(req?.files).toHaveLength(1);
    expect(req?.files[0]).toMatchObject({ field: 'image', name: 'reference.png', type: 'image/png' });
    expect(req?.files[0]?.bytes.equals(TINY_PNG)).toBe(true);
  });

  it('downloads the image when the server answers with a URL, within a size cap', async () => {
    fake().behave('openai.generations', 'url');
    const image = await openai().image.generate({ prompt: 'linked' }, soon());
    expect(image.bytes.equals(TINY_PNG)).toBe(true);
    expect(fake().received('openai.generations')).toHaveLength(1);

    const error = await failure(openai({ maxImageBytes: 10 }).image.generate({ prompt: 'linked' }, soon()));
    expect(error).toMatchObject({ kind: 'invalid', retryable: false });
  });

  it("turns 401 into a non-retryable error with the status, in the error catalogue's wording, without the key", async () => {
    fake().behave('openai.generations', '401');
    const error = await failure(openai().image.generate({ prompt: 'x' }, soon()));
    expect(error).toMatchObject({ kind: 'http', status: 401, retryable: false });
    expect(error.message).toBe('Edge function error: 401 - Incorrect API key provided');
    expect(error.message).not.toContain(KEY);
  });

  it('turns 429 (with its Retry-After) and 500 into retryable errors', async () => {
    fake().behave('openai.generations', '429', '500');
    const limited = await failure(openai().image.generate({ prompt: 'x' }, soon()));
    expect(limited).toMatchObject({ status: 429, retryable: true, retryAfterMs: 1000 });
    const broken = await failure(openai().image.generate({ prompt: 'x' }, soon()));
    expect(broken).toMatchObject({ status: 500, retryable: true });
  });

  it('rejects garbage: invalid JSON, and base64 that is not an image', async () => {
    fake().behave('openai.generations', 'garbage', 'not-image');
    expect(await failure(openai().image.generate({ prompt: 'x' }, soon()))).toMatchObject({
      kind: 'invalid',
      retryable: false,
    });
    const notImage = await failure(openai().image.generate({ prompt: 'x' }, soon()));
    expect(notImage.message).toBe('OpenAI returned data that is not an image');
  });

  it('gives up on a hanging server when its signal aborts', async () => {
    fake().behave('openai.generations', 'hang');
    const error = await failure(openai().image.generate({ prompt: 'x' }, AbortSignal.timeout(200)));
    expect(error.kind).toBe('aborted');
  });

  it('counts a key of 20 characters or fewer as not configured and never calls the server', async () => {
    const { image, chat } = openai({ apiKey: 'sk-short-0123456789' });
    expect(image.configured).toBe(false);
    expect(chat.configured).toBe(false);
    expect(await failure(image.generate({ prompt: 'x' }, soon()))).toMatchObject({ kind: 'unconfigured' });
    expect(fake().requests).toHaveLength(0);
  });
});

describe('OpenAI chat provider', () => {
  const ask = [{ role: 'user' as const, content: 'What can Mergepix do?' }];

  it('streams the deltas in order, asking with the given model settings', async () => {
    const chunks: string[] = [];
    for await (const text of openai().chat.stream(ask, { temperature: 0.7, maxTokens: 800 }, soon()))
      chunks.push(text);
    expect(chunks).toEqual(['Hello', ', ', 'Mergepix', '!']);
    const [req] = fake().received('openai.chat');
    expect(req?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: ask,
      stream: true,
      temperature: 0.7,
      max_tokens: 800,
    });
  });

  it.each(['stream-error', 'stream-drop'] as const)(
    'throws a ProviderError after the first deltas on %s',
    async (b) => {
      fake().behave('openai.chat', b);
      const chunks: string[] = [];
      const error = await failure(
        (async () => {
          for await (const text of openai().chat.stream(ask, { temperature: 0.7, maxTokens: 800 }, soon()))
            chunks.push(text);
        })(),
      );
      expect(chunks).toEqual(['Hello', ', ']);
      expect(error.retryable).toBe(true);
    },
  );
});
