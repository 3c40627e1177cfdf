import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchJobRows, batchJobs } from '../../db/schema.ts';
import { json } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { batchApp, gatedPool, startExport, unzipAnswer, waitForJob } from '../../test-support/batch.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { greetingDesign, publishedDesign } from '../../test-support/designs.ts';
import { BATCH_BUCKET } from '../storage/object-store.ts';
import { readRows } from './batch-rows.ts';
import { DESIGN_DELETED_MESSAGE } from './batch-runner.ts';

const names = (n: number) =>
  ['First Name', ...Array.from({ length: n }, (_, i) => `Recipient ${i}`)].join('\n');

describe.each(testDbKinds())('batch runner on $name', (kind) => {
  const ctx = useDatabase(kind);
  const running: { close(): Promise<void>; open(): void }[] = [];

  /** An app whose exports draw in a pool that holds renders past `allow`; closed after the test. */
  const appWith = (allow?: number, shared?: Parameters<typeof batchApp>[2]) => {
    const gate = gatedPool(allow);
    const made = batchApp(ctx.database, gate.pool, shared);
    running.push({ close: () => made.engine.close(), open: gate.open });
    return { ...made, ...gate };
  };

  afterEach(async () => {
    for (const r of running.splice(0)) {
      r.open();
      await r.close();
    }
  });

  it('resumes after a restart where it stopped, drawing no row twice', async () => {
    const first = appWith(3);
    const me = await signedInUser(first.app, 'resume@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const job = await startExport(me, id, { csv: names(12), columns: ['FIRSTNAME'] });
    await vi.waitFor(() => expect(first.counts.started).toBe(4));
    // A clean stop: the render in flight finishes and counts, then the job is given back.
    const closing = first.engine.close();
    first.open();
    await closing;
    expect(await json(await me.request(`/rest/v1/jobs/${job.id}`))).toMatchObject({
      status: 'running',
      done: 4,
    });

    const second = appWith(undefined, { dataDir: first.dataDir, store: first.store });
    const again = new TestClient(second.app, me.ip);
    for (const [k, v] of me.cookies) again.cookies.set(k, v);
    expect(await waitForJob(again, job.id)).toMatchObject({ status: 'done', done: 12 });
    expect([first.counts.rendered, second.counts.rendered]).toEqual([4, 8]);
    const files = await unzipAnswer(await again.request(`/rest/v1/jobs/${job.id}/download`));
    expect(Object.keys(files)).toHaveLength(13);
    // Once the ZIP is stored, the single images and the base copy are gone.
    expect(await first.store.folders(BATCH_BUCKET)).toEqual([job.id]);
    expect(await first.store.get(BATCH_BUCKET, `${job.id}/images/0.jpg`)).toBeUndefined();
  });

  it('takes over a job whose server died once its lease runs out', async () => {
    const dead = appWith(2);
    const me = await signedInUser(dead.app, 'takeover@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const job = await startExport(me, id, { csv: names(6), columns: ['FIRSTNAME'] });
    await vi.waitFor(() => expect(dead.counts.started).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // What a crashed server leaves: its last progress and a lease nobody renews.
    const [left] = await ctx.database.db
      .update(batchJobs)
      .set({ leaseOwner: 'crashed-runner', leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(batchJobs.id, job.id))
      .returning({ done: batchJobs.done });
    const other = appWith(undefined, { dataDir: dead.dataDir, store: dead.store });
    const client = new TestClient(other.app, me.ip);
    for (const [k, v] of me.cookies) client.cookies.set(k, v);
    expect(await waitForJob(client, job.id)).toMatchObject({ status: 'done', done: 6 });
    expect(other.counts.rendered).toBe(6 - (left?.done ?? 0));
    // The first server's render comes back late: the job is no longer its own, nothing changes.
    dead.open();
    await dead.engine.close();
    expect(await json(await client.request(`/rest/v1/jobs/${job.id}`))).toMatchObject({ status: 'done' });
    const files = await unzipAnswer(await client.request(`/rest/v1/jobs/${job.id}/download`));
    expect(Object.keys(files).sort()).toEqual([
      '1.jpg',
      '2.jpg',
      '3.jpg',
      '4.jpg',
      '5.jpg',
      '6.jpg',
      'recipients.csv',
    ]);
  });

  it('stops with a clear message when the design is deleted mid-export, and removes its files', async () => {
    const app = appWith(2);
    const me = await signedInUser(app.app, 'deleted@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const job = await startExport(me, id, { csv: names(8), columns: ['FIRSTNAME'] });
    await vi.waitFor(() => expect(app.counts.started).toBe(3));
    const early = await me.request(`/rest/v1/jobs/${job.id}/download`);
    expect(early.status).toBe(409);
    expect((await json(early)).error).toMatch(/^The export is not finished yet \(\d of 8 images\)\.$/);

    expect((await me.request(`/rest/v1/designs/${id}`, { method: 'DELETE' })).status).toBe(204);
    app.open();
    const failed = await waitForJob(me, job.id);
    expect(failed).toMatchObject({ status: 'failed', error: DESIGN_DELETED_MESSAGE, download_url: null });
    await vi.waitFor(async () => expect(await app.store.folders(BATCH_BUCKET)).toEqual([]));
    const late = await me.request(`/rest/v1/jobs/${job.id}/download`);
    expect(late.status).toBe(409);
    expect((await json(late)).error).toBe(
      `This export failed, so there is nothing to download. ${DESIGN_DELETED_MESSAGE}`,
    );
  });

  it('shows progress with an ETA, and runs two exports per user at a time', async () => {
    const app = appWith(2);
    const me = await signedInUser(app.app, 'caps@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const body = { csv: names(5), columns: ['FIRSTNAME'] };
    const first = await startExport(me, id, body);
    const second = await startExport(me, id, body);
    const running = await waitForJob(me, first.id, (j) => j.done >= 1 && j.eta_seconds !== null);
    expect(running).toMatchObject({ status: 'running', total: 5 });
    expect(running.eta_seconds).toBeGreaterThanOrEqual(0);
    expect(await json(await me.request(`/rest/v1/jobs/${second.id}`))).toMatchObject({
      status: 'queued',
      eta_seconds: null,
    });
    const third = await me.post(`/rest/v1/designs/${id}/batch`, body);
    expect(third.status).toBe(403);
    expect(await json(third)).toMatchObject({
      code: 'too_many_exports',
      error: 'You can run 2 exports at a time. Wait for one to finish.',
    });
    app.open();
    await waitForJob(me, second.id);
    expect((await me.post(`/rest/v1/designs/${id}/batch`, body)).status).toBe(202);
  });

  it('starts at most 20 exports per user a day', async () => {
    const app = appWith();
    const me = await signedInUser(app.app, 'daily@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const job = await startExport(me, id, { csv: names(1), columns: ['FIRSTNAME'] });
    await waitForJob(me, job.id);
    const [row] = await ctx.database.db.select().from(batchJobs).where(eq(batchJobs.id, job.id));
    if (!row) throw new Error('no job row');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await ctx.database.db
      .insert(batchJobs)
      .values(Array.from({ length: 19 }, () => ({ ...row, id: randomUUID(), createdAt: hourAgo })));
    const refused = await me.post(`/rest/v1/designs/${id}/batch`, { csv: names(1), columns: ['FIRSTNAME'] });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      code: 'daily_export_limit',
      error: 'You can start 20 exports a day. Try again in 1380 minutes.',
    });
  });

  it('stores the rows in chunks, reads them back in order, and a refused export leaves none', async () => {
    const app = appWith(0);
    const me = await signedInUser(app.app, 'chunks@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const job = await startExport(me, id, { csv: names(1_200), columns: ['FIRSTNAME'] });
    const db = ctx.database.db;
    const chunks = await db
      .select({ chunk: batchJobRows.chunk, rows: sql<number>`json_array_length(${batchJobRows.rows})::int` })
      .from(batchJobRows)
      .where(eq(batchJobRows.jobId, job.id))
      .orderBy(asc(batchJobRows.chunk));
    expect(chunks).toEqual([
      { chunk: 0, rows: 500 },
      { chunk: 1, rows: 500 },
      { chunk: 2, rows: 200 },
    ]);
    const [row] = await db.select().from(batchJobs).where(eq(batchJobs.id, job.id));
    if (!row) throw new Error('no job row');
    expect(row.rows).toEqual([]);

    // Allowed when asked, refused once its file is read: another export took the last place.
    const design = await app.engine.batch.admit(row.userId, id);
    await startExport(me, id, { csv: names(1), columns: ['FIRSTNAME'] });
    const before = await db.select({ jobId: batchJobRows.jobId }).from(batchJobRows);
    await expect(
      app.engine.batch.create(row.userId, design, { csv: names(1_200), columns: ['FIRSTNAME'] } as never),
    ).rejects.toMatchObject({ code: 'too_many_exports' });
    expect(await db.select({ jobId: batchJobRows.jobId }).from(batchJobRows)).toHaveLength(before.length);

    // The runner reads them back in order.
    const read = await readRows(db, row);
    expect(read).toHaveLength(1_200);
    expect(read.filter((r, i) => !JSON.stringify(r).includes(`"Recipient ${i}"`))).toEqual([]);
  });

  it('runs a job made before its rows were stored in chunks, from its own column', async () => {
    const app = appWith();
    const me = await signedInUser(app.app, 'old-rows@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const job = await startExport(me, id, { csv: names(2), columns: ['FIRSTNAME'] });
    await waitForJob(me, job.id);
    const db = ctx.database.db;
    const [row] = await db.select().from(batchJobs).where(eq(batchJobs.id, job.id));
    if (!row) throw new Error('no job row');
    const rows = await db.select().from(batchJobRows).where(eq(batchJobRows.jobId, job.id));
    const old = randomUUID();
    await db.insert(batchJobs).values({
      ...row,
      id: old,
      rows: rows.flatMap((r) => r.rows),
      status: 'queued',
      done: 0,
      attempts: 0,
      resultKey: null,
      startedAt: null,
      finishedAt: null,
      createdAt: new Date(),
    });
    app.engine.runner.kick();
    expect(await waitForJob(me, old)).toMatchObject({ status: 'done', done: 2 });
    const files = await unzipAnswer(await me.request(`/rest/v1/jobs/${old}/download`));
    expect(new TextDecoder().decode(files['recipients.csv'])).toContain('Recipient 1');
  });
});
