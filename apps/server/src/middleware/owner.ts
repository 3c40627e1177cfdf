import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth.ts';
import type { AppEnv } from '../types.ts';
import { errorResponse } from './errors.ts';

/**
 * Routes over a user's own things (designs, batch jobs): the caller must be signed in, and
 * `userId` is who they are. Answers are private, so they are never cached.
 */
export function ownerOnly(auth: Auth, signInMessage: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return errorResponse(c, 401, { error: signInMessage, code: 'not_authenticated' });
    c.set('userId', session.user.id);
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
