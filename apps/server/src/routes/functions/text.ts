import {
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_STREAM_FALLBACK_MESSAGE,
  assistantStreamSchema,
  FEATURE_IDS,
  imageDescriptionSchema,
  promptRecommendationsSchema,
} from '@mergepix/core';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { offlineReply, offlineStream } from '../../assist/offline-guide.ts';
import { cannedRecommendations, genericDescription } from '../../assist/recommendations.ts';
import { readJson } from '../../middleware/json-body.ts';
import type { CircuitBreaker } from '../../providers/chain.ts';
import { streamChat } from '../../providers/chain.ts';
import type { ChatMessage, ChatProvider } from '../../providers/types.ts';
import type { AppEnv } from '../../types.ts';

/** What the text functions need. */
export interface TextFunctionDeps {
  chat: ChatProvider[];
  breaker: CircuitBreaker;
  firstTokenTimeoutMs?: number;
}

const GUIDE_SYSTEM_PROMPT = [
  'You are the Mergepix assistant. Mergepix makes personalized marketing images (action figures,',
  'Ghibli-style scenes, cartoon styles, memes, animated GIFs, image-to-video) with tokens such as',
  '[FIRSTNAME] and [COMPANY]. Answer in 3-4 sentences at most. End with a line',
  `FEATURES: ["id", ...] listing 1-3 relevant feature ids from: ${FEATURE_IDS.join(', ')}.`,
].join(' ');

async function collect(chunks: AsyncIterable<string>, max = 4000): Promise<string> {
  let text = '';
  for await (const chunk of chunks) {
    text += chunk;
    if (text.length > max) break;
  }
  return text;
}

/** prompt-recommendations, image-description and assistant-stream. */
export function textFunctions(deps: TextFunctionDeps) {
  const timeout = deps.firstTokenTimeoutMs ?? 20_000;
  const chat = (messages: ChatMessage[], offline: () => AsyncIterable<string>, temperature = 0.7) =>
    streamChat(messages, {
      providers: deps.chat,
      offline: () => offline(),
      firstTokenTimeoutMs: timeout,
      breaker: deps.breaker,
      temperature,
    });

  const recommendations = new Hono<AppEnv>().post('/', async (c) => {
    const body = await readJson(c, promptRecommendationsSchema);
    const canned = cannedRecommendations(body.basePrompt, body.tokens, body.style);
    if (!deps.chat.some((p) => p.configured)) return c.json({ recommendations: canned, provider: 'offline' });
    const ask: ChatMessage[] = [
      {
        role: 'system',
        content:
          'Rewrite image prompts for marketing. Answer with exactly three lines, one prompt per line, no numbering.',
      },
      {
        role: 'user',
        content: `Prompt: ${body.basePrompt}\nStyle: ${body.style ?? 'any'}\nTokens: ${JSON.stringify(body.tokens)}`,
      },
    ];
    try {
      const { provider, stream: text } = await chat(ask, async function* () {
        yield canned.join('\n');
      });
      const lines = (await collect(text))
        .split('\n')
        .map((l) => l.replace(/^\s*[-*\d.)]+\s*/, '').trim())
        .filter(Boolean);
      return c.json({ recommendations: lines.length >= 3 ? lines.slice(0, 5) : canned, provider });
    } catch {
      return c.json({ recommendations: canned, provider: 'offline' });
    }
  });

  const description = new Hono<AppEnv>().post('/', async (c) => {
    const body = await readJson(c, imageDescriptionSchema);
    return c.json({ description: genericDescription(body.tokens), provider: 'offline' });
  });

  const assistant = new Hono<AppEnv>().post('/', async (c) => {
    const body = await readJson(c, assistantStreamSchema);
    const context = body.userContext ?? {};
    const where = body.page
      ? ` They are on the page ${body.page.path}${body.page.title ? ` ("${body.page.title}")` : ''}.`
      : '';
    const messages: ChatMessage[] = [
      {
        role: 'system',
        content: `${GUIDE_SYSTEM_PROMPT} The user's details: ${JSON.stringify(context)}.${where}`,
      },
      ...body.messages,
    ];
    c.header('Content-Type', 'text/plain; charset=utf-8');
    // no-transform keeps compression from buffering the stream into one late chunk.
    c.header('Cache-Control', 'no-store, no-transform');
    c.header('X-Request-ID', c.get('requestId'));
    let source: Awaited<ReturnType<typeof chat>>;
    try {
      source = await chat(
        messages,
        () => offlineStream(offlineReply(body.messages, context, body.page)),
        body.temperature,
      );
    } catch {
      return c.text(ASSISTANT_ERROR_MESSAGE, 200);
    }
    c.header('X-Assistant-Provider', source.provider);
    // Why the chat model did not answer; header values must be plain ASCII.
    if (source.fallback) {
      const { from, reason } = source.fallback;
      c.header('X-Assistant-Fallback', reason.replace(/[^\x20-\x7e]/g, '?'));
      c.get('log').info({ provider: source.provider, from, reason }, 'Using fallback mechanism');
    }
    return stream(c, async (out) => {
      let sent = false;
      try {
        for await (const chunk of source.stream) {
          sent = true;
          await out.write(chunk);
        }
      } catch {
        await out.write(sent ? `\n\n${ASSISTANT_STREAM_FALLBACK_MESSAGE}` : ASSISTANT_ERROR_MESSAGE);
      }
    });
  });

  return {
    'prompt-recommendations': recommendations,
    'image-description': description,
    'assistant-stream': assistant,
  } as const;
}
