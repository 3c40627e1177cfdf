import type { GuideIntent, Keyword } from './guide-types.ts';

// Questions longer than this are only read up to here: enough for intent, bounded regex work.
const MAX_QUESTION_CHARS = 2000;

/** Lower-cases, straightens quotes, spells "e-mail" as "email" and collapses whitespace. */
export function normalizeQuestion(text: string): string {
  return text
    .slice(0, MAX_QUESTION_CHARS)
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\be-mail/g, 'email')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Compiles a phrase to a whole-word pattern. Words may be joined by spaces, hyphens or nothing
 * ("hand drawn" = "hand-drawn" = "handdrawn") and the last word may take a plural ending.
 */
export function phrasePattern(phrase: string): RegExp {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean).map(escapeRegExp);
  return new RegExp(`(?<![a-z0-9])${words.join('[\\s-]*')}(?:s|es)?(?![a-z0-9])`);
}

const compiled = new WeakMap<Keyword, RegExp>();

function patternOf(keyword: Keyword): RegExp {
  let pattern = compiled.get(keyword);
  if (!pattern) {
    const [phrase] = keyword;
    pattern = typeof phrase === 'string' ? phrasePattern(phrase) : phrase;
    compiled.set(keyword, pattern);
  }
  return pattern;
}

/** Sum of the weights of the keywords found in a normalized question (each counted once). */
export function scoreIntent(question: string, intent: GuideIntent): number {
  let score = 0;
  for (const keyword of intent.keywords) {
    if (patternOf(keyword).test(question)) score += keyword[1];
  }
  return score;
}

/** An intent with the score it got for a question. */
export interface ScoredIntent {
  readonly intent: GuideIntent;
  readonly score: number;
}

/**
 * Intents that matched at all, best first. Ties keep table order, so the order of the intent
 * table is the tie-breaker and the result is deterministic.
 */
export function rankIntents(question: string, intents: readonly GuideIntent[]): ScoredIntent[] {
  return intents
    .map((intent) => ({ intent, score: scoreIntent(question, intent) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}
