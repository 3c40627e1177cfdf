import {
  breakerKey,
  type CircuitBreaker,
  describeFailure,
  type Fallback,
  type RetryOptions,
  raceAbort,
  withRetry,
} from './resilience.ts';
import {
  type ImageProvider,
  type ImageProviderId,
  type ImageRequest,
  PROVIDER_LABELS,
  ProviderError,
  type ProviderImage,
  type ProviderLog,
} from './types.ts';

/** Options of {@link generateImage}. */
export interface GenerateImageOptions {
  requested: ImageProviderId;
  providers: readonly ImageProvider[];
  /** The offline engine: always there, never AI. */
  local: (req: ImageRequest) => Promise<ProviderImage>;
  /** Budget per provider, retry included (90 s). */
  timeoutMs?: number;
  breaker?: CircuitBreaker;
  log?: ProviderLog;
  /** The client went away: stop, and do not fall back. */
  signal?: AbortSignal;
  /** Retry tuning (tests shorten the pause). */
  retry?: Pick<RetryOptions, 'retries' | 'backoffMs' | 'maxWaitMs' | 'sleep'>;
}

/** An image and who made it. */
export interface GeneratedImage {
  image: ProviderImage;
  provider: ImageProviderId | 'local';
  model: string;
  fallback?: Fallback;
}

/**
 * Makes an image: the requested provider if configured, then any other configured provider, then
 * the local engine. Each provider gets `timeoutMs` and one retry on transient errors; one that
 * keeps failing is skipped by the breaker. Only the requested provider gets `request.model`.
 */
export async function generateImage(
  request: ImageRequest,
  opts: GenerateImageOptions,
): Promise<GeneratedImage> {
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const order = [opts.requested, ...opts.providers.map((p) => p.id).filter((id) => id !== opts.requested)];
  const reasons: string[] = [];
  const fallback = (): Fallback | undefined =>
    reasons.length > 0 ? { from: opts.requested, reason: reasons.join('; ') } : undefined;

  for (const id of new Set(order)) {
    const label = PROVIDER_LABELS[id];
    const provider = opts.providers.find((p) => p.id === id);
    if (!provider?.configured) {
      // Other providers without a key are simply not options; only the requested one needs saying.
      if (id === opts.requested) reasons.push(`no ${label} key configured`);
      continue;
    }
    const key = breakerKey('image', id);
    if (opts.breaker?.isOpen(key)) {
      reasons.push(`${label} skipped: failing repeatedly`);
      continue;
    }
    const req = id === opts.requested ? request : { ...request, model: undefined };
    try {
      const image = await callWithDeadline(provider, req, timeoutMs, opts);
      opts.breaker?.recordSuccess(key);
      const result: GeneratedImage = { image, provider: id, model: image.model };
      const why = fallback();
      if (why) {
        result.fallback = why;
        opts.log?.info(
          { provider: id, from: why.from, reason: why.reason },
          'image made by a fallback provider',
        );
      }
      return result;
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      opts.breaker?.recordFailure(key);
      const reason = describeFailure(label, error, timeoutMs);
      reasons.push(reason);
      opts.log?.warn(
        { provider: id, reason, status: (error as ProviderError).status, err: (error as Error).message },
        'image provider failed',
      );
    }
  }

  const image = await opts.local(request);
  const result: GeneratedImage = { image, provider: 'local', model: image.model };
  const why = fallback();
  if (why) {
    result.fallback = why;
    opts.log?.info({ provider: 'local', from: why.from, reason: why.reason }, 'Using fallback mechanism');
  }
  return result;
}

/** One provider with its own deadline (covering the retry) linked to the caller's signal. */
async function callWithDeadline(
  provider: ImageProvider,
  req: ImageRequest,
  timeoutMs: number,
  opts: GenerateImageOptions,
): Promise<ProviderImage> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  try {
    return await withRetry(() => raceAbort(provider.generate(req, signal), signal), {
      ...opts.retry,
      signal,
      onRetry: (error, waitMs, attempt) =>
        opts.log?.info(
          { provider: provider.id, attempt, waitMs, err: error.message },
          'retrying image provider',
        ),
    });
  } catch (error) {
    if (deadline.aborted && !opts.signal?.aborted)
      throw new ProviderError(`${PROVIDER_LABELS[provider.id]} timed out`, { kind: 'timeout', cause: error });
    throw error;
  }
}
