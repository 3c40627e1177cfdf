import { clampFrameDuration, GIF_LIMITS, readGif } from '@mergepix/core';
import { headerPixelSize } from '@/components/tool-kit/images/image-size';

// One dropped or chosen file → the pictures of one or more frames. Everything that can refuse a
// file does so before decoding it, with a message naming the file; a picture is stored no larger
// than the largest GIF side, as a JPEG, so sixty of them fit in the browser's storage.

export interface FramePicture {
  readonly blob: Blob;
  /** From an animated GIF: how long this frame showed there. */
  readonly durationMs?: number;
}

export type FrameFileResult =
  | { readonly ok: true; readonly pictures: readonly FramePicture[] }
  | { readonly ok: false; readonly message: string };

const MB = 1024 * 1024;
const STORED_QUALITY = 0.9;

const fail = (message: string): FrameFileResult => ({ ok: false, message });
const label = (file: File) => `“${file.name || 'The file'}”`;

function looksLikeImage(file: File): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(jpe?g|png|gif|webp|bmp|avif|svg)$/i.test(file.name);
}

/** Checks a file before it is read: an image, not too large in bytes or in pixels. */
export async function checkFrameFile(file: File): Promise<string | undefined> {
  if (!looksLikeImage(file)) return `${label(file)} is not an image. Use a JPG, PNG, WEBP or GIF file.`;
  if (file.size === 0) return `${label(file)} is empty.`;
  if (file.size > GIF_LIMITS.maxUploadBytes)
    return `${label(file)} is ${(file.size / MB).toFixed(1)} MB; pictures can be up to ${GIF_LIMITS.maxUploadBytes / MB} MB.`;
  const size = headerPixelSize(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()));
  if (size && size.width * size.height > GIF_LIMITS.maxUploadPixels)
    return `${label(file)} is ${size.width.toLocaleString('en-US')}×${size.height.toLocaleString('en-US')} pixels; pictures can have up to ${GIF_LIMITS.maxUploadPixels / 1_000_000} megapixels.`;
  return undefined;
}

/** The size a picture is kept at: its own, or smaller so its longer side is at most 1200 px. */
export function storedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, GIF_LIMITS.storedMaxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(blob: Blob): Promise<ImageBitmap | HTMLImageElement> {
  try {
    return await createImageBitmap(blob);
  } catch {
    // SVG and a few other formats decode only through an <img>.
    const url = URL.createObjectURL(blob);
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      return img;
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('The picture could not be stored.'))),
      'image/jpeg',
      STORED_QUALITY,
    ),
  );
}

/** A picture drawn over white at its stored size, as a JPEG. */
async function storedPicture(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const size = storedSize(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw pictures.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, size.width, size.height);
  return toBlob(canvas);
}

/** An animated GIF's frames composed one over the other, as the file shows them. */
async function gifFrames(bytes: Uint8Array, room: number): Promise<FramePicture[]> {
  const gif = readGif(bytes);
  const canvas = document.createElement('canvas');
  canvas.width = gif.width;
  canvas.height = gif.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return [];
  const pictures: FramePicture[] = [];
  for (const frame of gif.frames.slice(0, room)) {
    const before = frame.disposal === 3 ? ctx.getImageData(0, 0, gif.width, gif.height) : null;
    const patch = await createImageBitmap(
      new ImageData(new Uint8ClampedArray(frame.rgba), frame.width, frame.height),
    );
    ctx.drawImage(patch, frame.left, frame.top);
    patch.close();
    pictures.push({
      blob: await storedPicture(canvas, gif.width, gif.height),
      durationMs: clampFrameDuration(frame.delayCs * 10 || 100),
    });
    if (frame.disposal === 2) ctx.clearRect(frame.left, frame.top, frame.width, frame.height);
    if (before) ctx.putImageData(before, 0, 0);
  }
  return pictures;
}

/**
 * Reads one file into frame pictures (several for an animated GIF, at most `room`). Never
 * throws: a file that cannot be used gives the message to show.
 */
export async function readFrameFile(file: File, room: number): Promise<FrameFileResult> {
  const problem = await checkFrameFile(file);
  if (problem) return fail(problem);
  try {
    if (file.type === 'image/gif' || /\.gif$/i.test(file.name)) {
      const pictures = await gifFrames(new Uint8Array(await file.arrayBuffer()), room).catch(() => []);
      if (pictures.length > 1) return { ok: true, pictures };
    }
    const image = await decode(file);
    const width = 'naturalWidth' in image ? image.naturalWidth : image.width;
    const height = 'naturalHeight' in image ? image.naturalHeight : image.height;
    if (!width || !height) return fail(`${label(file)} could not be read as a picture.`);
    if (width * height > GIF_LIMITS.maxUploadPixels)
      return fail(`${label(file)} has more than ${GIF_LIMITS.maxUploadPixels / 1_000_000} megapixels.`);
    const blob = await storedPicture(image, width, height);
    if ('close' in image) image.close();
    return { ok: true, pictures: [{ blob }] };
  } catch {
    return fail(`${label(file)} could not be read as a picture. It may be damaged; try another file.`);
  }
}
