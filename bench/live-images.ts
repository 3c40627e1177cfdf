// Live images under a real send (docs/live-images.md, "Under a send"): GET /i/{id}.jpg?firstname=…
// on the real server over loopback at 100 connections, beside two peers drawing the same
// 600×400 JPEG q80 (two auto-fit text layers over an uploaded photo) in the same run:
//  - naive: a cluster of 2 plain HTTP servers, base decoded once, @napi-rs/canvas text, no cache
//  - takumi: @takumi-rs/core, a cluster of 2
// Phases: every name new, 90% repeats, 100% repeats; then fairness (a flood of fresh names on
// design A with a trickle of 5 fresh opens a second on design B) and the GIF bomb (refused when
// saved; the heaviest live GIF allowed, opened four at a time beside the trickle).
// Run from the repo root after `npm run build`: npm run bench:live [-- seconds]
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makePhoto } from '../apps/server/src/render/test-images.ts';
import { apiUser } from '../e2e/support/api.ts';
import { startApp } from '../e2e/support/server.ts';
import { BENCH_LAYERS } from './bench-design.ts';
import { LOAD_GENERATOR, type Load, load, type Mix, publish, startPeer } from './support/live-load.ts';
import { goal, SMOKE, size, smokeBanner, smokeCheck } from './support/smoke.ts';

const SECONDS = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? size(10, 2));
const CONNECTIONS = size(100, 20);
const TRICKLE_PER_SECOND = 5;
/** Names drawn before the repeat phases. */
const KNOWN = size(200, 20);
const DEADLINE_MS = 2_000;

smokeBanner();
const photo = await sharp(await makePhoto(1200, 800, 7))
  .jpeg({ quality: 90 })
  .toBuffer();
const basePath = join(tmpdir(), `mergepix-bench-base-${process.pid}.jpg`);
writeFileSync(basePath, photo);
const app = await startApp(
  {},
  process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
);
const peers = await Promise.all([startPeer('naive', basePath), startPeer('takumi', basePath)]);
const [naive, takumi] = peers;
try {
  if (!naive || !takumi) throw new Error('peers did not start');
  const user = await apiUser(app.url, `bench-${Date.now()}@example.com`);
  const design = {
    name: 'Bench banner',
    base: { kind: 'color', color: '#000000' },
    layers: BENCH_LAYERS,
  } as const;
  const a = await publish(app.url, user, design, photo);
  const b = await publish(app.url, user, { ...design, name: 'Other account design' }, photo);
  const servers = [
    { name: 'Mergepix /i/', url: app.url, path: a.path },
    { name: 'naive server (cluster of 2, no cache)', url: naive.url, path: a.path },
    { name: '@takumi-rs/core (cluster of 2)', url: takumi.url, path: a.path },
  ];
  let n = 0;
  const fresh = (path: string) => () => `${path}?firstname=Fresh${++n}&company=Company${n % 997}`;
  const known = (path: string) =>
    Array.from({ length: KNOWN }, (_, i) => `${path}?firstname=Known${i}&company=Acme`);
  const mix = (path: string, repeats: number): Mix => ({ path, repeats, known: known(path) });
  const results: { server: string; phase: string; run: Load }[] = [];
  for (const s of servers) {
    await load(s.url, 8, size(2, 1), mix(s.path, 0)); // warm threads, fonts and bases
    results.push({
      server: s.name,
      phase: 'fresh',
      run: await load(s.url, CONNECTIONS, SECONDS, mix(s.path, 0)),
    });
    for (const p of known(s.path)) await fetch(`${s.url}${p}`).then((r) => r.arrayBuffer());
    for (const [phase, repeats] of [
      ['90% repeats', 0.9],
      ['100% repeats', 1],
    ] as const)
      results.push({
        server: s.name,
        phase,
        run: await load(s.url, CONNECTIONS, SECONDS, mix(s.path, repeats)),
      });
  }

  // Fairness: a flood of fresh names on A; a trickle of fresh opens of B, each judged by its headers.
  const trickle = (path: string, seconds: number) => {
    const answers: { own: boolean; ms: number }[] = [];
    const pending: Promise<void>[] = [];
    const timer = setInterval(() => {
      const t = performance.now();
      pending.push(
        fetch(`${app.url}${fresh(path)()}`).then(async (r) => {
          await r.arrayBuffer();
          answers.push({
            own: r.ok && r.headers.get('cache-control') !== 'no-store',
            ms: performance.now() - t,
          });
        }),
      );
    }, 1000 / TRICKLE_PER_SECOND);
    return new Promise<typeof answers>((resolve) =>
      setTimeout(async () => {
        clearInterval(timer);
        await Promise.all(pending);
        resolve(answers);
      }, seconds * 1000),
    );
  };
  const [flood, fair] = await Promise.all([
    load(app.url, CONNECTIONS, SECONDS, mix(a.path, 0)),
    trickle(b.path, SECONDS),
  ]);

  // The GIF bomb: refused when saved. The heaviest live GIF allowed, opened four at a time.
  const heavyLayer = {
    text: 'Hi [FIRSTNAME|there]!',
    fontFamily: 'Inter',
    fontSize: 72,
    minFontSize: 24,
    color: '#ffffff',
    box: { x: 0, y: 0, width: 400, height: 240 },
    strokeWidth: 20,
    shadow: { color: '#000000', blur: 50, offsetX: 0, offsetY: 0 },
  };
  const gif = (frames: number, layers: number) => ({
    name: 'GIF bomb',
    format: 'gif' as const,
    width: 400,
    height: 240,
    base: { kind: 'color' as const, color: '#111111' },
    layers: [],
    frames: Array.from({ length: frames }, () => ({
      path: null,
      durationMs: 100,
      layers: Array.from({ length: layers }, () => heavyLayer),
    })),
  });
  const bomb = await publish(app.url, user, gif(60, 20));
  smokeCheck(bomb.status === 400, `the GIF bomb was answered ${bomb.status}, not 400`);
  let allowed = await publish(app.url, user, gif(60, 1));
  for (let frames = 60; allowed.status !== 201 && frames > 1; frames = Math.floor(frames / 2))
    allowed = await publish(app.url, user, gif(frames, 1));
  let slowest = 0;
  let gifOwn = 0;
  let gifAll = 0;
  const gifLoad = async (seconds: number) => {
    const end = performance.now() + seconds * 1000;
    const lane = async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const r = await fetch(`${app.url}${fresh(allowed.path)()}`.replace('.jpg', '.gif'));
        await r.arrayBuffer();
        slowest = Math.max(slowest, performance.now() - t);
        gifAll++;
        if (r.headers.get('cache-control') !== 'no-store') gifOwn++;
      }
    };
    await Promise.all([lane(), lane(), lane(), lane()]);
  };
  const [, gifFair] = await Promise.all([gifLoad(SECONDS), trickle(b.path, SECONDS)]);

  // The report.
  const fmt = (r: Load) =>
    `${r.perSecond.toFixed(0).padStart(6)}/s  ${r.personalized.toFixed(0).padStart(6)}/s  ${r.fallbackPct
      .toFixed(2)
      .padStart(
        6,
      )}%  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}`;
  console.log(
    `\n600×400 JPEG q80, two auto-fit layers over an uploaded photo; ${CONNECTIONS} connections, ${SECONDS} s a phase; load from ${LOAD_GENERATOR}`,
  );
  console.log(`${'server'.padEnd(40)} ${'phase'.padEnd(13)} answers  personal.  fallbacks`);
  for (const r of results) console.log(`${r.server.padEnd(40)} ${r.phase.padEnd(13)} ${fmt(r.run)}`);
  const figure = (server: string, phase: string) =>
    results.find((r) => r.server === server && r.phase === phase)?.run as Load;
  const ours = figure('Mergepix /i/', 'fresh');
  const naiveFresh = figure('naive server (cluster of 2, no cache)', 'fresh');
  const cached = figure('Mergepix /i/', '100% repeats');
  const share = (xs: { own: boolean }[]) => (100 * xs.filter((x) => x.own).length) / Math.max(1, xs.length);
  console.log(
    `\nfairness: flood on A ${fmt(flood)}\n          trickle on B: ${share(fair).toFixed(1)}% of ${fair.length} fresh opens personalized, slowest ${Math.max(0, ...fair.map((x) => x.ms)).toFixed(0)} ms`,
  );
  console.log(
    `GIF bomb (60 frames × 20 blurred layers): saving it answered ${bomb.status}: ${bomb.error ?? ''}`,
  );
  console.log(
    `heaviest GIF allowed, 4 fresh opens at a time: ${gifAll} answered, ${gifOwn} personalized, slowest ${slowest.toFixed(0)} ms; trickle on B ${share(gifFair).toFixed(1)}% personalized`,
  );
  const check = (ok: boolean, line: string) => console.log(goal(`${ok ? '✓' : '✗'} ${line}`));
  console.log('');
  const personalizedPct = 100 - ours.fallbackPct;
  check(personalizedPct >= 99.9, `fresh names: ${personalizedPct.toFixed(2)}% personalized (goal ≥ 99.9%)`);
  check(
    ours.personalized >= 2 * naiveFresh.personalized,
    `fresh names: ${ours.personalized.toFixed(0)} personalized/s, ×${(ours.personalized / naiveFresh.personalized).toFixed(2)} the naive server (goal ≥ ×2)`,
  );
  check(
    cached.perSecond >= 5000 && cached.p99 <= 50,
    `100% repeats: ${cached.perSecond.toFixed(0)}/s, p99 ${cached.p99} ms (goal ≥ 5000/s, p99 ≤ 50 ms)`,
  );
  check(share(fair) >= 95, `fairness: ${share(fair).toFixed(1)}% of B's trickle personalized (goal ≥ 95%)`);
  check(
    bomb.status === 400 && slowest <= DEADLINE_MS + 500,
    `GIF bomb refused; heaviest allowed GIF answered within ${slowest.toFixed(0)} ms (deadline ${DEADLINE_MS} ms)`,
  );
  if (SMOKE) {
    smokeCheck(
      results.every((r) => r.run.errors === 0),
      'errors in a phase',
    );
    for (const s of servers)
      smokeCheck(
        results.some((r) => r.server === s.name && r.run.total > 0),
        `${s.name} answered nothing in any phase`,
      );
  }
} finally {
  for (const p of peers) p.stop();
  await app.stop();
}
