// What kind of image a run of bytes is, read from its signature: the one check shared by what
// clients upload (services/images/) and what providers send back (providers/image-bytes.ts). The
// signatures themselves are core's, the same that name every download (docs/product.md#downloads).
import { sniffFileType } from '@mergepix/core';

/** The image types the server accepts. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const ACCEPTED: ReadonlySet<string> = new Set<ImageType>(['image/png', 'image/jpeg', 'image/webp']);

/** The image type by file signature, ignoring what the client claims. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const type = sniffFileType(bytes);
  return type && ACCEPTED.has(type) ? (type as ImageType) : undefined;
}
