import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptzNow } from './columns.ts';

/**
 * One row per stored design upload (`uploads/{userId}/…` in the design-bases bucket): what the
 * upload quota counts, and what the maintenance job collects once no design uses it
 * (docs/decisions/026-design-uploads-and-streamed-storage.md). No foreign key to the user: a row outlives
 * its account until its file is collected.
 */
export const designUploads = pgTable(
  'design_uploads',
  {
    /** The object key, also the path designs refer to. */
    key: text('key').primaryKey(),
    userId: text('user_id').notNull(),
    /** Stored bytes. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamptzNow('created_at'),
    /** The upload, or the last save of a design naming it: the grace period counts from here. */
    usedAt: timestamptzNow('used_at'),
    /** Being collected: designs may no longer take it; the row goes once the file has. */
    deleting: boolean('deleting').notNull().default(false),
  },
  (t) => [index('design_uploads_user_idx').on(t.userId), index('design_uploads_used_idx').on(t.usedAt)],
);
