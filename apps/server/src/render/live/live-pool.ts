import { FairQueue } from './fair-queue.ts';
import { type LiveTask, runLiveTask } from './live-task.ts';
import { RenderAbandonedError, RenderThreads } from './render-threads.ts';

// Where live renders wait and run (docs/live-images.md, "Under a send"). Opens are queued fairly
// by design and address, and wait as long as they can still be drawn before their deadline; an
// open that would miss it is shed (its caller answers the fallback). Batch exports run only when
// no open waits. A render that runs past its time limit has its thread stopped and replaced.

/** Renders queued at most (memory bound; far beyond what a deadline lets wait). */
export const LIVE_QUEUE_LIMIT = 20_000;

/** Thrown when the queue is full. */
export class LiveOverloadError extends Error {
  constructor() {
    super('live image renders are over capacity');
    this.name = 'LiveOverloadError';
  }
}

/** Thrown for an open that could not be drawn before its deadline (or whose caller gave up). */
export class LiveShedError extends Error {
  constructor() {
    super('the live render would miss its deadline');
    this.name = 'LiveShedError';
  }
}

export { RenderAbandonedError };

export interface RunOptions {
  /** Whose turn it is: the design (its public id). */
  flow?: string;
  /** The client's address, for turns within a design. */
  client?: string;
  /** When the answer is due (performance.now() time); none: no deadline. */
  deadline?: number;
  /** Batch exports: drawn only when no open waits. */
  background?: boolean;
  /** Aborted when the caller no longer wants the render (it answered already). */
  signal?: AbortSignal;
}

/** Where live renders run: worker threads, or this thread when there are none. */
export interface LivePool {
  run(task: LiveTask, opts?: RunOptions): Promise<Uint8Array>;
  /** Renders waiting for a thread. */
  readonly pending: number;
  /** Renders being drawn. */
  readonly running: number;
  /** Starts the render threads now (not on the first render) and resolves once they have. */
  warm?(): Promise<void>;
  close(): Promise<void>;
}

export interface LivePoolOptions {
  /** How long one render may draw before its thread is stopped (worker threads only). */
  renderLimitMs: number;
  /** Told of each render's drawing time, of each shed open, and of each abandoned render. */
  observe?: {
    drawn?: (ms: number, waitedMs: number) => void;
    shed?: () => void;
    abandoned?: () => void;
  };
}

interface Job {
  readonly task: LiveTask;
  readonly flow: string;
  readonly client: string;
  readonly deadline: number;
  readonly queuedAt: number;
  readonly resolve: (bytes: Uint8Array) => void;
  readonly reject: (err: Error) => void;
  readonly background: boolean;
  readonly cleanup: () => void;
}

/** What renders of a flow have taken to draw, smoothed (ms). */
class DrawTimes {
  private readonly byFlow = new Map<string, number>();
  private overall = 10;

  estimate(flow: string): number {
    return this.byFlow.get(flow) ?? this.overall;
  }

  record(flow: string, ms: number): void {
    const before = this.byFlow.get(flow);
    this.byFlow.set(flow, before === undefined ? ms : before * 0.8 + ms * 0.2);
    this.overall = this.overall * 0.95 + ms * 0.05;
    if (this.byFlow.size > 10_000) this.byFlow.clear();
  }
}

/** Draws a task somewhere: a worker thread, or this thread. */
interface Drawer {
  ready?(): Promise<void>;
  readonly idle: number;
  readonly busy: number;
  start(task: LiveTask, limitMs: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** A pool of `threads` workers (0: render on this thread, one at a time). */
export function createLivePool(
  threads: number,
  options: LivePoolOptions = { renderLimitMs: 10_000 },
): LivePool {
  return new ScheduledPool(threads, options);
}

class ScheduledPool implements LivePool {
  private readonly opens = new FairQueue<Job>();
  private readonly exports: Job[] = [];
  private readonly times = new DrawTimes();
  private drawer: Drawer | undefined;
  private closed = false;

  constructor(
    private readonly threads: number,
    private readonly options: LivePoolOptions,
  ) {}

  get pending(): number {
    return this.opens.size + this.exports.length;
  }

  get running(): number {
    return this.drawer?.busy ?? 0;
  }

  run(task: LiveTask, opts: RunOptions = {}): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new RenderAbandonedError('closing'));
    if (this.pending >= LIVE_QUEUE_LIMIT) return Promise.reject(new LiveOverloadError());
    if (opts.signal?.aborted) return Promise.reject(new LiveShedError());
    return new Promise<Uint8Array>((resolve, reject) => {
      const flow = opts.flow ?? task.baseId;
      const client = opts.client ?? '';
      const onAbort = () => {
        if (job.background ? this.dropExport(job) : this.opens.remove(flow, client, job)) {
          this.options.observe?.shed?.();
          reject(new LiveShedError());
        }
      };
      const job: Job = {
        task,
        flow,
        client,
        deadline: opts.deadline ?? Number.POSITIVE_INFINITY,
        queuedAt: performance.now(),
        background: opts.background === true,
        resolve,
        reject,
        cleanup: () => opts.signal?.removeEventListener('abort', onAbort),
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      if (job.background) this.exports.push(job);
      else this.opens.push(flow, client, job);
      this.dispatch();
    });
  }

  async warm(): Promise<void> {
    await this.draw.ready?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (let job = this.next(); job; job = this.next()) {
      job.cleanup();
      job.reject(new RenderAbandonedError('closing'));
    }
    await this.drawer?.close();
  }

  private dropExport(job: Job): boolean {
    const i = this.exports.indexOf(job);
    if (i < 0) return false;
    this.exports.splice(i, 1);
    return true;
  }

  private next(): Job | undefined {
    return this.opens.shift() ?? this.exports.shift();
  }

  /** Started on the first render: most processes (and test apps) never draw a live image. */
  private get draw(): Drawer {
    this.drawer ??=
      this.threads > 0
        ? new RenderThreads(this.threads, {
            onIdle: () => this.dispatch(),
            onAbandoned: () => this.options.observe?.abandoned?.(),
          })
        : new InlineDrawer(() => this.dispatch());
    return this.drawer;
  }

  private dispatch(): void {
    const drawer = this.draw;
    while (drawer.idle > 0 && !this.closed) {
      const job = this.next();
      if (!job) return;
      job.cleanup();
      const now = performance.now();
      // Shed what cannot be drawn in time: its caller answers the fallback now instead.
      if (now + this.times.estimate(job.flow) > job.deadline) {
        this.options.observe?.shed?.();
        job.reject(new LiveShedError());
        continue;
      }
      const waited = now - job.queuedAt;
      drawer.start(job.task, this.options.renderLimitMs).then(
        (bytes) => {
          const ms = performance.now() - now;
          this.times.record(job.flow, ms);
          this.options.observe?.drawn?.(ms, waited);
          job.resolve(bytes);
        },
        (err: Error) => {
          // An abandoned render counts as a long one: the next of its flow is shed sooner.
          if (err instanceof RenderAbandonedError) this.times.record(job.flow, performance.now() - now);
          job.reject(err);
        },
      );
    }
  }
}

/** Renders on this thread, one at a time, each after a turn of the event loop. */
class InlineDrawer implements Drawer {
  private drawing = false;

  constructor(private readonly onIdle: () => void) {}

  get idle(): number {
    return this.drawing ? 0 : 1;
  }

  get busy(): number {
    return this.drawing ? 1 : 0;
  }

  start(task: LiveTask): Promise<Uint8Array> {
    this.drawing = true;
    return new Promise<Uint8Array>((resolve, reject) => {
      // Yield first so a burst of requests interleaves with the event loop.
      setImmediate(() => {
        try {
          resolve(runLiveTask(task));
        } catch (err) {
          reject(err as Error);
        } finally {
          this.drawing = false;
          setImmediate(this.onIdle);
        }
      });
    });
  }

  async close(): Promise<void> {}
}
