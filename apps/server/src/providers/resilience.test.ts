import { describe, expect, it, vi } from 'vitest';
import { describeFailure, formatSeconds, raceAbort, withRetry } from './resilience.ts';
import { ProviderError } from './types.ts';

const retryable = () => ProviderError.http(500, 'boom');
const instant = () => Promise.resolve();

describe('withRetry', () => {
  it('retries a retryable error once, after the backoff', async () => {
    const sleep = vi.fn(instant);
    const fn = vi.fn().mockRejectedValueOnce(retryable()).mockResolvedValueOnce('ok');
    await expect(withRetry(fn, { sleep })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(500, undefined);
  });

  it('gives up after one retry, and never retries a non-retryable error', async () => {
    const always = vi.fn().mockRejectedValue(retryable());
    await expect(withRetry(always, { sleep: instant })).rejects.toMatchObject({ status: 500 });
    expect(always).toHaveBeenCalledTimes(2);

    const denied = vi.fn().mockRejectedValue(ProviderError.http(401, 'bad key'));
    await expect(withRetry(denied, { sleep: instant })).rejects.toMatchObject({ status: 401 });
    expect(denied).toHaveBeenCalledTimes(1);
  });

  it('waits as long as Retry-After asks, but falls through when that is too long', async () => {
    const sleep = vi.fn(instant);
    const limited = (ms: number) => ProviderError.http(429, 'slow down', { retryAfterMs: ms });
    await withRetry(vi.fn().mockRejectedValueOnce(limited(2_000)).mockResolvedValue('ok'), { sleep });
    expect(sleep).toHaveBeenCalledWith(2_000, undefined);

    const long = vi.fn().mockRejectedValue(limited(60_000));
    await expect(withRetry(long, { sleep })).rejects.toMatchObject({ status: 429 });
    expect(long).toHaveBeenCalledTimes(1);
  });

  it('does not retry once its signal has aborted', async () => {
    const fn = vi.fn().mockRejectedValue(retryable());
    await expect(withRetry(fn, { signal: AbortSignal.abort(), sleep: instant })).rejects.toBeInstanceOf(
      ProviderError,
    );
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('raceAbort', () => {
  it('rejects at the abort even when the promise never settles', async () => {
    const ctrl = new AbortController();
    const pending = raceAbort(new Promise(() => {}), ctrl.signal);
    ctrl.abort(new Error('deadline'));
    await expect(pending).rejects.toThrow('deadline');
  });
});

describe('describeFailure', () => {
  it('words failures for marketers', () => {
    const timeout = new ProviderError('x', { kind: 'timeout' });
    expect(describeFailure('OpenAI', ProviderError.http(429, 'x'), 90_000)).toBe(
      'OpenAI failed: 429 rate limited',
    );
    expect(describeFailure('OpenAI', ProviderError.http(503, 'x'), 90_000)).toBe(
      'OpenAI failed: 503 server error',
    );
    expect(describeFailure('OpenAI', timeout, 90_000)).toBe('OpenAI timed out after 90 s');
    expect(describeFailure('Gemini', new ProviderError('x', { kind: 'network' }), 1)).toBe(
      'Gemini failed: could not connect',
    );
    expect(describeFailure('Gemini', new Error('bug'), 1)).toBe('Gemini failed: unexpected error');
    expect(formatSeconds(300)).toBe('0.3 s');
  });
});
