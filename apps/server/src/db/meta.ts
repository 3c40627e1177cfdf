import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appMeta } from './schema.ts';

/** Returns this installation's id, creating it on first start (safe when instances race). */
export async function ensureInstallId(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: 'install_id', value: randomUUID() })
    .onConflictDoNothing({ target: appMeta.key });
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'install_id'));
  const row = rows[0];
  if (!row) throw new Error('install_id missing after insert');
  return row.value;
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
