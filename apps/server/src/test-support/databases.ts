import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { openPgliteCopy, openPostgresCopy } from './db-templates.ts';

/** A database kind to run a suite against. */
export interface TestDbKind {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const pglite: TestDbKind = { name: 'pglite', open: openPgliteCopy };

/**
 * Real Postgres, when TEST_DATABASE_URL is set: each open creates its own throwaway database
 * (a copy of the migrated template) and drops it on close, so parallel runs and files never see
 * each other's rows.
 */
function postgres(adminUrl: string): TestDbKind {
  return { name: 'postgres', open: () => openPostgresCopy(adminUrl) };
}

/**
 * PGlite always; real Postgres too when TEST_DATABASE_URL is set. With TEST_DATABASES=postgres as
 * well, Postgres alone: `npm test` runs the PGlite variants on the Node.js LTS beside, so the
 * machine's Node runs only the Postgres ones (docs/testing.md).
 */
export function testDbKinds(): TestDbKind[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [pglite];
  return process.env.TEST_DATABASES === 'postgres' ? [postgres(url)] : [pglite, postgres(url)];
}

/** Opens a database of `kind` for the enclosing describe block and closes it afterwards. */
export function useDatabase(kind: TestDbKind): { readonly database: Database } {
  const holder = {} as { database: Database };
  beforeAll(async () => {
    holder.database = await kind.open();
  });
  afterAll(async () => {
    await holder.database?.close();
  });
  return holder;
}
