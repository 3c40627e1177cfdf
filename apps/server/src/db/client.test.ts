import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together on one Postgres', () => {
  it('all start on a fresh database: one migrates, the others wait and find it done', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `mergepix_m_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    try {
      const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ url })));
      const failures = opened.filter((o) => o.status === 'rejected').map((o) => String(o.reason));
      expect(failures).toEqual([]);
      for (const o of opened) {
        if (o.status !== 'fulfilled') continue;
        const result = await o.value.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
        await o.value.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
