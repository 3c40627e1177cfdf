import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { ensureFonts } from './fonts.ts';

/** The 2D context the renderers draw with. */
export type Ctx = SKRSContext2D;

/** A canvas and its context. */
export interface Surface {
  canvas: Canvas;
  ctx: Ctx;
  width: number;
  height: number;
}

/** JPEG quality of every offline render. */
export const JPEG_QUALITY = 85;
/**
 * Largest reference image sharp will decode (about 40 megapixels): enough for any phone photo,
 * small enough that a crafted image cannot make the server allocate gigabytes.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** A new canvas with fonts registered. */
export function createSurface(width: number, height: number): Surface {
  ensureFonts();
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  // Portable text output needs a fixed language (see @napi-rs/canvas setTextRenderer notes).
  ctx.lang = 'en';
  return { canvas, ctx, width, height };
}

/**
 * Encodes a finished (opaque) canvas as JPEG. Measured here at 1024×1024 q85 (bench/): sharp
 * from the raw pixels is 20-30% faster than the canvas's own encoder (p50 ~33 ms against ~45 ms
 * under load, ~24 against ~31 idle) for the same file size, so sharp does the encoding.
 */
export function encodeJpeg(canvas: Canvas, quality = JPEG_QUALITY): Promise<Buffer> {
  const raw = { width: canvas.width, height: canvas.height, channels: 4 } as const;
  return sharp(canvas.data(), { ...SHARP_INPUT, raw })
    .jpeg({ quality })
    .toBuffer();
}

/** How a reference image is fitted into a box. */
export type FitMode = 'cover' | 'contain';

/** Sharp options every reference decode uses. */
export const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' } as const;

/** Options of {@link drawReference}. */
export interface DrawReferenceOptions {
  fit?: FitMode;
  /** CSS filter applied while drawing (e.g. `blur(1px) saturate(1.2)`). */
  filter?: string;
  /** Fills the box first, so transparent images (PNG, WebP) sit on a colour instead of nothing. */
  background?: string;
}

/**
 * Decodes an image once with sharp (size-limited, EXIF-rotated) into a canvas. Large images are
 * shrunk by sharp on load to about `maxEdge`; the final scaling is left to the canvas, which
 * measured several times faster than sharp's resize kernels on this machine.
 */
export async function decodeImage(bytes: Buffer, maxEdge = 2048): Promise<Canvas> {
  const meta = await sharp(bytes, SHARP_INPUT).metadata();
  const longEdge = Math.max(meta.width ?? 0, meta.height ?? 0);
  let pipeline = sharp(bytes, SHARP_INPUT).rotate();
  if (longEdge > maxEdge * 1.5)
    pipeline = pipeline.resize(maxEdge, maxEdge, { fit: 'inside', kernel: 'linear' });
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const canvas = createCanvas(info.width, info.height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(info.width, info.height);
  image.data.set(data);
  ctx.putImageData(image, 0, 0);
  return canvas;
}

/**
 * Draws a decoded image into the box (x, y, w, h). `cover` crops the overflow, keeping more of
 * the top of tall images because faces and heads usually sit there.
 */
export function drawReference(
  ctx: Ctx,
  image: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  options: DrawReferenceOptions = {},
): void {
  const iw = image.width;
  const ih = image.height;
  const cover = (options.fit ?? 'cover') === 'cover';
  const scale = cover ? Math.max(w / iw, h / ih) : Math.min(w / iw, h / ih);
  const sw = Math.min(iw, w / scale);
  const sh = Math.min(ih, h / scale);
  const sx = (iw - sw) / 2;
  const sy = (ih - sh) * (ih > iw ? 0.3 : 0.5);
  const dw = sw * scale;
  const dh = sh * scale;
  ctx.save();
  if (options.background) {
    ctx.fillStyle = options.background;
    ctx.fillRect(x, y, w, h);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  if (options.filter) ctx.filter = options.filter;
  ctx.drawImage(image, sx, sy, sw, sh, x + (w - dw) / 2, y + (h - dh) / 2, dw, dh);
  ctx.restore();
}

/**
 * Decodes `bytes` at about the surface's long edge and draws them over the whole w×h surface
 * (cropped to cover): the backdrop of a meme, a scene or a repainted photo.
 */
export async function coverWithReference(
  ctx: Ctx,
  bytes: Buffer,
  w: number,
  h: number,
  options: DrawReferenceOptions = {},
): Promise<void> {
  drawReference(ctx, await decodeImage(bytes, Math.max(w, h)), 0, 0, w, h, options);
}

/** Pixel size of an image, after EXIF rotation. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, SHARP_INPUT).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  return swap ? { width: height, height: width } : { width, height };
}

/** Adds a rounded rectangle to the current path. */
export function roundRectPath(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.max(0, Math.min(r, w / 2, h / 2)));
}

/**
 * The largest font size (≤ `max`, ≥ `min`) at which `text` fits `maxWidth` on one line, using
 * `font(size)` to build the shorthand. Leaves that font set on the context.
 */
export function fitText(
  ctx: Ctx,
  text: string,
  maxWidth: number,
  max: number,
  min: number,
  font: (size: number) => string,
): number {
  let size = max;
  ctx.font = font(size);
  const width = ctx.measureText(text).width;
  if (width > maxWidth) size = Math.max(min, Math.floor((size * maxWidth) / width));
  ctx.font = font(size);
  while (size > min && ctx.measureText(text).width > maxWidth) {
    size -= 1;
    ctx.font = font(size);
  }
  return size;
}
