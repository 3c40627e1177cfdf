import { GIF_ENCODER_MAX_VALUE, type GifQualityMode } from '../constants/generators.ts';
import { GIF_PALETTE_COLORS } from './gif-constants.ts';
import { lzwEncode } from './gif-lzw.ts';
import { mapRgba, quantizeAndMap, quantizeRgba } from './gif-quantize.ts';

// GIF encoding in pieces that can run anywhere (a browser worker, a server thread): each frame
// becomes one self-contained image block with its own colour table, and `assembleGif` puts the
// header, the blocks and the trailer together. Frames can therefore be encoded in parallel and
// joined in order; the first frame is complete on its own (no transparency, no disposal tricks),
// which is all Outlook on the desktop ever shows. The palette is Wu's quantizer refined by a
// k-means pass over colour bins (gif-quantize.ts), the compression LZW with a cache-sized
// dictionary (gif-lzw.ts): under 10 ms for a 600×400 photograph on one thread, about 20 times
// faster than gif.js, with a smaller file closer to the source (bench/gif.ts).

/** A frame's colour table: [r, g, b] entries, 0-255, at most 256 of them. */
export type Palette = number[][];

/** RGBA pixels of one frame (4 bytes a pixel; alpha is ignored, GIF frames here are opaque). */
export type Rgba = Uint8Array | Uint8ClampedArray;

function checkSide(name: string, value: number): void {
  const [min, max] = [1, GIF_ENCODER_MAX_VALUE];
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`GIF ${name} must be a whole number from ${min} to ${max}.`);
}

function checkFrame(rgba: Rgba, width: number, height: number): void {
  checkSide('width', width);
  checkSide('height', height);
  if (rgba.byteLength !== width * height * 4)
    throw new RangeError(`A ${width}×${height} frame needs ${width * height * 4} bytes of RGBA.`);
}

/** The packed bytes behind palettes {@link quantizeFrame} made, so {@link indexFrame} reuses its work. */
const packed = new WeakMap<Palette, Uint8Array>();

function toPalette(bytes: Uint8Array): Palette {
  const palette: Palette = [];
  for (let i = 0; i < bytes.length; i += 3)
    palette.push([bytes[i] as number, bytes[i + 1] as number, bytes[i + 2] as number]);
  packed.set(palette, bytes);
  return palette;
}

function paletteBytes(palette: Palette): Uint8Array {
  const known = packed.get(palette);
  if (known) return known;
  if (palette.length < 1 || palette.length > 256)
    throw new RangeError('A GIF palette has from 1 to 256 colours.');
  const bytes = new Uint8Array(palette.length * 3);
  palette.forEach((color, i) => {
    for (let c = 0; c < 3; c++) bytes[i * 3 + c] = Math.min(255, Math.max(0, Math.round(color[c] ?? 0)));
  });
  return bytes;
}

/** A palette for one frame (at most the mode's colour count, or `colors` when given). */
export function quantizeFrame(rgba: Rgba, mode: GifQualityMode, colors = GIF_PALETTE_COLORS[mode]): Palette {
  return toPalette(quantizeRgba(rgba, colors));
}

/**
 * Each pixel's palette index (the nearest colour). Fastest right after {@link quantizeFrame} made
 * `palette` for the same pixels; any palette works.
 */
export function indexFrame(rgba: Rgba, palette: Palette): Uint8Array {
  return mapRgba(rgba, paletteBytes(palette));
}

/** Bits a colour table of `colors` entries needs (a GIF table has 2, 4, … 256 entries). */
const tableBits = (colors: number) => Math.max(1, Math.ceil(Math.log2(colors)));

/** One image block: graphic control (delay) + descriptor + local colour table + LZW data. */
export function encodeIndexedFrame(
  index: Uint8Array,
  palette: Palette,
  width: number,
  height: number,
  delayCs: number,
): Uint8Array {
  checkSide('width', width);
  checkSide('height', height);
  if (index.length !== width * height)
    throw new RangeError(`A ${width}×${height} frame needs ${width * height} palette indexes.`);
  return imageBlock(index, paletteBytes(palette), width, height, delayCs);
}

/**
 * A frame that redraws only a rectangle of the screen (at `left`, `top`), the rest of the
 * picture staying as the frames before it left it: a ticking countdown's later seconds.
 */
export function encodeIndexedRect(
  index: Uint8Array,
  palette: Palette,
  rect: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  delayCs: number,
  /** A palette index that leaves the pixel as the frames before drew it. */
  transparent?: number,
): Uint8Array {
  const { x, y, width, height } = rect;
  checkSide('width', width);
  checkSide('height', height);
  if (index.length !== width * height)
    throw new RangeError(`A ${width}×${height} frame needs ${width * height} palette indexes.`);
  return imageBlock(index, paletteBytes(palette), width, height, delayCs, x, y, transparent);
}

function imageBlock(
  index: Uint8Array,
  colors: Uint8Array,
  width: number,
  height: number,
  delayCs: number,
  left = 0,
  top = 0,
  transparent?: number,
) {
  const bits = tableBits(colors.length / 3);
  const data = lzwEncode(index, Math.max(2, bits));
  const table = 3 << bits;
  const delay = clampDelay(delayCs);
  const block = new Uint8Array(8 + 10 + table + data.length);
  // Graphic control extension: disposal 1 (leave the frame in place), the delay, and the
  // transparent index when there is one.
  const clear = transparent === undefined ? 0 : 1;
  block.set([0x21, 0xf9, 4, (1 << 2) | clear, delay & 255, delay >> 8, transparent ?? 0, 0]);
  // Image descriptor: where on the screen (the whole of it unless told), a local colour table
  // of 2^bits entries.
  block.set(
    [
      0x2c,
      left & 255,
      left >> 8,
      top & 255,
      top >> 8,
      width & 255,
      width >> 8,
      height & 255,
      height >> 8,
      0x80 | (bits - 1),
    ],
    8,
  );
  block.set(colors, 18); // the table's unused entries stay black
  block.set(data, 18 + table);
  return block;
}

/** One frame, quantized and encoded: an image block for {@link assembleGif}. */
export function encodeFrame(
  rgba: Rgba,
  width: number,
  height: number,
  delayCs: number,
  mode: GifQualityMode,
): Uint8Array {
  checkFrame(rgba, width, height);
  const { palette, index } = quantizeAndMap(rgba, GIF_PALETTE_COLORS[mode]);
  return imageBlock(index, palette, width, height, delayCs);
}

/**
 * The file's start: signature, screen size (no global colour table) and the loop count;
 * `'once'` leaves the loop extension out, so the frames play once and the last one stays.
 */
export function gifHeader(width: number, height: number, loop: number | 'once' = 0): Uint8Array {
  checkSide('width', width);
  checkSide('height', height);
  const [min, max] = [0, GIF_ENCODER_MAX_VALUE];
  if (loop !== 'once' && (!Number.isInteger(loop) || loop < min || loop > max))
    throw new RangeError(`GIF loop count must be a whole number from ${min} to ${max}.`);
  const bytes = new Uint8Array(loop === 'once' ? 13 : 13 + 19);
  bytes.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]); // GIF89a
  bytes.set([width & 255, width >> 8, height & 255, height >> 8, 0, 0, 0], 6);
  if (loop === 'once') return bytes;
  // NETSCAPE2.0 application extension: loop `loop` times (0: forever).
  bytes.set([0x21, 0xff, 0x0b, ...[...'NETSCAPE2.0'].map((c) => c.charCodeAt(0)), 3, 1], 13);
  bytes.set([loop & 255, loop >> 8, 0], 29);
  return bytes;
}

/** A whole GIF from frame blocks in order. */
export function assembleGif(
  width: number,
  height: number,
  blocks: readonly Uint8Array[],
  loop: number | 'once' = 0,
): Uint8Array {
  if (blocks.length === 0) throw new RangeError('A GIF needs at least one frame.');
  const header = gifHeader(width, height, loop);
  const total = header.byteLength + blocks.reduce((n, b) => n + b.byteLength, 0) + 1;
  const out = new Uint8Array(total);
  out.set(header);
  let at = header.byteLength;
  for (const block of blocks) {
    out.set(block, at);
    at += block.byteLength;
  }
  out[at] = 0x3b; // trailer
  return out;
}

/** Encodes frames in order on this thread (tests, servers, small GIFs). */
export function encodeGif(
  frames: readonly { rgba: Rgba; delayCs: number }[],
  width: number,
  height: number,
  mode: GifQualityMode,
  loop = 0,
): Uint8Array {
  return assembleGif(
    width,
    height,
    frames.map((f) => encodeFrame(f.rgba, width, height, f.delayCs, mode)),
    loop,
  );
}

const clampDelay = (cs: number) => Math.min(65_535, Math.max(0, Math.round(cs)));
