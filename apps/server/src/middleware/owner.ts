import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth.ts';
import type { ApiKeys } from '../services/accounts/api-keys.ts';
import type { AppEnv } from '../types.ts';
import { apiKeyNotAllowed, bearerApiKey } from './api-key.ts';
import { errorResponse } from './errors.ts';

/** Options of {@link ownerOnly}. */
export interface OwnerOnlyOptions {
  /** Given: `Authorization: Bearer mpx_…` also works, as the key's owner. Absent: keys are refused. */
  apiKeys?: ApiKeys;
}

/**
 * Routes over a user's own things (designs, batch jobs): the caller must be signed in (or, where
 * the routes opt in, bring an API key), and `userId` is who they are. An unknown or revoked key is
 * a 401 `invalid_api_key` saying which. Answers are private, so they are never cached.
 */
export function ownerOnly(
  auth: Auth,
  signInMessage: string,
  options: OwnerOnlyOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = bearerApiKey(c.req.header('authorization'));
    if (key !== undefined) {
      if (!options.apiKeys) return apiKeyNotAllowed(c);
      // An unknown or revoked key throws; the error middleware makes it a 401.
      c.set('userId', await options.apiKeys.authenticate(key));
    } else {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return errorResponse(c, 401, { error: signInMessage, code: 'not_authenticated' });
      c.set('userId', session.user.id);
    }
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
