import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, parseClientJson } from '@mergepix/core';
import type { ErrorBody } from '../../middleware/errors.ts';

// Clearer words for the errors people meet most; the code stays better-auth's.
const FRIENDLY: Record<string, string> = {
  PASSWORD_TOO_SHORT: `Password is too short: use at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `Password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`,
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  INVALID_PASSWORD: 'That password is not correct.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  INVALID_TOKEN: 'This reset link is invalid or has expired. Request a new one.',
  INVALID_CODE: 'That code is not correct. Check your authenticator app and try again.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Sign in again to get a new challenge.',
};

/**
 * better-auth answers errors as `{ code, message }`; every other API of ours as
 * `{ error, code }`. Rewrites its error responses so clients handle one shape.
 */
export async function normalizeAuthError(
  res: Response,
  requestId: string,
  publicUrl: string,
): Promise<Response> {
  if (res.status < 400) return res;
  if (!res.headers.get('content-type')?.includes('application/json')) {
    if (res.status !== 404) return res;
    const body: ErrorBody = { error: 'No such authentication endpoint', code: 'not_found', requestId };
    return new Response(JSON.stringify(body), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  }
  let body: { code?: string; message?: string } = {};
  try {
    body = (await res.clone().json()) as typeof body;
  } catch {
    return res;
  }
  const originRefused =
    body.code === 'INVALID_ORIGIN'
      ? `This page was opened at an address the server does not accept sign-ins from. Open Mergepix at ${publicUrl} and try again.`
      : undefined;
  const out: ErrorBody = {
    error: originRefused ?? ((body.code && FRIENDLY[body.code]) || body.message || 'Request failed'),
    code: body.code ?? 'auth_error',
    requestId,
  };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(out), { status: res.status, headers });
}

/** Replaces a JSON body while keeping status and headers (Set-Cookie included). */
export function withJsonBody(res: Response, body: unknown, status = res.status): Response {
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status, headers });
}

/** A JSON object body, or undefined for anything else (malformed JSON, arrays, scalars). */
export function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = parseClientJson(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
