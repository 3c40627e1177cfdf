import type { Context, MiddlewareHandler } from 'hono';
import { loopbackAliases } from '../auth/user-fields.ts';
import { type Env, isLoopbackHost } from '../env.ts';
import type { AppEnv } from '../types.ts';
import { bearerApiKey } from './api-key.ts';
import { errorResponse } from './errors.ts';

/** Methods that read only; everything else changes something and must come from our pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (`scheme://host[:port]`) of a URL, or undefined when it is not an http(s) URL. */
function originOf(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `origin` is this site: PUBLIC_URL's origin, the origin the request itself was sent to
 * (its Host: the same server under another name, or `npm run dev`'s Vite proxy, which passes the
 * browser's Host on), and in development the loopback aliases better-auth also trusts.
 */
function isOwnOrigin(c: Context<AppEnv>, env: Env, origin: URL): boolean {
  if (origin.origin === new URL(env.publicUrl).origin) return true;
  // Scheme too: an https page of the same host is another origin to the browser (a proxy that
  // ends TLS makes the request http here; behind one, PUBLIC_URL names the site, as sign-in needs).
  if (origin.origin === new URL(c.req.url).origin) return true;
  if (env.NODE_ENV === 'development' && isLoopbackHost(new URL(env.publicUrl).hostname))
    return loopbackAliases(c.req.raw).includes(origin.origin);
  return false;
}

/** Why a state-changing request is refused as cross-site, or undefined when it is not. */
function crossSiteReason(c: Context<AppEnv>, env: Env): string | undefined {
  if (c.req.header('sec-fetch-site') === 'cross-site') return 'it was sent by a page of another site';
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    const parsed = originOf(origin);
    if (!parsed) return `its Origin (${origin.slice(0, 100)}) is not a site's address`;
    return isOwnOrigin(c, env, parsed) ? undefined : `it came from ${parsed.origin}`;
  }
  const referer = c.req.header('referer');
  if (referer === undefined) return undefined;
  const parsed = originOf(referer);
  if (!parsed) return "its Referer is not a site's address";
  return isOwnOrigin(c, env, parsed) ? undefined : `it came from ${parsed.origin}`;
}

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE, …) that a browser sent from
 * another site, on every route: the browser would attach our session cookie (or spend the
 * visitor's anonymous budget) for a page that is not ours. The Origin header decides, else the
 * Referer; `Origin: null` and `Sec-Fetch-Site: cross-site` are refused too. Requests with neither
 * header (curl, scripts) and requests bringing an API key (`Bearer mpx_…`, which a browser cannot
 * send cross-site without a CORS approval we never give) carry no ambient credentials and pass.
 * Decision 024.
 */
export function sameOriginWrites(env: Env): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (bearerApiKey(c.req.header('authorization')) !== undefined) return next();
    const reason = crossSiteReason(c, env);
    if (!reason) return next();
    return errorResponse(c, 403, {
      error: `Refused: ${reason}. Mergepix accepts changes only from its own pages at ${env.publicUrl}.`,
      code: 'cross_site_request',
    });
  };
}
