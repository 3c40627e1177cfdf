import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../paths.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the means to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The advisory lock key migrations hold on Postgres (any constant unique to this app). */
const MIGRATION_LOCK = 0x6d657267; // 'merg'

/**
 * Opens the database and applies every pending migration.
 * `url` set → real Postgres; `dataDir` set → PGlite on disk; neither → PGlite in memory (tests).
 * On disk, the data directory is locked first: a second server on it would lose writes, so it
 * refuses to start (DataDirLockedError) until close() releases the lock.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Told when an idle pooled connection dies (e.g. Postgres restarted); the pool replaces it. */
  onIdleError?: (err: Error) => void;
  /**
   * In memory only: start from this dump of an already migrated database instead of creating a
   * new cluster (PGlite's initdb is most of an open's cost; tests open hundreds).
   */
  pgliteImage?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // Without a listener, node-postgres rethrows an idle client's error and the process dies.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzle(pool, { schema });
    try {
      // Instances started together (a deploy, a scale-out) would otherwise each run the same
      // migrations at once and all but one fail: one migrates while the others wait their turn
      // on a session lock, then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (opts.dataDir) {
    dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    lock = acquireDataDirLock(opts.dataDir);
  }
  let client: InstanceType<typeof PGlite> | undefined;
  const close = async () => {
    try {
      await client?.close();
    } finally {
      lock?.release();
    }
  };
  try {
    client = dir ? new PGlite(dir) : new PGlite(opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {});
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}
