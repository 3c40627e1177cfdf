import { setTimeout as sleep } from 'node:timers/promises';
import {
  ASSISTANT_MAX_REPLY_SENTENCES,
  appendFeaturesLine,
  type FeatureDefinition,
  type FeatureId,
  getFeature,
  LANDING_ENTRIES,
  parseSuggestedFeatures,
} from '@mergepix/core';
import { FEATURE_INTENTS } from './guide-features.ts';
import { KNOWLEDGE_INTENTS } from './guide-knowledge.ts';
import { normalizeQuestion, rankIntents, type ScoredIntent } from './guide-match.ts';
import { FALLBACK_INTENT, GREETING_INTENT, TOPIC_INTENTS } from './guide-topics.ts';
import type { GuideContext, GuideIntent } from './guide-types.ts';

/** A chat message as the assistant-stream function receives it; only `user` turns are read. */
export interface OfflineMessage {
  readonly role: string;
  readonly content: string;
}

/** The assistant's user context: sample or real token values of the person chatting. */
export type OfflineUserContext = Partial<Record<'FIRSTNAME' | 'LASTNAME' | 'COMPANY' | 'EMAIL', string>>;

/** At most this many features are suggested per reply. */
export const MAX_SUGGESTED_FEATURES = 3;

// Topics first: on a tie the more specific topic ("GIF too big") beats the tool ("GIF").
const INTENTS: readonly GuideIntent[] = [...TOPIC_INTENTS, ...KNOWLEDGE_INTENTS, ...FEATURE_INTENTS];

// A new sentence starts after . ! or ? (and any closing quote or bracket) plus a capital or digit.
const SENTENCE_BREAK = /(?<=[.!?]["')\]”’]*)\s+(?=["“‘'([]?[A-Z0-9$])/;

/**
 * Keeps the first `max` sentences, so no answer can break the 3-4 sentence rule
 * (docs/product.md#ai-assistant).
 */
export function limitSentences(text: string, max: number = ASSISTANT_MAX_REPLY_SENTENCES): string {
  return text.split(SENTENCE_BREAK).slice(0, max).join(' ');
}

/**
 * Trims and flattens a context value. Sentence punctuation is dropped from names because the
 * reply is cut by sentence count, and a "Dr. Sam" would otherwise cost a sentence.
 */
function cleanValue(value: unknown, isName: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  let clean = value.replace(/\s+/g, ' ').trim().slice(0, 60);
  clean = isName ? clean.replace(/[.!?]/g, '').trim() : clean.replace(/[!?]/g, '');
  return clean === '' ? undefined : clean;
}

function cleanContext(context: OfflineUserContext): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of ['FIRSTNAME', 'LASTNAME', 'COMPANY', 'EMAIL'] as const) {
    const value = cleanValue(context[key], key === 'FIRSTNAME' || key === 'LASTNAME');
    if (value !== undefined) values[key] = value;
  }
  return values;
}

/** The tool the turns before the last question were about: the previous reply's first suggestion. */
function previousFeature(earlier: readonly OfflineMessage[]): FeatureDefinition | undefined {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const message = earlier[i];
    if (message === undefined || typeof message.content !== 'string') continue;
    if (message.role === 'assistant') {
      const [id] = parseSuggestedFeatures(message.content).suggestedFeatures;
      if (id) return getFeature(id);
    } else if (message.role === 'user') {
      const top = rankIntents(normalizeQuestion(message.content), FEATURE_INTENTS)[0];
      if (top?.intent.feature) return getFeature(top.intent.feature);
    }
  }
  return undefined;
}

/** The tool a page belongs to: its landing page (the studio's path names no single tool). */
function pageFeature(path: string): FeatureDefinition | undefined {
  const entry = LANDING_ENTRIES.find((e) => e.landing.path === path.replace(/\/+$/, ''));
  return entry ? getFeature(entry.id) : undefined;
}

/**
 * Suggestions: the answering tool first, then other tools the question clearly mentions, then the
 * answer's related tools. For a topic answer the mentioned tools lead, as they are more specific.
 */
function suggestions(top: GuideIntent, ranked: readonly ScoredIntent[], ctx: GuideContext): FeatureId[] {
  const own = top.suggest?.(ctx) ?? top.features;
  const mentioned = ranked
    .filter((s) => s.intent !== top && s.score >= 2)
    .flatMap((s) => (s.intent.feature ? [s.intent.feature] : []));
  const ordered = top.feature ? [...own.slice(0, 1), ...mentioned, ...own.slice(1)] : [...mentioned, ...own];
  return [...new Set(ordered)].slice(0, MAX_SUGGESTED_FEATURES);
}

/**
 * The built-in guide's answer to the last user message, from the product's own knowledge: at most
 * four sentences, then a FEATURES line with 1-3 suggestions. Deterministic: same input, same reply.
 */
export function offlineReply(
  messages: readonly OfflineMessage[],
  userContext: OfflineUserContext = {},
  page?: { readonly path: string },
): string {
  let lastUser = -1;
  messages.forEach((m, i) => {
    if (m.role === 'user' && typeof m.content === 'string') lastUser = i;
  });
  const question = lastUser >= 0 ? normalizeQuestion(messages[lastUser]?.content ?? '') : '';
  const values = cleanContext(userContext);
  const ctx: GuideContext = {
    question,
    firstName: values.FIRSTNAME,
    company: values.COMPANY,
    values,
    previousFeature: previousFeature(messages.slice(0, Math.max(lastUser, 0))),
    pageFeature: page ? pageFeature(page.path) : undefined,
  };
  const ranked = question === '' ? [] : rankIntents(question, INTENTS);
  const top = ranked[0]?.intent ?? (question === '' ? GREETING_INTENT : FALLBACK_INTENT);

  const sentences = [...top.answer(ctx)];
  const firstTurn = messages.filter((m) => m.role === 'user').length <= 1;
  if (firstTurn && ctx.firstName && !top.greets) sentences.unshift(`Hi ${ctx.firstName}!`);
  return appendFeaturesLine(limitSentences(sentences.join(' ')), suggestions(top, ranked, ctx));
}

/** Options for {@link offlineStream}. */
export interface OfflineStreamOptions {
  /** Words per chunk (default 3). */
  readonly chunkSize?: number;
  /** Pause between chunks in ms (default 20), so the reply arrives like a model's. */
  readonly delayMs?: number;
}

/** Yields `text` in small chunks cut at word boundaries; the chunks join back to `text` exactly. */
export async function* offlineStream(
  text: string,
  options: OfflineStreamOptions = {},
): AsyncGenerator<string> {
  const size = Math.max(1, Math.floor(options.chunkSize ?? 3)) || 3;
  const delayMs = Math.max(0, options.delayMs ?? 20);
  // Each piece is a word with the whitespace after it; leading whitespace is its own piece.
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += size) {
    if (i > 0 && delayMs > 0) await sleep(delayMs);
    yield pieces.slice(i, i + size).join('');
  }
}
