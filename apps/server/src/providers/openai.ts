import { ASSISTANT_MODEL, DEFAULT_ASPECT_RATIO, isProviderKeyConfigured } from '@mergepix/core';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  toFile,
} from 'openai';
import { checkedImage, fetchImage, fromBase64, MAX_PROVIDER_IMAGE_BYTES } from './image-bytes.ts';
import {
  type AspectRatio,
  type ChatProvider,
  type ImageProvider,
  type ImageRequest,
  OPENAI_IMAGE_MODEL,
  ProviderError,
  type ProviderImage,
} from './types.ts';

/** Where and how to reach OpenAI or an OpenAI-compatible server. */
export interface OpenAIConfig {
  apiKey?: string | undefined;
  /** e.g. http://localhost:8080/v1 for LocalAI; api.openai.com when absent. */
  baseURL?: string | undefined;
  /** Cap for images the server links to instead of sending inline. */
  maxImageBytes?: number;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

// dall-e-3 knows square, wide and tall; the GPT image models have their own three sizes.
const DALL_E_SIZES: Record<AspectRatio, '1024x1024' | '1792x1024' | '1024x1792'> = {
  '1:1': '1024x1024',
  '16:9': '1792x1024',
  '4:3': '1792x1024',
  '9:16': '1024x1792',
  '3:4': '1024x1792',
};
const GPT_IMAGE_SIZES: Record<AspectRatio, '1024x1024' | '1536x1024' | '1024x1536'> = {
  '1:1': '1024x1024',
  '16:9': '1536x1024',
  '4:3': '1536x1024',
  '9:16': '1024x1536',
  '3:4': '1024x1536',
};
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** The OpenAI image and chat providers, sharing one SDK client. */
export function createOpenAIProviders(config: OpenAIConfig): { image: ImageProvider; chat: ChatProvider } {
  const configured = isProviderKeyConfigured(config.apiKey);
  const maxBytes = config.maxImageBytes ?? MAX_PROVIDER_IMAGE_BYTES;
  // Every option is explicit: left out, the SDK would read OPENAI_* from process.env itself.
  const client = configured
    ? new OpenAI({
        apiKey: config.apiKey?.trim() ?? null,
        baseURL: config.baseURL ?? DEFAULT_BASE_URL,
        adminAPIKey: null,
        organization: null,
        project: null,
        webhookSecret: null,
        // The chain retries once and owns the timeout (through the AbortSignal).
        maxRetries: 0,
        logLevel: 'off',
      })
    : undefined;
  const ready = (): OpenAI => {
    if (!client)
      throw new ProviderError('no OpenAI key configured', { kind: 'unconfigured', retryable: false });
    return client;
  };

  const image: ImageProvider = {
    id: 'openai',
    configured,
    async generate(req, signal) {
      try {
        return await generateImage(ready(), req, signal, maxBytes);
      } catch (error) {
        throw toProviderError(error);
      }
    },
  };

  const chat: ChatProvider = {
    id: 'openai',
    configured,
    async *stream(messages, opts, signal) {
      try {
        const stream = await ready().chat.completions.create(
          {
            model: opts.model ?? ASSISTANT_MODEL,
            messages,
            stream: true,
            temperature: opts.temperature,
            // max_tokens rather than max_completion_tokens: OpenAI-compatible servers know it.
            max_tokens: opts.maxTokens,
          },
          { signal },
        );
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        throw toProviderError(error);
      }
    },
  };

  return { image, chat };
}

async function generateImage(
  client: OpenAI,
  req: ImageRequest,
  signal: AbortSignal,
  maxBytes: number,
): Promise<ProviderImage> {
  const ratio = req.aspectRatio ?? DEFAULT_ASPECT_RATIO;
  const requested = req.model ?? OPENAI_IMAGE_MODEL.gptImage;
  const isDallE = requested.startsWith('dall-e');
  if (req.reference) {
    const model = isDallE ? OPENAI_IMAGE_MODEL.gptImage : requested;
    const { bytes, contentType } = req.reference;
    const file = await toFile(bytes, `reference.${EXTENSIONS[contentType]}`, { type: contentType });
    const res = await client.images.edit(
      // The GPT image models have no "standard" quality (docs/product.md#providers-and-models); medium is its
      // middle tier.
      { model, prompt: req.prompt, image: file, n: 1, size: GPT_IMAGE_SIZES[ratio], quality: 'medium' },
      { signal },
    );
    return readImage(res, model, signal, maxBytes);
  }
  const res = await client.images.generate(
    isDallE
      ? {
          model: requested,
          prompt: req.prompt,
          n: 1,
          size: DALL_E_SIZES[ratio],
          quality: 'standard',
          response_format: 'b64_json',
        }
      : // The GPT image models reject response_format: they always answer in base64.
        { model: requested, prompt: req.prompt, n: 1, size: GPT_IMAGE_SIZES[ratio], quality: 'medium' },
    { signal },
  );
  return readImage(res, requested, signal, maxBytes);
}

/** The first image of an images response; the SDK hands over plain text for non-JSON answers. */
async function readImage(
  res: unknown,
  model: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<ProviderImage> {
  const data = typeof res === 'object' && res !== null ? (res as { data?: unknown }).data : undefined;
  const first = Array.isArray(data)
    ? (data[0] as { b64_json?: unknown; url?: unknown } | undefined)
    : undefined;
  if (typeof first?.b64_json === 'string' && first.b64_json)
    return checkedImage(fromBase64(first.b64_json), model, 'OpenAI', maxBytes);
  // Some OpenAI-compatible servers answer with a link even when asked for base64.
  if (typeof first?.url === 'string')
    return checkedImage(await fetchImage(first.url, maxBytes, signal), model, 'OpenAI', maxBytes);
  throw new ProviderError('OpenAI answered without an image', { kind: 'invalid', retryable: false });
}

/** Seconds or an HTTP date in Retry-After; OpenAI also sends retry-after-ms. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (ms > 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Maps the SDK's errors to {@link ProviderError}; exported for tests of unusual answers. */
export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIUserAbortError || (error instanceof Error && error.name === 'AbortError'))
    return new ProviderError('OpenAI request aborted', { kind: 'aborted', retryable: false, cause: error });
  if (error instanceof APIConnectionTimeoutError)
    return new ProviderError('OpenAI did not answer in time', { kind: 'timeout', cause: error });
  if (error instanceof APIConnectionError)
    return new ProviderError('could not connect to OpenAI', { kind: 'network', cause: error });
  if (error instanceof APIError) {
    const body = (error.error as { message?: unknown } | undefined)?.message;
    const text = typeof body === 'string' ? body : error.message;
    // No status: an error event inside a stream that had started fine.
    if (error.status === undefined)
      return new ProviderError(`OpenAI stream error: ${text}`, {
        kind: 'http',
        retryable: true,
        cause: error,
      });
    const wait = retryAfterMs(error.headers);
    return ProviderError.http(error.status, text, {
      cause: error,
      ...(wait !== undefined && { retryAfterMs: wait }),
    });
  }
  return ProviderError.other('OpenAI', error);
}
