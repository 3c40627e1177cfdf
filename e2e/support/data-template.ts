import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsHash } from '../../apps/server/src/test-support/db-templates.ts';

// Every browser test file starts its own app on a fresh data directory. Most of a start is the
// embedded Postgres creating its cluster and running the migrations (about 4 s of 9 here), so
// the first start builds a migrated database once and later starts begin from a copy of it. The
// template is named after the migrations' content: a new migration builds a new one.

const LOCK_FILE = 'server.lock';

/**
 * A new data directory holding a migrated database: a copy of the template, which `build` makes
 * (by starting and stopping a server on the directory it is given) when there is none yet.
 */
export async function freshDataDir(
  migrations: string,
  build: (dir: string) => Promise<void>,
): Promise<string> {
  const template = join(tmpdir(), `mergepix-e2e-db-${migrationsHash(migrations)}`);
  if (!existsSync(join(template, '.ready'))) {
    const building = mkdtempSync(`${template}-building-`);
    await build(building);
    rmSync(join(building, LOCK_FILE), { force: true });
    writeFileSync(join(building, '.ready'), '');
    try {
      renameSync(building, template);
    } catch {
      // Another run built it at the same time: use theirs.
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'mergepix-e2e-'));
  cpSync(template, dir, { recursive: true });
  rmSync(join(dir, '.ready'), { force: true });
  return dir;
}
