import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../types.ts';

/** The JSON error body every API answers with. */
export interface ErrorBody {
  error: string;
  code: string;
  requestId?: string;
  details?: unknown;
}

/** A client mistake with a status and a message meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function errorResponse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: Omit<ErrorBody, 'requestId'>,
) {
  return c.json<ErrorBody>({ ...body, requestId: c.get('requestId') }, status);
}

/** Maps thrown errors to JSON; only real server faults become 500 (and are logged). */
export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    return errorResponse(c, err.status, { error: err.message, code: err.code, details: err.details });
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 413 ? 'payload_too_large' : 'http_error';
    return errorResponse(c, status, { error: err.message || 'Request failed', code });
  }
  c.get('log')?.error({ err }, 'unhandled error');
  return errorResponse(c, 500, {
    error: 'Something went wrong on our side. Please try again.',
    code: 'internal',
  });
}
