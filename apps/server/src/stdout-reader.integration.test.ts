import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The real server (src/index.ts) with its standard output piped to a reader that stops reading,
// then goes away (`npm start | head`): logging must never stop it serving (log-output.ts).

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const started: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A request answered within `ms` (generous: the machine may be busy), or the reason it was not. */
async function answer(url: string, ms = 10_000): Promise<number | string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(ms) });
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    return `no answer: ${(err as Error).name}`;
  }
}

/** Starts the server with its standard output piped to this process (read only as `reader` says). */
async function startServer(reader: (stdout: Readable) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mergepix-stdout-'));
  dirs.push(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    LIVE_RENDER_THREADS: '0',
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'REDIS_URL', 'S3_BUCKET']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  if (child.stdout) reader(child.stdout);
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while ((await answer(`${base}/functions/v1/health-check`, 2_000)) !== 200) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${errors}`);
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  /** SIGTERM, then the exit code, or 'still running' after a deadline generous for a busy machine. */
  const stop = () => {
    child.kill('SIGTERM');
    return Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 15_000))]);
  };
  return { base, stop, errors: () => errors };
}

/** Each logs a line of ~8 KB. */
const longPath = (base: string) => `${base}/rest/v1/${'a'.repeat(8_000)}`;

const droppedLines = async (base: string) => {
  const metrics = await fetch(`${base}/metrics`).then((r) => r.text());
  return Number(/^mergepix_log_lines_dropped_total (\d+)$/m.exec(metrics)?.[1]);
};

// Servers booting from TypeScript source on a busy 2-core machine can take 20 s each.
describe('a server whose log reader goes away or stops reading', () => {
  it('starts, keeps answering and stops on SIGTERM after its reader closed the pipe (`| head -c 100`)', async () => {
    const server = await startServer((stdout) => stdout.once('data', () => stdout.destroy()));
    for (let i = 0; i < 20; i++) expect(await answer(longPath(server.base))).toBe(404);
    expect(await answer(`${server.base}/functions/v1/health-check`)).toBe(200);
    const dropped = await droppedLines(server.base);
    expect(await server.stop()).toBe(0);
    expect(dropped).toBeGreaterThanOrEqual(20);
    expect(server.errors()).not.toMatch(/EPIPE|Error/);
  }, 120_000);

  it('keeps answering and stops on SIGTERM while its reader never reads (a full pipe)', async () => {
    // Nothing reads the pipe: it fills as a stalled reader's would (a paused stream stops reading).
    const server = await startServer(() => {});
    // ~1.3 MB of lines: far more than the pipe and the lines queued for it hold.
    for (let i = 0; i < 160; i++) expect(await answer(longPath(server.base))).toBe(404);
    expect(await answer(`${server.base}/functions/v1/health-check`)).toBe(200);
    const dropped = await droppedLines(server.base);
    expect(await server.stop()).toBe(0);
    expect(dropped).toBeGreaterThan(0);
  }, 120_000);
});
