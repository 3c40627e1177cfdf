import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { cascadingRef, timestamptzNow } from './columns.ts';

/** A user's editable profile, created with the user. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  company: text('company').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  avatarKey: text('avatar_key'),
  tokenValues: jsonb('token_values').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamptzNow('updated_at'),
});

/** E-mail kept instead of sent when no SMTP server is configured (the dev mailbox reads it). */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('outbox_to_kind_idx').on(t.to, t.kind, t.createdAt)],
);

/** Counted events for limits shared by every instance (failed sign-ins, reset e-mails). */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: text('id').primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    at: timestamptzNow('at'),
  },
  (t) => [
    index('limit_events_lookup_idx').on(t.bucket, t.subject, t.at),
    // The maintenance prune deletes by age alone.
    index('limit_events_at_idx').on(t.at),
  ],
);

/** TOTP codes already used, so each works once; the primary key makes the first use win. */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: cascadingRef('user_id', () => user.id),
    code: text('code').notNull(),
    usedAt: timestamptzNow('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);
