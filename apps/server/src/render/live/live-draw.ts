import {
  coverCrop,
  type Design,
  paintBase,
  recipientLayers,
  type StillDesignFormat,
  staticLayerCount,
  type TokenValues,
} from '@mergepix/core';
import { type Canvas, createCanvas, Image, type SKRSContext2D } from '@napi-rs/canvas';
import { drawTextLayers } from '../text/text-layers.ts';
import type { SplicedBase } from './jpeg/spliced-jpeg.ts';
import { renderSplicedJpeg } from './live-spliced.ts';

// Drawing one recipient's live image: the design's base (its picture or colour, and the layers
// under the first one with tokens) is drawn once per published version; each request draws the
// rest of the layers over a copy of it, their tokens filled, then encodes. A JPEG whose base is
// prepared for splicing encodes only the rectangles the recipient's layers reach (live-spliced.ts).

/** Quality of JPEG and WebP answers (the e-mail default). */
export const LIVE_QUALITY = 80;

function drawPicture(ctx: SKRSContext2D, bytes: Uint8Array, width: number, height: number): void {
  const image = new Image();
  image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!image.width || !image.height) throw new Error('base image did not decode');
  const { sx, sy, sw, sh } = coverCrop(image, width, height);
  ctx.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
}

/** A design's base with the layers that are the same for everyone, drawn once per version. */
export function drawBase(design: Design, baseBytes: Uint8Array | null): Canvas {
  const { width, height, base } = design;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  paintBase(ctx, design);
  if ((base.kind === 'generation' || base.kind === 'upload') && baseBytes) {
    try {
      drawPicture(ctx, baseBytes, width, height);
    } catch {
      paintBase(ctx, design); // the missing-picture colour, over anything half drawn
    }
  }
  drawTextLayers(ctx, design.layers.slice(0, staticLayerCount(design.layers)));
  return canvas;
}

/** The layers drawn per recipient (from the first with tokens up), their text filled. */
export function personalLayers(design: Design, values: TokenValues) {
  const rest = design.layers.slice(staticLayerCount(design.layers));
  return recipientLayers(rest, values, design.fallbacks);
}

const scratch = new Map<string, Canvas>();

/** Answers drawn into memory of our own (not Skia's), which a thread may hand over instead of copying. */
const ours = new WeakSet<ArrayBufferLike>();

/** Whether `bytes` may be moved to another thread (its whole buffer, allocated here). */
export const canTransfer = (bytes: Uint8Array) =>
  ours.has(bytes.buffer) && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;

/** One recipient's image, encoded (a JPEG spliced into `spliced` when given and worth it). */
export function renderLive(
  base: Canvas,
  design: Design,
  values: TokenValues,
  format: StillDesignFormat,
  spliced?: SplicedBase | null,
): Buffer {
  if (format === 'jpg' && spliced) {
    const bytes = renderSplicedJpeg(spliced, base, personalLayers(design, values), LIVE_QUALITY);
    if (bytes) {
      ours.add(bytes.buffer);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  }
  const size = `${base.width}x${base.height}`;
  let canvas = scratch.get(size);
  if (!canvas) {
    if (scratch.size > 8) scratch.clear();
    canvas = createCanvas(base.width, base.height);
    scratch.set(size, canvas);
  }
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, base.width, base.height);
  ctx.drawImage(base, 0, 0);
  drawTextLayers(ctx, personalLayers(design, values));
  if (format === 'png') return canvas.encodeSync('png');
  return canvas.encodeSync(format === 'jpg' ? 'jpeg' : 'webp', LIVE_QUALITY);
}
