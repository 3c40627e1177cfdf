import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { designSchema } from '@mergepix/core';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { batchJobRows, batchJobs, generations, limitEvents, user } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { greetingDesign } from '../../test-support/designs.ts';
import { GENERATIONS_BUCKET, GenerationLog } from '../generation/generations.ts';
import { BATCH_BUCKET, localObjectStore, type ObjectStore } from '../storage/object-store.ts';
import { type MaintenanceOptions, startMaintenance } from './maintenance.ts';

/** A one-row batch export of `owner`'s, queued, its rows stored elsewhere. */
const jobRow = (id: string, owner: string) => ({
  id,
  userId: owner,
  designId: randomUUID(),
  designName: 'Spring sale',
  publicId: 'AbCdEfGhIjKlMnOp',
  design: { design: designSchema.parse(greetingDesign()), baseKey: null },
  delimiter: ',' as const,
  headers: ['First Name'],
  rows: [],
  total: 1,
  problems: [],
  problemCount: 0,
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const produced = {
  bytes: Buffer.from([0xff, 0xd8, 0xff]),
  contentType: 'image/jpeg',
  provider: 'local' as const,
  model: 'offline',
};

describe.each(testDbKinds())('maintenance on $name', (kind) => {
  const ctx = useDatabase(kind);
  let root: string;
  let store: ObjectStore;
  const db = () => ctx.database.db;
  const silent = createLogger('silent');
  const started: { stop(): Promise<void> }[] = [];

  beforeEach(async () => {
    await Promise.all(started.splice(0).map((m) => m.stop()));
    await db().delete(generations);
    await db().delete(limitEvents);
    root = mkdtempSync(join(tmpdir(), 'mp-maint-'));
    store = localObjectStore(root);
  });

  /** A maintenance that only runs when told to (the first scheduled run is far away). */
  const maintenance = (
    env: Partial<MaintenanceOptions['env']> = {},
    extra: Partial<MaintenanceOptions> = {},
  ) => {
    const m = startMaintenance({
      db: db(),
      store,
      env: { GENERATION_RETENTION_DAYS: 90, ANONYMOUS_RETENTION_HOURS: 24, ...env },
      logger: silent,
      firstRunMs: 60 * 60 * 1000,
      ...extra,
    });
    started.push(m);
    return m;
  };

  const newUser = async () => {
    const id = randomUUID();
    await db()
      .insert(user)
      .values({ id, name: 'T', email: `${id}@example.com` });
    return id;
  };

  /** A stored generation (row and file) made `ageMs` ago; returns its id and file key. */
  const generation = async (userId: string | null, ageMs: number, prompt = 'p') => {
    const log = new GenerationLog(db(), store);
    const caller = { userId, clientHash: 'hash' };
    const result = await log.succeed(caller, { fn: 'image-generation', prompt, startedAt: 0 }, produced);
    const key = result.imageUrl.split(`/${GENERATIONS_BUCKET}/`)[1] as string;
    const [row] = await db()
      .update(generations)
      .set({ createdAt: new Date(Date.now() - ageMs) })
      .where(eq(generations.resultKey, key))
      .returning({ id: generations.id });
    return { id: row?.id as string, key };
  };

  const exists = async (g: { id: string; key: string }) => {
    const rows = await db().select().from(generations).where(eq(generations.id, g.id));
    const file = await store.get(GENERATIONS_BUCKET, g.key);
    return { row: rows.length === 1, file: file !== undefined };
  };

  it("deletes expired users' and anonymous generations, rows and files, and keeps fresh ones", async () => {
    const alice = await newUser();
    const oldUser = await generation(alice, 91 * DAY);
    const freshUser = await generation(alice, 89 * DAY);
    const oldAnon = await generation(null, 25 * HOUR);
    const freshAnon = await generation(null, 23 * HOUR);
    // A failed call has a row but no file; it expires too.
    await new GenerationLog(db(), store).fail(
      { userId: null, clientHash: 'h' },
      { fn: 'x', prompt: 'x', startedAt: 0 },
      'boom',
    );
    await db()
      .update(generations)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(generations.outcome, 'error'));

    const report = await maintenance().runOnce();

    expect(report).toMatchObject({
      userGenerations: 1,
      anonymousGenerations: 2,
      files: 2,
      failedFiles: 0,
      errors: [],
    });
    expect(await exists(oldUser)).toEqual({ row: false, file: false });
    expect(await exists(oldAnon)).toEqual({ row: false, file: false });
    expect(await exists(freshUser)).toEqual({ row: true, file: true });
    expect(await exists(freshAnon)).toEqual({ row: true, file: true });
    expect(await db().select().from(generations)).toHaveLength(2);
  });

  it('GENERATION_RETENTION_DAYS=0 keeps users\u2019 generations forever; anonymous ones still expire', async () => {
    const bob = await newUser();
    const ancient = await generation(bob, 3650 * DAY);
    const oldAnon = await generation(null, 2 * DAY);
    const report = await maintenance({ GENERATION_RETENTION_DAYS: 0 }).runOnce();
    expect(report).toMatchObject({ userGenerations: 0, anonymousGenerations: 1 });
    expect(await exists(ancient)).toEqual({ row: true, file: true });
    expect(await exists(oldAnon)).toEqual({ row: false, file: false });
  });

  it('prunes limit events older than a day and keeps recent ones', async () => {
    const at = (ageMs: number) => new Date(Date.now() - ageMs);
    await db()
      .insert(limitEvents)
      .values([
        { id: 'old-1', bucket: 'fn-anon', subject: 's', at: at(2 * DAY) },
        { id: 'old-2', bucket: 'sign-up:ip', subject: 's', at: at(DAY + HOUR) },
        { id: 'recent-1', bucket: 'sign-up:ip', subject: 's', at: at(50 * 60 * 1000) },
        { id: 'recent-2', bucket: 'fn-anon', subject: 's', at: at(1000) },
      ]);
    const report = await maintenance().runOnce();
    expect(report.limitEvents).toBe(2);
    const left = await db().select({ id: limitEvents.id }).from(limitEvents);
    expect(left.map((r) => r.id).sort()).toEqual(['recent-1', 'recent-2']);
  });

  it('works in bounded batches, and a file already gone does not stop a row', async () => {
    const expired = await Promise.all(
      Array.from({ length: 7 }, (_, i) => generation(null, 2 * DAY, `p${i}`)),
    );
    await store.delete(GENERATIONS_BUCKET, expired[0]?.key as string);
    const select = vi.spyOn(GenerationLog.prototype, 'purgeBatch');
    const report = await maintenance({}, { batchSize: 3 }).runOnce();
    expect(report.anonymousGenerations).toBe(7);
    expect(select.mock.calls.every(([, , size]) => size === 3)).toBe(true);
    expect(select.mock.calls.filter(([whose]) => whose === 'anonymous')).toHaveLength(3);
    select.mockRestore();
    expect(readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toEqual([]);
  });

  it('keeps a row whose file cannot be deleted, logs it, and never throws', async () => {
    const g = await generation(null, 2 * DAY);
    const warn = vi.fn();
    const broken: ObjectStore = { ...store, delete: async () => Promise.reject(new Error('disk on fire')) };
    const m = maintenance(
      {},
      { store: broken, logger: { ...silent, info: vi.fn(), debug: vi.fn(), warn, error: vi.fn() } as never },
    );
    const report = await m.runOnce();
    expect(report).toMatchObject({ anonymousGenerations: 0, failedFiles: 1 });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ error: 'disk on fire' }), expect.any(String));
    expect(await exists(g)).toEqual({ row: true, file: true });
  });

  it('deletes batch exports a week after they end, and the files of exports whose user is gone', async () => {
    const owner = await newUser();
    const job = async (status: 'done' | 'failed' | 'running', endedAgo: number | null) => {
      const id = randomUUID();
      await db()
        .insert(batchJobs)
        .values({
          ...jobRow(id, owner),
          status,
          finishedAt: endedAgo === null ? null : new Date(Date.now() - endedAgo),
        });
      await store.put(BATCH_BUCKET, `${id}/export.zip`, new Uint8Array([0x50, 0x4b]), 'application/zip');
      await db().insert(batchJobRows).values({ jobId: id, chunk: 0, rows: [] });
      return id;
    };
    const expired = await job('done', 8 * DAY);
    const failed = await job('failed', 8 * DAY);
    const fresh = await job('done', 6 * DAY);
    const running = await job('running', null);
    const orphan = randomUUID();
    await store.put(BATCH_BUCKET, `${orphan}/images/0.jpg`, new Uint8Array([1]), 'image/jpeg');

    const report = await maintenance().runOnce();
    expect(report.batchExports).toBe(3);
    const left = await db().select({ id: batchJobs.id }).from(batchJobs);
    expect(left.map((r) => r.id).sort()).toEqual([fresh, running].sort());
    expect((await store.folders(BATCH_BUCKET)).sort()).toEqual([fresh, running].sort());
    expect(await store.get(BATCH_BUCKET, `${expired}/export.zip`)).toBeUndefined();
    expect(await store.get(BATCH_BUCKET, `${failed}/export.zip`)).toBeUndefined();
    const rows = await db().select({ jobId: batchJobRows.jobId }).from(batchJobRows);
    expect(rows.map((r) => r.jobId).sort()).toEqual([fresh, running].sort());
    await db().delete(batchJobs);
    await db().delete(batchJobRows);
  });

  it('deletes stored batch rows left an hour without their job', async () => {
    const owner = await newUser();
    const chunks = (jobId: string, agoMs: number) =>
      db()
        .insert(batchJobRows)
        .values([0, 1].map((chunk) => ({ jobId, chunk, rows: [], createdAt: new Date(Date.now() - agoMs) })));
    const crashed = randomUUID();
    const writing = randomUUID();
    const queued = randomUUID();
    await chunks(crashed, 2 * HOUR);
    await chunks(writing, 10 * 60 * 1000);
    await chunks(queued, 2 * HOUR);
    await db().insert(batchJobs).values(jobRow(queued, owner));

    const report = await maintenance().runOnce();
    expect(report.batchExports).toBe(1);
    const left = await db()
      .select({ jobId: batchJobRows.jobId, chunk: batchJobRows.chunk })
      .from(batchJobRows);
    expect(left.map((r) => `${r.jobId}/${r.chunk}`).sort()).toEqual(
      [`${writing}/0`, `${writing}/1`, `${queued}/0`, `${queued}/1`].sort(),
    );
    await db().delete(batchJobs);
    await db().delete(batchJobRows);
  });

  it('logs a failing step and still runs the others', async () => {
    const g = await generation(null, 2 * DAY);
    const error = vi.fn();
    const failingDb = new Proxy(db(), {
      get: (target, prop, receiver) =>
        prop === 'delete'
          ? (table: unknown) => {
              if (table === limitEvents) throw new Error('limit_events is locked');
              return target.delete(table as typeof generations);
            }
          : Reflect.get(target, prop, receiver),
    });
    const logger = { info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error } as never;
    const report = await maintenance({}, { db: failingDb, logger }).runOnce();
    expect(report.errors).toEqual(['limit events: limit_events is locked']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(report.anonymousGenerations).toBe(1);
    expect(await exists(g)).toEqual({ row: false, file: false });
  });

  it('runs on its own timer, never two runs at once, and stops', async () => {
    const g = await generation(null, 2 * DAY);
    const m = maintenance({}, { firstRunMs: 10, intervalMs: 60 * 60 * 1000 });
    await vi.waitFor(async () => expect((await exists(g)).row).toBe(false), { timeout: 5000 });
    const [a, b] = [m.runOnce(), m.runOnce()];
    expect(a).toBe(b);
    await a;
    await m.stop();
    const ids = await db()
      .select()
      .from(generations)
      .where(inArray(generations.id, [g.id]));
    expect(ids).toEqual([]);
  });
});
