import { isTokenKey, type TokenKey, type TokenValues } from './registry.ts';

/** What to do with a known token that has no value and no fallback (or a text to put there). */
export type MissingTokenMode = 'keep' | 'empty' | { readonly replaceWith: string };

/** Options for {@link substituteTokens}. */
export interface SubstituteOptions {
  /** Per-token fallbacks keyed by token key (any case); an inline `[KEY|fallback]` wins over these. */
  readonly fallbacks?: TokenValues;
  /** 'keep' (default) leaves the token as typed so a missing value is visible; 'empty' removes it. */
  readonly missing?: MissingTokenMode;
}

// `[KEY]` or `[KEY|fallback]`. Brackets are excluded from the fallback so `[[FIRSTNAME]]` still
// finds the inner token and a fallback can never swallow a neighbouring token.
const TOKEN_PATTERN = /\[([A-Za-z0-9_]+)(?:\|([^[\]]*))?\]/g;

/** True when a value should count as "not set": missing, empty or only whitespace. */
export function isBlankValue(value: string | undefined | null): boolean {
  return value == null || value.trim() === '';
}

// Callers may key values in any case ({ firstname: 'Alex' }); an exact upper-case key wins when
// both spellings are present so the canonical form is authoritative.
function normalizeKeys(values: TokenValues | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!values) return out;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string') continue;
    const upper = key.toUpperCase();
    if (upper === key || !out.has(upper)) out.set(upper, value);
  }
  return out;
}

/**
 * Replaces `[TOKEN]` and `[TOKEN|fallback]` in `text` with per-customer values.
 *
 * Keys match case-insensitively; only registry tokens are touched, so unrelated bracketed text
 * such as `[sic]` or `[TOKEN_NAME]` survives. Runs in a single pass: a value that itself contains
 * `[FIRSTNAME]` is inserted verbatim, which stops customer data from injecting other fields.
 */
export function substituteTokens(text: string, values: TokenValues, options: SubstituteOptions = {}): string {
  if (!text.includes('[')) return text;
  const valueMap = normalizeKeys(values);
  const fallbackMap = normalizeKeys(options.fallbacks);
  const missing = options.missing ?? 'keep';

  // A replacer function (not a replacement string) so `$&`, `$1` in values are never expanded.
  return text.replace(TOKEN_PATTERN, (match: string, rawKey: string, inline: string | undefined) => {
    const key = rawKey.toUpperCase();
    if (!isTokenKey(key)) return match;
    const value = valueMap.get(key);
    if (value !== undefined && !isBlankValue(value)) return value;
    if (inline !== undefined) return inline;
    const fallback = fallbackMap.get(key);
    if (fallback !== undefined) return fallback;
    if (missing === 'keep') return match;
    return missing === 'empty' ? '' : missing.replaceWith;
  });
}

/** Distinct known token keys used in `text`, upper-cased, in order of first appearance. */
export function findTokens(text: string): TokenKey[] {
  const found = new Set<TokenKey>();
  for (const m of text.matchAll(TOKEN_PATTERN)) {
    const key = (m[1] ?? '').toUpperCase();
    if (isTokenKey(key)) found.add(key);
  }
  return [...found];
}

/** The display text of a token as users type it, e.g. `[FIRSTNAME]`. */
export function tokenText(key: TokenKey): string {
  return `[${key}]`;
}
