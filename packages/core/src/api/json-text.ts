/**
 * Deepest nesting of arrays and objects an API body may have. The deepest body the app sends
 * (a design: layers → layer → style) is well under ten; anything near this is not a real
 * request, and code that walks a parsed value must never meet client-chosen depth.
 */
export const JSON_MAX_DEPTH = 64;

/** Why a body could not be read as JSON: malformed, or nested deeper than {@link JSON_MAX_DEPTH}. */
export class JsonTextError extends Error {
  constructor(
    message: string,
    readonly reason: 'malformed' | 'too_deep',
  ) {
    super(message);
  }
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when `text`, read as JSON, nests arrays and objects deeper than `limit`. One pass over
 * the characters with a counter (brackets inside strings do not count): no recursion, whatever
 * the text holds.
 */
export function jsonNestsDeeperThan(text: string, limit = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) depth--;
  }
  return false;
}

/**
 * Parses a client's JSON text (undefined for an empty one). Refuses, with a message for the
 * client, text that is not JSON or nests deeper than `maxDepth`, before anything walks it.
 */
export function parseClientJson(text: string, maxDepth = JSON_MAX_DEPTH): unknown {
  if (!text.length) return undefined;
  if (jsonNestsDeeperThan(text, maxDepth))
    throw new JsonTextError(
      `The request body is not valid JSON: it nests arrays and objects more than ${maxDepth} levels deep.`,
      'too_deep',
    );
  try {
    return JSON.parse(text);
  } catch (err) {
    const reason = err instanceof Error ? err.message : 'unreadable';
    throw new JsonTextError(`The request body is not valid JSON: ${reason}`, 'malformed');
  }
}
