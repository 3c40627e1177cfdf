import {
  drawGifFrame,
  GIF_ENCODER_MAX_VALUE,
  type GifQualityMode,
  gifDelayCs,
  type TextLayer,
} from '@mergepix/core';
import { runGifEncode } from './gif-encode-run';
import { GifWorkerPool } from './gif-worker-pool';

// Encodes the editor's animation in the browser: frames are drawn here, one per task, and
// encoded by two workers (core's encoder) while the next frame is drawn; the page never stalls.

export interface GifEncodeFrame {
  /** The frame's picture (drawn cover-cropped to the GIF size), or null for the blank-frame gradient. */
  readonly source: ImageBitmap | null;
  readonly durationMs: number;
  /** Text already filled for the recipient, in GIF pixels (core TextLayer, e.g. from gifFrameLayers). */
  readonly layers: readonly TextLayer[];
}

export interface GifEncodeRequest {
  readonly width: number;
  readonly height: number;
  readonly mode: GifQualityMode;
  readonly frames: readonly GifEncodeFrame[];
  readonly onProgress?: (done: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export interface GifEncodeResult {
  readonly blob: Blob;
  readonly bytes: number;
  /** Milliseconds from the call to the finished file. */
  readonly ms: number;
}

/** Workers encoding at once: two keep a two-core machine busy while the page draws. */
export const GIF_ENCODE_WORKERS = 2;

let pool: GifWorkerPool | null = null;

/** The workers, started on the first encoding and kept for the next. */
function workers(): GifWorkerPool {
  pool ??= new GifWorkerPool(
    GIF_ENCODE_WORKERS,
    () => new Worker(new URL('./gif-worker.ts', import.meta.url), { type: 'module' }),
  );
  return pool;
}

/**
 * Starts the encoder's workers ahead of the first encoding (the editor calls it when it opens):
 * their start (script, compilation, a warm-up frame) otherwise adds about 100 ms to it.
 */
export function prepareGifEncoder(): void {
  workers().prepare();
}

function checkSide(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > GIF_ENCODER_MAX_VALUE)
    throw new RangeError(
      `The GIF ${name} must be a whole number of pixels from 1 to ${GIF_ENCODER_MAX_VALUE}.`,
    );
}

export async function encodeGifInBrowser(req: GifEncodeRequest): Promise<GifEncodeResult> {
  const start = performance.now();
  const { width, height, frames } = req;
  checkSide('width', width);
  checkSide('height', height);
  if (frames.length === 0) throw new RangeError('Add at least one frame to make a GIF.');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // Read back on every frame: a canvas kept in memory (not on the GPU) reads back fastest.
  const ctx = canvas.getContext('2d', { willReadFrequently: true, alpha: false });
  if (!ctx) throw new Error('This browser cannot draw the GIF frames (no 2D canvas).');
  const gif = await runGifEncode({
    width,
    height,
    mode: req.mode,
    delaysCs: frames.map((f) => gifDelayCs(f.durationMs)),
    draw: (index) => {
      const frame = frames[index] as GifEncodeFrame;
      // Core's drawing of a frame: the one the preview and the server's live GIF use.
      drawGifFrame<ImageBitmap>(ctx, frame.source, width, height, frame.layers);
      return ctx.getImageData(0, 0, width, height).data;
    },
    encoder: workers(),
    onProgress: req.onProgress,
    signal: req.signal,
  });
  const blob = new Blob([gif as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
  return { blob, bytes: gif.byteLength, ms: performance.now() - start };
}
