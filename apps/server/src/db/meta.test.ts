import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../test-support/databases.ts';
import type { Database } from './client.ts';
import { ensureInstallId, pingDatabase } from './meta.ts';
import { appMeta } from './schema.ts';

describe.each(testDbKinds())('database on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('applies the migrations (the app_meta table exists and is empty at first)', async () => {
    expect(await database.db.select().from(appMeta)).toEqual([]);
  });

  it('creates the install id once, even when instances race', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => ensureInstallId(database.db)));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ensureInstallId(database.db)).toBe(ids[0]);
  });

  it('answers a ping', async () => {
    expect(await pingDatabase(database.db)).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('postgres connection loss', () => {
  it('survives the server killing idle pooled connections', async () => {
    const postgres = testDbKinds().find((k) => k.name === 'postgres');
    if (!postgres) throw new Error('TEST_DATABASE_URL is set, so the postgres kind exists');
    const database = await postgres.open();
    try {
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // node-postgres returns { rows }; the shared Db type leaves the driver's result shape open.
      const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: [{ name: string }];
      };
      const name = result.rows[0].name;
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();
      // The pool drops the dead connection and opens a new one for the next query.
      await new Promise((r) => setTimeout(r, 100));
      expect(await pingDatabase(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
