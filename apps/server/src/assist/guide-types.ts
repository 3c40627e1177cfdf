import type { FeatureDefinition, FeatureId } from '@mergepix/core';

/** A keyword phrase (matched on word boundaries, plural tolerated) or a pattern, with its weight. */
export type Keyword = readonly [phrase: string | RegExp, weight: number];

/** What an answer may draw on besides the product knowledge itself. */
export interface GuideContext {
  /** The last user message, normalized (lower case, plain quotes, single spaces). */
  readonly question: string;
  /** Cleaned FIRSTNAME, or undefined when not known. */
  readonly firstName?: string;
  /** Cleaned COMPANY, or undefined when not known. */
  readonly company?: string;
  /** All cleaned, non-blank user context values keyed by token (FIRSTNAME, COMPANY, ...). */
  readonly values: Readonly<Record<string, string>>;
  /** The feature the previous turn was about, for "tell me more" follow-ups. */
  readonly previousFeature?: FeatureDefinition;
  /** The tool whose page the question was asked on, for "how do I use this?". */
  readonly pageFeature?: FeatureDefinition;
}

/** One thing the offline guide knows how to answer. */
export interface GuideIntent {
  readonly id: string;
  /** Set on the intents that describe one tool; topic intents leave it out. */
  readonly feature?: FeatureId;
  readonly keywords: readonly Keyword[];
  /** Features suggested when this intent answers, most relevant first. */
  readonly features: readonly FeatureId[];
  /** Replaces `features` when the suggestion depends on the conversation. */
  suggest?(ctx: GuideContext): readonly FeatureId[];
  /** True when the answer already greets the user, so no greeting is prepended. */
  readonly greets?: boolean;
  /** Sentences of the answer, each ending in . ! or ?. */
  answer(ctx: GuideContext): readonly string[];
}

/** Lower-cases the first letter so a catalog sentence can continue another one. */
export function lowerFirst(text: string): string {
  // Keep acronyms such as "AI" or "GIF" intact.
  if (/^[A-Z][A-Z]/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Drops the final full stop of a catalog sentence so it can be joined into a longer one. */
export function withoutStop(text: string): string {
  return text.replace(/[.!]+$/, '');
}

/** Joins words as "a, b and c" (or "a, b or c"). */
export function listWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}
