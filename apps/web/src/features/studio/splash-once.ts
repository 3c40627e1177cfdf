import { SPLASH_MS } from '@mergepix/core';

/** A session cookie: every tab of this browser shares it, and it ends when the browser closes. */
const SEEN_COOKIE = 'mergepix_studio_splash';

/** The part of `document` the check needs, so it can be tested without a browser. */
export interface CookieJar {
  cookie: string;
}

/**
 * True on the first studio visit of this browser session; later visits in any tab skip the
 * splash until the browser is closed (see {@link markSplashSeen}).
 */
export function splashDue(jar: CookieJar | undefined): boolean {
  try {
    return Boolean(jar) && !jar?.cookie.split(/;\s*/).some((c) => c.startsWith(`${SEEN_COOKIE}=`));
  } catch {
    // Cookies blocked: no splash rather than one on every visit.
    return false;
  }
}

/** Records that this browser session has seen the splash (once it has been shown). */
export function markSplashSeen(jar: CookieJar | undefined): void {
  try {
    if (jar) jar.cookie = `${SEEN_COOKIE}=1; path=/; SameSite=Lax`;
  } catch {
    // Cookies blocked: nothing to remember.
  }
}

/** How long the splash stays. */
export const STUDIO_SPLASH_MS = SPLASH_MS;
