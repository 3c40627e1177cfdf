import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth.ts';
import type { Env } from '../env.ts';
import type { Budget, Limits } from '../services/limits/limits.ts';
import type { AppEnv } from '../types.ts';
import { clientIp } from './client-ip.ts';
import { errorResponse } from './errors.ts';

/**
 * Calls per 10 minutes: anonymous callers per IP, signed-in users per account, and every
 * signed-in account of one IP together (so opening more accounts does not multiply a budget).
 */
export const FUNCTION_LIMITS = {
  windowMs: 10 * 60 * 1000,
  anonymous: 30,
  signedIn: 300,
  signedInPerIp: 600,
} as const;

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
    const budgets: Budget[] = userId
      ? [
          { bucket: 'fn-user', subject: userId, max: FUNCTION_LIMITS.signedIn },
          { bucket: 'fn-users-ip', subject: clientHash, max: FUNCTION_LIMITS.signedInPerIp },
        ]
      : [{ bucket: 'fn-anon', subject: clientHash, max: FUNCTION_LIMITS.anonymous }];
    const { held, retryAfterSeconds } = await deps.limits.acquire(budgets, FUNCTION_LIMITS.windowMs);
    if (retryAfterSeconds > 0) {
      c.header('Retry-After', String(retryAfterSeconds));
      return errorResponse(c, 429, {
        error: userId
          ? 'You have made a lot of requests in a short time. Please wait a moment.'
          : 'Too many requests from this network. Sign in for a higher limit, or wait a few minutes.',
        code: 'rate_limited',
      });
    }
    c.set('caller', { userId, clientHash });
    // A call that failed on our side (5xx, or thrown) is not the caller's to pay for.
    let failed = true;
    try {
      await next();
      failed = c.res.status >= 500;
    } finally {
      if (failed) await deps.limits.release(...held).catch(() => undefined);
    }
  };
}
