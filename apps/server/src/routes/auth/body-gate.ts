import {
  findUnstorableText,
  JsonTextError,
  parseClientJson,
  signUpBodySchema,
  unstorableMessage,
  updateUserBodySchema,
} from '@mergepix/core';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { errorResponse } from '../../middleware/errors.ts';
import type { AppEnv } from '../../types.ts';

/** Bodies we check ourselves before better-auth sees them (it would store what it is given). */
const SCHEMAS: Record<string, z.ZodType> = {
  '/auth/v1/sign-up/email': signUpBodySchema,
  '/auth/v1/update-user': updateUserBodySchema,
};

/**
 * Every /auth/v1 body: JSON nested too deeply is a 400 `invalid_json`, text that cannot be stored (NUL, lone surrogates) is a 400 naming the
 * field, and the account fields are held to the profile's bounds. It runs before any lookup, so
 * the answer never depends on whether the address has an account.
 */
export function authBodyGate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const text = await c.req.text();
    let data: unknown;
    try {
      data = parseClientJson(text);
    } catch (err) {
      // Too deep to walk safely: refused here, before better-auth or any check walks it.
      if (err instanceof JsonTextError && err.reason === 'too_deep')
        return errorResponse(c, 400, { error: err.message, code: 'invalid_json' });
      return next(); // the route answers malformed JSON itself
    }
    const found = findUnstorableText(data);
    if (found) return errorResponse(c, 400, { error: unstorableMessage(found), code: 'invalid_characters' });
    const schema = SCHEMAS[c.req.path];
    if (schema) {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? '');
        return errorResponse(c, 400, {
          error: issue?.message ?? 'Invalid request',
          code: field === 'email' ? 'INVALID_EMAIL' : 'invalid_request',
        });
      }
    }
    return next();
  };
}
