import type { Worker } from 'node:worker_threads';
import type { BatchRequest, CsvProblem, Design } from '@mergepix/core';
import { BATCH_PLAN_WORKER_URL } from '../../paths.ts';
import { startWorker } from '../../worker-start.ts';
import type { AudiencePlanner } from '../live/audience.ts';
import type { AudiencePlanRequest, HashedAudience } from '../live/audience-hash.ts';

// Where a batch export's CSV is read and planned (core's planBatch): a thread of its own, since
// a 5 MB file of 10,000 rows takes a second or more to read and check, and on the thread that
// answers requests that second stalled every open, readiness probe and keep-alive client
// (docs/live-images.md, "Batch export"). An audience list (known recipients) is read and hashed
// there too. One thread, started at the first file and kept; it reads one file at a time, so a
// burst of uploads takes one core, never the server's.

/** Core's BatchPlan as a job stores it: its rows (core's BatchRow[]) as JSON, in chunks (batch-rows.ts). */
export type PlannedExport =
  | {
      readonly ok: true;
      readonly delimiter: ',' | ';';
      readonly headers: readonly string[];
      /** Images to draw: the rows. */
      readonly total: number;
      /** JSON arrays of 500 rows each (the last fewer), in order. */
      readonly rowChunks: readonly string[];
      readonly problems: readonly CsvProblem[];
      /** The segments the rows pick (core's batchSegments): the segment bases the export needs. */
      readonly segments: readonly number[];
    }
  | { readonly ok: false; readonly error: string };

/** How long waiting plans let the thread go without an answer before it is stopped. */
export const PLAN_STALL_MS = 30_000;

/** What a plan reads of the design. */
export type PlannedDesign = Pick<Design, 'format' | 'rules' | 'safety' | 'segments' | 'countdown'>;

/** Plans a batch export: core's planBatch, somewhere. */
export type BatchPlanner = (request: BatchRequest, design: PlannedDesign) => Promise<PlannedExport>;

/** What the thread is asked (batch-plan-worker.ts answers). */
export type PlanMessage =
  | { id: number; kind: 'batch'; request: BatchRequest; design: PlannedDesign }
  | { id: number; kind: 'audience'; request: AudiencePlanRequest; key: string; designId: string };

type Plan = PlannedExport | HashedAudience;
type Answer = { id: number; plan?: Plan; error?: string };
type Pending = { resolve: (plan: Plan) => void; reject: (err: Error) => void };
/** A message without its id (the thread's ask() gives it one). */
type Ask = PlanMessage extends infer M ? (M extends PlanMessage ? Omit<M, 'id'> : never) : never;

export class BatchPlanThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    private readonly url = BATCH_PLAN_WORKER_URL,
    private readonly stallMs = PLAN_STALL_MS,
  ) {}

  readonly plan: BatchPlanner = (request, design) => {
    const { format, rules, safety, segments, countdown } = design;
    return this.ask({
      kind: 'batch',
      request,
      design: { format, rules, safety, segments, countdown },
    }) as Promise<PlannedExport>;
  };

  readonly audience: AudiencePlanner = (request, key, designId) =>
    this.ask({ kind: 'audience', request, key, designId }) as Promise<HashedAudience>;

  private ask(message: Ask): Promise<Plan> {
    return new Promise<Plan>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      try {
        this.thread().postMessage({ ...message, id });
      } catch (err) {
        this.pending.delete(id);
        reject(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      if (!this.watchdog) this.arm();
    });
  }

  /**
   * While plans wait, the thread must answer one every `stallMs`: a thread stuck on a file is
   * stopped, its waiting plans fail (a 500 to their senders), and the next plan starts another.
   */
  private arm(): void {
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
    if (this.pending.size === 0) return;
    this.watchdog = setTimeout(() => {
      const worker = this.worker;
      this.worker = undefined;
      this.failAll(new Error(`the batch plan thread answered nothing for ${this.stallMs} ms`));
      void worker?.terminate();
    }, this.stallMs);
    this.watchdog.unref();
  }

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
      this.arm();
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
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }
}
