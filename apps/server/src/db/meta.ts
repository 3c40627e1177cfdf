import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appMeta } from './schema.ts';

/** Reads a meta value, creating it with `make()` on first use (safe when instances race). */
async function ensureMeta(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(appMeta).values({ key, value: make() }).onConflictDoNothing({ target: appMeta.key });
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, key));
  const row = rows[0];
  if (!row) throw new Error(`${key} missing after insert`);
  return row.value;
}

/** Returns this installation's id, creating it on first start. */
export function ensureInstallId(db: Db): Promise<string> {
  return ensureMeta(db, 'install_id', () => randomUUID());
}

/**
 * The secret that signs session cookies when AUTH_SECRET is not set: made once and kept in the
 * database, so restarts keep users signed in and every instance shares it.
 */
export function ensureAuthSecret(db: Db): Promise<string> {
  return ensureMeta(db, 'auth_secret', () => randomBytes(32).toString('base64url'));
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
