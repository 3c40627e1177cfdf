import { findTokens, isBlankValue, substituteTokens, type TokenKey } from '@mergepix/core';
import type { GeneratorTokens } from './generator-tokens';

/** Text with its tokens filled in, and the tokens that had nothing to fill them with. */
export interface FilledText {
  text: string;
  /** Tokens used without a value or an inline fallback: left out of `text`. */
  missing: TokenKey[];
}

/**
 * Fills `[FIRSTNAME]`-style tokens from the user's values before a call, so the provider never
 * sees a bracketed token. A token with no value uses its inline fallback (`[FIRSTNAME|there]`) or
 * is left out, and is reported in `missing` so the prompt preview can say so. Double spaces a
 * removed token leaves behind collapse.
 */
export function fillTokens(text: string, tokens: GeneratorTokens | undefined): FilledText {
  const values: Record<string, string> = { ...tokens };
  const missing = findTokens(text).filter(
    (key) => isBlankValue(values[key]) && new RegExp(`\\[${key}\\]`, 'i').test(text),
  );
  const filled = substituteTokens(text, values, { missing: 'empty' });
  const tidy =
    missing.length > 0
      ? filled
          .replace(/[ \t]{2,}/g, ' ')
          .replace(/ +([,.!?;:])/g, '$1')
          .trim()
      : filled;
  return { text: tidy, missing };
}

/** Every token missing from any of `texts`, once each, in order. */
export function missingTokens(...texts: readonly FilledText[]): TokenKey[] {
  return [...new Set(texts.flatMap((t) => t.missing))];
}
