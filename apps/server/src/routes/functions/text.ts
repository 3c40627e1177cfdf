import {
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_STREAM_FALLBACK_MESSAGE,
  assistantStreamSchema,
  imageDescriptionSchema,
  promptRecommendationsSchema,
} from '@mergepix/core';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { readJson } from '../../middleware/json-body.ts';
import type { ChatStream } from '../../providers/chain.ts';
import { TextService, type TextServiceDeps } from '../../services/generation/text.ts';
import type { AppEnv } from '../../types.ts';

/** What the text functions need. */
export type TextFunctionDeps = TextServiceDeps;

/** prompt-recommendations, image-description and assistant-stream. */
export function textFunctions(deps: TextFunctionDeps) {
  const text = new TextService(deps);

  const recommendations = new Hono<AppEnv>().post('/', async (c) => {
    const body = await readJson(c, promptRecommendationsSchema);
    return c.json(await text.recommendations(body));
  });

  const description = new Hono<AppEnv>().post('/', async (c) => {
    const body = await readJson(c, imageDescriptionSchema);
    return c.json(text.description(body));
  });

  const assistant = new Hono<AppEnv>().post('/', async (c) => {
    const body = await readJson(c, assistantStreamSchema);
    c.header('Content-Type', 'text/plain; charset=utf-8');
    // no-transform keeps compression from buffering the stream into one late chunk.
    c.header('Cache-Control', 'no-store, no-transform');
    c.header('X-Request-ID', c.get('requestId'));
    let source: ChatStream;
    try {
      source = await text.assistant(body);
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
