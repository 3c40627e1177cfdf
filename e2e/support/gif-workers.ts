import { gifHeader } from '@mergepix/core';
import type { Page } from 'playwright-core';

// What proves that a GIF's frames are encoded in Web Workers and not on the page's thread
// (apps/web/src/features/gif-editor/encode): the page draws a frame, moves its pixels to a
// worker (a message with the frame's RGBA, its buffer transferred), and each worker sends back
// the frame's encoded image block; the page only joins the blocks into the file. An init script
// notes both directions in the page, and the test compares the file with the workers' blocks.

/** A frame the page handed to a worker. */
export interface SentFrame {
  readonly job: number;
  readonly index: number;
  readonly width: number;
  readonly height: number;
  readonly mode: string;
  /** Bytes of RGBA sent. */
  readonly bytes: number;
  /** The pixels were moved to the worker (the page's buffer is empty afterwards), not copied. */
  readonly moved: boolean;
}

interface ReceivedBlock {
  readonly job: number;
  readonly index: number;
  readonly block: Uint8Array;
}

interface GifWorkerLog {
  readonly workers: number;
  readonly sent: SentFrame[];
  readonly received: ReceivedBlock[];
}

/**
 * An init script (`addInitScript`): replaces the page's `Worker` by a subclass that notes every
 * frame posted to a worker and every image block a worker posts back. Everything else passes
 * through unchanged.
 */
export function recordGifWorkers(): void {
  const log = { workers: 0, sent: [] as SentFrame[], received: [] as ReceivedBlock[] };
  (globalThis as unknown as { gifWorkerLog: typeof log }).gifWorkerLog = log;
  const Native = globalThis.Worker;
  class RecordingWorker extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      log.workers++;
      this.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as Partial<ReceivedBlock> | null;
        if (data && typeof data === 'object' && data.block instanceof Uint8Array)
          log.received.push({ job: Number(data.job), index: Number(data.index), block: data.block });
      });
    }
    override postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions): void {
      const frame = message as Partial<Record<keyof SentFrame, unknown>> & { rgba?: unknown };
      const rgba =
        frame && typeof frame === 'object' && frame.rgba instanceof ArrayBuffer ? frame.rgba : null;
      const bytes = rgba?.byteLength ?? 0;
      super.postMessage(message, transfer as Transferable[]);
      if (rgba)
        log.sent.push({
          job: Number(frame.job),
          index: Number(frame.index),
          width: Number(frame.width),
          height: Number(frame.height),
          mode: String(frame.mode),
          bytes,
          moved: rgba.byteLength === 0,
        });
    }
  }
  (globalThis as unknown as { Worker: typeof Worker }).Worker = RecordingWorker;
}

/** The page's latest encoding: the frames it sent to workers and the blocks they sent back. */
export async function lastGifEncoding(page: Page): Promise<{
  workers: number;
  sent: SentFrame[];
  /** The workers' image blocks, in frame order. */
  blocks: Buffer[];
  blockIndexes: number[];
}> {
  const found = await page.evaluate(() => {
    const log = (globalThis as unknown as { gifWorkerLog?: GifWorkerLog }).gifWorkerLog;
    if (!log) throw new Error('recordGifWorkers was not installed in this page');
    const job = Math.max(...log.sent.map((s) => s.job));
    const base64 = (bytes: Uint8Array) => {
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    };
    const received = log.received.filter((r) => r.job === job).sort((a, b) => a.index - b.index);
    return {
      workers: log.workers,
      sent: log.sent.filter((s) => s.job === job),
      blocks: received.map((r) => base64(r.block)),
      blockIndexes: received.map((r) => r.index),
    };
  });
  return { ...found, blocks: found.blocks.map((b) => Buffer.from(b, 'base64')) };
}

/**
 * Whether `file` is exactly a GIF header for this size, then `blocks` one after the other, then
 * the trailer: every byte of every frame came from the workers.
 */
export function isMadeOfBlocks(
  file: Uint8Array,
  width: number,
  height: number,
  blocks: readonly Uint8Array[],
): boolean {
  const expected = Buffer.concat([gifHeader(width, height, 0), ...blocks, Buffer.from([0x3b])]);
  return Buffer.from(file).equals(expected);
}
