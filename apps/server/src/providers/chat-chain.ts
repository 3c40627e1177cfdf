import { ASSISTANT_MAX_TOKENS, ASSISTANT_TEMPERATURE } from '@mergepix/core';
import {
  breakerKey,
  type CircuitBreaker,
  describeFailure,
  type Fallback,
  formatSeconds,
  raceAbort,
} from './resilience.ts';
import {
  type ChatMessage,
  type ChatOptions,
  type ChatProvider,
  PROVIDER_LABELS,
  ProviderError,
  type ProviderLog,
} from './types.ts';

/** Options of {@link streamChat}. */
export interface StreamChatOptions {
  /** Tried in order. */
  providers: readonly ChatProvider[];
  /** The offline guide, used when no provider produces a first token. */
  offline: (messages: ChatMessage[]) => AsyncIterable<string>;
  /** A provider that sends no text within this is abandoned for the next one (20 s). */
  firstTokenTimeoutMs?: number;
  /** Once text flows, a pause longer than this ends the stream (defaults to firstTokenTimeoutMs). */
  idleTimeoutMs?: number;
  breaker?: CircuitBreaker;
  /** Defaults (docs/product.md#ai-assistant): gpt-4o-mini, temperature 0.7, 800 tokens. */
  temperature?: number | undefined;
  maxTokens?: number | undefined;
  model?: string | undefined;
  /** The client went away: stop, and do not fall back. */
  signal?: AbortSignal;
  log?: ProviderLog;
}

/** A chat answer on its way. */
export interface ChatStream {
  provider: ChatProvider['id'] | 'offline';
  /**
   * Text deltas. A provider failure after text has started ends it by throwing a ProviderError: the caller
   * catches it and appends the stream-fallback apology (docs/product.md#error-catalogue) to what was already
   * sent.
   */
  stream: AsyncIterable<string>;
  fallback?: Fallback;
}

/**
 * Starts a chat answer: the first provider that produces text within the first-token timeout,
 * else the offline guide. Falling back is only possible before the first token; later errors
 * end the stream (it throws), and a stream the caller stops reading frees the provider.
 */
export async function streamChat(messages: ChatMessage[], opts: StreamChatOptions): Promise<ChatStream> {
  const firstMs = opts.firstTokenTimeoutMs ?? 20_000;
  const settings: ChatOptions = {
    temperature: opts.temperature ?? ASSISTANT_TEMPERATURE,
    maxTokens: opts.maxTokens ?? ASSISTANT_MAX_TOKENS,
  };
  if (opts.model) settings.model = opts.model;
  const reasons: string[] = [];
  const fallback = (): Fallback | undefined =>
    reasons.length > 0 ? { from: opts.providers[0]?.id ?? 'offline', reason: reasons.join('; ') } : undefined;

  for (const provider of opts.providers) {
    const label = PROVIDER_LABELS[provider.id];
    if (!provider.configured) {
      reasons.push(`no ${label} key configured`);
      continue;
    }
    const key = breakerKey('chat', provider.id);
    if (opts.breaker?.isOpen(key)) {
      reasons.push(`${label} skipped: failing repeatedly`);
      continue;
    }
    const ctrl = new AbortController();
    const signal = opts.signal ? AbortSignal.any([opts.signal, ctrl.signal]) : ctrl.signal;
    const iterator = provider.stream(messages, settings, signal)[Symbol.asyncIterator]();
    try {
      const first = await firstText(iterator, firstMs, signal, ctrl);
      opts.breaker?.recordSuccess(key);
      const result: ChatStream = {
        provider: provider.id,
        stream: flow(first, iterator, signal, ctrl, opts.idleTimeoutMs ?? firstMs, (error) => {
          opts.breaker?.recordFailure(key);
          opts.log?.warn({ provider: provider.id, err: error.message }, 'chat stream broke off');
        }),
      };
      const why = fallback();
      if (why) result.fallback = why;
      return result;
    } catch (error) {
      stop(ctrl, iterator);
      if (opts.signal?.aborted) throw error;
      opts.breaker?.recordFailure(key);
      const reason = describeFailure(label, error, firstMs);
      reasons.push(reason);
      opts.log?.warn(
        { provider: provider.id, reason, err: (error as Error).message },
        'chat provider failed',
      );
    }
  }

  const result: ChatStream = { provider: 'offline', stream: opts.offline(messages) };
  const why = fallback();
  if (why) result.fallback = why;
  return result;
}

/** The first non-empty delta, within `ms`. */
async function firstText(
  iterator: AsyncIterator<string>,
  ms: number,
  signal: AbortSignal,
  ctrl: AbortController,
): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const step = await nextWithin(iterator, deadline - Date.now(), signal, ctrl);
    if (step.done) throw new ProviderError('the answer was empty', { kind: 'invalid', retryable: true });
    if (step.value) return step.value;
  }
}

/** The next delta, or a timeout ProviderError (which also aborts the provider's request). */
function nextWithin(
  iterator: AsyncIterator<string>,
  ms: number,
  signal: AbortSignal,
  ctrl: AbortController,
): Promise<IteratorResult<string>> {
  const timer = setTimeout(
    () => ctrl.abort(new ProviderError(`no text within ${formatSeconds(ms)}`, { kind: 'timeout' })),
    Math.max(0, ms),
  );
  // Raced, not just signalled: a provider that ignores its signal still cannot stall us.
  return raceAbort(iterator.next(), signal).finally(() => clearTimeout(timer));
}

async function* flow(
  first: string,
  iterator: AsyncIterator<string>,
  signal: AbortSignal,
  ctrl: AbortController,
  idleMs: number,
  onError: (error: ProviderError) => void,
): AsyncGenerator<string> {
  let done = false;
  try {
    yield first;
    for (;;) {
      const step = await nextWithin(iterator, idleMs, signal, ctrl);
      if (step.done) {
        done = true;
        return;
      }
      if (step.value) yield step.value;
    }
  } catch (error) {
    // The caller aborted: nobody is listening for an apology.
    if (signal.aborted && !(signal.reason instanceof ProviderError)) return;
    const failure =
      error instanceof ProviderError
        ? error
        : new ProviderError('the answer broke off', { kind: 'invalid', cause: error });
    onError(failure);
    throw failure;
  } finally {
    // Also runs when the caller stops reading early: free the provider's connection.
    if (!done) stop(ctrl, iterator);
  }
}

function stop(ctrl: AbortController, iterator: AsyncIterator<string>): void {
  ctrl.abort();
  // Not awaited: a generator's return() waits for its pending next(), which may never settle.
  iterator.return?.()?.catch(() => {});
}
