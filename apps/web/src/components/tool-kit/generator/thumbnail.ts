import {
  REFERENCE_THUMBNAIL_QUALITY,
  REFERENCE_THUMBNAIL_SIZE_PX,
  REFERENCE_THUMBNAIL_TIMEOUT_MS,
} from '@mergepix/core';

/** Source rectangle of a centred "cover" crop of a w×h image into a square. */
export interface CoverRect {
  sx: number;
  sy: number;
  side: number;
}

/** The largest centred square of a w×h image. */
export function coverSquare(width: number, height: number): CoverRect {
  const side = Math.min(width, height);
  return { sx: (width - side) / 2, sy: (height - side) / 2, side };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded.'));
    image.src = src;
  });
}

async function draw(dataUrl: string, size: number, quality: number): Promise<string> {
  const image = await loadImage(dataUrl);
  const width = image.naturalWidth || image.width;
  const height = image.naturalHeight || image.height;
  if (!width || !height) throw new Error('The image has no size.');
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context.');
  // JPEG has no alpha: without a fill, transparent PNG areas turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  const { sx, sy, side } = coverSquare(width, height);
  context.drawImage(image, sx, sy, side, side, 0, 0, size, size);
  return canvas.toDataURL('image/jpeg', quality);
}

/**
 * A size×size JPEG data URL cropped from the middle of the image, or null when it cannot be made in time
 * (docs/product.md#reference-images: a failed or slow thumbnail just means no thumbnail). Never rejects.
 */
export async function makeThumbnail(
  dataUrl: string,
  size = REFERENCE_THUMBNAIL_SIZE_PX,
  quality = REFERENCE_THUMBNAIL_QUALITY,
  timeoutMs = REFERENCE_THUMBNAIL_TIMEOUT_MS,
): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`Thumbnail took longer than ${timeoutMs} ms; continuing without one.`);
      resolve(null);
    }, timeoutMs);
  });
  const work = draw(dataUrl, size, quality).catch((error: unknown) => {
    console.warn('Could not make a thumbnail', error);
    return null;
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads a file as a data URL. */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read as a data URL.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
