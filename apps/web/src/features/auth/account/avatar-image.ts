import { AVATAR_MAX_BYTES } from '@mergepix/core';

/** Avatars are stored square at this size: enough for a 2x header chip and the account page. */
export const AVATAR_SIZE_PX = 256;
/** JPEG quality for avatars; a 256 px photo lands around 15-40 KB. */
export const AVATAR_JPEG_QUALITY = 0.85;
/** Files above this are refused before decoding, so a phone panorama cannot stall the tab. */
export const AVATAR_INPUT_MAX_BYTES = 20 * 1024 * 1024;

/** The source square to crop from a w×h image. */
export interface CropSquare {
  sx: number;
  sy: number;
  side: number;
}

/**
 * A centred square crop; for portrait images it sits a third of the way down instead of the
 * middle, because faces are usually in the upper half of a portrait photo.
 */
export function coverCrop(width: number, height: number): CropSquare {
  const side = Math.min(width, height);
  const sx = Math.round((width - side) / 2);
  const sy = height > width ? Math.round((height - side) / 3) : Math.round((height - side) / 2);
  return { sx, sy, side };
}

/** Decoded size of a base64 data URL, in bytes. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Why a picked file cannot be an avatar, or null when it may be decoded. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Choose an image file (JPEG, PNG, WebP or GIF).';
  if (file.size > AVATAR_INPUT_MAX_BYTES) return 'This image is larger than 20 MB. Choose a smaller one.';
  return null;
}

/**
 * Crops and scales a picked image to a AVATAR_SIZE_PX square JPEG data URL on a canvas, so the
 * upload is small whatever the camera produced. Transparent areas become white (JPEG has no alpha).
 */
export async function resizeAvatar(file: File): Promise<string> {
  const problem = avatarFileProblem(file);
  if (problem) throw new Error(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error("This image couldn't be read. Try a JPEG or PNG.");
  }
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE_PX;
  canvas.height = AVATAR_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Your browser could not process the image.');
  const { sx, sy, side } = coverCrop(bitmap.width, bitmap.height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, sx, sy, side, side, 0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
  bitmap.close();
  let dataUrl = canvas.toDataURL('image/jpeg', AVATAR_JPEG_QUALITY);
  // Noise-heavy images can exceed the server's limit even at 256 px; one lower-quality retry.
  if (dataUrlBytes(dataUrl) > AVATAR_MAX_BYTES) dataUrl = canvas.toDataURL('image/jpeg', 0.6);
  if (dataUrlBytes(dataUrl) > AVATAR_MAX_BYTES) throw new Error('This image is too detailed to use.');
  return dataUrl;
}
