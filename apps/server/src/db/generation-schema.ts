import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { timestamptzNow } from './columns.ts';

/** One call of an image or text function: who, what, which provider, the result, how it went. */
export const generations = pgTable(
  'generations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Anonymous callers are kept apart by a salted hash of their IP, never the IP itself. */
    clientHash: text('client_hash'),
    function: text('function').notNull(),
    requestedProvider: text('requested_provider'),
    provider: text('provider'),
    model: text('model'),
    prompt: text('prompt').notNull().default(''),
    resultKey: text('result_key'),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome').notNull(),
    fallbackFrom: text('fallback_from'),
    fallbackReason: text('fallback_reason'),
    error: text('error'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    // Serves a user's history, their quota count and the anonymous purge (user_id IS NULL).
    index('generations_user_created_idx').on(t.userId, t.createdAt),
    // Serves the retention purge of signed-in users' generations, oldest first.
    index('generations_created_idx').on(t.createdAt),
  ],
);
