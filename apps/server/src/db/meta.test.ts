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
