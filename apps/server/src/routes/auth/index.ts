import { type CurrentUser, PASSWORD_RESET_PATH, SIGN_UP_MAX_PER_IP, SIGN_UP_WINDOW_MS } from '@mergepix/core';
import { type Context, Hono } from 'hono';
import { type Auth, CLIENT_IP_HEADER } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { errorResponse } from '../../middleware/errors.ts';
import { verifiedFactorIds } from '../../services/accounts/two-factor.ts';
import { type Limits, tryAgainIn } from '../../services/limits/limits.ts';
import type { AppEnv } from '../../types.ts';
import { authBodyGate } from './body-gate.ts';
import { KnownDevices } from './known-device.ts';
import { normalizeAuthError, parseObject, withJsonBody } from './normalize.ts';
import { withoutSessionTokens } from './session-tokens.ts';
import { signInHandler } from './sign-in.ts';

/** The methods the account API answers. */
const AUTH_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  env: Env;
  limits: Limits;
  /** Signs the known-device cookies. */
  secret: string;
}

/** Paths whose success proves the second factor: the browser becomes known to the account. */
const SECOND_FACTOR_PATHS = ['/auth/v1/two-factor/verify-totp', '/auth/v1/two-factor/verify-backup-code'];

/**
 * /auth/v1: better-auth, with our limits, uniform answers and the Supabase-shaped extra paths around it
 * (docs/product.md#accounts-and-sign-in).
 */
export function authRouter({ auth, db, env, limits, secret }: AuthRouteDeps) {
  const router = new Hono<AppEnv>();
  const devices = new KnownDevices(secret, env.publicUrl.startsWith('https://'));

  /**
   * Passes a request to better-auth: the body we already read (or `body`), the resolved client
   * address in the header better-auth records (any copy the client sent is replaced), errors
   * rewritten into our shape and session tokens taken out of the answer.
   */
  async function forward(c: Context<AppEnv>, body?: string, path?: string): Promise<Response> {
    const url = new URL(c.req.raw.url);
    if (path) url.pathname = path;
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const request = new Request(url, {
      method: c.req.method,
      headers,
      body: hasBody ? (body ?? (await c.req.text())) : undefined,
    });
    const res = await normalizeAuthError(await auth.handler(request), c.get('requestId'), env.publicUrl);
    return withoutSessionTokens(res);
  }

  // better-auth answers GET and POST; other methods (TRACE, which a fetch Request cannot even
  // carry, was a 500) are a 405 before they reach it.
  router.use('*', async (c, next) => {
    if (AUTH_METHODS.has(c.req.method)) return next();
    c.header('Allow', [...AUTH_METHODS].join(', '));
    return errorResponse(c, 405, {
      error: `The account API does not take ${c.req.method.slice(0, 20)} requests.`,
      code: 'method_not_allowed',
    });
  });
  router.use('*', authBodyGate());

  router.post('/sign-in/email', signInHandler({ limits, devices, trustProxy: env.TRUST_PROXY, forward }));

  // The same status and body whether or not the address already had an account; at most
  // SIGN_UP_MAX_PER_IP attempts per IP an hour, whatever their outcome.
  router.post('/sign-up/email', async (c) => {
    const budget = { bucket: 'sign-up:ip', subject: clientIp(c, env.TRUST_PROXY), max: SIGN_UP_MAX_PER_IP };
    const { held, retryAfterSeconds } = await limits.acquire([budget], SIGN_UP_WINDOW_MS);
    if (retryAfterSeconds > 0) {
      c.header('Retry-After', String(retryAfterSeconds));
      return errorResponse(c, 429, {
        error: `Too many sign-ups from this network. ${tryAgainIn(retryAfterSeconds)}`,
        code: 'too_many_sign_ups',
      });
    }
    // Only our own failures (thrown, 5xx, or better-auth's 422 below) leave the count untouched.
    let counted = false;
    try {
      const res = await forward(c);
      // better-auth answers 422 only when storing a new user failed: a fault on our side, and
      // never a hint that the address is free (a taken one answers 200 like a fresh one).
      if (res.status === 422) {
        c.get('log')?.error({ code: 'FAILED_TO_CREATE_USER' }, 'sign-up could not store the user');
        return errorResponse(c, 500, {
          error: 'Something went wrong on our side. Please try again.',
          code: 'internal',
        });
      }
      counted = res.status < 500;
      return res.ok
        ? withJsonBody(res, { ok: true, message: 'Account ready. Sign in to continue.' }, 200)
        : res;
    } finally {
      if (!counted) await limits.release(...held).catch(() => undefined);
    }
  });

  // The Supabase-shaped password-recovery path (docs/product.md#accounts-and-sign-in), as an alias of
  // better-auth's.
  router.post('/recover', async (c) => {
    const body = parseObject(await c.req.text()) ?? {};
    const forwarded = JSON.stringify({ email: body.email, redirectTo: PASSWORD_RESET_PATH });
    return forward(c, forwarded, '/auth/v1/request-password-reset');
  });

  async function currentUser(headers: Headers): Promise<CurrentUser | null> {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const factors = await verifiedFactorIds(db, session.user.id);
    return {
      user: {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
        createdAt: new Date(session.user.createdAt).toISOString(),
      },
      aal: factors.length > 0 ? 'aal2' : 'aal1',
      factors: factors.map((id) => ({ id, factor_type: 'totp' as const, status: 'verified' as const })),
    };
  }

  // The Supabase-shaped GET /user: 401 without a valid session (for API clients).
  router.get('/user', async (c) => {
    const body = await currentUser(c.req.raw.headers);
    if (!body) return errorResponse(c, 401, { error: 'You are not signed in.', code: 'not_authenticated' });
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  // The web app's session probe: signed out is a normal state, not an error.
  router.get('/session', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await currentUser(c.req.raw.headers)) ?? { user: null, aal: null, factors: [] });
  });

  router.all('/*', async (c) => {
    const res = await forward(c);
    if (!res.ok || !SECOND_FACTOR_PATHS.includes(c.req.path)) return res;
    const answer = (await res
      .clone()
      .json()
      .catch(() => ({}))) as { user?: { email?: unknown } };
    const email = answer.user?.email;
    return typeof email === 'string' ? devices.remember(c, email.toLowerCase(), res) : res;
  });
  return router;
}
