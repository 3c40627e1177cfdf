import type { Worker } from 'node:worker_threads';
import type { BatchRequest, CsvProblem, Design } from '@mergepix/core';
import { BATCH_PLAN_WORKER_URL } from '../paths.ts';
import { startWorker } from '../worker-start.ts';

// Where a batch export's CSV is read and planned (core's planBatch): a thread of its own, since
// a 5 MB file of 10,000 rows takes a second or more to read and check, and on the thread that
// answers requests that second stalled every open, readiness probe and keep-alive client
// (docs/live-images.md, "Batch export"). One thread, started at the first export and kept; it
// plans one file at a time, so a burst of uploads takes one core, never the server's.

/** Core's BatchPlan as a job stores it: its rows (core's BatchRow[]) as JSON. */
export type PlannedExport =
  | {
      readonly ok: true;
      readonly delimiter: ',' | ';';
      readonly headers: readonly string[];
      /** Images to draw: the rows. */
      readonly total: number;
      readonly rowsJson: string;
      readonly problems: readonly CsvProblem[];
    }
  | { readonly ok: false; readonly error: string };

/** Plans a batch export: core's planBatch, somewhere. */
export type BatchPlanner = (
  request: BatchRequest,
  design: Pick<Design, 'format' | 'rules' | 'safety'>,
) => Promise<PlannedExport>;

type Answer = { id: number; plan?: PlannedExport; error?: string };
type Pending = { resolve: (plan: PlannedExport) => void; reject: (err: Error) => void };

export class BatchPlanThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly url = BATCH_PLAN_WORKER_URL) {}

  readonly plan: BatchPlanner = (request, design) =>
    new Promise<PlannedExport>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      const { format, rules, safety } = design;
      this.thread().postMessage({ id, request, design: { format, rules, safety } });
    });

  /** Stops the thread; plans still waiting fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('the batch plan thread was closed'));
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.url);
    // Idle, it must not keep the process alive.
    worker.unref();
    worker.on('message', ({ id, plan, error }: Answer) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (plan) waiting?.resolve(plan);
      else waiting?.reject(new Error(error ?? 'the batch plan failed'));
    });
    // A thread that failed or stopped takes its waiting plans with it; the next plan starts another.
    const lost = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(err);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the batch plan thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private failAll(err: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }
}
