import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';

/** How long a browser stays "known" to an account after a successful sign-in. */
const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A signed cookie a browser receives for an account once it signs in to it. Failed sign-ins
 * from a known device are counted for that device alone, so strangers who lock an account (or a
 * shared IP) by guessing never lock its owner out of their own browser.
 */
export class KnownDevices {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  private cookieName(email: string) {
    return `mp_device_${this.sign(`name:${email}`).slice(0, 16)}`;
  }

  private sign(value: string) {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }

  /** The device id this browser holds for `email`, when its cookie is genuine. */
  deviceFor(c: Context, email: string): string | undefined {
    const raw = getCookie(c, this.cookieName(email));
    const [id = '', signature = ''] = (raw ?? '').split('.');
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return undefined;
    const expected = Buffer.from(this.sign(`device:${email}:${id}`));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  /** `res` with a cookie marking this browser as known to `email` (its id kept if it has one). */
  remember(c: Context, email: string, res: Response): Response {
    const id = this.deviceFor(c, email) ?? randomBytes(16).toString('base64url');
    const cookie = generateCookie(this.cookieName(email), `${id}.${this.sign(`device:${email}:${id}`)}`, {
      path: '/auth/v1',
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.secure,
      maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
    });
    const headers = new Headers(res.headers);
    headers.append('Set-Cookie', cookie);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
