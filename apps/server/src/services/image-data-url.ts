/** A decoded image upload. */
export interface DecodedImage {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/** The image type by file signature, ignoring what the client claims. */
export function sniffImageType(bytes: Uint8Array): DecodedImage['type'] | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
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
