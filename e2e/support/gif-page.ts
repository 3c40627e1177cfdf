// Runs in Chromium (bundled by gif-harness.ts): the browser GIF encoder and its peers on the same
// frames — the sample "photographs" with a greeting drawn by core's text renderer — with each
// result decoded by core's reader and compared with the frames that were meant (PSNR).
import { drawGifFrame, type GifQualityMode, readGif, type TextLayer } from '@mergepix/core';
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import {
  encodeGifInBrowser,
  prepareGifEncoder,
} from '../../apps/web/src/features/gif-editor/encode/encode-gif.ts';
import { sampleGifFrame, sampleGifGreeting } from '../../packages/core/src/gif/gif-sample-frames.ts';

/** gif.js 0.2.0 (loaded as a classic script): the part the peer uses. */
declare const GIF: new (
  options: Record<string, unknown>,
) => {
  addFrame(image: ImageData, options: { delay: number }): void;
  on(event: 'finished', done: (blob: Blob) => void): void;
  render(): void;
  /** Its workers once done (it keeps them for another render of the same GIF). */
  freeWorkers: Worker[];
};

export interface Measured {
  readonly ms: number;
  readonly bytes: number;
  readonly psnr: number;
  /** The file, base64, when asked for. */
  readonly gif?: string;
  /** Main-thread tasks over 50 ms that overlapped the encoding. */
  readonly longTasks: readonly { start: number; duration: number }[];
}

const longTasks: { start: number; duration: number }[] = [];
const note = (entries: PerformanceEntryList) => {
  for (const e of entries) longTasks.push({ start: e.startTime, duration: e.duration });
};
const observer = new PerformanceObserver((list) => note(list.getEntries()));
observer.observe({ type: 'longtask', buffered: true });

/**
 * Waits for a task of the page's own. Work started straight from the test's `page.evaluate`
 * runs inside the DevTools protocol's call, which the long-task observer does not see; started
 * from a timer, it is a task like a click's, and observed.
 */
const ownTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let width = 0;
let height = 0;
let frames: { source: ImageBitmap; layers: TextLayer[] }[] = [];
/** What each frame should look like: the reference for PSNR and the peers' input. */
let reference: Uint8ClampedArray[] = [];
const DURATION_MS = 500;

async function prepare(count: number, w: number, h: number): Promise<void> {
  width = w;
  height = h;
  const greeting = sampleGifGreeting(w, h);
  frames = [];
  for (let i = 0; i < count; i++) {
    const bitmap = await createImageBitmap(new ImageData(sampleGifFrame(w, h, i), w, h));
    frames.push({ source: bitmap, layers: [greeting] });
  }
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true, alpha: false }) as CanvasRenderingContext2D;
  reference = frames.map((frame) => {
    drawGifFrame<ImageBitmap>(ctx, frame.source, w, h, frame.layers);
    return ctx.getImageData(0, 0, w, h).data;
  });
}

function psnr(gif: Uint8Array): number {
  const decoded = readGif(gif).frames;
  let sum = 0;
  let n = 0;
  reference.forEach((want, f) => {
    const got = decoded[f]?.rgba;
    if (!got) throw new Error(`The GIF has no frame ${f + 1}.`);
    for (let i = 0; i < want.length; i += 4)
      for (let c = 0; c < 3; c++) {
        const d = (want[i + c] as number) - (got[i + c] as number);
        sum += d * d;
      }
    n += (want.length / 4) * 3;
  });
  return 10 * Math.log10((255 * 255) / (sum / n));
}

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

async function measured(start: number, end: number, gif: Uint8Array, keep: boolean): Promise<Measured> {
  await ownTask(); // the last task's entry is reported after it ends
  note(observer.takeRecords());
  const overlapping = longTasks.filter((t) => t.start < end && t.start + t.duration > start);
  return {
    ms: end - start,
    bytes: gif.byteLength,
    psnr: psnr(gif),
    longTasks: overlapping,
    ...(keep ? { gif: base64(gif) } : {}),
  };
}

/** Ours: the editor's browser path (draw here, encode in two workers). */
async function ours(
  mode: GifQualityMode,
  keep = false,
  durationsMs: readonly number[] = [],
): Promise<Measured> {
  await ownTask();
  const start = performance.now();
  const result = await encodeGifInBrowser({
    width,
    height,
    mode,
    frames: frames.map((f, i) => ({ ...f, durationMs: durationsMs[i] ?? DURATION_MS })),
  });
  const end = performance.now();
  return measured(start, end, new Uint8Array(await result.blob.arrayBuffer()), keep);
}

/** gif.js at quality 10 (the original product's settings) with `workers` workers. */
async function gifJs(workers: number): Promise<Measured> {
  const images = reference.map((rgba) => new ImageData(rgba.slice(), width, height));
  await ownTask();
  return new Promise((resolve) => {
    const start = performance.now();
    const gif = new GIF({ workers, quality: 10, width, height, workerScript: '/gif.worker.js', repeat: 0 });
    for (const image of images) gif.addFrame(image, { delay: DURATION_MS });
    gif.on('finished', (blob) => {
      const end = performance.now();
      // Not left idling in the page through the next rounds.
      for (const worker of gif.freeWorkers) worker.terminate();
      blob.arrayBuffer().then((buffer) => resolve(measured(start, end, new Uint8Array(buffer), false)));
    });
    gif.render();
  });
}

/** gifenc on this thread: rgb444 palette, rgb565 mapping (its fast settings). */
async function gifenc(): Promise<Measured> {
  await ownTask();
  const start = performance.now();
  const encoder = GIFEncoder();
  for (const rgba of reference) {
    const palette = quantize(rgba, 256, { format: 'rgb444' });
    encoder.writeFrame(applyPalette(rgba, palette, 'rgb565'), width, height, { palette, delay: DURATION_MS });
  }
  encoder.finish();
  return measured(start, performance.now(), encoder.bytes(), false);
}

/** Ours, cancelled as soon as the first frame is encoded: what the promise rejects with. */
async function oursCancelled(): Promise<{ name: string; message: string }> {
  await ownTask();
  const controller = new AbortController();
  try {
    await encodeGifInBrowser({
      width,
      height,
      mode: 'high',
      frames: frames.map((f) => ({ ...f, durationMs: DURATION_MS })),
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    return { name: 'none', message: 'finished' };
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
}

/**
 * Decodes a GIF with Chromium's own decoder (WebCodecs ImageDecoder): how many frames it sees,
 * and whether every pixel matches core's reader.
 */
async function chromiumDecode(gif: string): Promise<{ frames: number; sameAsCore: boolean }> {
  const bytes = Uint8Array.from(atob(gif), (c) => c.charCodeAt(0));
  const decoder = new ImageDecoder({ data: bytes, type: 'image/gif' });
  await decoder.tracks.ready;
  const count = decoder.tracks.selectedTrack?.frameCount ?? 0;
  const core = readGif(bytes).frames;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  let sameAsCore = core.length === count;
  for (let i = 0; i < count && sameAsCore; i++) {
    const { image } = await decoder.decode({ frameIndex: i });
    ctx.drawImage(image, 0, 0);
    image.close();
    const got = ctx.getImageData(0, 0, width, height).data;
    const want = core[i]?.rgba;
    sameAsCore = !!want && got.every((v, j) => v === want[j]);
  }
  decoder.close();
  return { frames: count, sameAsCore };
}

Object.assign(globalThis, {
  gifBench: { prepare, prepareGifEncoder, ours, oursCancelled, gifJs, gifenc, chromiumDecode },
});
