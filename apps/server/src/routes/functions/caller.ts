import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import type { Env } from '../../env.ts';
import { errorResponse } from '../../middleware/errors.ts';
import type { Limits } from '../../services/limits.ts';
import type { AppEnv } from '../../types.ts';
import { clientIp } from '../auth/client-ip.ts';

/** Calls per 10 minutes: anonymous callers per IP, signed-in users per account. */
export const FUNCTION_LIMITS = { windowMs: 10 * 60 * 1000, anonymous: 30, signedIn: 300 } as const;

/**
 * Who is calling a function (a session, or an anonymous IP kept only as a salted hash) and
 * whether they are within their call budget; over it → 429 with Retry-After.
 */
export function functionCaller(deps: {
  auth: Auth;
  limits: Limits;
  env: Env;
  salt: string;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    const clientHash = createHash('sha256').update(`${deps.salt}:${ip}`).digest('hex').slice(0, 32);
    const userId = session?.user.id ?? null;
    const [bucket, subject, max] = userId
      ? ['fn-user', userId, FUNCTION_LIMITS.signedIn]
      : ['fn-anon', clientHash, FUNCTION_LIMITS.anonymous];
    const held = await deps.limits.record(bucket, subject);
    const state = await deps.limits.state(bucket, subject, FUNCTION_LIMITS.windowMs, max + 1);
    if (state.retryAfterSeconds > 0) {
      await deps.limits.release(held);
      c.header('Retry-After', String(state.retryAfterSeconds));
      return errorResponse(c, 429, {
        error: userId
          ? 'You have made a lot of requests in a short time. Please wait a moment.'
          : 'Too many requests from this network. Sign in for a higher limit, or wait a few minutes.',
        code: 'rate_limited',
      });
    }
    c.set('caller', { userId, clientHash });
    await next();
  };
}
