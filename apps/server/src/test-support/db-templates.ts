import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

// Tests open hundreds of databases. Creating one is mostly fixed cost: PGlite's initdb takes
// about 1.3 s, and the migrations run on every new Postgres database. So each kind is migrated
// once into a template named after the migrations' content (a new migration makes a new one),
// and every test database starts as a copy of it: a PGlite dump loads in about 0.3 s, and
// Postgres copies a template database without replaying anything (docs/testing.md).

/** A short hash of every file under the migrations folder, names and contents. */
export function migrationsHash(migrations = MIGRATIONS_DIR): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrations);
  return hash.digest('hex').slice(0, 16);
}

/** A dump only loads into the PGlite version that wrote it. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  let dir = join(entry, '..');
  while (!existsSync(join(dir, 'package.json'))) dir = join(dir, '..');
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

let pgliteImage: Promise<Blob> | undefined;

/** The migrated PGlite image of this checkout, made by the first test process that needs it. */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = join(tmpdir(), `mergepix-pglite-${migrationsHash()}-${pgliteVersion()}.tar`);
    if (!existsSync(file)) {
      const database = await openDatabase({});
      try {
        const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
          .$client;
        const dump = await client.dumpDataDir('none');
        // Written aside then renamed, so a process running beside this one never reads half a file.
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
      } finally {
        await database.close();
      }
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteImage;
}

/** A new in-memory PGlite database holding every migration, copied from the template. */
export async function openPgliteCopy(): Promise<Database> {
  return openDatabase({ pgliteImage: await migratedPgliteImage() });
}

/** A pg client for admin statements on the server `adminUrl` points at. */
async function admin<T>(adminUrl: string, work: (query: (sql: string) => Promise<unknown>) => Promise<T>) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated template database on the Postgres server behind `adminUrl`: built
 * under a private name and renamed into place, so processes racing to build it each end with
 * the one that won.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = (async () => {
      const name = `mergepix_tpl_${migrationsHash()}`;
      const exists = await admin(adminUrl, async (query) => {
        const res = (await query(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)) as {
          rowCount: number;
        };
        return res.rowCount > 0;
      });
      if (exists) return name;
      const building = `mergepix_tplb_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(adminUrl, (query) => query(`CREATE DATABASE "${building}"`));
      const db = await openDatabase({
        url: Object.assign(new URL(adminUrl), { pathname: `/${building}` }).toString(),
      });
      await db.close();
      await admin(adminUrl, async (query) => {
        try {
          await query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
        } catch {
          // Another process renamed its own first: use that one.
          await query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        }
      });
      return name;
    })();
    template.catch(() => templates.delete(adminUrl));
    templates.set(adminUrl, template);
  }
  return template;
}

/**
 * A new database on the Postgres server behind `adminUrl`, copied from the migrated template,
 * dropped again on close.
 */
export async function openPostgresCopy(adminUrl: string, prefix = 'mergepix_t'): Promise<Database> {
  const template = await postgresTemplate(adminUrl);
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, (query) => query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const db = await openDatabase({
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
  });
  return {
    ...db,
    async close() {
      await db.close();
      await admin(adminUrl, (query) => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
