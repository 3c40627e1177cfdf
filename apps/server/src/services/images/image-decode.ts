import sharp, { type Metadata } from 'sharp';
import { sniffImageType } from '../../image-type.ts';
import { DomainError } from '../errors.ts';
import { decodeGate } from './decode-gate.ts';

// libvips' operation cache keeps recent inputs and results alive (50 MB by default); client
// images are never decoded twice, so it would only hold memory after a burst.
sharp.cache(false);

/** The content types a re-encoded image comes out as, by output choice. */
interface Outputs {
  webp: 'image/webp';
  /** PNG when the image has transparency, JPEG otherwise. */
  'png-or-jpeg': 'image/png' | 'image/jpeg';
  /** The format it came in (PNG, JPEG or WebP: all three are drawn by the renderer). */
  same: 'image/png' | 'image/jpeg' | 'image/webp';
}

/** How to check and re-encode one client image. */
export interface ReencodeOptions<F extends keyof Outputs> {
  /** How error messages name the image: "The reference image", "The avatar". */
  subject: string;
  /** Most pixels (width × height) accepted, checked from the header before decoding. */
  maxPixels: number;
  /** Longest edge of the result; smaller images are not enlarged. */
  maxEdge: number;
  format: F;
  /** Error code of the answer for an image over `maxPixels`. */
  tooManyPixelsCode: string;
}

/** A client image after decoding and re-encoding: our bytes, never the client's. */
export interface ReencodedImage<T extends string = Outputs[keyof Outputs]> {
  bytes: Buffer;
  contentType: T;
  ext: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/**
 * Decodes a client's PNG, JPEG or WebP (known by its signature, whatever it claims) and
 * re-encodes it: upright, at most `maxEdge` px on its long edge, without metadata (EXIF, GPS,
 * comments). The pixel count is checked from the header first, and the decode waits for a
 * slot of `decodeGate`, so a burst of large images never decodes more than a few at once.
 * Answers 422 for anything unsupported, too large in pixels or undecodable.
 */
export async function reencodeImage<F extends keyof Outputs>(
  bytes: Uint8Array,
  options: ReencodeOptions<F>,
): Promise<ReencodedImage<Outputs[F]>> {
  const { subject, maxPixels } = options;
  const sniffed = sniffImageType(bytes);
  if (!sniffed) {
    throw new DomainError(
      'unprocessable',
      'unsupported_image',
      `${subject} must be a PNG, JPEG or WebP file.`,
    );
  }
  const unreadable = () =>
    new DomainError('unprocessable', 'unreadable_image', `${subject} could not be read.`);
  return decodeGate.run(async () => {
    let meta: Metadata;
    try {
      // Header only; sharp would refuse an oversized one here without saying its size.
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable();
    }
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (!width || !height) throw unreadable();
    if (width * height > maxPixels) {
      const megapixels = Math.round(maxPixels / 100_000) / 10;
      throw new DomainError(
        'unprocessable',
        options.tooManyPixelsCode,
        `${subject} has more than ${megapixels} megapixels (it has ${width}×${height}).`,
      );
    }
    try {
      const pipeline = sharp(bytes, { limitInputPixels: maxPixels })
        .rotate()
        .resize({ width: options.maxEdge, height: options.maxEdge, fit: 'inside', withoutEnlargement: true });
      // An animated WebP or PNG is read as its first frame: a still in its own format.
      const type = (
        options.format === 'same'
          ? sniffed
          : options.format === 'webp'
            ? 'image/webp'
            : meta.hasAlpha
              ? 'image/png'
              : 'image/jpeg'
      ) as Outputs[F];
      const encoder =
        type === 'image/webp'
          ? pipeline.webp({ quality: options.format === 'same' ? 90 : 85 })
          : type === 'image/png'
            ? pipeline.png()
            : pipeline.jpeg({ quality: 90 });
      // No withMetadata(): sharp writes none of the input's EXIF, XMP, ICC profile or comments
      // (the pixels are converted to sRGB first).
      const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: type, ext: EXT[type], width: info.width, height: info.height };
    } catch {
      throw new DomainError('unprocessable', 'unreadable_image', `${subject} could not be decoded.`);
    }
  });
}
