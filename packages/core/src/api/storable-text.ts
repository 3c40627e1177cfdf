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
 * The walk keeps its own stack (no recursion), so no depth of nesting can overflow the call
 * stack; fields are visited in document order, each key before its value.
 */
export function findUnstorableText(value: unknown, path = ''): UnstorableText | undefined {
  // Each entry: a value to walk, or (key !== undefined) an object key to check.
  const stack: { value: unknown; path: string; key?: string }[] = [{ value, path }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.key !== undefined) {
      const inKey = unstorableCharacter(next.key);
      if (inKey) return { path: next.path, character: inKey };
      continue;
    }
    const { value: item, path: where } = next;
    if (typeof item === 'string') {
      const character = unstorableCharacter(item);
      if (character) return { path: where, character };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--)
        stack.push({ value: item[i], path: where ? `${where}.${i}` : String(i) });
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        const here = where ? `${where}.${key}` : key;
        stack.push({ value: child, path: here }, { value: undefined, path: here, key });
      }
    }
  }
  return undefined;
}

/** The message a refused field gets. */
export function unstorableMessage(found: UnstorableText): string {
  const field = found.path || 'the request';
  return `${field} contains a character that cannot be stored (${found.character}). Remove it and try again.`;
}
