import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { type Design, segmentBase, segmentIndex, type TokenValues } from '@mergepix/core';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { LivePool } from '../../render/live/live-pool.ts';
import { CONTENT_TYPES } from '../../render/live/neutral-image.ts';
import { BATCH_BUCKET, type ObjectStore } from '../storage/object-store.ts';
import { batchKeys, deleteJobFiles } from './batch-files.ts';
import { type BatchJobRecord, BatchQueue } from './batch-queue.ts';
import { type RenderOutcome, renderRows } from './batch-render.ts';
import { readRows } from './batch-rows.ts';
import { BatchZip, recipientsCsv } from './batch-zip.ts';

/** What a job whose design was deleted says. */
export const DESIGN_DELETED_MESSAGE = 'The design was deleted, so the export stopped.';
/** What a job that failed on our side says (the cause is logged). */
export const EXPORT_FAILED_MESSAGE = 'The export stopped because of an error on our side. Start it again.';
/** Runs a job may take that end in a crash before it is given up. */
export const MAX_ATTEMPTS = 5;
/** A ZIP file in the temporary folder untouched this long is a crashed runner's. */
const STALE_TMP_MS = 60 * 60 * 1000;
/** A resumed job writes progress (renewing its lease) every this many rows put back in its ZIP. */
const RESUME_CHECK_EVERY = 1_000;

export interface BatchRunnerOptions {
  db: Db;
  store: ObjectStore;
  pool: LivePool;
  /** Render threads behind the pool (0: it draws on this thread). */
  threads: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The public origin of the live URLs in recipients.csv. */
  origin: string;
  /** Signs one recipient's values for a design (signed links, services/live/live-signing.ts). */
  sign?: (publicId: string, values: TokenValues) => string;
  /** Where ZIPs are written before they are stored (on the object store's disk, ideally). */
  tmpDir: string;
  /** True while live opens are being answered: the export then leaves them part of the CPU. */
  liveBusy?: () => boolean;
  now?: () => number;
  /** Between looks for jobs (new ones, or ones another server left); default 5 s. */
  pollMs?: number;
  /** Between progress writes; default 1 s. */
  progressMs?: number;
  /** How long a claimed job stays ours without a progress write; default 30 s. */
  leaseMs?: number;
}

/**
 * Runs batch exports one at a time, oldest first, in the live render pool. Each drawn image is
 * stored under the job's folder and progress is written every second, so a job picks up where
 * it stopped: after close() (which finishes the renders in flight and gives the job back) or a
 * crash (its lease runs out). See docs/decisions/012-batch-export.md.
 */
export class BatchRunner {
  /** Says which machine and process hold a job (batch_jobs.lease_owner), for whoever operates several. */
  private readonly owner = `runner-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly queue: BatchQueue;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private stopping = false;

  constructor(private readonly opts: BatchRunnerOptions) {
    this.now = opts.now ?? Date.now;
    this.queue = new BatchQueue(opts.db, this.owner, opts.leaseMs ?? 30_000, this.now);
  }

  /** Looks for jobs now and every `pollMs` (the timer never keeps the process alive). */
  start(): this {
    this.timer ??= setInterval(() => this.kick(), this.opts.pollMs ?? 5_000);
    this.timer.unref();
    void this.sweepTmp();
    this.kick();
    return this;
  }

  /** ZIPs a crashed runner left half-written (each runner names its own). */
  private async sweepTmp(): Promise<void> {
    const names = await readdir(this.opts.tmpDir).catch(() => [] as string[]);
    for (const name of names.filter((n) => /^batch-.+\.zip$/.test(n))) {
      const path = join(this.opts.tmpDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && this.now() - info.mtimeMs > STALE_TMP_MS) await rm(path, { force: true });
    }
  }

  /** Runs queued jobs now (called when one is created on this server). */
  kick(): void {
    if (this.stopping) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((err) => this.opts.logger.error({ err }, 'batch runner could not read its queue'))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops taking jobs; the running one finishes its renders in flight, writes its progress and is given back. */
  async close(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const job = await this.queue.claim();
      if (!job) return;
      try {
        await this.run(job);
      } catch (err) {
        this.opts.logger.error({ err, jobId: job.id }, 'batch export failed');
        await this.fail(job, EXPORT_FAILED_MESSAGE);
      }
    }
  }

  private async fail(job: BatchJobRecord, message: string): Promise<void> {
    if (await this.queue.fail(job.id, message)) await deleteJobFiles(this.opts.store, job.id);
    else await this.lost(job);
  }

  private async run(claimed: BatchJobRecord): Promise<void> {
    if (claimed.attempts > MAX_ATTEMPTS) return this.fail(claimed, EXPORT_FAILED_MESSAGE);
    // Its chunks (batch-rows.ts), or the rows of a job made before them.
    const job = { ...claimed, rows: await readRows(this.opts.db, claimed) };
    // Named by runner too: a runner whose lease ran out may still be writing its own.
    const zip = await BatchZip.open(join(this.opts.tmpDir, `batch-${job.id}-${this.owner}.zip`));
    try {
      const end = await this.draw(job, zip);
      if (end === 'finished') return await this.finish(job, zip);
      await zip.abandon();
      if (end === 'design-deleted') return await this.fail(job, DESIGN_DELETED_MESSAGE);
      if (end === 'lost') return await this.lost(job);
    } catch (err) {
      await zip.abandon();
      throw err;
    }
  }

  /**
   * Puts the rows drawn before into the ZIP (from the store: a resumed job), then draws the
   * others, storing each image and adding it to the ZIP in row order.
   */
  private async draw(job: BatchJobRecord, zip: BatchZip): Promise<RenderOutcome['end']> {
    const { store } = this.opts;
    const { design, baseKey } = job.design;
    const file = (i: number) => job.rows[i]?.file ?? `${i}.${design.format}`;
    for (let i = 0; i < job.done; i++) {
      if (i % RESUME_CHECK_EVERY === RESUME_CHECK_EVERY - 1) {
        if (this.stopping) return this.queue.release(job.id, job.done).then(() => 'stopped');
        const beat = await this.queue.heartbeat(job.id, job.done);
        if (beat !== 'ok') return beat;
      }
      const image = await store.get(BATCH_BUCKET, batchKeys.image(job.id, i, design.format));
      if (!image) throw new Error(`batch ${job.id}: image ${i} is missing`);
      await zip.addImage(file(i), image.bytes);
    }
    const baseBytes = await this.sharedBytes(baseKey);
    // A row's segment picks its base: the design with that segment's base, drawn over the
    // export's copy of its picture (render/live/live-task.ts: the caller picks the base).
    const segments = new Map<number, { design: Design; baseBytes: SharedArrayBuffer | null }>();
    for (const s of (design.segments?.items ?? []).keys())
      segments.set(s, {
        design: { ...design, base: segmentBase(design, s) },
        baseBytes: await this.sharedBytes(job.design.segmentKeys?.[s]),
      });
    // A countdown shows the time left when each image is drawn, or its ended picture.
    const endedBytes = await this.sharedBytes(job.design.endedKey);
    const moment = () => ({ at: Math.floor(this.now() / 1000) * 1000, endedBytes });
    const outcome = await renderRows({
      pool: this.opts.pool,
      threads: this.opts.threads,
      from: job.done,
      total: job.total,
      task: (i) => {
        const values = job.rows[i]?.values ?? {};
        const s = segmentIndex(design.segments, values);
        const segment = segments.get(s);
        return segment
          ? { baseId: `batch:${job.id}:s${s}`, ...segment, values, format: design.format, ...moment() }
          : { baseId: `batch:${job.id}`, design, baseBytes, values, format: design.format, ...moment() };
      },
      save: (i, bytes) =>
        store.put(
          BATCH_BUCKET,
          batchKeys.image(job.id, i, design.format),
          bytes,
          CONTENT_TYPES[design.format],
        ),
      append: (i, bytes) => zip.addImage(file(i), bytes),
      report: (done, rate) => this.queue.heartbeat(job.id, done, rate),
      stopping: () => this.stopping,
      liveBusy: this.opts.liveBusy,
      progressMs: this.opts.progressMs ?? 1_000,
      now: this.now,
    });
    if (outcome.end === 'stopped') await this.queue.release(job.id, outcome.done);
    return outcome.end;
  }

  /** A stored picture of the job's, in memory the render threads share (null: none). */
  private async sharedBytes(key: string | null | undefined): Promise<SharedArrayBuffer | null> {
    const object = key ? await this.opts.store.get(BATCH_BUCKET, key) : undefined;
    if (!object) return null;
    const shared = new SharedArrayBuffer(object.bytes.byteLength);
    new Uint8Array(shared).set(object.bytes);
    return shared;
  }

  /** Completes the ZIP with recipients.csv and stores it; then the single images are deleted. */
  private async finish(job: BatchJobRecord, zip: BatchZip): Promise<void> {
    const { store } = this.opts;
    // Deleted while the last rows were drawn? Then it stops like any other export.
    const beat = await this.queue.heartbeat(job.id, job.total);
    if (beat !== 'ok') {
      await zip.abandon();
      return beat === 'design-deleted' ? this.fail(job, DESIGN_DELETED_MESSAGE) : this.lost(job);
    }
    const { design } = job.design;
    await zip.finish([
      {
        name: 'recipients.csv',
        text: recipientsCsv({ ...job, origin: this.opts.origin, design, sign: this.opts.sign }),
      },
    ]);
    const key = batchKeys.result(job.id);
    await store.putFile(BATCH_BUCKET, key, zip.path, 'application/zip');
    if (!(await this.queue.complete(job.id, job.total, key))) return this.lost(job);
    await store.deleteFolder(BATCH_BUCKET, batchKeys.images(job.id));
    for (const key of [job.design.baseKey, ...(job.design.segmentKeys ?? []), job.design.endedKey])
      if (key) await store.delete(BATCH_BUCKET, key);
  }

  /** Another runner has the job, or its row is gone (its user was deleted): only the files of a gone job are ours to remove. */
  private async lost(job: BatchJobRecord): Promise<void> {
    this.opts.logger.warn({ jobId: job.id }, 'batch export is no longer ours');
    if (!(await this.queue.exists(job.id))) await deleteJobFiles(this.opts.store, job.id);
  }
}
