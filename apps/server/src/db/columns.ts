import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';

// Column shapes the tables share. Every time is stored with its time zone (`timestamptz`).

/** A `timestamptz` column; nullable unless the caller adds `.notNull()`. */
export function timestamptz<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true });
}

/** A `timestamptz not null default now()` column: when the row was made, used or last changed. */
export function timestamptzNow<TName extends string>(name: TName) {
  return timestamptz(name).notNull().defaultNow();
}

/** A required text column naming a row of another table; the row is deleted with that one. */
export function cascadingRef<TName extends string>(name: TName, target: () => AnyPgColumn) {
  return text(name).notNull().references(target, { onDelete: 'cascade' });
}

/** `created_at` and `updated_at`, both `timestamptz not null default now()`: the last two columns of the tables that keep both. */
export function createdAndUpdatedAt() {
  return { createdAt: timestamptzNow('created_at'), updatedAt: timestamptzNow('updated_at') };
}
