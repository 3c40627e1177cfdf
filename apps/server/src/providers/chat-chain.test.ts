import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeProviders, startFakeProviders } from '../test-support/fake-providers.ts';
import { type StreamChatOptions, streamChat } from './chat-chain.ts';
import { createOpenAIProviders } from './openai.ts';
import { CircuitBreaker } from './resilience.ts';
import { type ChatMessage, type ChatProvider, ProviderError } from './types.ts';

const KEY = 'sk-test-0123456789abcdefghijkl';
const ask: ChatMessage[] = [{ role: 'user', content: 'Which feature makes action figures?' }];
const offline = vi.fn(async function* () {
  yield 'Try the ';
  yield 'Action Figure generator.';
});

async function collect(stream: AsyncIterable<string>): Promise<{ chunks: string[]; error?: unknown }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
    return { chunks };
  } catch (error) {
    return { chunks, error };
  }
}

let fake: FakeProviders;
let providers: ChatProvider[];
const chat = (extra: Partial<StreamChatOptions> = {}) =>
  streamChat(ask, { providers, offline, firstTokenTimeoutMs: 300, ...extra });

beforeAll(async () => {
  fake = await startFakeProviders();
  providers = [createOpenAIProviders({ apiKey: KEY, baseURL: fake.openaiBaseUrl }).chat];
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  offline.mockClear();
});

describe('streamChat', () => {
  it('streams the chunks in order with the documented settings, and the caller temperature', async () => {
    const result = await chat();
    expect(result.provider).toBe('openai');
    expect(result.fallback).toBeUndefined();
    expect(await collect(result.stream)).toEqual({ chunks: ['Hello', ', ', 'Mergepix', '!'] });
    expect(fake.received('openai.chat')[0]?.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.7,
      max_tokens: 800,
      stream: true,
    });

    await collect((await chat({ temperature: 0.2 })).stream);
    expect(fake.received('openai.chat')[1]?.body).toMatchObject({ temperature: 0.2 });
  });

  it.each(['stall', 'hang'] as const)(
    'falls back to the offline guide when no first token comes in time (%s)',
    async (behaviour) => {
      fake.behave('openai.chat', behaviour);
      const started = Date.now();
      const result = await chat();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(result).toMatchObject({
        provider: 'offline',
        fallback: { from: 'openai', reason: 'OpenAI timed out after 0.3 s' },
      });
      expect(await collect(result.stream)).toEqual({ chunks: ['Try the ', 'Action Figure generator.'] });
    },
  );

  it('falls back when the provider fails before any text, and says why', async () => {
    fake.behave('openai.chat', '401');
    const result = await chat();
    expect(result).toMatchObject({
      provider: 'offline',
      fallback: { reason: 'OpenAI failed: 401 key rejected' },
    });
  });

  it('goes offline without a request when no provider is configured', async () => {
    const result = await chat({ providers: [createOpenAIProviders({ apiKey: 'short' }).chat] });
    expect(result).toMatchObject({ provider: 'offline', fallback: { reason: 'no OpenAI key configured' } });
    expect(fake.requests).toHaveLength(0);
  });

  it.each(['stream-error', 'stream-drop'] as const)(
    'ends the stream with a ProviderError once text has flowed (%s), without falling back',
    async (behaviour) => {
      fake.behave('openai.chat', behaviour);
      const result = await chat();
      expect(result.provider).toBe('openai');
      const { chunks, error } = await collect(result.stream);
      expect(chunks).toEqual(['Hello', ', ']);
      expect(error).toBeInstanceOf(ProviderError);
      expect(offline).not.toHaveBeenCalled();
    },
  );

  it('skips a chat provider that failed 5 times in a row', async () => {
    fake.behave('openai.chat', '500');
    const breaker = new CircuitBreaker({ now: () => 0 });
    for (let i = 0; i < 5; i++) await chat({ breaker });
    expect(fake.received('openai.chat')).toHaveLength(5);
    const result = await chat({ breaker });
    expect(fake.received('openai.chat')).toHaveLength(5);
    expect(result.fallback?.reason).toBe('OpenAI skipped: failing repeatedly');
  });

  it('aborts the provider request when the reader stops early', async () => {
    fake.chatChunks = Array.from({ length: 50 }, (_, i) => `${i} `);
    const result = await chat();
    for await (const chunk of result.stream) {
      expect(chunk).toBe('0 ');
      break;
    }
    // The stream's cleanup aborted the SDK request, so the server sees the client hang up.
    await vi.waitFor(() => expect(fake.received('openai.chat')[0]?.clientClosed).toBe(true), {
      timeout: 2_000,
    });
  });
});
