import type { AspectRatio } from '@mergepix/core';

/** Core's aspect ratios; every provider maps them to a size it supports. */
export type { AspectRatio };

/** The AI providers the server can call. */
export type ProviderId = 'openai' | 'gemini';

/** The AI image providers (both of them). */
export type ImageProviderId = ProviderId;

/** Everything a provider needs to make one image. */
export interface ImageRequest {
  prompt: string;
  /** A model of the provider it goes to; the provider's default when absent. */
  model?: string;
  /** Defaults to 1:1 (docs/product.md#providers-and-models). */
  aspectRatio?: AspectRatio;
  /** An image to work from (cartoon, action figure, Ghibli, meme). */
  reference?: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' | 'image/webp' };
}

/** An image a provider produced, checked to really be an image. */
export interface ProviderImage {
  bytes: Buffer;
  contentType: string;
  /** The model that made it (the local engine names itself). */
  model: string;
}

/** An AI image provider. `configured` is false when its key is missing or too short. */
export interface ImageProvider {
  id: ImageProviderId;
  configured: boolean;
  /** Makes one image; aborts when `signal` does. Throws {@link ProviderError}. */
  generate(req: ImageRequest, signal: AbortSignal): Promise<ProviderImage>;
}

/** One message of an assistant conversation. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Sampling settings for one chat answer (docs/product.md#ai-assistant: gpt-4o-mini, 0.7, 800 tokens). */
export interface ChatOptions {
  temperature: number;
  maxTokens: number;
  model?: string;
}

/** A streaming chat provider. */
export interface ChatProvider {
  id: ProviderId;
  configured: boolean;
  /** Yields text deltas as they arrive; aborts when `signal` does. Throws {@link ProviderError}. */
  stream(messages: ChatMessage[], opts: ChatOptions, signal: AbortSignal): AsyncIterable<string>;
}

/** What went wrong, so the chain can word the fallback reason and decide on a retry. */
export type ProviderErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid'
  | 'no-image'
  | 'unconfigured';

/** True for statuses worth one more try: timeouts, rate limits and server faults. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** True for undici's "fetch failed" / "terminated": the connection broke, not our code. */
export function isConnectionError(error: unknown): error is TypeError {
  return error instanceof TypeError && /fetch failed|terminated|socket|ECONN/i.test(error.message);
}

/** A provider call that failed, normalised across SDKs. Never carries the API key. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  /** The provider's HTTP status, when it answered with one. */
  readonly status?: number;
  /** 5xx, 429, network errors and timeouts: another try may well succeed. */
  readonly retryable: boolean;
  /** How long the provider asked us to wait (Retry-After, Gemini RetryInfo). */
  readonly retryAfterMs?: number;

  constructor(
    message: string,
    opts: {
      kind: ProviderErrorKind;
      status?: number;
      retryable?: boolean;
      retryAfterMs?: number;
      cause?: unknown;
    },
  ) {
    super(message, { cause: opts.cause });
    this.kind = opts.kind;
    if (opts.status !== undefined) this.status = opts.status;
    if (opts.retryAfterMs !== undefined) this.retryAfterMs = opts.retryAfterMs;
    this.retryable =
      opts.retryable ??
      (opts.status !== undefined
        ? isRetryableStatus(opts.status)
        : opts.kind === 'network' || opts.kind === 'timeout');
  }

  /**
   * An HTTP error answer, worded as docs/product.md#error-catalogue says: "Edge function error: {status} -
   * {body}".
   */
  static http(status: number, body: string, opts: { retryAfterMs?: number; cause?: unknown } = {}) {
    const text = body.length > 300 ? `${body.slice(0, 300)}…` : body;
    return new ProviderError(`Edge function error: ${status} - ${text}`, { kind: 'http', status, ...opts });
  }

  /**
   * What is left once a provider's own error classes are mapped: a body that is not JSON, a
   * broken connection (worth a retry), or anything else, named after the provider.
   */
  static other(provider: string, error: unknown): ProviderError {
    if (error instanceof SyntaxError)
      return new ProviderError(`${provider} sent a response that is not valid JSON`, {
        kind: 'invalid',
        retryable: false,
        cause: error,
      });
    if (isConnectionError(error))
      return new ProviderError(`connection to ${provider} failed: ${error.message}`, {
        kind: 'network',
        cause: error,
      });
    const message = error instanceof Error ? error.message : String(error);
    return new ProviderError(`${provider} failed: ${message}`, {
      kind: 'invalid',
      retryable: false,
      cause: error,
    });
  }
}

/** Where the payloads' `provider` values go (docs/product.md#providers-and-models). */
export interface ProviderChoice {
  provider: ImageProviderId;
  model: string;
}

/**
 * The image models (docs/product.md#providers-and-models). dall-e-3 cannot edit, so reference images always
 * go to gpt-image-1.
 */
export const OPENAI_IMAGE_MODEL = { dallE3: 'dall-e-3', gptImage: 'gpt-image-1' } as const;

/**
 * The Gemini image model. The payload values `gemini`, `gemini2flash` and `imagen` all land here: the
 * Gemini 2.0 image preview and every Imagen model are shut down, Google's migration guide maps
 * Imagen to this model, and @google/genai 2.x refuses `generateImages` with an API key.
 */
export const GEMINI_IMAGE_MODEL = 'gemini-3.1-flash-image';

/** Payload `provider` value → provider and model. */
export const PAYLOAD_PROVIDERS = {
  openai: { provider: 'openai', model: OPENAI_IMAGE_MODEL.dallE3 },
  'gpt-image-1': { provider: 'openai', model: OPENAI_IMAGE_MODEL.gptImage },
  gemini: { provider: 'gemini', model: GEMINI_IMAGE_MODEL },
  gemini2flash: { provider: 'gemini', model: GEMINI_IMAGE_MODEL },
  imagen: { provider: 'gemini', model: GEMINI_IMAGE_MODEL },
} as const satisfies Record<string, ProviderChoice>;

/** A `provider` value the payloads use (docs/product.md#server-functions). */
export type PayloadProvider = keyof typeof PAYLOAD_PROVIDERS;

/** The provider and model for a payload value, or undefined for values no payload uses. */
export function resolvePayloadProvider(value: string): ProviderChoice | undefined {
  return Object.hasOwn(PAYLOAD_PROVIDERS, value) ? PAYLOAD_PROVIDERS[value as PayloadProvider] : undefined;
}

/** How people read provider names in fallback reasons. */
export const PROVIDER_LABELS: Record<ProviderId, string> = { openai: 'OpenAI', gemini: 'Gemini' };

/** The subset of a pino logger the chain writes to. */
export interface ProviderLog {
  warn(obj: Record<string, unknown>, msg: string): void;
  info(obj: Record<string, unknown>, msg: string): void;
}
