import { drawTextLayer, type TextLayer, type TextLayout } from '@mergepix/core';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { measureTextLayer } from '../text/text-layers.ts';
import { inkReach, type Rect } from './ink-reach.ts';
import { ByteSink } from './jpeg/entropy.ts';
import { UnsplicableJpegError } from './jpeg/jpeg-file.ts';
import {
  type EncodedRegion,
  MCU,
  prepareSplicedBase,
  type SplicedBase,
  splice,
} from './jpeg/spliced-jpeg.ts';

// Live JPEGs by splicing (docs/decisions/022): per open, only the rectangles the recipient's
// layers reach are drawn and encoded, and their MCUs replace the base's in its prepared data.

/**
 * Past this share of the picture's MCUs, a recipient's regions are drawn and encoded as a whole
 * frame instead: moving an MCU costs about half as much again as encoding it.
 */
export const MAX_SPLICED_SHARE = 0.6;

/** A base ready for splicing, or null when its JPEG cannot be spliced (the whole frame is encoded). */
export function prepareLiveJpeg(baseJpeg: Uint8Array, sample: Uint8Array): SplicedBase | null {
  try {
    return prepareSplicedBase(baseJpeg, [sample]);
  } catch (err) {
    if (err instanceof UnsplicableJpegError) return null;
    throw err;
  }
}

const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Rectangles on the MCU grid covering `rects`, merged until none overlap. */
export function gridRegions(rects: readonly Rect[], width: number, height: number): Rect[] {
  const out = rects.map((r) => ({
    x0: Math.floor(r.x0 / MCU) * MCU,
    y0: Math.floor(r.y0 / MCU) * MCU,
    x1: Math.min(width, Math.ceil(r.x1 / MCU) * MCU),
    y1: Math.min(height, Math.ceil(r.y1 / MCU) * MCU),
  }));
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length && !merged; j++) {
        const a = out[i] as Rect;
        const b = out[j] as Rect;
        if (!overlaps(a, b)) continue;
        out[i] = {
          x0: Math.min(a.x0, b.x0),
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
        };
        out.splice(j, 1);
        merged = true;
      }
    }
  }
  return out;
}

const mcusIn = (r: Rect) => Math.ceil((r.x1 - r.x0) / MCU) * Math.ceil((r.y1 - r.y0) / MCU);

/** Region canvases by size, reused from open to open. */
const canvases = new Map<string, Canvas>();
function regionCanvas(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = canvases.get(key);
  if (!canvas) {
    if (canvases.size >= 32) canvases.clear();
    canvas = createCanvas(width, height);
    canvases.set(key, canvas);
  }
  return canvas;
}

const sink = new ByteSink(256 * 1024);

/**
 * One recipient's JPEG: `layers` (their tokens filled) over `base`, spliced into `prepared`; null
 * when they reach so much of the picture that a whole-frame encode is cheaper.
 */
export function renderSplicedJpeg(
  prepared: SplicedBase,
  base: Canvas,
  layers: readonly TextLayer[],
  quality: number,
): Uint8Array | null {
  const laidOut: { layer: TextLayer; layout: TextLayout; reach: Rect | null }[] = layers.map((layer) => {
    const layout = measureTextLayer(layer);
    return { layer, layout, reach: inkReach(layer, layout, base.width, base.height) };
  });
  const reaches = laidOut.flatMap((l) => (l.reach ? [l.reach] : []));
  const rects = gridRegions(reaches, base.width, base.height);
  const total = prepared.cols * prepared.rows;
  if (rects.reduce((n, r) => n + mcusIn(r), 0) > MAX_SPLICED_SHARE * total) return null;
  const regions: EncodedRegion[] = rects.map((r) => {
    const width = r.x1 - r.x0;
    const height = r.y1 - r.y0;
    const canvas = regionCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(base, r.x0, r.y0, width, height, 0, 0, width, height);
    ctx.translate(-r.x0, -r.y0);
    // Every layer that reaches the region, in the design's order (one may lie over another).
    for (const l of laidOut)
      if (l.reach && overlaps(l.reach, r)) drawTextLayer(ctx, l.layer, undefined, l.layout);
    return { x: r.x0, y: r.y0, jpeg: canvas.encodeSync('jpeg', quality) };
  });
  try {
    return splice(prepared, regions, sink);
  } catch (err) {
    // A region Skia wrote otherwise than the base (never seen): the whole frame is encoded instead.
    if (err instanceof UnsplicableJpegError) return null;
    throw err;
  }
}
