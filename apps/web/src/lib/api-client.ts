import { env } from '@/config/env';
import { recordResponse } from './api-calls';

/** An HTTP or network failure, carrying the server's `{ error, code }` body when there is one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS). */
  readonly status: number;
  /** Machine-readable code from the body (e.g. `INVALID_TOKEN`), or `HTTP_<status>`. */
  readonly code: string;
  /** Seconds to wait before retrying, from the `Retry-After` header (429/503). */
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, retryAfter?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

/** Code of the ApiError thrown when fetch itself fails. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

const NETWORK_ERROR_MESSAGE = "Can't reach Mergepix right now. Check your connection and try again.";

/** Options of {@link apiRequest}. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls a same-origin API path and returns its JSON, or throws an {@link ApiError}.
 * Cookies carry the session, so there is no token handling here.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // An abort is the caller's decision, not a failure to report.
    recordResponse(method, path, started, undefined, signal?.aborted ? 'Cancelled' : NETWORK_ERROR_MESSAGE);
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  const data = await readJson(response);
  // Aborted while the body was read: the body is not the answer (it read as empty), and the
  // caller who aborted wants no answer at all.
  if (signal?.aborted) {
    recordResponse(method, path, started, undefined, 'Cancelled');
    throw signal.reason ?? new DOMException('The request was aborted.', 'AbortError');
  }
  const failure = response.ok ? undefined : toApiError(response, data);
  recordResponse(method, path, started, response, callNote(path, data, failure));
  if (failure) throw failure;
  return data as T;
}

/**
 * What the diagnostics page's log says about a call beyond its status (docs/product.md#diagnostics wording).
 */
export function callNote(path: string, data: unknown, failure?: ApiError): string | undefined {
  if (failure)
    return path.startsWith('/functions/') ? `Function call failed: ${failure.message}` : failure.message;
  const fallback = (data as { fallback?: { reason?: unknown } } | undefined)?.fallback;
  return typeof fallback?.reason === 'string' ? `Using fallback mechanism: ${fallback.reason}` : undefined;
}

/** Body as JSON; empty or non-JSON bodies (204, proxies' HTML error pages) read as undefined. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Builds the error for a non-2xx answer; exported for tests. */
export function toApiError(response: Pick<Response, 'status' | 'statusText' | 'headers'>, body: unknown) {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  // The contract says `error`; better-auth's own errors use `message`, so accept both.
  const message =
    stringField(record, 'error') ?? stringField(record, 'message') ?? fallbackMessage(response.status);
  const code = stringField(record, 'code') ?? `HTTP_${response.status}`;
  return new ApiError(response.status, code, message, parseRetryAfter(response.headers.get('Retry-After')));
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return "You don't have permission to do that.";
  if (status === 404) return 'Not found.';
  if (status === 429) return 'Too many attempts. Try again later.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return `Request failed (${status}).`;
}

/**
 * Seconds from a `Retry-After` header: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Returns undefined when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date always names a weekday and month; this keeps "-5" from parsing as a year.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** True for an ApiError with one of the given HTTP statuses. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}
