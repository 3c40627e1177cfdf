import {
  coverCrop,
  type Design,
  type DesignLayer,
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

/** A picture cropped to cover a `width`×`height` rectangle at (`x`, `y`). */
export function drawPicture(
  ctx: SKRSContext2D,
  bytes: Uint8Array,
  width: number,
  height: number,
  x = 0,
  y = 0,
): void {
  const image = new Image();
  image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!image.width || !image.height) throw new Error('base image did not decode');
  const { sx, sy, sw, sh } = coverCrop(image, width, height);
  ctx.drawImage(image, sx, sy, sw, sh, x, y, width, height);
}

/** What a recipient's image draws over the design's own layers: a countdown's pieces or picture. */
export interface LiveExtras {
  readonly layers: readonly DesignLayer[];
  /** A picture covering a box (an ended countdown's), drawn before `layers`. */
  readonly picture?: { readonly bytes: Uint8Array; readonly box: DesignLayer['box'] };
}

/** Draws `extras` (a picture that fails to decode leaves the box as it was). */
export function drawExtras(ctx: SKRSContext2D, extras: LiveExtras): void {
  const p = extras.picture;
  if (p) {
    try {
      drawPicture(ctx, p.bytes, p.box.width, p.box.height, p.box.x, p.box.y);
    } catch {
      // an ended picture that does not decode: the base shows through
    }
  }
  drawTextLayers(ctx, extras.layers);
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
  extras?: LiveExtras,
): Buffer {
  if (format === 'jpg' && spliced && !extras?.picture) {
    const layers = [...personalLayers(design, values), ...(extras?.layers ?? [])];
    const bytes = renderSplicedJpeg(spliced, base, layers, LIVE_QUALITY);
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
  if (extras) drawExtras(ctx, extras);
  if (format === 'png') return canvas.encodeSync('png');
  return canvas.encodeSync(format === 'jpg' ? 'jpeg' : 'webp', LIVE_QUALITY);
}
