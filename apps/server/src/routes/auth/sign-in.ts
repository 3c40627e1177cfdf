import {
  MISSING_CREDENTIALS_MESSAGE,
  SIGN_IN_ACCOUNT_MAX_FAILURES,
  SIGN_IN_IP_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
} from '@mergepix/core';
import type { Context } from 'hono';
import type { ProxyTrust } from '../../env.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { errorResponse } from '../../middleware/errors.ts';
import { type Budget, type Limits, tryAgainIn } from '../../services/limits/limits.ts';
import type { AppEnv } from '../../types.ts';
import type { KnownDevices } from './known-device.ts';
import { parseObject } from './normalize.ts';

/**
 * Which counters an attempt counts against. A browser that has signed in to the account before
 * counts only against itself, so nobody else's failures can lock the owner out of it. Any other
 * caller counts per account and IP (5), per account (10, the distributed-guessing brake) and per
 * IP across accounts (30, loose because many people can share one address).
 */
export function signInThrottles(email: string, ip: string, device: string | undefined): Budget[] {
  if (device)
    return [{ bucket: 'sign-in-fail:device', subject: `${email}|${device}`, max: SIGN_IN_MAX_FAILURES }];
  return [
    { bucket: 'sign-in-fail:account-ip', subject: `${email}|${ip}`, max: SIGN_IN_MAX_FAILURES },
    { bucket: 'sign-in-fail:account', subject: email, max: SIGN_IN_ACCOUNT_MAX_FAILURES },
    { bucket: 'sign-in-fail:ip', subject: ip, max: SIGN_IN_IP_MAX_FAILURES },
  ];
}

/** What the sign-in handler needs. */
export interface SignInDeps {
  limits: Limits;
  devices: KnownDevices;
  trustProxy: ProxyTrust;
  /** Passes the request on to better-auth with this body. */
  forward: (c: Context<AppEnv>, body: string) => Promise<Response>;
}

/** POST /auth/v1/sign-in/email with the throttles above around better-auth's password check. */
export function signInHandler({ limits, devices, trustProxy, forward }: SignInDeps) {
  return async (c: Context<AppEnv>) => {
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
    const throttles = signInThrottles(email, clientIp(c, trustProxy), devices.deviceFor(c, email));
    // Counted before the password check: at most `max` guesses per window ever reach it.
    const { held, retryAfterSeconds } = await limits.acquire(throttles, SIGN_IN_WINDOW_MS);
    if (retryAfterSeconds > 0) {
      c.header('Retry-After', String(retryAfterSeconds));
      return errorResponse(c, 429, {
        error: `Too many failed sign-in attempts. ${tryAgainIn(retryAfterSeconds)}`,
        code: 'too_many_attempts',
      });
    }
    let counted = false;
    try {
      const res = await forward(c, text);
      // Only a wrong password counts; a refused, malformed or failed (5xx) attempt does not.
      counted = res.status === 401;
      if (!res.ok) return res;
      await Promise.all(
        throttles
          .filter((t) => t.bucket !== 'sign-in-fail:account' && t.bucket !== 'sign-in-fail:ip')
          .map((t) => limits.clear(t.bucket, t.subject)),
      );
      const answer = (await res
        .clone()
        .json()
        .catch(() => ({}))) as { twoFactorRedirect?: boolean };
      // With two factors the browser is known only once the second one is proven (see index.ts).
      return answer.twoFactorRedirect ? res : devices.remember(c, email, res);
    } finally {
      if (!counted) await limits.release(...held).catch(() => undefined);
    }
  };
}
