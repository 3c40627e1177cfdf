import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const started: ChildProcess[] = [];

/** Runs the real server (src/index.ts) on `dataDir`, collecting its output. */
function startServer(dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = new Promise<number>((resolve, reject) => {
    const check = () => {
      const m = /Mergepix is running at http:\/\/localhost:(\d+)/.exec(output);
      if (m) resolve(Number(m[1]));
    };
    child.stdout?.on('data', check);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  port.catch(() => {}); // only awaited for a server expected to start
  return { child, exited, port, output: () => output };
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('one server per data directory', () => {
  it('refuses to start a second server on a data directory in use, and the first keeps serving', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mergepix-datadir-'));
    try {
      const first = startServer(dataDir);
      // The lock is taken before migrations run, but a first boot (the embedded database's
      // initdb) can hold its thread, and with it the lock's heartbeat, past the three beats that
      // make a lock stale on a loaded machine: the second starts once the first serves.
      await until(() => existsSync(join(dataDir, 'server.lock')), 45_000);
      const port = await first.port;
      const second = startServer(dataDir);
      const outcome = await Promise.race([
        second.exited.then((code) => `exited with code ${code}`),
        second.port.then((p) => `listening on port ${p}`),
      ]);
      expect(outcome).toMatch(/^exited with code [1-9]/);

      expect(second.output()).toContain('in use by another Mergepix server');
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect(second.output()).toContain(dataDir);

      const res = await fetch(`http://127.0.0.1:${port}/functions/v1/health-check`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ database: { kind: 'pglite', ok: true } });

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      // A clean stop hands the directory back.
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two servers boot from TypeScript source here: on a busy 2-core machine that alone can take 20 s.
  }, 60_000);
});
