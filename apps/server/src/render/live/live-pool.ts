import { Piscina } from 'piscina';
import { type LiveTask, runLiveTask } from './live-task.ts';

/**
 * Renders waiting per thread before new ones get the fallback image: at about 5 ms a render,
 * no recipient waits more than ~20 ms in the queue. An open that waits longer is better served
 * the design's fallbacks now than its own name after a growing backlog.
 */
export const LIVE_QUEUE_PER_THREAD = 4;

/** Thrown when every render thread is busy and the queue is full. */
export class LiveOverloadError extends Error {
  constructor() {
    super('live image renders are over capacity');
    this.name = 'LiveOverloadError';
  }
}

/** Where live renders run: worker threads, or this thread when there are none. */
export interface LivePool {
  run(task: LiveTask): Promise<Uint8Array>;
  /** Renders waiting for a thread. */
  readonly pending: number;
  close(): Promise<void>;
}

const workerFile = new URL('./live-worker.ts', import.meta.url).href;

/** A pool of `threads` workers (0: render inline, one at a time, on this thread). */
export function createLivePool(threads: number): LivePool {
  if (threads <= 0) return inlinePool();
  // Started on the first render: most processes (and test apps) never draw a live image.
  let started: Piscina | undefined;
  const start = () =>
    (started ??= new Piscina({
      filename: workerFile,
      minThreads: threads,
      maxThreads: threads,
      maxQueue: threads * LIVE_QUEUE_PER_THREAD,
      idleTimeout: 30_000,
      // Workers load TypeScript sources the way the server does.
      execArgv: ['--import', 'tsx'],
    }));
  return {
    async run(task) {
      const pool = start();
      if (pool.queueSize >= threads * LIVE_QUEUE_PER_THREAD) throw new LiveOverloadError();
      try {
        return (await pool.run(task)) as Uint8Array;
      } catch (err) {
        if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new LiveOverloadError();
        throw err;
      }
    },
    get pending() {
      return started ? started.queueSize : 0;
    },
    close: async () => {
      await started?.destroy();
    },
  };
}

function inlinePool(): LivePool {
  let pending = 0;
  return {
    async run(task) {
      if (pending >= LIVE_QUEUE_PER_THREAD) throw new LiveOverloadError();
      pending++;
      try {
        // Yield first so a burst of requests interleaves with the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        return runLiveTask(task);
      } finally {
        pending--;
      }
    },
    get pending() {
      return pending;
    },
    close: async () => {},
  };
}
