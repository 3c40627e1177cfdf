import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { cascadingRef, timestamptz, timestamptzNow } from './columns.ts';

/**
 * API keys: the owner's designs, links, stats and batch exports without a browser session.
 * Only a SHA-256 of each key is kept; a revoked key stays (with `revoked_at`) so using it again
 * can be answered "revoked" rather than "not valid".
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: cascadingRef('user_id', () => user.id),
    name: text('name').notNull(),
    /** The key's first characters, shown in lists so the owner can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex; a request's key is found by this. */
    hash: text('hash').notNull().unique(),
    createdAt: timestamptzNow('created_at'),
    /** Written at most once a minute per key, not on every request. */
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('api_keys_user_created_idx').on(t.userId, t.createdAt)],
);
