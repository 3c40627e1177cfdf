import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BatchJob } from '@mergepix/core';
import { unzipSync } from 'fflate';
import { expect, vi } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { createLivePool, type LivePool } from '../render/live/live-pool.ts';
import { createLiveEngine, type LiveEngine } from '../services/live/live-engine.ts';
import { localObjectStore, type ObjectStore } from '../services/storage/object-store.ts';
import { fakeWebDist, json, TEST_ORIGIN, testApp } from './app.ts';
import type { TestClient } from './auth-client.ts';

/** The recipients of most batch tests: two good rows around a broken one. */
export const RECIPIENTS_CSV = [
  'First Name,Company,Email',
  'Ada Moreno,Acme,ada@example.com',
  'Broken row without its fields',
  'Zoë Lindqvist,Lindqvist & Co,zoe@example.com',
].join('\n');

/** The inline render pool, counting renders; past `allow` renders it holds them until `open()`. */
export function gatedPool(allow = Number.POSITIVE_INFINITY) {
  const inner = createLivePool(0);
  let opened = false;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const counts = { started: 0, rendered: 0 };
  const pool: LivePool = {
    async run(task, opts) {
      counts.started++;
      if (counts.started > allow && !opened) await gate;
      const bytes = await inner.run(task, opts);
      counts.rendered++;
      return bytes;
    },
    get pending() {
      return inner.pending;
    },
    get running() {
      return inner.running;
    },
    close: () => inner.close(),
  };
  return {
    pool,
    counts,
    open() {
      opened = true;
      release();
    },
  };
}

/** An app over `database` whose live engine draws exports in `pool`, with short runner timings. */
export function batchApp(
  database: Database,
  pool: LivePool,
  shared: { dataDir?: string; store?: ObjectStore } = {},
): { app: App; engine: LiveEngine; store: ObjectStore; dataDir: string } {
  const dataDir = shared.dataDir ?? mkdtempSync(join(tmpdir(), 'mp-batch-'));
  const store = shared.store ?? localObjectStore(join(dataDir, 'objects'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: fakeWebDist(),
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LIVE_RENDER_THREADS: '0',
  });
  const secret = 'test-secret-that-is-long-enough-0123456789';
  const engine = createLiveEngine({
    db: database.db,
    dbKind: database.kind,
    store,
    env,
    logger: createLogger('silent'),
    secret,
    pool,
    runner: { pollMs: 100, progressMs: 20, leaseMs: 2_000 },
  });
  const app = testApp(database, { DATA_DIR: dataDir }, { store, live: engine });
  return { app, engine, store, dataDir };
}

/** Starts an export of `designId`; returns the job answer (202). */
export async function startExport(
  client: TestClient,
  designId: string,
  body: { csv: string; columns: (string | null)[]; nameColumn?: number | null },
) {
  const res = await client.post(`/rest/v1/designs/${designId}/batch`, body);
  expect(res.status, await res.clone().text()).toBe(202);
  return json(res);
}

/** Polls a job until `until` holds for it; returns the job. */
export async function waitForJob(
  client: TestClient,
  id: string,
  until: (job: BatchJob) => boolean = (job) => job.status === 'done' || job.status === 'failed',
) {
  return vi.waitFor(
    async () => {
      const job: BatchJob = await json(await client.request(`/rest/v1/jobs/${id}`));
      if (!until(job)) throw new Error(`job is ${job.status}, ${job.done} done`);
      return job;
    },
    { timeout: 20_000, interval: 25 },
  );
}

/** The files of a ZIP answer, by name. */
export async function unzipAnswer(res: Response): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}
