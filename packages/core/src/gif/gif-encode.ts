/// <reference path="./gifenc.d.ts" />
import { applyPalette, GIFEncoder, type Palette, quantize } from 'gifenc/src/index.js';
import { GIF_ENCODER_MAX_VALUE, type GifQualityMode } from '../constants/generators.ts';
import { GIF_PALETTE_COLORS } from './gif-constants.ts';

// GIF encoding in pieces that can run anywhere (a browser worker, a server thread): each frame
// becomes one self-contained image block with its own colour table, and `assembleGif` puts the
// header, the blocks and the trailer together. Frames can therefore be encoded in parallel and
// joined in order; the first frame is complete on its own (no transparency, no disposal tricks),
// which is all Outlook on the desktop ever shows.

export type { Palette };

/** RGBA pixels of one frame (4 bytes a pixel). Must start at the beginning of its buffer. */
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

/** A palette for one frame (at most the mode's colour count). */
export function quantizeFrame(rgba: Rgba, mode: GifQualityMode): Palette {
  return quantize(own(rgba), GIF_PALETTE_COLORS[mode], { format: 'rgb444' });
}

/** Each pixel's palette index. */
export function indexFrame(rgba: Rgba, palette: Palette): Uint8Array {
  return applyPalette(own(rgba), palette, 'rgb565');
}

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
  const encoder = GIFEncoder({ auto: false, initialCapacity: width * height });
  // gifenc takes the delay in milliseconds and rounds it to hundredths itself.
  encoder.writeFrame(index, width, height, { palette, delay: clampDelay(delayCs) * 10, dispose: 1 });
  return encoder.bytes();
}

/** One frame, quantized and encoded: an image block for {@link assembleGif}. */
export function encodeFrame(
  rgba: Rgba,
  width: number,
  height: number,
  delayCs: number,
  mode: GifQualityMode,
) {
  checkFrame(rgba, width, height);
  const palette = quantizeFrame(rgba, mode);
  return encodeIndexedFrame(indexFrame(rgba, palette), palette, width, height, delayCs);
}

/** The file's start: signature, screen size (no global colour table) and the loop count. */
export function gifHeader(width: number, height: number, loop = 0): Uint8Array {
  checkSide('width', width);
  checkSide('height', height);
  const [min, max] = [0, GIF_ENCODER_MAX_VALUE];
  if (!Number.isInteger(loop) || loop < min || loop > max)
    throw new RangeError(`GIF loop count must be a whole number from ${min} to ${max}.`);
  const bytes = new Uint8Array(13 + 19);
  bytes.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]); // GIF89a
  bytes.set([width & 255, width >> 8, height & 255, height >> 8, 0, 0, 0], 6);
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
  loop = 0,
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

/** gifenc reads pixels through a Uint32Array over the whole buffer: give it one of its own. */
function own(rgba: Rgba): Rgba {
  return rgba.byteOffset === 0 && rgba.buffer.byteLength === rgba.byteLength ? rgba : rgba.slice();
}
