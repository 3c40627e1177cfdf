/**
 * Characters no text column can keep: NUL (Postgres refuses it in text and jsonb) and lone
 * UTF-16 surrogates (they cannot be encoded as UTF-8, so they would silently change).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first unstorable character of `text` as "U+XXXX", or undefined when it has none. */
export function unstorableCharacter(text: string): string | undefined {
  const match = UNSTORABLE.exec(text);
  if (!match) return undefined;
  return `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Where a value holds unstorable text: the field's dotted path ('' for the value itself). */
export interface UnstorableText {
  path: string;
  character: string;
}

/**
 * Walks a parsed JSON value (strings, arrays, objects and their keys) and returns the first
 * string holding a character that cannot be stored, so the request can be refused naming it.
 */
export function findUnstorableText(value: unknown, path = ''): UnstorableText | undefined {
  if (typeof value === 'string') {
    const character = unstorableCharacter(value);
    return character ? { path, character } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      const inKey = unstorableCharacter(key);
      if (inKey) return { path: here, character: inKey };
      const found = findUnstorableText(item, here);
      if (found) return found;
    }
  }
  return undefined;
}

/** The message a refused field gets. */
export function unstorableMessage(found: UnstorableText): string {
  const field = found.path || 'the request';
  return `${field} contains a character that cannot be stored (${found.character}). Remove it and try again.`;
}
