import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptzNow } from './columns.ts';

export * from './account-schema.ts';
export * from './api-key-schema.ts';
export * from './auth-schema.ts';
export * from './batch-schema.ts';
export * from './design-schema.ts';
export * from './generation-schema.ts';
export * from './upload-schema.ts';

/** Facts about this installation (its id, its auth secret); one row per key. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptzNow('updated_at'),
});
