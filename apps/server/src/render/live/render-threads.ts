import type { Worker } from 'node:worker_threads';
import { LIVE_WORKER_URL } from '../../paths.ts';
import { startWorker } from '../../worker-start.ts';
import type { LiveTask } from './live-task.ts';

// The threads that draw live images: one render at a time each, and a thread whose render runs
// past its limit is stopped and replaced (its half-done work cannot hold a core for minutes).

/** A render a thread was told to stop: past its time limit, or the pool is closing. */
export class RenderAbandonedError extends Error {
  constructor(readonly why: 'time limit' | 'closing' | 'thread exited') {
    super(`the live render was abandoned (${why})`);
    this.name = 'RenderAbandonedError';
  }
}

interface Running {
  readonly id: number;
  readonly limitMs: number;
  readonly resolve: (bytes: Uint8Array) => void;
  readonly reject: (err: Error) => void;
  /** Set once the thread has started drawing (a new thread's start-up does not count). */
  started?: number;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** Resolved when the thread has loaded its modules. */
  started: Promise<void>;
  onReady: () => void;
  running?: Running;
  /** False until the thread has loaded its modules (a replaced thread takes ~0.5 s). */
  ready: boolean;
}

/** Before starting again a thread that failed to start. */
const RESTART_PAUSE_MS = 1_000;

/** What a render thread says: it has started, or a render's outcome. */
type WorkerMessage = { ready?: true; preparing?: boolean; id: number; bytes?: Uint8Array; error?: string };

/**
 * How long a version's one-time preparation may take (a live GIF's frames and palette, on a busy
 * machine): the time limit of a render counts the drawing of its recipient, not this.
 */
export const PREPARE_LIMIT_MS = 30_000;

export interface RenderThreadsOptions {
  /** Called whenever a thread becomes free to take a render. */
  onIdle: () => void;
  /** Called when a thread is stopped for running past its limit. */
  onAbandoned?: (ms: number) => void;
  /** The module each thread runs (tests hand in a stand-in); live-worker.ts by default. */
  workerUrl?: string;
}

/** A fixed set of render threads with one render in flight on each. */
export class RenderThreads {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    count: number,
    private readonly opts: RenderThreadsOptions,
  ) {
    for (let i = 0; i < count; i++) this.slots.push(this.spawn());
  }

  /** Resolves once every thread has started (loaded its modules). */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.started));
  }

  /** Threads with nothing to draw. */
  get idle(): number {
    return this.slots.filter((s) => !s.running).length;
  }

  get busy(): number {
    return this.slots.length - this.idle;
  }

  /**
   * Starts `task` on a free thread (the caller checked {@link idle}). A render still running
   * after `limitMs` is abandoned: its thread is stopped and a new one takes its place.
   */
  start(task: LiveTask, limitMs: number): Promise<Uint8Array> {
    const slot = this.slots.find((s) => !s.running);
    if (!slot || this.closed) return Promise.reject(new RenderAbandonedError('closing'));
    return new Promise<Uint8Array>((resolve, reject) => {
      const id = this.nextId++;
      slot.running = { id, limitMs, resolve, reject };
      if (slot.ready) this.clock(slot);
      slot.worker.postMessage({ id, task });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      this.slots.map(async (slot) => {
        this.finish(slot, new RenderAbandonedError('closing'));
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const slot = { worker: this.newWorker(), ready: false } as Slot;
    this.expectStart(slot);
    this.listen(slot);
    return slot;
  }

  private expectStart(slot: Slot): void {
    slot.started = new Promise<void>((resolve) => {
      slot.onReady = resolve;
    });
  }

  private newWorker(): Worker {
    const url = this.opts.workerUrl ?? LIVE_WORKER_URL;
    const worker = startWorker(url);
    worker.unref();
    return worker;
  }

  /** (Re)starts the time limit of the render in progress on `slot`: its own, or `limitMs`. */
  private clock(slot: Slot, limitMs?: number): void {
    const running = slot.running;
    if (!running) return;
    clearTimeout(running.timer);
    running.started ??= performance.now();
    running.timer = setTimeout(() => this.abandon(slot, 'time limit'), limitMs ?? running.limitMs);
  }

  private finish(slot: Slot, outcome: Uint8Array | Error): void {
    const running = slot.running;
    if (!running) return;
    clearTimeout(running.timer);
    slot.running = undefined;
    if (outcome instanceof Error) running.reject(outcome);
    else running.resolve(outcome);
    if (!this.closed) this.opts.onIdle();
  }

  private abandon(slot: Slot, why: 'time limit'): void {
    const running = slot.running;
    if (!running) return;
    this.opts.onAbandoned?.(performance.now() - (running.started ?? performance.now()));
    const old = slot.worker;
    this.replace(slot);
    void old.terminate();
    this.finish(slot, new RenderAbandonedError(why));
  }

  private replace(slot: Slot): void {
    if (this.closed) return;
    slot.worker = this.newWorker();
    slot.ready = false;
    this.expectStart(slot);
    this.listen(slot);
  }

  private listen(slot: Slot): void {
    const worker = slot.worker;
    worker.on('message', (msg: WorkerMessage) => {
      if (slot.worker !== worker) return;
      if (msg.ready) {
        slot.ready = true;
        slot.onReady();
        this.clock(slot);
        return;
      }
      const running = slot.running;
      if (!running || running.id !== msg.id) return;
      if (msg.preparing !== undefined) return this.clock(slot, msg.preparing ? PREPARE_LIMIT_MS : undefined);
      if (msg.bytes) this.finish(slot, msg.bytes);
      else this.finish(slot, new Error(msg.error ?? 'the live render failed'));
    });
    worker.on('error', (err) => {
      if (slot.worker === worker) this.finish(slot, err);
    });
    worker.on('exit', () => {
      if (this.closed || slot.worker !== worker) return;
      this.finish(slot, new RenderAbandonedError('thread exited'));
      // A thread that could not even start is tried again after a pause, not in a tight loop.
      if (slot.ready) this.replace(slot);
      else setTimeout(() => slot.worker === worker && this.replace(slot), RESTART_PAUSE_MS).unref();
    });
  }
}
