import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorKind } from '../services/errors.ts';
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

/** The HTTP status of each kind of refusal a service throws. */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorKind, ContentfulStatusCode>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  too_large: 413,
  conflict: 409,
  unprocessable: 422,
};

/** The status nginx made common for "the client closed the connection before the answer". */
export const CLIENT_CLOSED_REQUEST = 499;

/** True when the request failed because the client went away (hung up, cancelled the body). */
export function isClientAbort(err: unknown, c: Context): boolean {
  if (c.req.raw.signal.aborted) return true;
  const e = err as { name?: string; code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  // A reset on a connection of ours (an S3 request, which the SDK tags with $metadata) is a
  // storage fault, not the client leaving: it must be a logged 500, not a silent 499.
  if (typeof e === 'object' && '$metadata' in e) return false;
  if (e.name === 'AbortError' || e.message === 'aborted') return true;
  if (e.code === 'ECONNRESET' || e.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return e.cause !== undefined && e.cause !== err && isClientAbort(e.cause, c);
}

/**
 * Maps thrown errors to JSON; only real server faults become 500 (and are logged). A request
 * the client abandoned is not a fault: it gets 499, which nobody receives, and the request log
 * records it once, at info level, without a stack.
 */
export function onError(err: Error, c: Context<AppEnv>) {
  if (isClientAbort(err, c)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  if (err instanceof DomainError) {
    const status = DOMAIN_ERROR_STATUS[err.kind];
    return errorResponse(c, status, { error: err.message, code: err.code, details: err.details });
  }
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
