// What bench/live-images.ts drives: publishing a design on the real server, the peer servers,
// and one load phase at a time with the answers counted as the recipient's own or a fallback.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesignInput } from '@mergepix/core';
import autocannon from 'autocannon';
import { size, smokeCheck, smokeStatus } from './smoke.ts';

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

/** Renders still queued or being drawn, from the server's /metrics; undefined for a peer. */
async function rendersLeft(url: string): Promise<number | undefined> {
  const res = await fetch(`${url}/metrics`).catch(() => undefined);
  if (!res?.ok) return undefined;
  const text = await res.text();
  if (!text.includes('mergepix_live_renders_queued')) return undefined;
  const gauge = (name: string) => Number(text.match(new RegExp(`^${name} (\\d+)`, 'm'))?.[1] ?? 0);
  return gauge('mergepix_live_renders_queued') + gauge('mergepix_live_renders_in_flight');
}

/** Between phases, the peers' pause: their accepted requests are drawn by then. */
const PEER_SETTLE_MS = size(2_000, 200);

/**
 * Waits until the server has finished the previous phase's work, so that each phase measures
 * its own load: ours until /metrics shows no render queued or in flight, a peer (no metrics, no
 * queue but its sockets') for {@link PEER_SETTLE_MS}.
 */
export async function settle(url: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const left = await rendersLeft(url);
    if (left === undefined) {
      await new Promise((r) => setTimeout(r, PEER_SETTLE_MS));
      return;
    }
    if (left === 0 || Date.now() - started > 30_000) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What a phase asks for: opens of `path`, a share of them repeats of `known` names. */
export interface Mix {
  path: string;
  /** 0: every name new; 0.9: nine in ten repeats; 1: only repeats. */
  repeats: number;
  known: readonly string[];
}

let freshCounter = 0;

/** The next request path of a mix, for autocannon. */
function nextPath(mix: Mix): () => string {
  let i = 0;
  return () => {
    i++;
    if (mix.repeats >= 1 || (mix.repeats > 0 && i % Math.round(1 / (1 - mix.repeats)) !== 0))
      return mix.known[i % mix.known.length] ?? mix.path;
    freshCounter++;
    return `${mix.path}?firstname=Fresh${freshCounter}&company=Company${freshCounter % 997}`;
  };
}

/** The same mix as a wrk script (fresh names carry a prefix so no two phases share one). */
function wrkScript(mix: Mix): string {
  const prefix = `W${Date.now().toString(36)}${++freshCounter}x`;
  const every = mix.repeats > 0 && mix.repeats < 1 ? Math.round(1 / (1 - mix.repeats)) : 0;
  // A fallback is told by its Cache-Control: no-store (a recipient's own image is cacheable).
  // Counted by the load generator, not the server, so an answer the generator gave up on (still in
  // flight when the phase ended) is in neither count.
  return `local known = {${mix.known.map((k) => JSON.stringify(k)).join(',')}}
local i = 0
fallbacks = 0
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end
function response(status, headers, body)
  for name, value in pairs(headers) do
    if string.lower(name) == "cache-control" and value == "no-store" then
      fallbacks = fallbacks + 1
    end
  end
end
function done(summary, latency, requests)
  local n = 0
  for _, thread in ipairs(threads) do
    n = n + thread:get("fallbacks")
  end
  io.write("Fallback answers: " .. n .. "\\n")
end
request = function()
  i = i + 1
  if ${mix.repeats >= 1 ? 'true' : every ? `i % ${every} ~= 0` : 'false'} then
    return wrk.format(nil, known[(i % #known) + 1])
  end
  return wrk.format(nil, ${JSON.stringify(mix.path)} .. "?firstname=${prefix}" .. i .. "&company=Company" .. (i % 997))
end
`;
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** The load generator in use: wrk (C, its own process) when installed, else autocannon. */
export const LOAD_GENERATOR = hasWrk ? 'wrk' : 'autocannon (install wrk for figures beyond ~1,500/s)';

const ms = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

async function wrk(url: string, connections: number, seconds: number, mix: Mix) {
  const script = join(tmpdir(), `mergepix-wrk-${process.pid}-${freshCounter}.lua`);
  writeFileSync(script, wrkScript(mix));
  const out = await new Promise<string>((resolve, reject) => {
    // A 30 s timeout, as autocannon's 10 s: a slow answer counts in the latency, not as an error.
    const child = spawn('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '30s',
      '--latency',
      '-s',
      script,
      url,
    ]);
    let text = '';
    let problems = '';
    child.stdout.on('data', (d: Buffer) => {
      text += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      problems += d.toString();
    });
    child.once('error', reject);
    // wrk runs its default request when the script does not load, and says so only on stderr.
    child.once('exit', (code) =>
      code === 0 && !problems && text.includes('Fallback answers:')
        ? resolve(text)
        : reject(new Error(`wrk failed (exit ${code}): ${problems || text}`)),
    );
  });
  rmSync(script, { force: true });
  const pct = (p: string) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    return m ? Math.round(ms(m[1] ?? '0', m[2] ?? 'ms')) : Number.NaN;
  };
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
    (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0);
  const fallbacks = Number(/Fallback answers: (\d+)/.exec(out)?.[1] ?? 0);
  return { total, errors, fallbacks, p50: pct('50'), p99: pct('99') };
}

/** `connections` keep-alive connections for `seconds`, with the requests of `mix`. */
export async function load(url: string, connections: number, seconds: number, mix: Mix): Promise<Load> {
  await settle(url);
  let run: { total: number; errors: number; fallbacks: number; p50: number; p99: number };
  if (hasWrk) run = await wrk(url, connections, seconds, mix);
  else {
    const path = nextPath(mix);
    let fallbacks = 0;
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
          onResponse: (_status, _body, _context, headers) => {
            for (const [name, value] of Object.entries(headers))
              if (name.toLowerCase() === 'cache-control' && value === 'no-store') fallbacks++;
          },
        },
      ],
    });
    run = {
      total: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      fallbacks,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  }
  const shed = run.fallbacks;
  // A phase on a busy machine may end before its first answer: the benchmark checks that each
  // server answered at all over its phases (bench/live-images.ts).
  smokeCheck(run.errors === 0, `${run.errors} errors in ${run.total} requests to ${url}`);
  return {
    perSecond: run.total / seconds,
    personalized: (run.total - shed) / seconds,
    fallbackPct: (100 * shed) / Math.max(1, run.total),
    p50: run.p50,
    p99: run.p99,
    errors: run.errors,
    total: run.total,
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
