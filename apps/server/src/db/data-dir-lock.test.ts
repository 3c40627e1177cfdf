import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, type LockOwner } from './data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mergepix-lock-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const lockPath = () => join(dir, 'server.lock');
const readLock = () => JSON.parse(readFileSync(lockPath(), 'utf8')) as LockOwner;
/** Plants a lock file as another process would have left it. */
function plant(owner: Partial<LockOwner>, ageMs = 0) {
  writeFileSync(
    lockPath(),
    JSON.stringify({ hostname: hostname(), startedAt: '2020-01-01T00:00:00.000Z', ...owner }),
  );
  const at = new Date(Date.now() - ageMs);
  utimesSync(lockPath(), at, at);
}
/** A pid that certainly belongs to no running process: a child that has already exited. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid as number;
}

describe('data directory lock', () => {
  it('creates a lock file naming this process', () => {
    const lock = acquireDataDirLock(dir);
    expect(readLock()).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(Number.isNaN(Date.parse(readLock().startedAt))).toBe(false);
    lock.release();
  });

  it('refuses a second holder while the first is alive, naming it', () => {
    const first = acquireDataDirLock(dir);
    // Another process on this host: its pid differs from the live holder's.
    let error: unknown;
    try {
      acquireDataDirLock(dir, { self: { pid: process.pid + 1_000_000 } });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain(hostname());
    expect(message).toContain(first.owner.startedAt);
    expect(message).toContain(dir);
    expect(readLock().pid).toBe(process.pid);
    first.release();
  });

  it('refuses a lock held by a live process of another host with a fresh heartbeat', () => {
    plant({ pid: process.ppid, hostname: 'elsewhere.example' });
    expect(() => acquireDataDirLock(dir)).toThrow(/pid \d+ on host elsewhere\.example/);
  });

  it('takes over the lock of a process that is gone', () => {
    const pid = deadPid();
    plant({ pid });
    const lock = acquireDataDirLock(dir);
    expect(readLock().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock carrying its own pid (a restarted container)', () => {
    plant({ pid: process.pid });
    const lock = acquireDataDirLock(dir);
    expect(readLock().startedAt).toBe(lock.owner.startedAt);
    lock.release();
  });

  it('takes over a lock whose heartbeat stopped, even from a live pid', () => {
    plant({ pid: process.ppid, hostname: 'elsewhere.example' }, 60_000);
    const lock = acquireDataDirLock(dir);
    expect(readLock().pid).toBe(process.pid);
    lock.release();
  });

  it('keeps a lock alive with its heartbeat', async () => {
    const lock = acquireDataDirLock(dir, { heartbeatMs: 50 });
    const stale = new Date(Date.now() - 60_000);
    utimesSync(lockPath(), stale, stale);
    await new Promise((r) => setTimeout(r, 500));
    expect(() =>
      acquireDataDirLock(dir, { self: { pid: process.pid + 1_000_000 }, heartbeatMs: 1_000 }),
    ).toThrow(DataDirLockedError);
    lock.release();
  });

  it('releases the lock, and leaves a lock that is no longer its own', () => {
    const lock = acquireDataDirLock(dir);
    lock.release();
    expect(existsSync(lockPath())).toBe(false);
    const again = acquireDataDirLock(dir);
    again.release();

    const taken = acquireDataDirLock(dir);
    plant({ pid: process.ppid });
    taken.release();
    expect(readLock().pid).toBe(process.ppid);
  });
});
