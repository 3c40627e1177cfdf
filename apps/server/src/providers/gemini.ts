import { ApiError, type GenerateContentResponse, GoogleGenAI, Modality, type Part } from '@google/genai';
import { DEFAULT_ASPECT_RATIO, isProviderKeyConfigured } from '@mergepix/core';
import { checkedImage, fromBase64, MAX_PROVIDER_IMAGE_BYTES } from './image-bytes.ts';
import { GEMINI_IMAGE_MODEL, type ImageProvider, ProviderError, type ProviderImage } from './types.ts';

/** Where and how to reach the Gemini API. */
export interface GeminiConfig {
  apiKey?: string | undefined;
  /** The API origin; the SDK appends /v1beta/models/... */
  baseUrl?: string | undefined;
  maxImageBytes?: number;
}

const DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

/** The Gemini image provider (Gemini image models through generateContent). */
export function createGeminiImageProvider(config: GeminiConfig): ImageProvider {
  const configured = isProviderKeyConfigured(config.apiKey);
  const maxBytes = config.maxImageBytes ?? MAX_PROVIDER_IMAGE_BYTES;
  // vertexai, baseUrl and apiVersion are explicit: left out, the SDK reads GOOGLE_* from process.env.
  const client = configured
    ? new GoogleGenAI({
        apiKey: config.apiKey?.trim(),
        vertexai: false,
        apiVersion: 'v1beta',
        // Without retryOptions the SDK makes exactly one attempt; the chain does the retrying.
        httpOptions: { baseUrl: config.baseUrl ?? DEFAULT_BASE_URL },
      })
    : undefined;

  return {
    id: 'gemini',
    configured,
    async generate(req, signal) {
      if (!client)
        throw new ProviderError('no Gemini key configured', { kind: 'unconfigured', retryable: false });
      const model = req.model ?? GEMINI_IMAGE_MODEL;
      const parts: Part[] = [{ text: req.prompt }];
      if (req.reference)
        parts.push({
          inlineData: { mimeType: req.reference.contentType, data: req.reference.bytes.toString('base64') },
        });
      let res: GenerateContentResponse;
      try {
        res = await client.models.generateContent({
          model,
          contents: [{ role: 'user', parts }],
          config: {
            responseModalities: [Modality.TEXT, Modality.IMAGE],
            imageConfig: { aspectRatio: req.aspectRatio ?? DEFAULT_ASPECT_RATIO },
            abortSignal: signal,
          },
        });
      } catch (error) {
        throw toProviderError(error);
      }
      return readImage(res, model, maxBytes);
    },
  };
}

/** The first inline image of the first candidate, or a ProviderError saying why there is none. */
function readImage(res: GenerateContentResponse, model: string, maxBytes: number): ProviderImage {
  const candidate = res.candidates?.[0];
  const parts = candidate?.content?.parts ?? [];
  const image = parts.find((p) => p.inlineData?.data && p.inlineData.mimeType?.startsWith('image/'));
  if (image?.inlineData?.data)
    return checkedImage(fromBase64(image.inlineData.data), model, 'Gemini', maxBytes);

  const blocked = res.promptFeedback?.blockReason;
  if (blocked) throw noImage(`the prompt was blocked (${blocked})`, false);
  const finish = candidate?.finishReason;
  if (finish && finish !== 'STOP') throw noImage(`generation stopped (${finish})`, false);
  const text = parts
    .map((p) => p.text ?? '')
    .join(' ')
    .trim();
  // Image models now and then answer in words only; another try usually draws.
  if (text) throw noImage(`the model answered with text only ("${text.slice(0, 120)}")`, true);
  throw noImage('empty response', true);
}

function noImage(reason: string, retryable: boolean): ProviderError {
  return new ProviderError(`Gemini returned no image: ${reason}`, { kind: 'no-image', retryable });
}

/** The `{ error: { message, details } }` body the SDK puts, as JSON, into ApiError.message. */
function parseErrorBody(message: string): { text: string; retryAfterMs?: number } {
  try {
    const body = JSON.parse(message) as {
      error?: { message?: unknown; details?: { '@type'?: string; retryDelay?: string }[] };
    };
    const text = typeof body.error?.message === 'string' ? body.error.message : message;
    const delay = body.error?.details?.find((d) => d['@type']?.endsWith('RetryInfo'))?.retryDelay;
    const seconds = delay ? Number.parseFloat(delay) : Number.NaN;
    return Number.isFinite(seconds) ? { text, retryAfterMs: seconds * 1000 } : { text };
  } catch {
    return { text: message };
  }
}

/** Maps the SDK's errors to {@link ProviderError}. */
export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof ApiError) {
    const { text, retryAfterMs } = parseErrorBody(error.message);
    return ProviderError.http(error.status, text, {
      cause: error,
      ...(retryAfterMs !== undefined && { retryAfterMs }),
    });
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return new ProviderError('Gemini request aborted', { kind: 'aborted', retryable: false, cause: error });
  return ProviderError.other('Gemini', error);
}
