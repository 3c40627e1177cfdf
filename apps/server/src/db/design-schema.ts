import type { Design } from '@mergepix/core';
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { cascadingRef, createdAndUpdatedAt, timestamptz, timestamptzNow } from './columns.ts';

/** A design as stored: the validated document plus the stored picture its base points at. */
export interface StoredDesign {
  readonly design: Design;
  /** Key in the design-bases bucket when the base is a generation or an upload. */
  readonly baseKey: string | null;
  /**
   * The stored picture of each segment's base, by index in `design.segments.items` (null: a
   * colour or gradient): generation copies and uploads, as `baseKey`. Absent: no segments.
   */
  readonly segmentKeys?: readonly (string | null)[];
  /** The upload a countdown shows once ended (`countdown.ended.kind === 'image'`), else absent. */
  readonly endedKey?: string | null;
}

/** A live image design: the draft being edited, and the version its public URL serves. */
export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    userId: cascadingRef('user_id', () => user.id),
    name: text('name').notNull(),
    draft: jsonb('draft').$type<StoredDesign>().notNull(),
    /** Unguessable id of the public URL; kept across republishing and unpublishing. */
    publicId: text('public_id').notNull().unique(),
    /** The frozen version the URL serves; null while unpublished. */
    published: jsonb('published').$type<StoredDesign>(),
    version: integer('version').notNull().default(0),
    publishedAt: timestamptz('published_at'),
    ...createdAndUpdatedAt(),
  },
  (t) => [index('designs_user_updated_idx').on(t.userId, t.updatedAt)],
);

/** Opens of a published design per day: every request, and those made by image proxies. */
export const designOpens = pgTable(
  'design_opens',
  {
    designId: cascadingRef('design_id', () => designs.id),
    day: date('day').notNull(),
    /** Every counted request: the four kinds below add up to it (direct = the rest). */
    requests: integer('requests').notNull().default(0),
    /** Fetched by a mail provider's image proxy. */
    proxied: integer('proxied').notNull().default(0),
    /** With a value the brand safety filter refused. */
    filtered: integer('filtered').notNull().default(0),
    /** From an address opening many different values at once (services/live/flood-watch.ts). */
    flood: integer('flood').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.designId, t.day] })],
);

/** One row per recipient per design and day: a salted hash of their values, never the values. */
export const designOpenRecipients = pgTable(
  'design_open_recipients',
  {
    designId: cascadingRef('design_id', () => designs.id),
    day: date('day').notNull(),
    recipient: text('recipient').notNull(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.day, t.recipient] })],
);

/**
 * A design's audience (known recipients): each value of its list as a keyed hash, by token,
 * never the value (services/live/audience.ts).
 */
export const designAudience = pgTable(
  'design_audience',
  {
    designId: cascadingRef('design_id', () => designs.id),
    token: text('token').notNull(),
    hash: text('hash').notNull(),
    addedAt: timestamptzNow('added_at'),
  },
  (t) => [primaryKey({ columns: [t.designId, t.token, t.hash] })],
);
