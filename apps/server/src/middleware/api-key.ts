import { API_KEY_PREFIX } from '@mergepix/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';
import { errorResponse } from './errors.ts';

const BEARER = /^bearer\s+(\S+)\s*$/i;

/**
 * The API key in an `Authorization: Bearer mpx_…` header, or undefined. Other bearer tokens
 * (better-auth's session tokens) are not keys and are left to better-auth.
 */
export function bearerApiKey(authorization: string | undefined): string | undefined {
  const token = authorization ? BEARER.exec(authorization)?.[1] : undefined;
  return token?.startsWith(API_KEY_PREFIX) ? token : undefined;
}

/** What a key is told where only a signed-in session will do. */
export const API_KEY_NOT_ALLOWED =
  'API keys work only on the designs and jobs endpoints (/rest/v1/designs, /rest/v1/jobs). Sign in to do this.';

/** A 401 for a request that brings an API key where keys are not accepted. */
export function apiKeyNotAllowed(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  return errorResponse(c, 401, { error: API_KEY_NOT_ALLOWED, code: 'api_key_not_allowed' });
}

/**
 * Refuses API keys outright, for routes that need a signed-in person (sign-in, password and
 * profile changes, key management, functions). better-auth would not accept a key as a session
 * anyway; this only makes the answer say why.
 */
export function refuseApiKeys(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (bearerApiKey(c.req.header('authorization')) !== undefined) return apiKeyNotAllowed(c);
    await next();
  };
}
