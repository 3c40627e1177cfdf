import { sniffImageType } from '../image-type.ts';
import { ProviderError, type ProviderImage } from './types.ts';

/** Largest image we accept from a provider; theirs are a few MB at most. */
export const MAX_PROVIDER_IMAGE_BYTES = 20 * 1024 * 1024;

/** Wraps bytes a provider sent as an image, refusing anything that is not PNG, JPEG or WebP. */
export function checkedImage(bytes: Buffer, model: string, label: string, maxBytes: number): ProviderImage {
  if (bytes.length > maxBytes) throw invalid(`${label} returned an image larger than ${maxBytes} bytes`);
  // The type comes from the bytes: a provider's claimed MIME type is not worth trusting.
  const contentType = sniffImageType(bytes);
  if (!contentType) throw invalid(`${label} returned data that is not an image`);
  return { bytes, contentType, model };
}

/** Decodes base64 image data (invalid characters are dropped by Buffer, so the sniff decides). */
export function fromBase64(data: string): Buffer {
  return Buffer.from(data, 'base64');
}

/** Downloads an image a provider linked to, reading at most `maxBytes`. */
export async function fetchImage(url: string, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw invalid('the provider linked to an image with an unusable URL');
  let res: Response;
  try {
    res = await fetch(parsed, { signal, redirect: 'follow' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ProviderError('could not download the generated image', { kind: 'network', cause: error });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw ProviderError.http(res.status, 'downloading the generated image failed');
  }
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw invalid(`the generated image is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  // Counted while reading: Content-Length may be missing or wrong.
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw invalid(`the generated image is larger than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

function invalid(message: string): ProviderError {
  return new ProviderError(message, { kind: 'invalid', retryable: false });
}
