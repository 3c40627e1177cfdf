import { randomUUID } from 'node:crypto';
import { BATCH_LIMITS, type BatchJobStatus, type BatchRequest, fileStem } from '@mergepix/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batchJobs } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { tryAgainIn } from '../limits/limits.ts';
import { DESIGN_BASES_BUCKET, type DesignRow, type DesignStore } from '../live/designs.ts';
import { BATCH_BUCKET, type ObjectStore, type ObjectStream } from '../storage/object-store.ts';
import { batchKeys, deleteJobFiles } from './batch-files.ts';
import type { BatchPlanner } from './batch-plan-thread.ts';
import { deleteRows, writeRowChunks } from './batch-rows.ts';

// Batch exports as their owner sees them: started from a design and a CSV, read back with
// their progress, downloaded once done. The drawing itself is the runner's (batch-runner.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
/** Packing runs at thousands of images a second here; the ETA counts it at this pace. */
const PACK_ROWS_PER_SECOND = 2_000;
/** Jobs a list answers. */
const LIST_LIMIT = 20;

/** The columns every answer needs (never the rows or the design). */
const summaryColumns = {
  id: batchJobs.id,
  designId: batchJobs.designId,
  designName: batchJobs.designName,
  status: batchJobs.status,
  total: batchJobs.total,
  done: batchJobs.done,
  problems: batchJobs.problems,
  problemCount: batchJobs.problemCount,
  error: batchJobs.error,
  rate: batchJobs.rate,
  resultKey: batchJobs.resultKey,
  createdAt: batchJobs.createdAt,
  startedAt: batchJobs.startedAt,
  finishedAt: batchJobs.finishedAt,
};

/** A job as its owner reads it. */
export type BatchJobSummary = {
  [K in keyof typeof summaryColumns]: (typeof batchJobs.$inferSelect)[K];
};

/** Seconds until a running job's ZIP is ready, from the rate it is drawing at; null when unknown. */
export function etaSeconds(job: Pick<BatchJobSummary, 'status' | 'total' | 'done' | 'rate'>): number | null {
  if (job.status !== 'running' || !job.rate || job.rate <= 0) return null;
  return Math.ceil((job.total - job.done) / job.rate + job.total / PACK_ROWS_PER_SECOND);
}

/** When a finished job's files are deleted. */
export function expiresAt(job: Pick<BatchJobSummary, 'finishedAt'>): Date | null {
  return job.finishedAt ? new Date(job.finishedAt.getTime() + BATCH_LIMITS.retentionDays * DAY_MS) : null;
}

const notFound = () => new DomainError('not_found', 'not_found', 'Export not found.');

/** What a batch export of a live GIF answers. */
export const GIF_BATCH_MESSAGE =
  'Batch exports make still images. A live GIF is drawn for each recipient when they open it: put its link in your e-mail platform instead.';

export class BatchExports {
  constructor(
    private readonly deps: {
      db: Db;
      store: ObjectStore;
      designs: DesignStore;
      /** Reads and plans a CSV (a thread of its own on a server: batch-plan-thread.ts). */
      plan: BatchPlanner;
      /** Told when a job is queued (the runner on this server starts at once). */
      onQueued?: () => void;
      now?: () => number;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? Date.now();
  }

  /**
   * Whether the user may start an export of this design now, checked before its CSV is read (a
   * refused request costs a query, not the file's reading): their design, a still one, and at
   * most BATCH_LIMITS.activePerUser exports running and BATCH_LIMITS.perDay started per day.
   */
  async admit(userId: string, designId: string): Promise<DesignRow> {
    const design = await this.deps.designs.get(userId, designId);
    // A live GIF is drawn when each recipient opens it; a ZIP of one per row would run to
    // gigabytes (about 1 MB a GIF of photos) for a list of 10,000.
    if (design.draft.design.format === 'gif')
      throw new DomainError('invalid', 'gif_batch', GIF_BATCH_MESSAGE);
    await this.ensureAllowed(this.deps.db, userId);
    return design;
  }

  /**
   * Queues an export of the design's current draft (from {@link admit}): the CSV is read and
   * checked by the planner (a file no row of which can be used is refused), and the limits are
   * checked again with the insert, one request of a user at a time.
   */
  async create(userId: string, design: DesignRow, request: BatchRequest): Promise<BatchJobSummary> {
    const { db, store } = this.deps;
    const designId = design.id;
    const plan = await this.deps.plan(request, design.draft.design);
    if (!plan.ok) throw new DomainError('invalid', 'invalid_csv', plan.error);
    const id = randomUUID();
    // The export's own copies of the base, the segment bases its rows pick and the countdown's
    // ended picture, so editing the design cannot change a running export: [the design's key,
    // the export's].
    const ext = (key: string) => key.split('.').pop() ?? 'png';
    const copies: [string, string][] = [];
    const source = design.draft.baseKey;
    const baseKey = source ? batchKeys.base(id, ext(source)) : null;
    if (source && baseKey) copies.push([source, baseKey]);
    const stored = design.draft.segmentKeys;
    const segmentKeys = design.draft.design.segments?.items.map((_, i) => {
      const key = plan.segments.includes(i) ? stored?.[i] : undefined;
      if (!key) return null;
      const copy = batchKeys.segment(id, i, ext(key));
      copies.push([key, copy]);
      return copy;
    });
    const ended = design.draft.endedKey;
    const endedKey = ended ? batchKeys.ended(id, ext(ended)) : undefined;
    if (ended && endedKey) copies.push([ended, endedKey]);
    // The rows first, a chunk a statement (batch-rows.ts), so that the transaction that counts
    // and admits the job stays short: one statement of them all held the embedded database.
    const row = await writeRowChunks(db, id, plan.rowChunks)
      .then(() =>
        db.transaction(async (tx) => {
          // One user's requests are counted one at a time, on every server.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`batch-export:${userId}`}))`);
          await this.ensureAllowed(tx as unknown as Db, userId);
          const [inserted] = await tx
            .insert(batchJobs)
            .values({
              id,
              userId,
              designId,
              designName: design.name,
              publicId: design.publicId,
              design: {
                design: design.draft.design,
                baseKey,
                ...(segmentKeys ? { segmentKeys } : {}),
                ...(endedKey ? { endedKey } : {}),
              },
              delimiter: plan.delimiter,
              headers: plan.headers,
              // In batch_job_rows.
              rows: [],
              total: plan.total,
              problems: plan.problems.slice(0, BATCH_LIMITS.listedProblems),
              problemCount: plan.problems.length,
              createdAt: new Date(this.now()),
            })
            .returning(summaryColumns);
          return inserted;
        }),
      )
      .catch(async (err) => {
        // Refused (the limits) or failed: no job will read these.
        await deleteRows(db, [id]).catch(() => undefined);
        throw err;
      });
    if (!row) throw new Error('batch job insert returned nothing');
    try {
      for (const [from, to] of copies) {
        const object = await store.get(DESIGN_BASES_BUCKET, from);
        if (object) await store.put(BATCH_BUCKET, to, object.bytes, object.contentType);
      }
    } catch (err) {
      await db.delete(batchJobs).where(eq(batchJobs.id, id));
      await deleteRows(db, [id]);
      await deleteJobFiles(store, id).catch(() => undefined);
      throw err;
    }
    this.deps.onQueued?.();
    return row;
  }

  private async ensureAllowed(db: Db, userId: string): Promise<void> {
    const since = new Date(this.now() - DAY_MS);
    const [counts] = await db
      .select({
        active: sql<number>`count(*) filter (where ${batchJobs.status} in ('queued', 'running'))::int`,
        today: sql<number>`count(*) filter (where ${batchJobs.createdAt} > ${since.toISOString()})::int`,
        oldest: sql<
          string | null
        >`min(${batchJobs.createdAt}) filter (where ${batchJobs.createdAt} > ${since.toISOString()})`,
      })
      .from(batchJobs)
      .where(eq(batchJobs.userId, userId));
    const { activePerUser, perDay } = BATCH_LIMITS;
    if ((counts?.active ?? 0) >= activePerUser)
      throw new DomainError(
        'forbidden',
        'too_many_exports',
        `You can run ${activePerUser} exports at a time. Wait for one to finish.`,
      );
    if ((counts?.today ?? 0) >= perDay) {
      const reopens = counts?.oldest ? new Date(counts.oldest).getTime() + DAY_MS : this.now() + DAY_MS;
      throw new DomainError(
        'forbidden',
        'daily_export_limit',
        `You can start ${perDay} exports a day. ${tryAgainIn(Math.max(1, (reopens - this.now()) / 1000))}`,
      );
    }
  }

  async get(userId: string, id: string): Promise<BatchJobSummary> {
    const [row] = await this.deps.db
      .select(summaryColumns)
      .from(batchJobs)
      .where(and(eq(batchJobs.id, id), eq(batchJobs.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  /** The user's most recent exports, of one design when given. */
  list(userId: string, designId?: string): Promise<BatchJobSummary[]> {
    return this.deps.db
      .select(summaryColumns)
      .from(batchJobs)
      .where(and(eq(batchJobs.userId, userId), designId ? eq(batchJobs.designId, designId) : undefined))
      .orderBy(desc(batchJobs.createdAt))
      .limit(LIST_LIMIT);
  }

  /** A finished export's ZIP, streamed, and the name to save it as. */
  async download(userId: string, id: string): Promise<ObjectStream & { fileName: string }> {
    const job = await this.get(userId, id);
    if (job.status !== 'done' || !job.resultKey) throw notReady(job.status, job);
    const zip = await this.deps.store.read(BATCH_BUCKET, job.resultKey);
    if (!zip) throw notFound();
    return { ...zip, fileName: `${fileStem(job.designName) || 'design'}-batch.zip` };
  }
}

function notReady(status: BatchJobStatus, job: Pick<BatchJobSummary, 'done' | 'total' | 'error'>) {
  const message =
    status === 'failed'
      ? `This export failed, so there is nothing to download. ${job.error ?? ''}`.trim()
      : `The export is not finished yet (${job.done.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')} images).`;
  return new DomainError('conflict', 'export_not_ready', message);
}
