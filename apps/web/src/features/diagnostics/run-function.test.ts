import { afterEach, describe, expect, it, vi } from 'vitest';
import { readApiCalls } from '@/lib/api-journal';
import { runFunction } from './run-function';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(respond: (url: string, init: RequestInit) => Response) {
  const mock = vi.fn(async (url: string, init: RequestInit) => respond(url, init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('runFunction', () => {
  it('POSTs JSON with the debug and request-id headers and reads an image answer with its fallback', async () => {
    const mock = stubFetch((_url, init) => {
      const id = (init.headers as Record<string, string>)['X-Request-ID'] ?? '';
      return Response.json(
        {
          imageUrl: 'data:image/png;base64,AAAA',
          provider: 'local',
          model: 'scene',
          fallback: { from: 'openai', reason: 'no OpenAI key configured' },
        },
        { headers: { 'X-Request-ID': id } },
      );
    });
    const run = await runFunction('image-generation', { prompt: 'a cat' });
    const [url, init] = mock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/functions/v1/image-generation');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Debug-Mode']).toBe('true');
    expect(headers['X-Request-ID']).toMatch(/^[0-9a-f-]{36}$/);
    expect(init.body).toBe('{"prompt":"a cat"}');
    expect(run).toMatchObject({
      ok: true,
      status: 200,
      requestId: headers['X-Request-ID'],
      provider: 'local',
      model: 'scene',
      imageUrl: 'data:image/png;base64,AAAA',
      fallback: 'no OpenAI key configured',
      fallbackFrom: 'openai',
      error: null,
    });
    expect(readApiCalls().at(-1)).toMatchObject({
      method: 'POST',
      path: '/functions/v1/image-generation',
      note: 'Using fallback mechanism: no OpenAI key configured',
    });
  });

  it('hands on streamed text as it arrives, with the provider headers', async () => {
    const encoder = new TextEncoder();
    stubFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(encoder.encode('Try the '));
              controller.enqueue(encoder.encode('meme generator.'));
              controller.close();
            },
          }),
          {
            headers: {
              'Content-Type': 'text/plain; charset=utf-8',
              'X-Assistant-Provider': 'offline',
              'X-Assistant-Fallback': 'no chat model configured',
            },
          },
        ),
    );
    const seen: string[] = [];
    const run = await runFunction('assistant-stream', { messages: [] }, { onText: (t) => seen.push(t) });
    expect(seen).toEqual(['Try the ', 'Try the meme generator.']);
    expect(run).toMatchObject({
      text: 'Try the meme generator.',
      provider: 'offline',
      fallback: 'no chat model configured',
    });
  });

  it('uses the body message of an error, else "Error calling {name}: {status}"', async () => {
    stubFetch(() => Response.json({ error: 'prompt: Required', code: 'invalid_payload' }, { status: 400 }));
    expect(await runFunction('crazy-image', {})).toMatchObject({
      ok: false,
      status: 400,
      error: 'prompt: Required',
    });
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect((await runFunction('crazy-image', {})).error).toBe('Error calling crazy-image: 502');
    stubFetch(() => {
      throw new TypeError('offline');
    });
    expect(await runFunction('crazy-image', {})).toMatchObject({
      status: 0,
      error: 'Error calling crazy-image: no answer from the backend',
    });
  });

  it('calls health-check with GET and no body', async () => {
    const mock = stubFetch(() => Response.json({ status: 'ok' }));
    const run = await runFunction('health-check', null);
    const [, init] = mock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(run.json).toEqual({ status: 'ok' });
  });
});
