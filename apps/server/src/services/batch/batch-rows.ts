import type { BatchRow } from '@mergepix/core';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batchJobRows, batchJobs } from '../../db/schema.ts';

// A batch job's rows, stored 500 at a time (the plan thread cuts them: batch-plan-worker.ts) in batch_job_rows before the job's own
// row: each chunk is a statement of its own (a few hundred KB) with a turn of the event loop
// between, where one statement of all 10,000 rows (a few MB) held the embedded database — which
// runs on the thread that answers requests — and every request waiting on it for hundreds of ms.

/** Chunks without a job this old are a refused or crashed request's (or a deleted user's). */
export const ORPHAN_ROWS_MS = 60 * 60 * 1000;

/** PGlite answers without a turn of the event loop between statements; this gives one. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Stores a job's rows, each chunk already JSON (a JSON array of rows), in order. */
export async function writeRowChunks(db: Db, jobId: string, chunks: readonly string[]): Promise<void> {
  for (let chunk = 0; chunk < chunks.length; chunk++) {
    if (chunk > 0) await turn();
    await db.insert(batchJobRows).values({ jobId, chunk, rows: sql`${chunks[chunk]}::json` });
  }
}

/** A job's rows in order: its chunks, or — for a job made before they existed — its own column. */
export async function readRows(
  db: Db,
  job: { id: string; rows: readonly BatchRow[] },
): Promise<readonly BatchRow[]> {
  const rows: BatchRow[] = [];
  for (let chunk = 0; ; chunk++) {
    if (chunk > 0) await turn();
    const [found] = await db
      .select({ rows: batchJobRows.rows })
      .from(batchJobRows)
      .where(and(eq(batchJobRows.jobId, job.id), eq(batchJobRows.chunk, chunk)));
    if (!found) break;
    for (const row of found.rows) rows.push(row);
  }
  return rows.length ? rows : job.rows;
}

/** Deletes the chunks of these jobs. */
export async function deleteRows(db: Db, jobIds: readonly string[]): Promise<void> {
  if (jobIds.length) await db.delete(batchJobRows).where(inArray(batchJobRows.jobId, [...jobIds]));
}

/** Deletes chunks written before `before` whose job does not exist; answers how many jobs' they were. */
export async function collectOrphanRows(db: Db, before: Date, limit = 500): Promise<number> {
  const orphans = await db
    .selectDistinct({ jobId: batchJobRows.jobId })
    .from(batchJobRows)
    .where(
      and(
        lt(batchJobRows.createdAt, before),
        sql`not exists (select 1 from ${batchJobs} where ${batchJobs.id} = ${batchJobRows.jobId})`,
      ),
    )
    .limit(limit);
  await deleteRows(
    db,
    orphans.map((o) => o.jobId),
  );
  return orphans.length;
}
