import { fillNaturally, findTokens, isBlankValue, type TokenKey } from '@mergepix/core';
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
 * is left out the way core's `fillNaturally` does it ("Happy birthday, [FIRSTNAME]!" reads "Happy
 * birthday!", "Hi [FIRSTNAME]!" reads "Hi there!"), and is reported in `missing` so the prompt
 * preview can say so. The one filler of every tool's text (docs/product.md#personalization-tokens).
 */
export function fillTokens(text: string, tokens: GeneratorTokens | undefined): FilledText {
  const values: Record<string, string> = { ...tokens };
  const missing = findTokens(text).filter(
    (key) => isBlankValue(values[key]) && new RegExp(`\\[${key}\\]`, 'i').test(text),
  );
  return { text: fillNaturally(text, values), missing };
}

/** Every token missing from any of `texts`, once each, in order. */
export function missingTokens(...texts: readonly FilledText[]): TokenKey[] {
  return [...new Set(texts.flatMap((t) => t.missing))];
}

// Pictures travel as data URLs or stored paths: never text to fill, and too long to scan.
const isPicture = (key: string, value: string) => key === 'referenceImageUrl' || value.startsWith('data:');

/**
 * `payload` with {@link fillTokens} applied to every text in it, at any depth (the prompt, the
 * details' name, company and job title, captions, lists), except pictures. The one way a tool's
 * request is filled before it is sent (`useGeneratorRun`), so no field can reach a provider with a
 * bracketed token.
 */
export function fillPayloadTokens<T>(payload: T, tokens: GeneratorTokens | undefined): T {
  const fill = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return isPicture(key, value) ? value : fillTokens(value, tokens).text;
    if (Array.isArray(value)) return value.map((item) => fill(item, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k)]));
    }
    return value;
  };
  return fill(payload, '') as T;
}
