import { join } from 'node:path';
import type { Database, Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { createLivePool, type LivePool } from '../../render/live/live-pool.ts';
import { BatchExports } from '../batch/batch-exports.ts';
import { BatchPlanThread } from '../batch/batch-plan-thread.ts';
import { BatchRunner, type BatchRunnerOptions } from '../batch/batch-runner.ts';
import { LiveMetrics } from '../diagnostics/live-metrics.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { Redis } from '../storage/redis-client.ts';
import { Audiences } from './audience.ts';
import { DesignStore } from './designs.ts';
import { LiveImages } from './live-images.ts';
import { OpenCounter } from './open-counter.ts';
import { RedisOpenCounter } from './redis-open-counter.ts';

/** Everything behind live images, with the means to stop it (flushing the open counts). */
export interface LiveEngine {
  readonly designs: DesignStore;
  /** Designs' audience lists (known recipients). */
  readonly audiences: Audiences;
  readonly counter: OpenCounter;
  readonly images: LiveImages;
  /** Batch exports: started, read and downloaded by their owner. */
  readonly batch: BatchExports;
  /** Draws queued exports in the live render pool, after the opens. */
  readonly runner: BatchRunner;
  /** What GET /metrics shows. */
  readonly metrics: LiveMetrics;
  /** Starts the render threads now, so the first opens after a start do not wait for them. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the live image engine over a database and object store: counts flush every 5 s, and
 * batch exports run in the same render pool as opens (which go first).
 */
export function createLiveEngine(deps: {
  db: Db;
  /** Which database `db` is: the embedded one's writes are paced (services/live/open-counter.ts). */
  dbKind: Database['kind'];
  store: ObjectStore;
  env: Env;
  logger: Logger;
  secret: string;
  /** The render pool (tests hand in their own); one of LIVE_RENDER_THREADS otherwise. */
  pool?: LivePool;
  /** Open counts go through Redis when given (shared by instances within a second). */
  redis?: Redis;
  /** The batch runner's timings (tests shorten them). */
  runner?: Pick<BatchRunnerOptions, 'pollMs' | 'progressMs' | 'leaseMs'>;
}): LiveEngine {
  const { db, store, env, logger } = deps;
  const threads = env.LIVE_RENDER_THREADS;
  let images: LiveImages | undefined;
  const metrics = new LiveMetrics(() => images?.state() ?? { queued: 0, inFlight: 0, cacheBytes: 0 });
  // A render may draw for as long as an open may wait; past that its thread is replaced.
  const pool =
    deps.pool ??
    createLivePool(threads, {
      renderLimitMs: env.LIVE_DEADLINE_MS,
      observe: {
        drawn: (ms, waited) => metrics.drawn(ms, waited),
        abandoned: () => metrics.abandoned(),
      },
    });
  const designs = new DesignStore(db, store);
  // Batch exports' CSVs and audience lists are read on a thread of their own.
  const planThread = new BatchPlanThread();
  const audiences = new Audiences(db, deps.secret, Date.now, planThread.audience);
  const salt = `${deps.secret}:live-opens`;
  const embedded = deps.dbKind === 'pglite';
  const counter = (
    deps.redis
      ? new RedisOpenCounter(db, salt, deps.redis, { logger, embedded })
      : new OpenCounter(db, salt, logger, Date.now, embedded)
  ).start();
  images = new LiveImages({
    designs,
    store,
    counter,
    logger,
    threads,
    pool,
    cacheBytes: env.LIVE_CACHE_MB * 1024 * 1024,
    secret: deps.secret,
    audiences,
    deadlineMs: env.LIVE_DEADLINE_MS,
    metrics,
  });
  const runner = new BatchRunner({
    db,
    store,
    pool,
    threads,
    logger,
    origin: env.publicUrl,
    sign: (publicId, values) => images.signature(publicId, values),
    tmpDir: join(env.dataDir, 'tmp'),
    liveBusy: () => images.answeredWithin(1_000),
    leaseMs: env.BATCH_LEASE_MS,
    pollMs: env.BATCH_POLL_MS,
    ...deps.runner,
  }).start();
  const batch = new BatchExports({
    db,
    store,
    designs,
    plan: planThread.plan,
    onQueued: () => runner.kick(),
  });
  return {
    designs,
    audiences,
    counter,
    images,
    batch,
    runner,
    metrics,
    async warm() {
      await pool.warm?.();
    },
    async close() {
      // The export in progress is given back first, while its renders can still finish.
      await runner.close();
      await counter.stop();
      await images.close();
      await planThread.close();
    },
  };
}
