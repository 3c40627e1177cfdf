import { unstorableCharacter } from '../api/storable-text.ts';
import type { ImplementedTokenKey } from './registry.ts';

// Plain functions, so the browser's token screens need no schema library; value-schemas.ts wraps
// the same checks in zod for request validation.

/** Longest value a personalization token may hold. */
export const TOKEN_VALUE_MAX_LENGTH = 100;

/** The message for an EMAIL token value that is not an address. */
export const TOKEN_EMAIL_MESSAGE = 'Enter an e-mail address such as name@example.com.';

// Line breaks and tabs become spaces (a pasted value keeps its words apart); every other
// control character (C0, DEL, C1) is dropped.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// The address shape zod's `email()` accepts, so server and browser agree.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A value as it is stored: line breaks as spaces, control characters removed, trimmed. */
export function cleanTokenValue(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').trim();
}

/** What is wrong with a cleaned value (an e-mail address when `email`), or undefined when none. */
export function tokenValueProblem(value: string, email: boolean): string | undefined {
  if (value.length > TOKEN_VALUE_MAX_LENGTH) return `At most ${TOKEN_VALUE_MAX_LENGTH} characters.`;
  if (unstorableCharacter(value) !== undefined) return 'This value has a character that cannot be saved.';
  if (email && value !== '' && !EMAIL.test(value)) return TOKEN_EMAIL_MESSAGE;
  return undefined;
}

/** The outcome of checking a typed value: the value to store, or the message to show. */
export type TokenValueCheck = { ok: true; value: string } | { ok: false; message: string };

/** Checks a value typed for `key` the way every token field does, before anything is saved. */
export function checkTokenValue(key: ImplementedTokenKey, raw: string): TokenValueCheck {
  const value = cleanTokenValue(raw);
  const message = tokenValueProblem(value, key === 'EMAIL');
  return message ? { ok: false, message } : { ok: true, value };
}
