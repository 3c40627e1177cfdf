import { describe, expect, it } from 'vitest';
import { TINY_PNG, useFakeProviders } from '../test-support/fake-providers.ts';
import { rejectionOf } from '../test-support/rejection.ts';
import { createGeminiImageProvider } from './gemini.ts';
import { ProviderError } from './types.ts';

const KEY = 'gemini-test-0123456789abcdef';
const fake = useFakeProviders({ resetEach: true });

const gemini = (extra: { apiKey?: string } = {}) =>
  createGeminiImageProvider({ apiKey: KEY, baseUrl: fake().geminiBaseUrl, ...extra });
const soon = () => AbortSignal.timeout(5_000);

const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

describe('Gemini image provider', () => {
  it('asks generateContent for text and image at 1:1 with the key in x-goog-api-key', async () => {
    const image = await gemini().generate({ prompt: 'a lighthouse' }, soon());
    expect(image).toEqual({ bytes: TINY_PNG, contentType: 'image/png', model: 'gemini-3.1-flash-image' });
    const [req] = fake().received('gemini.generateContent');
    expect(req?.path).toBe('/v1beta/models/gemini-3.1-flash-image:generateContent');
    expect(req?.headers['x-goog-api-key']).toBe(KEY);
    expect(req?.body).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: 'a lighthouse' }] }],
      generationConfig: { responseModalities: ['TEXT', 'IMAGE'], imageConfig: { aspectRatio: '1:1' } },
    });
  });

  it('sends the reference image as an inlineData part and the chosen aspect ratio', async () => {
    const reference = { bytes: TINY_PNG, contentType: 'image/png' as const };
    await gemini().generate({ prompt: 'ghibli me', aspectRatio: '3:4', reference }, soon());
    const body = fake().received('gemini.generateContent')[0]?.body as {
      contents: { parts: { inlineData?: { mimeType: string; data: string } }[] }[];
      generationConfig: unknown;
    };
    expect(body.contents[0]?.parts[1]?.inlineData).toEqual({
      mimeType: 'image/png',
      data: TINY_PNG.toString('base64'),
    });
    expect(body.generationConfig).toMatchObject({ imageConfig: { aspectRatio: '3:4' } });
  });

  it('says why there is no image when the prompt is blocked', async () => {
    fake().behave('gemini.generateContent', 'blocked');
    const error = await failure(gemini().generate({ prompt: 'x' }, soon()));
    expect(error.message).toBe('Gemini returned no image: the prompt was blocked (SAFETY)');
    expect(error).toMatchObject({ kind: 'no-image', retryable: false });
  });

  it('turns 401 into a non-retryable error and 429 / 500 into retryable ones', async () => {
    fake().behave('gemini.generateContent', '401', '429', '500');
    const denied = await failure(gemini().generate({ prompt: 'x' }, soon()));
    expect(denied).toMatchObject({ status: 401, retryable: false });
    expect(denied.message).toBe('Edge function error: 401 - Incorrect API key provided');
    // The wait comes from the RetryInfo detail of the error body.
    expect(await failure(gemini().generate({ prompt: 'x' }, soon()))).toMatchObject({
      status: 429,
      retryable: true,
      retryAfterMs: 1000,
    });
    expect(await failure(gemini().generate({ prompt: 'x' }, soon()))).toMatchObject({
      status: 500,
      retryable: true,
    });
  });

  it('rejects garbage: invalid JSON, and inline data that is not an image', async () => {
    fake().behave('gemini.generateContent', 'garbage', 'not-image');
    expect(await failure(gemini().generate({ prompt: 'x' }, soon()))).toMatchObject({ kind: 'invalid' });
    const notImage = await failure(gemini().generate({ prompt: 'x' }, soon()));
    expect(notImage.message).toBe('Gemini returned data that is not an image');
  });

  it('gives up on a hanging server when its signal aborts', async () => {
    fake().behave('gemini.generateContent', 'hang');
    const error = await failure(gemini().generate({ prompt: 'x' }, AbortSignal.timeout(200)));
    expect(error.kind).toBe('aborted');
  });

  it('is not configured without a long enough key and never calls the server', async () => {
    const provider = gemini({ apiKey: '' });
    expect(provider.configured).toBe(false);
    expect(await failure(provider.generate({ prompt: 'x' }, soon()))).toMatchObject({ kind: 'unconfigured' });
    expect(fake().requests).toHaveLength(0);
  });
});
