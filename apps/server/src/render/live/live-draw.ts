import {
  type Design,
  type DesignFormat,
  fillNaturally,
  findTokens,
  type TextLayer,
  type TokenValues,
} from '@mergepix/core';
import { type Canvas, createCanvas, Image, type SKRSContext2D } from '@napi-rs/canvas';
import { drawTextLayers } from '../text-layers.ts';

// Drawing one recipient's live image: the design's base (its picture or colour, and the layers
// without tokens) is drawn once per published version; each request draws only the layers with
// tokens over a copy of it, then encodes.

/** Quality of JPEG and WebP answers (the e-mail default). */
export const LIVE_QUALITY = 80;
/** Painted where a base picture cannot be decoded. */
const MISSING_BASE = '#e5e7eb';

const hasTokens = (layer: TextLayer) => findTokens(layer.text).length > 0;

function drawPicture(ctx: SKRSContext2D, bytes: Uint8Array, width: number, height: number): void {
  const image = new Image();
  image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!image.width || !image.height) throw new Error('base image did not decode');
  // Cover: fill the design, cropping the picture's overflow around its centre.
  const scale = Math.max(width / image.width, height / image.height);
  const sw = width / scale;
  const sh = height / scale;
  ctx.drawImage(image, (image.width - sw) / 2, (image.height - sh) / 2, sw, sh, 0, 0, width, height);
}

/** A design's base with its token-free layers, drawn once per version. */
export function drawBase(design: Design, baseBytes: Uint8Array | null): Canvas {
  const { width, height, base } = design;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (base.kind === 'color') {
    ctx.fillStyle = base.color;
    ctx.fillRect(0, 0, width, height);
  } else if (base.kind === 'gradient') {
    const a = (base.angle * Math.PI) / 180;
    const half = Math.abs((width / 2) * Math.sin(a)) + Math.abs((height / 2) * Math.cos(a));
    const dx = Math.sin(a) * half;
    const dy = -Math.cos(a) * half;
    const g = ctx.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy);
    g.addColorStop(0, base.from);
    g.addColorStop(1, base.to);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
  } else {
    try {
      if (!baseBytes) throw new Error('base image missing');
      drawPicture(ctx, baseBytes, width, height);
    } catch {
      ctx.fillStyle = MISSING_BASE;
      ctx.fillRect(0, 0, width, height);
    }
  }
  drawTextLayers(
    ctx,
    design.layers.filter((l) => !hasTokens(l)),
  );
  return canvas;
}

/** The layers with tokens, their text filled for one recipient. */
export function personalLayers(design: Design, values: TokenValues): TextLayer[] {
  return design.layers
    .filter(hasTokens)
    .map((layer) => ({ ...layer, text: fillNaturally(layer.text, values, design.fallbacks) }));
}

const scratch = new Map<string, Canvas>();

/** One recipient's image, encoded. */
export function renderLive(base: Canvas, design: Design, values: TokenValues, format: DesignFormat): Buffer {
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
