import {
  type assistantStreamSchema,
  FEATURE_IDS,
  type imageDescriptionSchema,
  type promptRecommendationsSchema,
} from '@mergepix/core';
import type { z } from 'zod';
import { offlineReply, offlineStream } from '../../assist/offline-guide.ts';
import { cannedRecommendations, genericDescription } from '../../assist/recommendations.ts';
import type { ChatStream, CircuitBreaker } from '../../providers/chain.ts';
import { streamChat } from '../../providers/chain.ts';
import type { ChatMessage, ChatProvider } from '../../providers/types.ts';

// The text functions' work (prompt-recommendations, image-description, assistant-stream): the
// prompts sent to the chat providers, and the offline answers when none is configured or answers.

/** What the text functions need. */
export interface TextServiceDeps {
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

/** Rewritten prompts, and who wrote them. */
export interface Recommendations {
  recommendations: string[];
  provider: string;
}

/** The text functions over the chat providers, with the offline guide behind them. */
export class TextService {
  constructor(private readonly deps: TextServiceDeps) {}

  private chat(messages: ChatMessage[], offline: () => AsyncIterable<string>, temperature = 0.7) {
    return streamChat(messages, {
      providers: this.deps.chat,
      offline: () => offline(),
      firstTokenTimeoutMs: this.deps.firstTokenTimeoutMs ?? 20_000,
      breaker: this.deps.breaker,
      temperature,
    });
  }

  /** Three to five rewrites of a prompt; the canned ones when no chat provider is configured or answers. */
  async recommendations(body: z.infer<typeof promptRecommendationsSchema>): Promise<Recommendations> {
    const canned = cannedRecommendations(body.basePrompt, body.tokens, body.style);
    if (!this.deps.chat.some((p) => p.configured)) return { recommendations: canned, provider: 'offline' };
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
      const { provider, stream: text } = await this.chat(ask, async function* () {
        yield canned.join('\n');
      });
      const lines = (await collect(text))
        .split('\n')
        .map((l) => l.replace(/^\s*[-*\d.)]+\s*/, '').trim())
        .filter(Boolean);
      return { recommendations: lines.length >= 3 ? lines.slice(0, 5) : canned, provider };
    } catch {
      return { recommendations: canned, provider: 'offline' };
    }
  }

  /** A description of an image from its tokens (offline only). */
  description(body: z.infer<typeof imageDescriptionSchema>): { description: string; provider: string } {
    return { description: genericDescription(body.tokens), provider: 'offline' };
  }

  /**
   * Starts the assistant's answer: a chat provider's stream, or the offline guide's. Rejects when
   * neither can start (the route answers the spec's error message).
   */
  assistant(body: z.infer<typeof assistantStreamSchema>): Promise<ChatStream> {
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
    return this.chat(
      messages,
      () => offlineStream(offlineReply(body.messages, context, body.page)),
      body.temperature,
    );
  }
}
