import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';

/** A database kind to run a suite against. */
export interface TestDbKind {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const pglite: TestDbKind = { name: 'pglite', open: () => openDatabase({}) };

/**
 * Real Postgres, when TEST_DATABASE_URL is set: each open creates its own throwaway database
 * and drops it on close, so parallel runs and files never see each other's rows.
 */
function postgres(adminUrl: string): TestDbKind {
  return {
    name: 'postgres',
    async open() {
      const { Client } = await import('pg');
      const name = `mergepix_t_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ url: url.toString() });
      return {
        ...db,
        async close() {
          await db.close();
          const dropper = new Client({ connectionString: adminUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}

/** PGlite always; real Postgres too when TEST_DATABASE_URL is set. */
export function testDbKinds(): TestDbKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
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
