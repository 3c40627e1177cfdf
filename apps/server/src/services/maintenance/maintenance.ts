import { BATCH_LIMITS } from '@mergepix/core';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { purgeBatchExports } from '../batch/batch-files.ts';
import { GenerationLog, type PurgeBatch } from '../generation/generations.ts';
import { LIMIT_EVENT_MAX_AGE_MS, Limits } from '../limits/limits.ts';
import { collectBaseCopies } from '../live/design-copies.ts';
import { DesignUploads, UPLOAD_GRACE_HOURS } from '../live/design-uploads.ts';
import type { ObjectStore } from '../storage/object-store.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What one maintenance run removed. */
export interface MaintenanceReport {
  /** limit_events rows pruned. */
  limitEvents: number;
  /** Signed-in users' generations deleted (rows). */
  userGenerations: number;
  /** Anonymous callers' generations deleted (rows). */
  anonymousGenerations: number;
  /** Stored image files deleted. */
  files: number;
  /** Expired rows kept because their file could not be deleted (tried again next run). */
  failedFiles: number;
  /** Batch exports past their retention, folders of exports whose user was deleted, and stored rows left without a job. */
  batchExports: number;
  /** Design uploads no design used for UPLOAD_GRACE_HOURS, deleted (files and rows). */
  uploads: number;
  /** Design base copies no design names any more (looked for once per process). */
  baseCopies: number;
  /** Bytes those uploads took. */
  uploadBytes: number;
  /** Steps that failed, with the reason; the other steps still ran. */
  errors: string[];
}

/** A running maintenance schedule. */
export interface Maintenance {
  /** Runs now (or joins the run in progress); never rejects. */
  runOnce(): Promise<MaintenanceReport>;
  /** Stops the schedule; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

export interface MaintenanceOptions {
  db: Db;
  store: ObjectStore;
  env: Pick<Env, 'GENERATION_RETENTION_DAYS' | 'ANONYMOUS_RETENTION_HOURS'>;
  logger: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  /** Between the end of one run and the start of the next (default 10 minutes). */
  intervalMs?: number;
  /** Before the first run (default 30 seconds, so start-up is not slowed). */
  firstRunMs?: number;
  /** Rows read and deleted at once (default 500). */
  batchSize?: number;
  /** Batches per kind per run (default 100); the next run goes on where this one stopped. */
  maxBatches?: number;
  now?: () => number;
}

/**
 * Keeps the database and the object store from growing without bound: prunes old limit
 * events, and deletes generations (rows and files) past their retention, signed-in users'
 * after GENERATION_RETENTION_DAYS (0 keeps them) and anonymous callers' after
 * ANONYMOUS_RETENTION_HOURS, batch exports BATCH_LIMITS.retentionDays after they end, and design
 * uploads no design has used for UPLOAD_GRACE_HOURS (decision 026). Runs on an unref'd timer that never keeps the process alive;
 * runs never overlap, and every step is idempotent, so several instances may run it at once.
 */
export function startMaintenance(opts: MaintenanceOptions): Maintenance {
  const intervalMs = opts.intervalMs ?? 10 * 60 * 1000;
  const now = opts.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<MaintenanceReport> | undefined;
  let stopped = false;
  // Uploads stored before they had rows are looked for once per process.
  const adoption = { done: false };

  const runOnce = (): Promise<MaintenanceReport> => {
    running ??= maintain(opts, now, adoption).finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce()
        .catch(() => undefined)
        .then(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  };
  schedule(opts.firstRunMs ?? 30_000);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** One run: every step on its own, so one failing does not stop the others. */
async function maintain(
  opts: MaintenanceOptions,
  now: () => number,
  adoption: { done: boolean },
): Promise<MaintenanceReport> {
  const { db, store, env, logger } = opts;
  const report: MaintenanceReport = {
    limitEvents: 0,
    userGenerations: 0,
    anonymousGenerations: 0,
    files: 0,
    failedFiles: 0,
    batchExports: 0,
    uploads: 0,
    baseCopies: 0,
    uploadBytes: 0,
    errors: [],
  };
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      report.errors.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
      logger.error({ err, step: name }, 'maintenance step failed');
    }
  };
  const log = new GenerationLog(db, store);
  const purge = async (whose: 'users' | 'anonymous', before: Date) => {
    const size = opts.batchSize ?? 500;
    for (let i = 0; i < (opts.maxBatches ?? 100); i++) {
      const batch: PurgeBatch = await log.purgeBatch(whose, before, size);
      report[whose === 'users' ? 'userGenerations' : 'anonymousGenerations'] += batch.rows;
      report.files += batch.files;
      report.failedFiles += batch.failed;
      if (batch.error) logger.warn({ whose, error: batch.error }, 'could not delete expired images');
      // A short batch was the last; one with no progress would only repeat itself.
      if (batch.found < size || batch.rows === 0) break;
    }
  };

  await step('limit events', async () => {
    report.limitEvents = await new Limits(db, now).prune(LIMIT_EVENT_MAX_AGE_MS);
  });
  if (env.GENERATION_RETENTION_DAYS > 0) {
    const before = new Date(now() - env.GENERATION_RETENTION_DAYS * DAY_MS);
    await step('user generations', () => purge('users', before));
  }
  await step('anonymous generations', () =>
    purge('anonymous', new Date(now() - env.ANONYMOUS_RETENTION_HOURS * HOUR_MS)),
  );

  await step('batch exports', async () => {
    const before = new Date(now() - BATCH_LIMITS.retentionDays * DAY_MS);
    const purged = await purgeBatchExports(db, store, before, opts.batchSize ?? 500, now());
    report.batchExports = purged.jobs + purged.orphans + purged.orphanRows;
  });

  await step('design uploads', async () => {
    const uploads = new DesignUploads(db, store);
    const before = new Date(now() - UPLOAD_GRACE_HOURS * HOUR_MS);
    if (!adoption.done) {
      // Once per process: both list every stored upload or design folder.
      const adopted = await uploads.adoptStored();
      if (adopted) logger.info({ adopted }, 'design uploads stored before they had rows are now counted');
      report.baseCopies = await collectBaseCopies(db, store, before);
      adoption.done = true;
    }
    const size = opts.batchSize ?? 500;
    for (let i = 0; i < (opts.maxBatches ?? 100); i++) {
      const batch = await uploads.collect(before, size);
      report.uploads += batch.uploads;
      report.uploadBytes += batch.bytes;
      report.failedFiles += batch.failed;
      if (batch.uploads + batch.failed < size || batch.uploads === 0) break;
    }
  });

  const removed =
    report.limitEvents +
    report.userGenerations +
    report.anonymousGenerations +
    report.batchExports +
    report.uploads +
    report.baseCopies;
  if (removed > 0 || report.errors.length) logger.info({ report }, 'maintenance removed expired data');
  else logger.debug({ report }, 'maintenance found nothing expired');
  return report;
}
