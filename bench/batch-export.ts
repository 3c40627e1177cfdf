// Benchmarks a batch export on the real server: 10,000 recipients at 600×400 JPEG, drawn in the
// live render pool while autocannon keeps opening live images at a steady rate. The peer is the
// same live load with no export running, measured in the same run.
// Run from the repo root after `npm run build`: node --import tsx bench/batch-export.ts [rows]
// BENCH_NODE_ARGS="--trace-gc" BENCH_SERVER_LOG=/tmp/server.log keeps the server's GC trace.

import { createWriteStream, writeFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BatchJob, DesignInput } from '@mergepix/core';
import autocannon from 'autocannon';
import { apiUser } from '../e2e/support/api.ts';
import { startApp } from '../e2e/support/server.ts';
import { BENCH_LAYERS, liveOpenMix } from './bench-design.ts';
import { goal, size, smokeBanner, smokeCheck, smokeStatus } from './support/smoke.ts';
import { zipNames } from './support/zip-names.ts';

const ROWS = Number(process.argv[2] ?? process.env.BENCH_ROWS ?? size(10_000, 40));
/** Live opens per second during both runs: 90 % repeats of known names, 10 % new ones. */
const LIVE_RATE = Number(process.env.BENCH_LIVE_RATE ?? 500);
const LIVE_CONNECTIONS = 20;
const PEER_SECONDS = Number(process.env.BENCH_PEER_SECONDS ?? size(15, 1));
const TARGET_SECONDS = 60;
/** Between reads of the job's progress. */
const POLL_MS = size(1000, 250);

const design: DesignInput = {
  name: 'Bench batch',
  base: { kind: 'gradient', from: '#1e3a8a', to: '#9333ea', angle: 135 },
  layers: BENCH_LAYERS,
};

const FIRST = ['Ada', 'Zoë', 'Mateo', 'Aiko', 'Noor', 'Lars', 'Amara', 'Tomás', 'Yuki', 'Ines'];
const LAST = ['Moreno', 'Lindqvist', 'Okafor', 'Tanaka', 'Haddad', 'Novak', 'Silva', 'Berg'];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella & Co', 'Hooli', 'Vandelay Industries'];

function recipients(rows: number): string {
  const lines = ['First Name,Last Name,Company,Email'];
  for (let i = 0; i < rows; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    lines.push(`${first} ${i},${last},"${COMPANIES[i % COMPANIES.length]}",r${i}@example.com`);
  }
  return lines.join('\n');
}

interface Live {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  fallbacks: number;
}

async function fallbacks(url: string): Promise<number> {
  const res = await fetch(`${url}/functions/v1/health-check`);
  return ((await res.json()) as { live?: { fallbacks: number } }).live?.fallbacks ?? 0;
}

/** Opens live images at LIVE_RATE until `until` resolves (or for `seconds`). */
async function liveLoad(url: string, path: string, until: Promise<unknown> | number): Promise<Live> {
  const before = await fallbacks(url);
  const instance = autocannon({
    url,
    connections: LIVE_CONNECTIONS,
    overallRate: LIVE_RATE,
    duration: typeof until === 'number' ? until : 3600,
    requests: liveOpenMix(path),
  });
  if (typeof until !== 'number') void until.then(() => instance.stop());
  const result = await instance;
  const errors = result.errors + result.timeouts + result.non2xx;
  smokeCheck(errors === 0, `${errors} errors in ${result.requests.total} live opens`);
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
    fallbacks: (await fallbacks(url)) - before,
  };
}

async function exportOnce(url: string, headers: Record<string, string>, designId: string, csv: string) {
  const started = performance.now();
  const res = await fetch(`${url}/rest/v1/designs/${designId}/batch`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ csv, columns: ['FIRSTNAME', null, 'COMPANY', 'EMAIL'], nameColumn: 0 }),
  });
  if (res.status !== 202) throw new Error(`export refused: ${res.status} ${await res.text()}`);
  let job = (await res.json()) as BatchJob;
  const accepted = performance.now();
  const etas: string[] = [];
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const read = smokeStatus(await fetch(`${url}/rest/v1/jobs/${job.id}`, { headers }), 'the job');
    job = (await read.json()) as BatchJob;
    if (etas.length < 100) etas.push(`${job.done}:${job.eta_seconds ?? '–'}s`);
  }
  const ready = performance.now();
  if (job.status !== 'done' || !job.download_url) throw new Error(`export ${job.status}: ${job.error}`);
  const zipPath = join(tmpdir(), `bench-batch-${job.id}.zip`);
  const download = await fetch(job.download_url, { headers });
  if (!download.ok || !download.body) throw new Error(`download failed: ${download.status}`);
  await pipeline(Readable.fromWeb(download.body as never), createWriteStream(zipPath));
  const downloaded = performance.now();
  const names = await zipNames(zipPath);
  const { size } = await stat(zipPath);
  await rm(zipPath, { force: true });
  return {
    job,
    uploadSeconds: (accepted - started) / 1000,
    seconds: (ready - started) / 1000,
    downloadSeconds: (downloaded - ready) / 1000,
    images: names.filter((n) => n.endsWith('.jpg')).length,
    hasRecipients: names.includes('recipients.csv'),
    zipBytes: size,
    etas,
  };
}

smokeBanner();
const app = await startApp({}, process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []);
try {
  const user = await apiUser(app.url, `bench-batch-${Date.now()}@example.com`);
  const created = await fetch(`${app.url}/rest/v1/designs`, {
    method: 'POST',
    headers: { ...user, 'Content-Type': 'application/json' },
    body: JSON.stringify(design),
  });
  smokeStatus(created, 'create a design', 201);
  const { id } = (await created.json()) as { id: string };
  const published = await fetch(`${app.url}/rest/v1/designs/${id}/publish`, {
    method: 'POST',
    headers: user,
  });
  smokeStatus(published, 'publish', 200);
  const path = new URL(((await published.json()) as { url: string }).url).pathname;
  // Warm the render threads (fonts, base) and the 200 known names.
  await liveLoad(app.url, path, size(3, 1));
  const csv = recipients(ROWS);
  console.log(
    `design: 600×400 JPEG q80, two auto-fit layers over a gradient; ${ROWS.toLocaleString('en-US')} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MB CSV`,
  );
  console.log(
    `live load: ${LIVE_RATE} opens/s over ${LIVE_CONNECTIONS} connections, 90% repeats, 10% new names\n`,
  );

  const load = () => loadavg()[0]?.toFixed(1) ?? '?';
  const loads: string[] = [load()];
  const peer = await liveLoad(app.url, path, PEER_SECONDS);
  loads.push(load());
  let finish: (v?: unknown) => void = () => undefined;
  const batchDone = new Promise((resolve) => {
    finish = resolve;
  });
  const during = liveLoad(app.url, path, batchDone);
  const loaded = await exportOnce(app.url, user, id, csv).finally(() => finish());
  const live = await during;
  loads.push(load());
  // The peer again after the export: the machine's own noise shows as the difference.
  const peerAfter = await liveLoad(app.url, path, PEER_SECONDS);
  loads.push(load());
  const alone = process.env.BENCH_ALONE === '0' ? undefined : await exportOnce(app.url, user, id, csv);

  const row = (name: string, value: string, note = '') =>
    console.log(`${name.padEnd(46)} ${value.padStart(12)}  ${note}`);
  const liveNote = (l: Live) =>
    `p50 ${l.p50} ms, p99 ${l.p99} ms, errors ${l.errors}/${l.total}, fallbacks ${l.fallbacks}`;
  row('live opens, no export (peer, before)', `${peer.perSecond.toFixed(0)}/s`, liveNote(peer));
  row('live opens during the export', `${live.perSecond.toFixed(0)}/s`, liveNote(live));
  row('live opens, no export (peer, after)', `${peerAfter.perSecond.toFixed(0)}/s`, liveNote(peerAfter));
  const batchRow = (name: string, r: Awaited<ReturnType<typeof exportOnce>>) =>
    row(
      name,
      `${r.seconds.toFixed(1)} s`,
      `${(ROWS / r.seconds).toFixed(0)} rows/s; upload+check ${r.uploadSeconds.toFixed(2)} s; ZIP ${(r.zipBytes / 1024 / 1024).toFixed(0)} MB with ${r.images} images${r.hasRecipients ? ' + recipients.csv' : ''}, downloaded in ${r.downloadSeconds.toFixed(1)} s`,
    );
  batchRow('export under the live load (POST → done)', loaded);
  if (alone) batchRow('export alone', alone);
  console.log(`  progress while loaded (done:eta) ${loaded.etas.slice(0, 12).join(' ')}`);
  console.log(`  machine load average (1 min) at each step: ${loads.join(' → ')} (2 cores)`);
  console.log(
    goal(
      `\ntarget: ${ROWS.toLocaleString('en-US')} rows in ≤${TARGET_SECONDS} s while opens keep answering (p99 bounded, no fallbacks)`,
    ),
  );
  if (loaded.images !== ROWS || !loaded.hasRecipients)
    throw new Error(`the ZIP holds ${loaded.images} images`);
  smokeCheck(
    !alone || (alone.images === ROWS && alone.hasRecipients),
    `the export alone: its ZIP holds ${alone?.images} images`,
  );
} finally {
  // BENCH_SERVER_LOG=file keeps what the server printed (with BENCH_NODE_ARGS=--trace-gc, its GC pauses).
  if (process.env.BENCH_SERVER_LOG) writeFileSync(process.env.BENCH_SERVER_LOG, app.output());
  await app.stop();
}
