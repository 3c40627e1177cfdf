import {
  assembleGif,
  type Design,
  type DesignLayer,
  encodeIndexedFrame,
  gifDelayCs,
  indexFrame,
  quantizeFrame,
  recipientLayers,
  staticLayerCount,
  type TokenValues,
} from '@mergepix/core';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { drawTextLayers } from '../text/text-layers.ts';
import { drawBase } from './live-draw.ts';

// One recipient's live GIF. Quantizing a frame's colours is most of the cost of encoding it, and
// the picture under a name is the same for everyone, so each thread prepares a published
// version once: per frame its base (picture and the layers under the first personal one), a
// palette quantized from the frame drawn with the design's fallbacks (so the text colours are
// in it), that frame's palette indices, and the frame encoded. A recipient then costs, per frame
// with a name on it, drawing the personal layers over the base in the rectangle they can reach,
// indexing the pixels there that differ from the fallbacks' drawing, and the LZW pass; frames
// without a name are copied as encoded.

/** Pixels around a layer's (rotated) box that antialiasing may still touch. */
const REGION_MARGIN = 2;

type Palette = ReturnType<typeof quantizeFrame>;

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface PersonalFrame {
  /** The frame as a still design (its layers, the design's fallbacks). */
  readonly view: Design;
  /** The layers drawn per recipient: from the first with tokens up. */
  readonly layers: readonly DesignLayer[];
  /** Where those layers can draw, in frame pixels. */
  readonly region: Rect;
  /** The base under the region (picture and static layers). */
  readonly base: Canvas;
  readonly palette: Palette;
  /** Palette indices of the whole frame drawn with the fallbacks. */
  readonly index: Uint8Array;
  /** The region's pixels drawn with the fallbacks (RGBA as one number a pixel). */
  readonly pixels: Uint32Array;
  /** The fallback texts of `layers`: a recipient with the same texts gets `fallback` as is. */
  readonly fallbackTexts: readonly string[];
}

interface PreparedFrame {
  readonly delayCs: number;
  /** The frame with the design's fallbacks, encoded. */
  readonly fallback: Uint8Array;
  /** What is redrawn per recipient; absent when nothing on the frame has a token. */
  readonly personal?: PersonalFrame;
}

/** A published version's frames, ready for any recipient. */
export interface PreparedGif {
  readonly width: number;
  readonly height: number;
  readonly frames: readonly PreparedFrame[];
  /** About what it holds in memory. */
  readonly bytes: number;
}

/** Frame `i` of a live GIF as a still design: its picture as an upload base, its own layers. */
export function frameView(design: Design, i: number): Design {
  const frame = design.frames?.[i];
  if (!frame) return design;
  return {
    ...design,
    base: frame.path ? { kind: 'upload', path: frame.path } : design.base,
    layers: frame.layers,
    frames: undefined,
  };
}

/** The frames a GIF of `design` shows: a live GIF's, or a still design as its only frame. */
function gifSources(
  design: Design,
  baseBytes: Uint8Array | null,
  frameBytes: readonly (Uint8Array | null)[],
) {
  if (!design.frames?.length) return [{ view: design, bytes: baseBytes, delayCs: 0 }];
  return design.frames.map((frame, i) => ({
    view: frameView(design, i),
    bytes: frameBytes[i] ?? null,
    delayCs: gifDelayCs(frame.durationMs),
  }));
}

/** The axis-aligned rectangle a layer's box covers once rotated about its centre. */
function layerBounds(layer: DesignLayer): Rect {
  const { x, y, width, height } = layer.box;
  const a = (layer.rotation * Math.PI) / 180;
  const w = Math.abs(width * Math.cos(a)) + Math.abs(height * Math.sin(a));
  const h = Math.abs(width * Math.sin(a)) + Math.abs(height * Math.cos(a));
  return { x: x + width / 2 - w / 2, y: y + height / 2 - h / 2, width: w, height: h };
}

/** Whole pixels covering every layer (core draws each clipped to its box), inside the frame. */
export function layersRegion(layers: readonly DesignLayer[], width: number, height: number): Rect {
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  for (const layer of layers) {
    const b = layerBounds(layer);
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  const left = Math.max(0, Math.floor(x0 - REGION_MARGIN));
  const top = Math.max(0, Math.floor(y0 - REGION_MARGIN));
  const right = Math.min(width, Math.ceil(x1 + REGION_MARGIN));
  const bottom = Math.min(height, Math.ceil(y1 + REGION_MARGIN));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

const pixels = (canvas: Canvas) =>
  canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data as Uint8ClampedArray;

function prepareFrame(source: ReturnType<typeof gifSources>[number], mode: 'email' | 'high'): PreparedFrame {
  const { view, delayCs } = source;
  const { width, height } = view;
  const canvas = drawBase(view, source.bytes);
  const rest = view.layers.slice(staticLayerCount(view.layers));
  const region = layersRegion(rest, width, height);
  if (rest.length === 0 || region.width === 0 || region.height === 0) {
    const rgba = pixels(canvas);
    const palette = quantizeFrame(rgba, mode);
    return {
      delayCs,
      fallback: encodeIndexedFrame(indexFrame(rgba, palette), palette, width, height, delayCs),
    };
  }
  const base = createCanvas(region.width, region.height);
  const { x, y } = region;
  base
    .getContext('2d')
    .drawImage(canvas, x, y, region.width, region.height, 0, 0, region.width, region.height);
  const layers = recipientLayers(rest, {}, view.fallbacks);
  const ctx = canvas.getContext('2d');
  drawTextLayers(ctx, layers);
  const rgba = pixels(canvas);
  const palette = quantizeFrame(rgba, mode);
  const index = indexFrame(rgba, palette);
  const drawn = ctx.getImageData(x, y, region.width, region.height).data;
  return {
    delayCs,
    fallback: encodeIndexedFrame(index, palette, width, height, delayCs),
    personal: {
      view,
      layers: rest,
      region,
      base,
      palette,
      index,
      pixels: new Uint32Array(drawn.buffer, drawn.byteOffset, drawn.byteLength / 4),
      fallbackTexts: layers.map((l) => l.text),
    },
  };
}

/** Draws and quantizes a version's frames once (per thread). */
export function prepareGif(
  design: Design,
  baseBytes: Uint8Array | null,
  frameBytes: readonly (Uint8Array | null)[],
): PreparedGif {
  const mode = design.gifQuality ?? (design.frames?.length ? 'email' : 'high');
  const frames = gifSources(design, baseBytes, frameBytes).map((source) => prepareFrame(source, mode));
  const bytes = frames.reduce(
    (n, f) =>
      n +
      f.fallback.byteLength +
      (f.personal ? f.personal.index.byteLength + f.personal.region.width * f.personal.region.height * 8 : 0),
    1024,
  );
  return { width: design.width, height: design.height, frames, bytes };
}

const scratch = new Map<string, Canvas>();

function scratchCanvas(width: number, height: number): Canvas {
  const size = `${width}x${height}`;
  let canvas = scratch.get(size);
  if (!canvas) {
    if (scratch.size > 16) scratch.clear();
    canvas = createCanvas(width, height);
    scratch.set(size, canvas);
  }
  return canvas;
}

/** One frame for one recipient, encoded. */
function personalFrame(gif: PreparedGif, frame: PreparedFrame, values: TokenValues): Uint8Array {
  const p = frame.personal;
  if (!p) return frame.fallback;
  const layers = recipientLayers(p.layers, values, p.view.fallbacks);
  if (layers.every((l, i) => l.text === p.fallbackTexts[i])) return frame.fallback;
  const { x, y, width, height } = p.region;
  const canvas = scratchCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, width, height);
  ctx.drawImage(p.base, 0, 0);
  ctx.save();
  ctx.translate(-x, -y);
  drawTextLayers(ctx, layers);
  ctx.restore();
  // Only the pixels that differ from the fallbacks' drawing are indexed again: the rest of the
  // region keeps its cached indices (about a third of a name's box changes between two names).
  const rgba = pixels(canvas);
  const drawn = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength / 4);
  const changed: number[] = [];
  for (let i = 0; i < drawn.length; i++) if (drawn[i] !== p.pixels[i]) changed.push(i);
  if (changed.length === 0) return frame.fallback;
  const picked = new Uint32Array(changed.length);
  for (let k = 0; k < changed.length; k++) picked[k] = drawn[changed[k] as number] as number;
  const indices = indexFrame(new Uint8Array(picked.buffer), p.palette);
  const index = p.index.slice();
  for (let k = 0; k < changed.length; k++) {
    const i = changed[k] as number;
    index[(y + Math.floor(i / width)) * gif.width + x + (i % width)] = indices[k] as number;
  }
  return encodeIndexedFrame(index, p.palette, gif.width, gif.height, frame.delayCs);
}

/** One recipient's GIF: every frame, looping forever. */
export function renderGif(gif: PreparedGif, values: TokenValues): Uint8Array {
  return assembleGif(
    gif.width,
    gif.height,
    gif.frames.map((frame) => personalFrame(gif, frame, values)),
  );
}
