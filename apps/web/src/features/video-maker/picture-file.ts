import { VIDEO_LIMITS } from '@mergepix/core';
import { headerPixelSize } from '@/components/tool-kit/images/image-size';

// The picture a video moves across, checked before anything decodes it (not an image, empty, too
// many bytes, too many pixels: a 12,000×12,000 PNG is refused from its first bytes), then decoded
// once and, when larger than a 4K frame needs, scaled down so every frame draws quickly.

const MB = 1024 * 1024;
/** The longest side kept: enough for a 1080p frame zoomed in by 1.4 without softening. */
export const VIDEO_PICTURE_MAX_SIDE = 3840;

export interface VideoPicture {
  readonly bitmap: ImageBitmap;
  readonly name: string;
  /** The size of the file's own picture, before any scaling down. */
  readonly width: number;
  readonly height: number;
}

const label = (name: string) => `“${name || 'The file'}”`;

/** Image files by their first bytes: JPEG, PNG, GIF, WEBP, BMP, AVIF. */
export function sniffImage(head: Uint8Array): boolean {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  const ascii = (i: number, text: string) => at(i, ...[...text].map((c) => c.charCodeAt(0)));
  return (
    at(0, 0xff, 0xd8, 0xff) ||
    at(0, 0x89, 0x50, 0x4e, 0x47) ||
    ascii(0, 'GIF8') ||
    (ascii(0, 'RIFF') && ascii(8, 'WEBP')) ||
    ascii(0, 'BM') ||
    (ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis')))
  );
}

/** Why this file cannot be the video's picture, or undefined when it can be decoded. */
export async function checkPictureFile(blob: Blob, name: string): Promise<string | undefined> {
  if (blob.size === 0) return `${label(name)} is empty.`;
  const head = new Uint8Array(await blob.slice(0, 64 * 1024).arrayBuffer());
  if (!sniffImage(head)) return `${label(name)} is not a picture. Use a JPG, PNG, WEBP or GIF image.`;
  if (blob.size > VIDEO_LIMITS.maxImageBytes)
    return `${label(name)} is ${(blob.size / MB).toFixed(1)} MB; pictures can be up to ${VIDEO_LIMITS.maxImageBytes / MB} MB.`;
  const size = headerPixelSize(head);
  if (size) return checkPixelSize(size, name);
  return undefined;
}

/** Refuses a picture too large to decode safely. */
export function checkPixelSize(size: { width: number; height: number }, name: string): string | undefined {
  const { maxImageSide, maxImagePixels } = VIDEO_LIMITS;
  if (size.width > maxImageSide || size.height > maxImageSide || size.width * size.height > maxImagePixels)
    return `${label(name)} is ${size.width.toLocaleString('en-US')}×${size.height.toLocaleString('en-US')} pixels; pictures can be up to ${maxImageSide.toLocaleString('en-US')} pixels on a side and ${maxImagePixels / 1_000_000} megapixels.`;
  return undefined;
}

/** The size a picture is kept at: its own, or scaled down to {@link VIDEO_PICTURE_MAX_SIDE}. */
export function keptSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, VIDEO_PICTURE_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type PictureResult = { ok: true; picture: VideoPicture } | { ok: false; message: string };

/** Checks, decodes and (when large) scales down a picture. */
export async function readPicture(blob: Blob, name: string): Promise<PictureResult> {
  try {
    return await decodePicture(blob, name);
  } catch {
    // The file went away while being read, or the browser ran out of memory scaling it.
    return { ok: false, message: `${label(name)} could not be read. Try again, or use a smaller picture.` };
  }
}

async function decodePicture(blob: Blob, name: string): Promise<PictureResult> {
  const refused = await checkPictureFile(blob, name);
  if (refused) return { ok: false, message: refused };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    return { ok: false, message: `${label(name)} could not be read as a picture. It may be damaged.` };
  }
  const tooLarge = checkPixelSize(bitmap, name);
  if (tooLarge) {
    bitmap.close();
    return { ok: false, message: tooLarge };
  }
  const { width, height } = bitmap;
  const kept = keptSize(width, height);
  if (kept.width !== width) {
    const scaled = await createImageBitmap(bitmap, {
      resizeWidth: kept.width,
      resizeHeight: kept.height,
      resizeQuality: 'high',
    });
    bitmap.close();
    bitmap = scaled;
  }
  return { ok: true, picture: { bitmap, name, width, height } };
}
