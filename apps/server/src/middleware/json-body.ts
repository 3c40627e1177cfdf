import { findUnstorableText, JsonTextError, parseClientJson, unstorableMessage } from '@mergepix/core';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** Largest JSON body any API accepts. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads and validates a JSON body with a shared zod schema. Malformed or too deeply nested JSON,
 * a wrong content type, text that cannot be stored or an invalid field is the client's mistake: 400 with
 * a message naming it.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  opts: {
    /** A message of its own for unstorable text in these fields (e.g. a binary file sent as text). */
    unstorable?: Readonly<Record<string, string>>;
  } = {},
): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the body as JSON (Content-Type: application/json).',
    );
  }
  const text = await c.req.text();
  let data: unknown;
  try {
    // Nesting is capped before anything walks the value (decision 024).
    data = parseClientJson(text);
  } catch (err) {
    if (err instanceof JsonTextError) throw new ApiError(400, 'invalid_json', err.message);
    throw err;
  }
  // Postgres cannot keep NUL (and lone surrogates would change on the way): refuse them here,
  // naming the field, rather than fail at the insert after work (and files) were done.
  const unstorable = findUnstorableText(data);
  if (unstorable) {
    const own = opts.unstorable?.[unstorable.path];
    if (own) throw new ApiError(400, 'invalid_characters', own, [{ path: unstorable.path, message: own }]);
    throw new ApiError(400, 'invalid_characters', `Invalid request: ${unstorableMessage(unstorable)}`, [
      { path: unstorable.path, message: unstorableMessage(unstorable) },
    ]);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0];
    const where = first?.path ? `${first.path}: ` : '';
    throw new ApiError(
      400,
      'invalid_request',
      `Invalid request: ${where}${first?.message ?? 'invalid body'}`,
      issues,
    );
  }
  return parsed.data;
}
