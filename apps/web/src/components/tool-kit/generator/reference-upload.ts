import { REFERENCE_IMAGE_MAX_BYTES } from '@mergepix/core';
import { type StoredReferenceImage, saveReferenceImage } from './reference-history';
import { makeThumbnail } from './thumbnail';

/** Shown when the chosen file is not an image. */
export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (JPG, PNG or WEBP).';
/** Shown when the chosen file is over REFERENCE_IMAGE_MAX_BYTES. */
export const IMAGE_TOO_LARGE_MESSAGE = 'That image is larger than 10 MB. Please choose a smaller one.';
/** The upload hint (docs/product.md#reference-images). */
export const UPLOAD_HINT = 'JPG, PNG, WEBP up to 10MB';

// Some systems hand over images with an empty MIME type; the extension decides then.
const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|bmp|avif|heic|heif)$/i;

/** Why a file cannot be a reference image, or null when it can. */
export function referenceFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isImage = file.type ? file.type.startsWith('image/') : IMAGE_EXTENSION.test(file.name);
  if (!isImage) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > REFERENCE_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Makes a thumbnail (null on failure or timeout) and saves the image at the front of the
 * category's history. Never rejects: storage trouble still yields the in-memory record.
 */
export async function storeReferenceImage(
  file: Pick<File, 'name' | 'type' | 'size'>,
  dataUrl: string,
  category: string,
): Promise<StoredReferenceImage> {
  const thumbnail = await makeThumbnail(dataUrl);
  return saveReferenceImage({
    imageUrl: dataUrl,
    category,
    name: file.name,
    metadata: { name: file.name, type: file.type, size: file.size },
    thumbnail,
  });
}
