// Benchmarks live countdowns and segments (docs/live-images.md, "Countdowns", "Segments") on the
// real server over loopback, and in this process on one thread: a 600×200 countdown GIF of 60
// frames with a name, drawn fresh each second; a burst of 1,000 opens of one second at 100
// connections (how many renders it cost); and what picking a segment's base adds to an open.
// Beside ours, the live-GIF naive peer (as in live-gif.ts): every frame drawn whole from the
// base and quantized per request with the same core encoder.
// Run from the repo root after `npm run build`: node --import tsx bench/live-countdown.ts [renders]
import {
  assembleGif,
  countdownPieces,
  countdownState,
  type DesignInput,
  designSchema,
  encodeIndexedFrame,
  fixedDeadline,
  indexFrame,
  quantizeFrame,
  readGif,
  segmentIndex,
} from '@mergepix/core';
import { createCanvas } from '@napi-rs/canvas';
import autocannon from 'autocannon';
import {
  prepareCountdownGif,
  renderCountdownGif,
} from '../apps/server/src/render/live/live-countdown-gif.ts';
import { drawBase, personalLayers } from '../apps/server/src/render/live/live-draw.ts';
import { drawTextLayers } from '../apps/server/src/render/text/text-layers.ts';
import { countdownDesign } from '../apps/server/src/test-support/countdown-designs.ts';
import { apiUser } from '../e2e/support/api.ts';
import { startApp } from '../e2e/support/server.ts';
import { publish } from './support/live-load.ts';
import { goal, size, smokeBanner, smokeCheck } from './support/smoke.ts';

const RENDERS = Number(process.argv[2] ?? process.env.BENCH_RENDERS ?? size(30, 3));
const PEER_RENDERS = Math.max(size(6, 2), Math.round(RENDERS / 5));
const BURST = size(1000, 200);

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const p = (times: number[], q = 0.5) =>
  quantile(
    [...times].sort((a, b) => a - b),
    q,
  );
const ms = (n: number) => `${n.toFixed(1)} ms`;
const row = (name: string, value: string, note = '') =>
  console.log(`${name.padEnd(50)} ${value.padStart(16)}  ${note}`);

/** The wall-clock time `ms` from now in UTC, as a design stores a fixed deadline. */
const utcIn = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);

// The route tests' banner (test-support/countdown-designs.ts): a name on the left in Inter 700,
// a four-unit countdown to a fixed deadline three days ahead on the right, ticking a minute.
const banner = countdownDesign({
  deadline: { kind: 'fixed', at: utcIn(3 * 86_400_000), timeZone: 'UTC' },
  frames: 60,
  loop: 'forever',
});
const design: DesignInput = {
  ...banner,
  name: 'Bench countdown',
  layers: banner.layers.map((layer) => ({ ...layer, fontWeight: 700 })),
};
const segmented: DesignInput = {
  ...design,
  format: 'jpg',
  segments: {
    items: Array.from({ length: 50 }, (_, i) => ({
      value: `segment ${i}`,
      base: { kind: 'color', color: `#${(0x203040 + i * 0x030201).toString(16).padStart(6, '0')}` },
    })),
  },
};

/** Waits for the start of the next second (plus `ms`). */
const nextSecond = (ms = 30) => new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + ms));

/** Renders the threads have drawn (each open answered by one counts once, however many waited). */
async function rendered(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/mergepix_live_render_seconds_count (\d+)/.exec(text)?.[1] ?? 0);
}

smokeBanner();
const app = await startApp({ LIVE_DEADLINE_MS: '60000' });
try {
  const headers = await apiUser(app.url, `bench-countdown-${Date.now()}@example.com`);
  const gifPath = (await publish(app.url, headers, design)).path;
  const segPath = (await publish(app.url, headers, segmented)).path;
  const plainPath = (await publish(app.url, headers, { ...segmented, segments: undefined })).path;
  const timed = async (path: string) => {
    const start = performance.now();
    const res = await fetch(`${app.url}${path}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    smokeCheck(res.status === 200, `${path} answered ${res.status}`);
    return { ms: performance.now() - start, bytes, res };
  };
  // Both render threads start and prepare the version.
  await Promise.all([timed(`${gifPath}?firstname=Warm`), timed(`${gifPath}?firstname=Warm2`)]);

  // Fresh per second: the first open of each new second draws the whole minute.
  const fresh: number[] = [];
  let frames = 0;
  let gifBytes = 0;
  for (let i = 0; i < RENDERS; i++) {
    await nextSecond();
    const got = await timed(`${gifPath}?firstname=Recipient${i}`);
    fresh.push(got.ms);
    frames = readGif(got.bytes).frames.length;
    gifBytes = got.bytes.byteLength;
  }
  smokeCheck(frames === 60, `the countdown GIF has ${frames} frames, not 60`);

  // A burst: 1,000 opens within one second at 100 connections, one URL (a fixed deadline).
  await nextSecond(5);
  const before = await rendered(app.url);
  const started = Date.now();
  const burst = await autocannon({
    url: `${app.url}${gifPath}?firstname=Burst`,
    connections: 100,
    amount: BURST,
  });
  const seconds = Math.floor((Date.now() - 1) / 1000) - Math.floor(started / 1000) + 1;
  const burstRenders = (await rendered(app.url)) - before;
  smokeCheck(burst.non2xx === 0 && burst.errors === 0, 'the burst had errors');

  // Segments over HTTP: the same fresh still with and without 50 segments to pick from, each
  // segment's base prepared first in both threads (once per version, like the design's own).
  for (let i = 0; i < 50; i++)
    await Promise.all([1, 2].map((k) => timed(`${segPath}?firstname=Warm${k}&segment=segment%20${i}`)));
  for (let k = 0; k < 4; k++) await timed(`${plainPath}?firstname=Warm${k}`);
  const withSeg: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    without.push((await timed(`${plainPath}?firstname=Plain${i}`)).ms);
    withSeg.push((await timed(`${segPath}?firstname=Plain${i}&segment=segment%20${i % 50}`)).ms);
  }

  // In this process, one thread: our countdown GIF per fresh second, and the naive peer.
  const parsed = designSchema.parse(design);
  const countdown = parsed.countdown;
  if (!countdown) throw new Error('no countdown');
  const deadline =
    fixedDeadline(countdown.deadline.kind === 'fixed' ? countdown.deadline.at : '', 'UTC') ?? 0;
  const prepared = prepareCountdownGif(parsed, null);
  const at0 = Math.floor(Date.now() / 1000) * 1000 + 10_000_000;
  renderCountdownGif(prepared, 'warm', parsed, { FIRSTNAME: 'Warm' }, at0 - 1000, null);
  const ours: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const start = performance.now();
    renderCountdownGif(prepared, 'local', parsed, { FIRSTNAME: `Local${i}` }, at0 + i * 1000, null);
    ours.push(performance.now() - start);
  }
  const base = drawBase(parsed, null);
  const naive = (name: string, at: number) => {
    const blocks: Uint8Array[] = [];
    for (let k = 0; k < countdown.frames; k++) {
      const state = countdownState(deadline, at + k * 1000);
      const ctx = createCanvas(600, 200).getContext('2d');
      ctx.drawImage(base, 0, 0);
      drawTextLayers(ctx, personalLayers(parsed, { FIRSTNAME: name }));
      drawTextLayers(
        ctx,
        countdownPieces(countdown, state).map((piece) => piece.layer),
      );
      const rgba = ctx.getImageData(0, 0, 600, 200).data;
      const palette = quantizeFrame(rgba, 'high');
      blocks.push(encodeIndexedFrame(indexFrame(rgba, palette), palette, 600, 200, 100));
    }
    return assembleGif(600, 200, blocks);
  };
  naive('Warm', at0);
  const peer: number[] = [];
  for (let i = 0; i < PEER_RENDERS; i++) {
    const start = performance.now();
    naive(`Peer${i}`, at0 + i * 1000);
    peer.push(performance.now() - start);
  }
  // A segment lookup: which of 50 bases a value picks.
  const segments = designSchema.parse(segmented).segments;
  const lookups = size(1_000_000, 10_000);
  const lookStart = performance.now();
  let hits = 0;
  for (let i = 0; i < lookups; i++)
    hits += segmentIndex(segments, { SEGMENT: `segment ${i % 60}` }) >= 0 ? 1 : 0;
  const lookupUs = ((performance.now() - lookStart) * 1000) / lookups;
  smokeCheck(hits > 0, 'no segment was found');

  console.log(
    `design: 600×200, "[FIRSTNAME], hurry" and a 4-unit countdown (Inter 700, labels); GIF of ${frames} frames, ~${(gifBytes / 1024).toFixed(0)} KB\n`,
  );
  row(`fresh second over HTTP (${RENDERS} seconds)`, `p50 ${ms(p(fresh))}`, `p95 ${ms(p(fresh, 0.95))}`);
  row('in-process, one thread: our fresh second', `p50 ${ms(p(ours))}`, `p95 ${ms(p(ours, 0.95))}`);
  row(
    '  peer: naive live GIF, every frame whole',
    `p50 ${ms(p(peer))}`,
    `quantized per frame; ours ×${(p(peer) / p(ours)).toFixed(1)} faster`,
  );
  row(
    `burst: ${BURST} opens at 100 connections`,
    `${burstRenders} render${burstRenders === 1 ? '' : 's'}`,
    `over ${seconds} second${seconds === 1 ? '' : 's'}, ${(burst.requests.average || 0).toFixed(0)} req/s, p99 ${burst.latency.p99} ms`,
  );
  row('segment lookup (50 segments), in-process', `${lookupUs.toFixed(2)} µs`, 'per open');
  row(
    'fresh still over HTTP: with segments / without',
    `${ms(p(withSeg))} / ${ms(p(without))}`,
    `p50; adds ${ms(p(withSeg) - p(without))}`,
  );
  console.log(
    goal(
      `\ntargets: a fresh 60-frame 600×200 countdown GIF ≤150 ms p50 on one thread (${p(ours) <= 150 ? '✓' : '✗'}); ` +
        `one render per second of a burst (${burstRenders <= seconds ? '✓' : '✗'}); segment lookups <1 ms (${lookupUs < 1000 ? '✓' : '✗'})`,
    ),
  );
} finally {
  await app.stop();
}
