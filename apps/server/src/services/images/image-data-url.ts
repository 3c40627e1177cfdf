import { type ImageType, sniffImageType } from '../../image-type.ts';

/** A decoded image upload. */
export interface DecodedImage {
  bytes: Uint8Array;
  type: ImageType;
  ext: 'png' | 'jpg' | 'webp';
}

/**
 * Decodes a `data:image/...;base64,` URL, accepting it only when the bytes really are the
 * declared PNG, JPEG or WebP and fit in `maxBytes`. Returns a reason string otherwise.
 */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): DecodedImage | string {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match) return 'The image must be a PNG, JPEG or WebP data URL.';
  const bytes = new Uint8Array(Buffer.from(match[2] ?? '', 'base64'));
  if (bytes.length > maxBytes) return `The image is larger than ${Math.round(maxBytes / 1024)} KB.`;
  const type = sniffImageType(bytes);
  if (!type) return 'The file is not a PNG, JPEG or WebP image.';
  if (type !== match[1])
    return `The file is a ${type.slice(6).toUpperCase()} image, not the ${match[1]?.slice(6).toUpperCase()} it claims to be.`;
  const ext = type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpg' : 'webp';
  return { bytes, type, ext };
}
