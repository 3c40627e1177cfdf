import {
  type CurrentUser,
  MISSING_CREDENTIALS_MESSAGE,
  PASSWORD_RESET_PATH,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
} from '@mergepix/core';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { twoFactor } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { errorResponse } from '../../middleware/errors.ts';
import type { Limits } from '../../services/limits.ts';
import type { AppEnv } from '../../types.ts';
import { clientIp } from './client-ip.ts';
import { normalizeAuthError, withJsonBody } from './normalize.ts';

const EMAIL_BUCKET = 'sign-in-fail:email';
const IP_BUCKET = 'sign-in-fail:ip';

interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  env: Env;
  limits: Limits;
}

function rebuild(raw: Request, body: string, path?: string): Request {
  const url = new URL(raw.url);
  if (path) url.pathname = path;
  return new Request(url, { method: raw.method, headers: raw.headers, body });
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** /auth/v1: better-auth, with our limits, uniform answers and the spec's extra paths around it. */
export function authRouter({ auth, db, env, limits }: AuthRouteDeps) {
  const router = new Hono<AppEnv>();
  const run = async (req: Request, requestId: string) =>
    normalizeAuthError(await auth.handler(req), requestId);

  router.post('/sign-in/email', async (c) => {
    const text = await c.req.text();
    const body = parseObject(text);
    if (!body)
      return errorResponse(c, 400, { error: 'The request body is not valid JSON.', code: 'invalid_json' });
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) {
      const phoneOnly = !email && typeof body.phone === 'string' && body.phone.trim() && password;
      return phoneOnly
        ? errorResponse(c, 400, {
            error: 'Signing in with a phone number is not available. Use your e-mail address.',
            code: 'phone_not_supported',
          })
        : errorResponse(c, 400, { error: MISSING_CREDENTIALS_MESSAGE, code: 'missing_credentials' });
    }
    const ip = clientIp(c, env.TRUST_PROXY);
    // Count this attempt before checking the password, so parallel guesses cannot all slip in
    // under the limit: at most SIGN_IN_MAX_FAILURES attempts per window ever reach the check.
    const held = await Promise.all([limits.record(EMAIL_BUCKET, email), limits.record(IP_BUCKET, ip)]);
    const [byEmail, byIp] = await Promise.all([
      limits.state(EMAIL_BUCKET, email, SIGN_IN_WINDOW_MS, SIGN_IN_MAX_FAILURES + 1),
      limits.state(IP_BUCKET, ip, SIGN_IN_WINDOW_MS, SIGN_IN_MAX_FAILURES + 1),
    ]);
    const retry = Math.max(byEmail.retryAfterSeconds, byIp.retryAfterSeconds);
    if (retry > 0) {
      // A refused attempt does not count, so Retry-After stays true.
      await limits.release(...held);
      c.header('Retry-After', String(retry));
      const minutes = Math.ceil(retry / 60);
      return errorResponse(c, 429, {
        error: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        code: 'too_many_attempts',
      });
    }
    const res = await run(rebuild(c.req.raw, text), c.get('requestId'));
    if (res.status !== 401) await limits.release(...held);
    if (res.ok) await limits.clear(EMAIL_BUCKET, email);
    return res;
  });

  // The same status and body whether or not the address already had an account.
  router.post('/sign-up/email', async (c) => {
    const res = await run(rebuild(c.req.raw, await c.req.text()), c.get('requestId'));
    if (!res.ok) return res;
    return withJsonBody(res, { ok: true, message: 'Account ready. Sign in to continue.' }, 200);
  });

  // The spec's password-recovery path, as an alias of better-auth's.
  router.post('/recover', async (c) => {
    const body = parseObject(await c.req.text()) ?? {};
    const forwarded = JSON.stringify({ email: body.email, redirectTo: PASSWORD_RESET_PATH });
    return run(rebuild(c.req.raw, forwarded, '/auth/v1/request-password-reset'), c.get('requestId'));
  });

  async function currentUser(headers: Headers): Promise<CurrentUser | null> {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const factors = await db
      .select({ id: twoFactor.id })
      .from(twoFactor)
      .where(and(eq(twoFactor.userId, session.user.id), eq(twoFactor.verified, true)));
    return {
      user: {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
        createdAt: new Date(session.user.createdAt).toISOString(),
      },
      aal: factors.length > 0 ? 'aal2' : 'aal1',
      factors: factors.map((f) => ({ id: f.id, factor_type: 'totp' as const, status: 'verified' as const })),
    };
  }

  // The spec's GET /user: 401 without a valid session (for API clients).
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

  router.all('/*', (c) => run(c.req.raw, c.get('requestId')));
  return router;
}
