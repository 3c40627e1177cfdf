import { describe, expect, it } from 'vitest';
import { type CookieJar, markSplashSeen, splashDue } from './splash-once';

/** Enough of document.cookie: setting adds or replaces one cookie, reading lists them. */
function cookieJar(initial = ''): CookieJar {
  const cookies = new Map(
    initial
      .split(/;\s*/)
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  return {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      const [pair = ''] = value.split(';');
      const [k = '', v = ''] = pair.split('=');
      cookies.set(k.trim(), v);
    },
  };
}

describe('the splash', () => {
  it('is due until this browser session has seen it', () => {
    const jar = cookieJar('theme=dark');
    expect(splashDue(jar)).toBe(true);
    // Asking again before it was shown changes nothing (React may render twice).
    expect(splashDue(jar)).toBe(true);
    markSplashSeen(jar);
    expect(jar.cookie).toContain('mergepix_studio_splash=1');
    expect(splashDue(jar)).toBe(false);
    expect(splashDue(cookieJar())).toBe(true);
  });

  it('skips it when cookies are unavailable or blocked', () => {
    expect(splashDue(undefined)).toBe(false);
    const blocked = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_v: string) {},
    };
    expect(splashDue(blocked)).toBe(false);
    expect(() => markSplashSeen(blocked)).not.toThrow();
  });
});
