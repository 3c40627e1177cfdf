import {
  drawMemeText,
  MEME_JPEG_QUALITY,
  type MemeTextStyleInput,
  type MemeTexts,
  memeCanvasSize,
} from '@mergepix/core';
import { loadTextFonts } from '@/lib/fonts/font-loader';

/** Loads a picture for drawing; rejects when it cannot be decoded. */
export function loadMemeImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () =>
      image.naturalWidth > 0 ? resolve(image) : reject(new Error('The image has no pixels.'));
    image.onerror = () => reject(new Error('The image did not load.'));
    image.src = url;
  });
}

/** Makes sure the caption font (and any fallback its text needs) is loaded before drawing. */
export function loadCaptionFont(style: MemeTextStyleInput, texts: MemeTexts): Promise<boolean> {
  return loadTextFonts({
    family: style.fontFamily,
    weight: 400,
    text: `${texts.topText ?? ''} ${texts.bottomText ?? ''}`,
  });
}

/**
 * Draws the meme on `canvas`: the picture at the size the server uses (its own proportions, long
 * edge at most 1024) and the captions by core's renderer, the one the server draws with too.
 */
export function drawMeme(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  texts: MemeTexts,
  style: MemeTextStyleInput,
): void {
  const { width, height } = memeCanvasSize(image.naturalWidth, image.naturalHeight);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  drawMemeText(ctx, width, height, texts, style);
}

/** The plain overlay as exported (docs/product.md#meme-generator): JPEG at quality 0.9, as a data URL. */
export function renderMemeJpeg(image: HTMLImageElement, texts: MemeTexts, style: MemeTextStyleInput): string {
  const canvas = document.createElement('canvas');
  drawMeme(canvas, image, texts, style);
  return canvas.toDataURL('image/jpeg', MEME_JPEG_QUALITY);
}

/**
 * The picture as a data URL for the server, which does not fetch the app's own URLs: the user's
 * image as it is, a built-in template redrawn to PNG.
 */
export function imageAsDataUrl(url: string, image: HTMLImageElement): string {
  if (url.startsWith('data:')) return url;
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  return canvas.toDataURL('image/png');
}
