import type { EncodeFrameRequest, EncodeFrameResult } from './gif-worker-protocol';

// A few GIF workers, started on first use and kept for the next encoding (a worker costs a
// script load and a warm-up; an editor encodes again and again). Each frame goes to the worker
// with the fewest frames waiting, so both stay busy while the page draws the next frame.

/** The part of a Worker the pool uses (tests pass a stand-in). */
export interface GifWorker {
  postMessage(message: EncodeFrameRequest, transfer: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<EncodeFrameResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

interface Waiting {
  resolve(block: Uint8Array): void;
  reject(error: Error): void;
}

interface Slot {
  worker: GifWorker | null;
  readonly waiting: Map<string, Waiting>;
}

/** The index of the least loaded worker (the first of equals). */
export function leastBusy(loads: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < loads.length; i++) if ((loads[i] as number) < (loads[best] as number)) best = i;
  return best;
}

const key = (job: number, index: number) => `${job}:${index}`;

export class GifWorkerPool {
  private readonly slots: Slot[];

  constructor(
    size: number,
    private readonly create: () => GifWorker,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, waiting: new Map() }));
  }

  /** Starts every worker now (they warm up), so the first encoding does not wait for them. */
  prepare(): void {
    for (const slot of this.slots) slot.worker ??= this.start(slot);
  }

  /** Encodes one frame on a worker; its pixels are moved there (the buffer is emptied here). */
  encode(request: EncodeFrameRequest): Promise<Uint8Array> {
    const slot = this.slots[leastBusy(this.slots.map((s) => s.waiting.size))] as Slot;
    return new Promise((resolve, reject) => {
      try {
        slot.worker ??= this.start(slot);
        slot.waiting.set(key(request.job, request.index), { resolve, reject });
        slot.worker.postMessage(request, [request.rgba]);
      } catch (error) {
        slot.waiting.delete(key(request.job, request.index));
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Drops what a job still waits for (it was cancelled): its blocks are thrown away on arrival. */
  forget(job: number): void {
    for (const slot of this.slots)
      for (const k of [...slot.waiting.keys()]) if (k.startsWith(`${job}:`)) slot.waiting.delete(k);
  }

  /** Stops the workers; frames still waiting fail. The pool starts new ones when used again. */
  close(): void {
    for (const slot of this.slots) this.stop(slot, new Error('The GIF encoder was closed.'));
  }

  private start(slot: Slot): GifWorker {
    let worker: GifWorker;
    try {
      worker = this.create();
    } catch (error) {
      // A browser without module workers, or a page policy refusing the script.
      const detail = error instanceof Error ? ` (${error.message})` : '';
      throw new Error(`The GIF encoder could not start in this browser${detail}.`);
    }
    worker.onmessage = (event) => {
      const result = event.data;
      const k = key(result.job, result.index);
      const waiting = slot.waiting.get(k);
      if (!waiting) return;
      slot.waiting.delete(k);
      if ('block' in result) waiting.resolve(result.block);
      else waiting.reject(new Error(`Frame ${result.index + 1} could not be encoded: ${result.error}`));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const detail = event.message ? ` (${event.message})` : '';
      this.stop(slot, new Error(`The GIF encoder stopped unexpectedly${detail}. Please try again.`));
    };
    worker.onmessageerror = () =>
      this.stop(slot, new Error('The GIF encoder sent back something unreadable. Please try again.'));
    return worker;
  }

  /** Ends a worker and fails what it was doing; a new one starts on the next frame. */
  private stop(slot: Slot, error: Error): void {
    slot.worker?.terminate();
    slot.worker = null;
    const waiting = [...slot.waiting.values()];
    slot.waiting.clear();
    for (const w of waiting) w.reject(error);
  }
}
