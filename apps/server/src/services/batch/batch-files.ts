import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batchJobs } from '../../db/schema.ts';
import { BATCH_BUCKET, type ObjectStore } from '../storage/object-store.ts';
import { collectOrphanRows, deleteRows, ORPHAN_ROWS_MS } from './batch-rows.ts';

// Where a batch export keeps its files: one folder per job in the private batch bucket — the
// design's base picture, the segment bases its rows pick and its countdown's ended picture
// (copies, so editing the design cannot change a running export), one
// image per drawn row, numbered by row (names are only given in the ZIP), and the ZIP itself.

/** Keys of a job's files in the batch bucket. */
export const batchKeys = {
  images: (jobId: string) => `${jobId}/images`,
  image: (jobId: string, index: number, ext: string) => `${jobId}/images/${index}.${ext}`,
  base: (jobId: string, ext: string) => `${jobId}/base.${ext}`,
  /** The base of segment `index` (its place in the design's `segments.items`). */
  segment: (jobId: string, index: number, ext: string) => `${jobId}/segment-${index}.${ext}`,
  /** The picture the design's countdown shows once ended. */
  ended: (jobId: string, ext: string) => `${jobId}/ended.${ext}`,
  result: (jobId: string) => `${jobId}/export.zip`,
};

/** Deletes everything a job stored. */
export function deleteJobFiles(store: ObjectStore, jobId: string): Promise<void> {
  return store.deleteFolder(BATCH_BUCKET, jobId);
}

/** What one purge removed. */
export interface BatchPurge {
  /** Finished jobs past their retention (rows and files). */
  jobs: number;
  /** Folders no job owns any more (their user was deleted, which cascades to the rows). */
  orphans: number;
  /** Jobs whose stored rows (batch-rows.ts) were left without a job for an hour. */
  orphanRows: number;
}

/**
 * Removes finished exports (done or failed) that ended before `before` — a row goes only once
 * its files are gone — and then folders whose job row is gone, and stored rows left an hour
 * without a job. A job's row is written before
 * any of its files, so a folder without a row is never one still being made.
 */
export async function purgeBatchExports(
  db: Db,
  store: ObjectStore,
  before: Date,
  limit = 500,
  now = Date.now(),
): Promise<BatchPurge> {
  const expired = await db
    .select({ id: batchJobs.id })
    .from(batchJobs)
    .where(and(inArray(batchJobs.status, ['done', 'failed']), lt(batchJobs.finishedAt, before)))
    .limit(limit);
  const gone: string[] = [];
  for (const { id } of expired) {
    await deleteJobFiles(store, id);
    gone.push(id);
  }
  if (gone.length) {
    await deleteRows(db, gone);
    await db.delete(batchJobs).where(inArray(batchJobs.id, gone));
  }

  const folders = await store.folders(BATCH_BUCKET);
  let orphans = 0;
  for (let at = 0; at < folders.length; at += limit) {
    const chunk = folders.slice(at, at + limit);
    const rows = await db.select({ id: batchJobs.id }).from(batchJobs).where(inArray(batchJobs.id, chunk));
    const owned = new Set(rows.map((r) => r.id));
    for (const folder of chunk.filter((f) => !owned.has(f))) {
      await deleteJobFiles(store, folder);
      orphans++;
    }
  }
  // Rows are written before their job (batch-rows.ts): an hour without one, it never came.
  const orphanRows = await collectOrphanRows(db, new Date(now - ORPHAN_ROWS_MS), limit);
  return { jobs: gone.length, orphans, orphanRows };
}
