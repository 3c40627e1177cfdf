// What bench/live-images.ts drives: publishing a design on the real server, the peer servers,
// and one load phase at a time with the answers counted as the recipient's own or a fallback.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { DesignInput } from '@mergepix/core';
import autocannon from 'autocannon';
import { smokeCheck, smokeStatus } from './smoke.ts';

/** One load phase's figures. */
export interface Load {
  perSecond: number;
  /** Answers per second that were the recipient's own image (not a fallback). */
  personalized: number;
  /** Of the answers, the share that were the design's fallbacks (%). */
  fallbackPct: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

/** Publishes `design` over an uploaded base picture; returns its path and public id. */
export async function publish(
  url: string,
  headers: Record<string, string>,
  design: DesignInput,
  base?: Buffer,
): Promise<{ path: string; status: number; error?: string }> {
  let input = design;
  if (base) {
    const upload = await fetch(`${url}/rest/v1/designs/uploads`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(base),
    });
    smokeStatus(upload, 'upload', 201);
    const { path } = (await upload.json()) as { path: string };
    input = { ...design, base: { kind: 'upload', path } };
  }
  const created = await fetch(`${url}/rest/v1/designs`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (created.status !== 201)
    return { path: '', status: created.status, error: ((await created.json()) as { error: string }).error };
  const { id } = (await created.json()) as { id: string };
  const published = await fetch(`${url}/rest/v1/designs/${id}/publish`, { method: 'POST', headers });
  smokeStatus(published, 'publish', 200);
  return { path: new URL(((await published.json()) as { url: string }).url).pathname, status: 201 };
}

/** The server's count of fallback answers (a peer has none). */
async function fallbacks(url: string): Promise<number> {
  const res = await fetch(`${url}/functions/v1/health-check`).catch(() => undefined);
  if (!res?.headers.get('content-type')?.includes('json')) return 0;
  return ((await res.json()) as { live?: { fallbacks: number } }).live?.fallbacks ?? 0;
}

/** `connections` keep-alive connections for `seconds`, each request's path from `path()`. */
export async function load(url: string, connections: number, seconds: number, path: () => string): Promise<Load> {
  const before = await fallbacks(url);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          req.path = path();
          return req;
        },
      },
    ],
  });
  const total = result.requests.total;
  const shed = (await fallbacks(url)) - before;
  const errors = result.errors + result.timeouts + result.non2xx;
  smokeCheck(total > 0 && errors === 0, `${errors} errors in ${total} requests to ${url}`);
  return {
    perSecond: total / seconds,
    personalized: (total - shed) / seconds,
    fallbackPct: (100 * shed) / Math.max(1, total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total,
  };
}

/** A port nobody listens on. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A peer server (support/peer-live-server.ts) drawing the same design over `basePath`. */
export async function startPeer(
  kind: 'naive' | 'takumi',
  basePath: string,
): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'peer-live-server.ts'), kind, String(port), basePath],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the ${kind} peer exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
