import { assembleGif, type GifQualityMode } from '@mergepix/core';
import { nextTask } from '@/lib/next-task';
import type { EncodeFrameRequest } from './gif-worker-protocol';

// The order of an encoding, apart from canvases and workers (so it can be tested anywhere): draw
// one frame, hand its pixels to a worker, give the page a turn, draw the next; join the blocks in
// frame order once every worker has answered. No task on the page is longer than one frame's
// drawing, and the workers encode while the page draws.

/** What encodes a frame into an image block (the worker pool, or a stand-in in tests). */
export interface FrameEncoder {
  encode(request: EncodeFrameRequest): Promise<Uint8Array>;
  forget(job: number): void;
}

export interface GifEncodeRun {
  readonly width: number;
  readonly height: number;
  readonly mode: GifQualityMode;
  /** Each frame's delay in hundredths of a second; one per frame. */
  readonly delaysCs: readonly number[];
  /** Draws frame `index` and returns its RGBA (a buffer of its own: it is moved to a worker). */
  readonly draw: (index: number) => Uint8ClampedArray;
  readonly encoder: FrameEncoder;
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Lets the page handle input and paint between frames. */
  readonly yieldToPage?: () => Promise<void>;
}

let lastJob = 0;

/** The error an aborted encoding rejects with. */
export function abortError(): DOMException {
  return new DOMException('The GIF encoding was cancelled.', 'AbortError');
}

/** Runs an encoding; resolves with the whole GIF file. */
export function runGifEncode(run: GifEncodeRun): Promise<Uint8Array> {
  const { width, height, mode, delaysCs, encoder, signal } = run;
  const total = delaysCs.length;
  const job = ++lastJob;
  return new Promise((resolve, reject) => {
    if (total === 0) return reject(new RangeError('A GIF needs at least one frame.'));
    if (signal?.aborted) return reject(abortError());
    const blocks: Uint8Array[] = new Array(total);
    let done = 0;
    let settled = false;
    const finish = (error: unknown, gif?: Uint8Array) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (gif) return resolve(gif);
      encoder.forget(job);
      reject(error);
    };
    const onAbort = () => finish(abortError());
    signal?.addEventListener('abort', onAbort, { once: true });
    const received = (index: number, block: Uint8Array) => {
      if (settled) return;
      blocks[index] = block;
      done++;
      run.onProgress?.(done, total);
      if (done < total) return;
      try {
        finish(null, assembleGif(width, height, blocks));
      } catch (error) {
        finish(error);
      }
    };
    (async () => {
      for (let index = 0; index < total && !settled; index++) {
        if (index > 0) await (run.yieldToPage ?? nextTask)();
        if (settled) return;
        const rgba = run.draw(index);
        const buffer =
          rgba.byteOffset === 0 && rgba.byteLength === rgba.buffer.byteLength
            ? (rgba.buffer as ArrayBuffer)
            : (rgba.slice().buffer as ArrayBuffer);
        const delayCs = delaysCs[index] as number;
        encoder
          .encode({ job, index, width, height, mode, delayCs, rgba: buffer })
          .then((block) => received(index, block), finish);
      }
    })().catch(finish);
  });
}
