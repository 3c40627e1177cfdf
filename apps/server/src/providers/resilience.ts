import { setTimeout as delay } from 'node:timers/promises';
import { ProviderError } from './types.ts';

/** Why the answer came from somewhere other than the provider asked for, in a marketer's words. */
export interface Fallback {
  /** The provider that was asked for. */
  from: string;
  /** e.g. "no OpenAI key configured", "OpenAI failed: 429 rate limited; Gemini timed out after 90 s". */
  reason: string;
}

export { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.ts';

/** How {@link withRetry} retries. */
export interface RetryOptions {
  /** Extra attempts after the first (1). */
  retries?: number;
  /** Pause before a retry (500 ms), or the provider's Retry-After when longer. */
  backoffMs?: number;
  /** A Retry-After longer than this is not waited for: falling back is faster (5 s). */
  maxWaitMs?: number;
  /** Injectable pause for tests; must reject when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Stops retrying (and waiting) once aborted. */
  signal?: AbortSignal;
  /** Told about each retry before its pause. */
  onRetry?: (error: ProviderError, waitMs: number, attempt: number) => void;
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  delay(ms, undefined, signal ? { signal } : undefined);

/** Runs `fn`, retrying on retryable {@link ProviderError}s with a short pause. */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const retries = opts.retries ?? 1;
  const sleep = opts.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= retries || opts.signal?.aborted) throw error;
      if (!(error instanceof ProviderError) || !error.retryable) throw error;
      const wait = Math.max(opts.backoffMs ?? 500, error.retryAfterMs ?? 0);
      if (wait > (opts.maxWaitMs ?? 5_000)) throw error;
      opts.onRetry?.(error, wait, attempt + 1);
      await sleep(wait, opts.signal);
    }
  }
}

/**
 * Settles like `promise`, but rejects as soon as `signal` aborts, so a provider that ignores
 * its signal still cannot hold the chain past the deadline.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** "90 s", "0.3 s": durations the way fallback reasons show them. */
export function formatSeconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

const STATUS_WORDS: Record<number, string> = {
  400: 'request rejected',
  401: 'key rejected',
  403: 'access denied',
  404: 'model not found',
  408: 'timed out',
  413: 'request too large',
  429: 'rate limited',
};

/** One failed provider call as a short sentence for the fallback reason. */
export function describeFailure(label: string, error: unknown, timeoutMs: number): string {
  if (!(error instanceof ProviderError)) return `${label} failed: unexpected error`;
  switch (error.kind) {
    case 'timeout':
      return `${label} timed out after ${formatSeconds(timeoutMs)}`;
    case 'http':
      if (error.status === undefined) return `${label} failed: error while answering`;
      return `${label} failed: ${error.status} ${STATUS_WORDS[error.status] ?? (error.status >= 500 ? 'server error' : 'request failed')}`;
    case 'network':
      return `${label} failed: could not connect`;
    case 'no-image':
      return error.message;
    case 'unconfigured':
      return `no ${label} key configured`;
    case 'aborted':
      return `${label} was cancelled`;
    default:
      return `${label} failed: invalid response`;
  }
}

/** Circuit-breaker key of a provider for one capability (an image outage is not a chat outage). */
export const breakerKey = (capability: 'image' | 'chat', id: string) => `${capability}:${id}`;
