// The scale-out proof: two app instances on this machine's Postgres and Redis and a local
// S3-compatible server (s3rver), behind a small balancer that does what docs/scale-out.md asks of
// nginx. It checks that the instances share accounts, stored images, designs, rate limits and
// batch jobs (one survives its instance being killed), then loads live images through the
// balancer with 100 connections and stops one instance with SIGTERM halfway.
// Peers in the same run: the same load on the two instances before the stop, and on one after.
// Run from the repo root after `npm run build`: npm run bench:scale-out [seconds]
// SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a database is made for the
// run and dropped after. SCALE_REDIS_URL (default redis://127.0.0.1:6379/9).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { READINESS_PATH } from '@mergepix/core';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { makePhoto } from '../apps/server/src/render/test-images.ts';
import { startS3Server } from '../apps/server/src/test-support/s3-server.ts';
import { type AppServer, startOn } from '../e2e/support/server.ts';
import { liveOpenMix } from './bench-design.ts';
import { startBalancer } from './support/balancer.ts';
import { batchSurvivesKill, type KillableInstance } from './support/scale-batch.ts';
import {
  accountAcross,
  clearLoopbackLimits,
  limitStore,
  limitTrips,
  publishAcross,
  uploadAcross,
} from './support/scale-checks.ts';
import { goal, SMOKE, size, smokeBanner, smokeCheck } from './support/smoke.ts';

const SECONDS = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? size(60, 4));
const PEER_SECONDS = Number(process.env.BENCH_PEER_SECONDS ?? size(15, 1));
const CONNECTIONS = 100;
/**
 * Rows of the export whose instance is killed. In smoke mode still enough that the export is
 * running when its first progress (written every second) shows, so there is a runner to kill.
 */
const BATCH_ROWS = Number(process.env.BENCH_BATCH_ROWS ?? size(3000, 600));
const LEASE_MS = size(30_000, 3_000);
const adminUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

await clearLoopbackLimits(redisUrl);
const dbName = `mergepix_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const s3 = await startS3Server();
const balancer = await startBalancer({ readinessPath: READINESS_PATH });
const running = new Set<AppServer>();
const dirs: string[] = [];

const sharedEnv: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  S3_BUCKET: s3.settings.bucket,
  S3_ENDPOINT: s3.settings.endpoint ?? '',
  S3_REGION: s3.settings.region,
  S3_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId ?? '',
  S3_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey ?? '',
  S3_FORCE_PATH_STYLE: 'true',
  PUBLIC_URL: balancer.url,
  // Two instances share two cores: one render thread each.
  LIVE_RENDER_THREADS: '1',
  LOG_LEVEL: 'info',
  // The production lease, or in smoke mode a short one, so the take-over is seconds away.
  BATCH_LEASE_MS: String(LEASE_MS),
  BATCH_POLL_MS: String(size(5_000, 500)),
  // The balancer learns of a stop from its readiness check every second (and from refused
  // connections): a stopping instance keeps serving 1.5 s while readiness says 503, as
  // docs/scale-out.md tells such balancers to set, so nothing is sent to a closing connection.
  SHUTDOWN_DELAY_MS: '1500',
};

async function instance(name: string): Promise<KillableInstance & { app: AppServer }> {
  const dir = mkdtempSync(join(tmpdir(), `mp-scale-${name}-`));
  dirs.push(dir);
  const app = await startOn(dir, sharedEnv);
  running.add(app);
  await balancer.add(app.url);
  return { name, url: app.url, pid: app.pid, app };
}

/** The drain report an instance logged as it stopped. */
function drainReport(log: string): string {
  const line = log.split('\n').find((l) => l.includes('"msg":"stopped"'));
  if (!line) return 'no "stopped" line logged';
  const { drain } = JSON.parse(line) as { drain?: Record<string, number> };
  return JSON.stringify(drain);
}

interface Run {
  perSecond: number;
  total: number;
  errors: number;
  p50: number;
  p99: number;
}

async function load(seconds: number, path: string, during?: () => void, url = balancer.url): Promise<Run> {
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: liveOpenMix(path),
  });
  during?.();
  const r = await run;
  return {
    perSecond: r.requests.average,
    total: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    p50: r.latency.p50,
    p99: r.latency.p99,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const fmt = (r: Run) =>
  `${r.perSecond.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.total} requests, ${r.errors} errors (${((100 * r.errors) / Math.max(1, r.total)).toFixed(3)}%)`;

smokeBanner();
try {
  let a = await instance('A');
  const b = await instance('B');
  console.log(
    `Postgres ${dbName}, Redis ${redisUrl}, s3rver ${s3.settings.endpoint}; A ${a.url}, B ${b.url}, balancer ${balancer.url}\n`,
  );

  const stamp = Date.now();
  const user = await accountAcross(a, b, balancer.url, `scale-${stamp}@example.com`);
  console.log(`✓ ${user.line}`);
  const photo = await sharp(await makePhoto(1200, 800, 7))
    .jpeg({ quality: 85 })
    .toBuffer();
  const upload = await uploadAcross(a, b, user.headers, photo);
  console.log(`✓ ${upload.line}`);
  const design = await publishAcross(a, b, user.headers, { kind: 'upload', path: upload.path });
  console.log(`✓ ${design.line}`);
  const alternating = await limitTrips([a, b], balancer.url, `nobody-ab-${stamp}@example.com`);
  const onA = await limitTrips([a], balancer.url, `nobody-a-${stamp}@example.com`);
  const onB = await limitTrips([b], balancer.url, `nobody-b-${stamp}@example.com`);
  if (alternating !== onA || onA !== onB)
    throw new Error(`limits differ: A/B ${alternating}, A ${onA}, B ${onB}`);
  // Shared through Redis, not through the database limiter the instances would fall back to.
  const where = await limitStore(databaseUrl, redisUrl, `nobody-ab-${stamp}@example.com`);
  if (where.redisKeys === 0 || where.databaseRows > 0)
    throw new Error(`the failed sign-ins were not counted in Redis: ${JSON.stringify(where)}`);
  console.log(
    `✓ failed sign-ins get 429 at attempt ${alternating} alternating A/B, ${onA} on A alone, ${onB} on B alone (counted in Redis: ${where.redisKeys} keys, ${where.databaseRows} database rows)`,
  );

  const batchDesign = await publishAcross(a, b, user.headers, {
    kind: 'gradient',
    from: '#1e3a8a',
    to: '#9333ea',
    angle: 135,
  });
  const batch = await batchSurvivesKill({
    start: a,
    instances: [a, b],
    headers: user.headers,
    designId: batchDesign.id,
    rows: BATCH_ROWS,
    leaseMs: LEASE_MS,
    databaseUrl,
  });
  console.log(`✓ ${batch.line}`);
  // The killed instance is replaced, as an orchestrator would.
  const killed = batch.victim === a ? a : b;
  running.delete(killed.app);
  balancer.remove(killed.url);
  const replacement = await instance(killed === a ? 'A2' : 'B2');
  const pair = killed === a ? [replacement, b] : [a, replacement];
  a = pair[0] as typeof a;
  const stopped = pair[1] as typeof a;

  const answered = () => balancer.stats().reduce((n, s) => n + s.answered, 0);
  /** Until the balancer has an answer (or a failure) for every request it took, 60 s at most. */
  const answeredAll = async () => {
    const until = Date.now() + 60_000;
    while (balancer.inFlight() > 0 && Date.now() < until) await sleep(50);
  };
  const answeredBefore = answered();
  // Warm both render threads and the known names.
  const warm = await load(size(3, 1), design.path);
  smokeCheck(warm.errors === 0, `warming: ${fmt(warm)}`);
  console.log(
    `\nlive renders through the balancer, ${CONNECTIONS} connections, 90% repeat names, 10% new (load ${loadavg()[0]?.toFixed(1)})`,
  );
  const both = await load(PEER_SECONDS, design.path);
  console.log(`  two instances, ${PEER_SECONDS} s:                 ${fmt(both)}`);
  smokeCheck(both.errors === 0, 'errors on two instances');
  await answeredAll(); // the last answers of the run above arrive
  const before = balancer.stats();
  let stopMs = 0;
  let stopError: unknown;
  let stopping: Promise<void> | undefined;
  const main = await load(SECONDS, design.path, () => {
    setTimeout(
      () => {
        const t = performance.now();
        stopping = stopped.app
          .stop({ keepData: true })
          .then(() => {
            stopMs = performance.now() - t;
          })
          .catch((err) => {
            stopError = err;
          });
      },
      (SECONDS * 1000) / 2,
    );
  });
  // The stop began halfway; a short run can end before the instance has exited.
  await stopping;
  running.delete(stopped.app);
  console.log(`  ${SECONDS} s, SIGTERM to ${stopped.name} at ${SECONDS / 2} s:   ${fmt(main)}`);
  if (stopError) throw stopError;
  console.log(
    `  ${stopped.name} exited 0 after ${stopMs.toFixed(0)} ms; its drain: ${drainReport(stopped.app.output())}`,
  );
  await answeredAll();
  let lost = 0;
  for (const s of balancer.stats().filter((u) => u.url === a.url || u.url === stopped.url)) {
    lost += s.lost - (before.find((p) => p.url === s.url)?.lost ?? 0);
    const was = before.find((p) => p.url === s.url);
    const name = s.url === a.url ? a.name : stopped.name;
    console.log(
      `  balancer → ${name}: ${s.sent - (was?.sent ?? 0)} sent, ${s.answered - (was?.answered ?? 0)} answered, ` +
        `${s.retried - (was?.retried ?? 0)} refused before sending (retried on the other), ${s.lost - (was?.lost ?? 0)} lost after sending`,
    );
  }
  const one = await load(PEER_SECONDS, design.path);
  console.log(`  one instance, ${PEER_SECONDS} s:                  ${fmt(one)}`);
  smokeCheck(one.errors === 0, 'errors on one instance');
  console.log(`  unplaced by the balancer (no instance could answer): ${balancer.unplaced()}`);
  // Every answer of the run is in, and the instances' open counts have been flushed (each second).
  await answeredAll();
  await sleep(1_000);
  // Every live answer went through the balancer but the first check's, which B drew.
  const served = answered() - answeredBefore + 1;
  const stats = await fetch(`${a.url}/rest/v1/designs/${design.id}/stats`, { headers: user.headers });
  const counted = ((await stats.json()) as { totals: { requests: number } }).totals.requests;
  const direct = await load(PEER_SECONDS, design.path, undefined, a.url);
  console.log(`  one instance, direct (no balancer), ${PEER_SECONDS} s: ${fmt(direct)}`);
  smokeCheck(direct.errors === 0, 'errors on one instance, direct');
  // A goal (the main run's error rate) does not fail a smoke run; what was lost or miscounted does.
  const verdict = (ok: boolean, isGoal = false) => {
    if (!ok && !(isGoal && SMOKE)) process.exitCode = 1;
    return ok ? '✓' : '✗';
  };
  console.log(
    `\n${verdict(counted === served)} open counts, read on ${a.name}: ${counted} counted, ${served} answered (by ${stopped.name} before its stop and ${a.name}, through the balancer)`,
  );
  const cut = /"cut":(\d+)/.exec(stopped.app.output())?.[1];
  console.log(
    `${verdict(lost === 0 && cut === '0')} requests lost after sending: ${lost}; cut off by ${stopped.name}'s stop: ${cut}`,
  );
  const errorRate = main.errors / Math.max(1, main.total);
  console.log(
    goal(
      `${verdict(errorRate < 0.001, true)} errors during the ${SECONDS} s run: ${(errorRate * 100).toFixed(3)}% (goal < 0.1%)`,
    ),
  );
  smokeCheck(main.total > main.errors, `nothing was answered during the ${SECONDS} s run`);
} finally {
  for (const app of running)
    await app.stop({ keepData: true }).catch((err) => console.error(String(err).slice(0, 500)));
  await balancer.close();
  await s3.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
