import { REFERENCE_IMAGE_MAX_BYTES, REFERENCE_IMAGE_MAX_PIXELS } from '@mergepix/core';
import { DomainError } from '../errors.ts';
import { reencodeImage } from '../images/image-decode.ts';
import { type ObjectStore, parsePublicObjectPath } from '../storage/object-store.ts';
import { type AddressPolicy, FetchRefused, safeFetch } from './safe-fetch.ts';

/** A reference image, decoded, checked and re-encoded (never the client's bytes as sent). */
export interface ReferenceImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Where reference images may come from. */
export interface ReferenceSources {
  store: ObjectStore;
  publicUrl: string;
  /** Which addresses remote URLs may resolve to (tests loosen it for a local server). */
  policy?: AddressPolicy;
}

const MAX_EDGE = 2048;

async function rawBytes(input: string, sources: ReferenceSources): Promise<Buffer> {
  if (input.startsWith('data:')) {
    const match = /^data:([\w/+.-]+)?(;[\w=-]+)*;base64,(.*)$/s.exec(input);
    if (!match)
      throw new DomainError('invalid', 'invalid_reference', 'referenceImageUrl is not a base64 data: URL.');
    const b64 = match[3] ?? '';
    // Check the size from the base64 length before allocating the decoded buffer.
    if (Math.floor((b64.length * 3) / 4) > REFERENCE_IMAGE_MAX_BYTES + 2) {
      throw new DomainError('too_large', 'reference_too_large', 'The reference image is larger than 10 MB.');
    }
    return Buffer.from(b64, 'base64');
  }
  // Our own stored images are read from storage directly, never fetched over the network.
  const own = input.startsWith(sources.publicUrl) ? input.slice(sources.publicUrl.length) : input;
  const stored = parsePublicObjectPath(own.split('?')[0] ?? '');
  if (stored === 'malformed') {
    throw new DomainError(
      'invalid',
      'invalid_reference',
      'referenceImageUrl is not a valid stored image path: it has a malformed %-escape.',
    );
  }
  if (stored) {
    const object = await sources.store.get(stored.bucket, stored.key);
    if (!object)
      throw new DomainError('not_found', 'reference_not_found', 'The stored reference image does not exist.');
    return Buffer.from(object.bytes);
  }
  try {
    const { bytes } = await safeFetch(input, { maxBytes: REFERENCE_IMAGE_MAX_BYTES, policy: sources.policy });
    return bytes;
  } catch (err) {
    if (err instanceof FetchRefused) throw new DomainError(err.kind, 'reference_fetch_refused', err.message);
    throw err;
  }
}

/**
 * Loads a reference image from a data: URL, our storage or a public http(s) URL; accepts only
 * PNG, JPEG and WebP by their signature (SVG and everything else is refused), checks the pixel
 * count before decoding, and re-encodes it at most 2048 px on its long edge (see reencodeImage:
 * decodes wait their turn at the shared decode gate).
 */
export async function loadReferenceImage(input: string, sources: ReferenceSources): Promise<ReferenceImage> {
  const bytes = await rawBytes(input, sources);
  if (bytes.length > REFERENCE_IMAGE_MAX_BYTES) {
    throw new DomainError('too_large', 'reference_too_large', 'The reference image is larger than 10 MB.');
  }
  const image = await reencodeImage(bytes, {
    subject: 'The reference image',
    maxPixels: REFERENCE_IMAGE_MAX_PIXELS,
    maxEdge: MAX_EDGE,
    format: 'png-or-jpeg',
    tooManyPixelsCode: 'reference_too_many_pixels',
  });
  return { bytes: image.bytes, contentType: image.contentType, width: image.width, height: image.height };
}
