import { setTimeout as sleep } from 'node:timers/promises';
import { LiveOverloadError, type LivePool } from '../../render/live/live-pool.ts';
import type { LiveTask } from '../../render/live/live-task.ts';
import type { Heartbeat } from './batch-queue.ts';

// Drawing an export's rows in the live render pool without taking it from the opens: a few
// renders in flight, none submitted while renders are waiting for a thread, and those submitted
// drawn only when no open waits (the pool's background queue). An open then
// waits at most for the batch renders already running (a few ms), and never gets the overload
// fallback because of a batch. While opens are being answered the export also leaves part of
// the CPU alone: on a machine whose cores the render threads fill, the event loop (cached
// answers, 304s) would otherwise wait for the CPU (measured in bench/batch-export.ts).

/** Batch renders a thread may have in flight (one drawing, one ready to start). */
export const BATCH_LANES_PER_THREAD = 2;
/**
 * While opens are answered: one batch render per thread, each followed by a pause of this
 * share of its own duration, so the export takes about two thirds of the render threads.
 */
export const BATCH_BREATH = 0.5;
/** How long a batch render waits before looking at the queue again. */
const YIELD_MS = 2;
/** After an overload refusal, the opens have a burst: give them longer. */
const OVERLOAD_WAIT_MS = 20;

export interface RenderRowsOptions {
  pool: LivePool;
  /** Render threads (0: the pool draws on this thread). */
  threads: number;
  /** The first row to draw (rows before it are done) and the number of rows. */
  from: number;
  total: number;
  task(index: number): LiveTask;
  /** Stores a drawn row (any order). */
  save(index: number, bytes: Uint8Array): Promise<void>;
  /** Called once per row in row order, after it is saved (the ZIP takes it here). */
  append(index: number, bytes: Uint8Array): Promise<void>;
  /** Writes progress: the rows done (a prefix) and rows per second of this run. */
  report(done: number, rate: number): Promise<Heartbeat>;
  /** True once the runner is asked to stop. */
  stopping(): boolean;
  /** True while live opens are being answered (the export then leaves them CPU). */
  liveBusy?(): boolean;
  /** Between progress writes. */
  progressMs: number;
  now: () => number;
}

/** How a run of rows ended, and how many rows (from the first) are drawn and stored. */
export interface RenderOutcome {
  done: number;
  end: 'finished' | 'stopped' | Exclude<Heartbeat, 'ok'>;
}

/** One render, submitted only while no open is waiting; overload refusals are retried. */
async function renderWhenIdle(pool: LivePool, task: LiveTask, maxWaiting: number): Promise<Uint8Array> {
  for (;;) {
    while (pool.pending >= maxWaiting) await sleep(YIELD_MS);
    try {
      return await pool.run(task, { background: true });
    } catch (err) {
      if (!(err instanceof LiveOverloadError)) throw err;
      await sleep(OVERLOAD_WAIT_MS);
    }
  }
}

/**
 * Draws rows `from`…`total - 1` in order, several at once, storing each and handing them on in
 * row order; progress is written every `progressMs` as the run of rows handed on (so a resumed
 * job never skips one), renewing the job's lease even while no row finishes.
 * Stops taking rows when asked to (in-flight ones finish and count), or when a progress write
 * says the design is gone or the job is no longer ours.
 */
export async function renderRows(o: RenderRowsOptions): Promise<RenderOutcome> {
  const lanes = Math.max(1, o.threads * BATCH_LANES_PER_THREAD);
  // The pool's pending counts renders waiting for a thread (opens and exports alike).
  const maxWaiting = Math.max(1, o.threads);
  const started = o.now();
  const finished = new Map<number, Uint8Array>();
  let next = o.from;
  let done = o.from;
  let end: RenderOutcome['end'] | undefined;
  let failure: unknown;
  let reporting: Promise<void> | undefined;

  const report = () => {
    const rate = (done - o.from) / Math.max(0.001, (o.now() - started) / 1000);
    reporting ??= o
      .report(done, rate)
      .then(
        (beat) => {
          if (beat !== 'ok') end ??= beat;
        },
        (err) => {
          failure ??= err;
          end ??= 'stopped';
        },
      )
      .finally(() => {
        reporting = undefined;
      });
  };

  // One lane at a time hands the finished run of rows on, in order.
  let appending = Promise.resolve();
  const appendInOrder = async () => {
    for (let bytes = finished.get(done); bytes; bytes = finished.get(done)) {
      await o.append(done, bytes);
      finished.delete(done);
      done++;
    }
  };

  const lane = async (lane: number) => {
    while (end === undefined && next < o.total) {
      if (o.stopping()) {
        end = 'stopped';
        break;
      }
      const busy = o.liveBusy?.() ?? false;
      if (busy && lane >= Math.max(1, o.threads)) {
        await sleep(YIELD_MS * 5);
        continue;
      }
      const index = next++;
      const drawing = performance.now();
      const bytes = await renderWhenIdle(o.pool, o.task(index), maxWaiting);
      if (busy) await sleep((performance.now() - drawing) * BATCH_BREATH);
      await o.save(index, bytes);
      finished.set(index, bytes);
      appending = appending.then(appendInOrder);
      await appending;
    }
  };
  // On a timer, not per row: a render held back by opens for long still renews the lease.
  const ticker = setInterval(report, o.progressMs);
  ticker.unref();
  await Promise.all(
    Array.from({ length: lanes }, (_, i) =>
      lane(i).catch((err) => {
        failure ??= err;
        end ??= 'stopped';
      }),
    ),
  );
  clearInterval(ticker);
  await reporting;
  if (failure) throw failure;
  return { done, end: end ?? 'finished' };
}
