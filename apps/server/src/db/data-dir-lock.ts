import { randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const LOCK_FILE = 'server.lock';

/** How often a holder refreshes its lock file; three missed beats make the lock stale. */
export const HEARTBEAT_MS = 5_000;

/** Who holds a data directory, as written in its lock file. */
export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** A held data-directory lock. */
export interface DataDirLock {
  path: string;
  owner: LockOwner;
  /** Stops the heartbeat and removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/** Tells a second instance that another process owns the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Partial<LockOwner>,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Mergepix server ` +
        `(pid ${holder.pid ?? 'unknown'} on host ${holder.hostname ?? 'unknown'}, ` +
        `running since ${holder.startedAt ?? 'an unknown time'}). Two servers on one PGlite data directory ` +
        `lose data: stop the other one, or give this one its own DATA_DIR. ` +
        `If that process is gone, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the exclusive lock on `dataDir` (DATA_DIR/server.lock, created atomically with 'wx'), or
 * throws DataDirLockedError naming the holder. A leftover lock is taken over when its process is
 * gone (same host, pid not alive), when its pid is ours (a restarted container reuses pid 1), or
 * when its heartbeat is older than three intervals (a crashed host, a reused pid).
 * `self` and `heartbeatMs` exist for tests.
 */
export function acquireDataDirLock(
  dataDir: string,
  opts: { self?: Partial<Omit<LockOwner, 'startedAt'>>; heartbeatMs?: number } = {},
): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const owner: LockOwner = {
    pid: opts.self?.pid ?? process.pid,
    hostname: opts.self?.hostname ?? hostname(),
    startedAt: new Date().toISOString(),
  };
  const content = `${JSON.stringify(owner)}\n`;
  for (let attempt = 1; !tryCreate(path, content); attempt++) {
    // Undefined: released between our create and our read, so simply try again.
    const held = readHolder(path);
    if (attempt > 5 || (held && !isStale(held, owner, heartbeatMs)))
      throw new DataDirLockedError(dataDir, held?.owner ?? {});
    if (held) moveAside(path, held.raw);
  }

  let released = false;
  const beat = setInterval(() => {
    // A lock that is no longer ours (taken over while this process stalled) is left alone.
    if (!isOurs(path, content)) return clearInterval(beat);
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // The next beat tries again.
    }
  }, heartbeatMs);
  beat.unref();
  return {
    path,
    owner,
    release() {
      if (released) return;
      released = true;
      clearInterval(beat);
      if (isOurs(path, content)) unlinkSync(path);
    },
  };
}

/** Creates the lock file with our content, or returns false when it already exists. */
function tryCreate(path: string, content: string) {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

interface Holder {
  raw: string;
  owner: Partial<LockOwner>;
  ageMs: number;
}

function readHolder(path: string): Holder | undefined {
  let raw: string;
  let ageMs: number;
  try {
    raw = readFileSync(path, 'utf8');
    ageMs = Date.now() - statSync(path).mtimeMs;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  let owner: Partial<LockOwner> = {};
  try {
    const parsed = JSON.parse(raw) as Partial<LockOwner>;
    if (parsed && typeof parsed === 'object') owner = parsed;
  } catch {
    // Half-written by a process that is creating it right now, or garbage: only age can clear it.
  }
  return { raw, owner, ageMs };
}

function isStale(held: Holder, self: LockOwner, heartbeatMs: number) {
  if (held.ageMs > 3 * heartbeatMs) return true;
  const { pid, hostname: host } = held.owner;
  if (typeof pid !== 'number' || host !== self.hostname) return false;
  return pid === self.pid || !isAlive(pid);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Removes a stale lock without racing another taker: rename is atomic, so only one process moves
 * it; whoever finds a different lock than the stale one it judged puts it back.
 */
function moveAside(path: string, staleRaw: string) {
  const aside = `${path}.${randomUUID()}.stale`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (readFileSync(aside, 'utf8') !== staleRaw) {
    // Someone else took the lock in the meantime: put theirs back (link fails if a third exists).
    try {
      linkSync(aside, path);
    } catch {
      // Their heartbeat check notices the loss.
    }
  }
  unlinkSync(aside);
}

function isOurs(path: string, content: string) {
  try {
    return readFileSync(path, 'utf8') === content;
  } catch {
    return false;
  }
}
