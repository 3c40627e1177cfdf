import type { BatchJobStatus, BatchRow, CsvProblem } from '@mergepix/core';
import { index, integer, json, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { cascadingRef, timestamptz, timestamptzNow } from './columns.ts';
import type { StoredDesign } from './design-schema.ts';

/**
 * A batch export: the design as it was when the job was made, every row to draw, and how far
 * the drawing got. Whoever holds the lease runs it; a lease that runs out (a crashed server)
 * lets another runner (or the restarted one) go on from `done`.
 */
export const batchJobs = pgTable(
  'batch_jobs',
  {
    id: text('id').primaryKey(),
    userId: cascadingRef('user_id', () => user.id),
    // Not a foreign key: a finished export stays downloadable after its design is deleted, and
    // a running one notices the deletion and stops.
    designId: text('design_id').notNull(),
    designName: text('design_name').notNull(),
    publicId: text('public_id').notNull(),
    /** The draft when the job was made; its base picture is a copy in the job's own folder. */
    design: jsonb('design').$type<StoredDesign>().notNull(),
    delimiter: text('delimiter').$type<',' | ';'>().notNull(),
    headers: jsonb('headers').$type<readonly string[]>().notNull(),
    // Empty for jobs made since migration 0010: their rows are in batch_job_rows. Older jobs
    // keep them here (json, not jsonb: written once, read whole, never queried inside).
    rows: json('rows').$type<readonly BatchRow[]>().notNull(),
    status: text('status').$type<BatchJobStatus>().notNull().default('queued'),
    total: integer('total').notNull(),
    /** Rows drawn and stored: always the first `done` rows. */
    done: integer('done').notNull().default(0),
    /** The first problems (BATCH_LIMITS.listedProblems) and how many there are. */
    problems: jsonb('problems').$type<readonly CsvProblem[]>().notNull(),
    problemCount: integer('problem_count').notNull(),
    error: text('error'),
    /** Rows per second of the current run, for the ETA. */
    rate: real('rate'),
    /** Runs that ended without finishing or stopping cleanly (a crash); too many fail the job. */
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    resultKey: text('result_key'),
    createdAt: timestamptzNow('created_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    // A user's recent jobs, their active count and their jobs of the day.
    index('batch_jobs_user_created_idx').on(t.userId, t.createdAt),
    // The runners' queue and the retention purge.
    index('batch_jobs_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A batch job's rows, BATCH_ROW_CHUNK at a time (services/batch/batch-rows.ts). Written before the
 * job's own row, one statement a chunk: one statement of a 10,000-row file (a few MB) held the
 * embedded database, and so every request, for hundreds of ms. Not a foreign key for the same
 * reason: chunks whose job never came (a refused or crashed request) or went (its user was
 * deleted) are collected by the maintenance job after an hour.
 */
export const batchJobRows = pgTable(
  'batch_job_rows',
  {
    jobId: text('job_id').notNull(),
    chunk: integer('chunk').notNull(),
    // json, not jsonb: written once, read whole, never queried inside; Postgres keeps it as text,
    // which is several times faster to write and read.
    rows: json('rows').$type<readonly BatchRow[]>().notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.chunk] })],
);
