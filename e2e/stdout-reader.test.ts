import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_BUFFER_BYTES } from '../apps/server/src/log-output.ts';
import { SERVER_BUNDLE, serverBundleIsCurrent } from '../scripts/build-server.mjs';
import { freePort, migratedDataDir, serverEnv } from './support/server.ts';

// The server's bundle (what `npm start` runs) with its standard output piped to a reader that
// stops reading, then goes away (`npm start | head`): logging must never stop it serving
// (apps/server/src/log-output.ts). No browser here.

const root = fileURLToPath(new URL('..', import.meta.url));
const started: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
  if (!serverBundleIsCurrent())
    throw new Error('The server bundle is missing or older than its sources: run `npm run build`.');
  // A copy of the migrated data directory the browser tests start on (e2e/support/data-template.ts).
  const dataDir = await migratedDataDir();
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    // Every request logs a line.
    env: serverEnv(port, dataDir, { LOG_LEVEL: 'info', LIVE_RENDER_THREADS: '0' }),
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
    await new Promise((r) => setTimeout(r, 100));
  }
  /** SIGTERM, then the exit code, or 'still running' after a deadline generous for a busy machine. */
  const stop = () => {
    child.kill('SIGTERM');
    return Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 15_000))]);
  };
  return { base, stop, errors: () => errors };
}

/** Bytes of the path each `longPath` request has its log line carry (the line is ~8.2 KB). */
const PATH_BYTES = 8_000;
const longPath = (base: string) => `${base}/rest/v1/${'a'.repeat(PATH_BYTES)}`;

const droppedLines = async (base: string) => {
  const metrics = await fetch(`${base}/metrics`).then((r) => r.text());
  return Number(/^mergepix_log_lines_dropped_total (\d+)$/m.exec(metrics)?.[1]);
};

/**
 * Most lines a reader that never reads lets the server send before one is dropped: the queue
 * (LOG_BUFFER_BYTES) plus what the kernel holds. Node's child stdio is a socket pair (about
 * 208 KB here, net.core.wmem_default), a shell's `|` a pipe (64 KiB); 1 MiB allows for either,
 * and for a kernel tuned larger.
 */
const MAX_LINES_TO_FILL = Math.ceil((LOG_BUFFER_BYTES + 1024 * 1024) / PATH_BYTES);

describe('a server whose log reader goes away or stops reading', () => {
  it('starts, keeps answering and stops on SIGTERM after its reader closed the pipe (`| head -c 100`)', async () => {
    const server = await startServer((stdout) => stdout.once('data', () => stdout.destroy()));
    for (let i = 0; i < 20; i++) expect(await answer(longPath(server.base))).toBe(404);
    expect(await answer(`${server.base}/functions/v1/health-check`)).toBe(200);
    const dropped = await droppedLines(server.base);
    expect(await server.stop()).toBe(0);
    expect(dropped).toBeGreaterThanOrEqual(20);
    expect(server.errors()).not.toMatch(/EPIPE|Error/);
  });

  it('keeps answering and stops on SIGTERM while its reader never reads (a full pipe)', async () => {
    // Nothing reads the pipe: it fills as a stalled reader's would (a paused stream stops reading).
    const server = await startServer(() => {});
    // Lines of ~8 KB until the pipe and the queue behind it are full (the first line dropped):
    // about 1.3 MB here, not more.
    let sent = 0;
    while (sent < MAX_LINES_TO_FILL && (await droppedLines(server.base)) === 0)
      for (let i = 0; i < 8; i++, sent++) expect(await answer(longPath(server.base))).toBe(404);
    // Full: it still answers, each request's line dropped.
    for (let i = 0; i < 8; i++) expect(await answer(longPath(server.base))).toBe(404);
    expect(await answer(`${server.base}/functions/v1/health-check`)).toBe(200);
    const dropped = await droppedLines(server.base);
    expect(await server.stop()).toBe(0);
    expect(dropped).toBeGreaterThanOrEqual(8);
  });
});
