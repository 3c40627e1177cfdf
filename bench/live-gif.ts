// Benchmarks live GIFs (GET /i/{publicId}.gif?firstname=…) on the real server over loopback: a
// 10-frame 600×400 GIF of photo-like frames with "Hi [FIRSTNAME]!" on every frame. It prints the
// first render of a published version (which quantizes each frame's palette), fresh renders for
// new names one at a time and two at a time, and cached answers; and, in this process, the same
// render through the server's code beside a naive peer that draws every frame from scratch and
// quantizes every frame per request with the same core encoder.
// Run from the repo root after `npm run build`: node --import tsx bench/live-gif.ts [renders]
import {
  assembleGif,
  coverCrop,
  type DesignInput,
  designSchema,
  encodeIndexedFrame,
  gifDelayCs,
  indexFrame,
  quantizeFrame,
  readGif,
  recipientLayers,
} from '@mergepix/core';
import { createCanvas, Image } from '@napi-rs/canvas';
import { prepareGif, renderGif } from '../apps/server/src/render/live/live-gif.ts';
import { makePhoto } from '../apps/server/src/render/test-images.ts';
import { drawTextLayers } from '../apps/server/src/render/text/text-layers.ts';
import { apiUser } from '../e2e/support/api.ts';
import { startApp } from '../e2e/support/server.ts';
import { BENCH_GREETING } from './bench-design.ts';
import { goal, size, smokeBanner, smokeStatus } from './support/smoke.ts';

const RENDERS = Number(process.argv[2] ?? process.env.BENCH_RENDERS ?? size(40, 3));
/** Renders of the naive peer (slower than ours: fewer of them). */
const PEER_RENDERS = Math.max(size(5, 2), Math.round(RENDERS / 4));
const FRAMES = 10;
const [W, H] = [600, 400];

const layer: DesignInput['layers'][number] = {
  ...BENCH_GREETING,
  box: { x: 30, y: 130, width: 540, height: 140 },
};

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed(url: string, headers: Record<string, string> = {}) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { ms: performance.now() - start, res, bytes };
}

/** `count` requests, `lanes` at a time; their times and the requests per second. */
async function run(count: number, lanes: number, url: (i: number) => string) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) {
        const got = await timed(url(next++));
        if (got.res.status !== 200) throw new Error(`${got.res.status} for a live GIF`);
        times.push(got.ms);
      }
    }),
  );
  return { ...stats(times), perSecond: (count * 1000) / (performance.now() - start) };
}

smokeBanner();
// Photo-like frames (gradients, a disc, sensor noise), each a different seed, at 1200×800.
const photos = await Promise.all(Array.from({ length: FRAMES }, (_, i) => makePhoto(1200, 800, 11 + i)));
// It measures how long drawing takes, which a deadline would cut short into fallback answers
// (on a busy machine, the first open of a version prepares every frame): the deadline itself is
// bench:live's to measure.
const app = await startApp({ LIVE_DEADLINE_MS: '60000' });
try {
  const headers = await apiUser(app.url, `bench-gif-${Date.now()}@example.com`);
  const paths: string[] = [];
  for (const photo of photos) {
    const res = await fetch(`${app.url}/rest/v1/designs/uploads`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    smokeStatus(res, 'upload', 201);
    paths.push(((await res.json()) as { path: string }).path);
  }
  const input: DesignInput = {
    name: 'Bench GIF',
    width: W,
    height: H,
    format: 'gif',
    base: { kind: 'gradient', from: '#6366f1', to: '#ec4899', angle: 135 },
    layers: [],
    frames: paths.map((path) => ({ path, durationMs: 300, layers: [layer] })),
  };
  const publish = async (created: Response) => {
    smokeStatus(created, 'create a design', 201);
    const { id } = (await created.json()) as { id: string };
    const res = await fetch(`${app.url}/rest/v1/designs/${id}/publish`, { method: 'POST', headers });
    smokeStatus(res, 'publish', 200);
    return new URL(((await res.json()) as { url: string }).url).pathname;
  };
  const created = await fetch(`${app.url}/rest/v1/designs`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const path = await publish(created);
  const url = (name: string) => `${app.url}${path}?firstname=${encodeURIComponent(name)}`;

  // Start both render threads (and their fonts) with a still design, so the first open below
  // measures preparing the version, not starting workers.
  const still = await publish(
    await fetch(`${app.url}/rest/v1/designs`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...input, format: 'jpg', frames: undefined, layers: [layer] }),
    }),
  );
  await run(8, 2, (i) => `${app.url}${still}?firstname=Warm${i}`);
  // The first open of the version: both render threads prepare it (the fallbacks' GIF and this one).
  const first = await timed(url('First'));
  smokeStatus(first.res, 'the first open', 200);
  const gif = readGif(first.bytes);
  // Warm both threads with a few more names.
  await run(6, 2, (i) => url(`Warm${i}`));
  const fresh = await run(RENDERS, 1, (i) => url(`Recipient${i}`));
  const freshPair = await run(RENDERS, 2, (i) => url(`Pair${i}`));
  const cached = await run(RENDERS * 5, 1, (i) => url(`Recipient${i % RENDERS}`));
  const etag = (await timed(url('Recipient1'))).res.headers.get('etag') ?? '';
  const revalidated: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const got = await timed(url('Recipient1'), { 'If-None-Match': etag });
    if (got.res.status !== 304) throw new Error('expected a 304');
    revalidated.push(got.ms);
  }
  const revalidations = stats(revalidated);

  // In this process, one thread: the server's renderer and the naive peer over the same frames.
  const design = designSchema.parse(input);
  const frameBytes = photos.map((p) => new Uint8Array(p));
  const prepStart = performance.now();
  const prepared = prepareGif(design, null, frameBytes);
  const prepMs = performance.now() - prepStart;
  const ours: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const start = performance.now();
    renderGif(prepared, { FIRSTNAME: `Local${i}` });
    ours.push(performance.now() - start);
  }
  // The peer decodes each picture once (generous), then per request draws every frame whole
  // and quantizes, indexes and encodes each one.
  const decoded = photos.map((bytes) => {
    const image = new Image();
    image.src = bytes;
    return image;
  });
  const naive = (values: { FIRSTNAME: string }) => {
    const blocks = (design.frames ?? []).map((frame, i) => {
      const canvas = createCanvas(W, H);
      const ctx = canvas.getContext('2d');
      const image = decoded[i] as Image;
      const { sx, sy, sw, sh } = coverCrop(image, W, H);
      ctx.drawImage(image, sx, sy, sw, sh, 0, 0, W, H);
      drawTextLayers(ctx, recipientLayers(frame.layers, values, design.fallbacks));
      const rgba = ctx.getImageData(0, 0, W, H).data;
      const palette = quantizeFrame(rgba, 'email');
      return encodeIndexedFrame(indexFrame(rgba, palette), palette, W, H, gifDelayCs(frame.durationMs));
    });
    return assembleGif(W, H, blocks);
  };
  naive({ FIRSTNAME: 'Warm' });
  const peer: number[] = [];
  for (let i = 0; i < PEER_RENDERS; i++) {
    const start = performance.now();
    naive({ FIRSTNAME: `Peer${i}` });
    peer.push(performance.now() - start);
  }
  const oursLocal = stats(ours);
  const peerLocal = stats(peer);

  const row = (name: string, value: string, note = '') =>
    console.log(`${name.padEnd(46)} ${value.padStart(18)}  ${note}`);
  console.log(
    `design: ${gif.frames.length} frames of ${gif.width}×${gif.height}, "Hi [FIRSTNAME]!" (Inter 800, auto-fit, outline) on every frame over a photo-like upload; answers ~${(first.bytes.byteLength / 1024).toFixed(0)} KB\n`,
  );
  row('first open of a version (over HTTP)', ms(first.ms), 'prepares bases, palettes and indices');
  row(
    `fresh, one at a time (${RENDERS} new names)`,
    `p50 ${ms(fresh.p50)}`,
    `p95 ${ms(fresh.p95)} over HTTP`,
  );
  row(
    `fresh, two at a time (${RENDERS} new names)`,
    `${freshPair.perSecond.toFixed(1)}/s`,
    `p50 ${ms(freshPair.p50)}, p95 ${ms(freshPair.p95)}`,
  );
  row(
    `cached (${RENDERS * 5} repeats)`,
    `p50 ${ms(cached.p50)}`,
    `p95 ${ms(cached.p95)}; 304 revalidation p50 ${ms(revalidations.p50)}`,
  );
  row('in-process: prepare a version', ms(prepMs), 'one thread, once per version and thread');
  row('in-process: our render per recipient', `p50 ${ms(oursLocal.p50)}`, `p95 ${ms(oursLocal.p95)}`);
  row(
    '  peer: naive, every frame drawn and quantized',
    `p50 ${ms(peerLocal.p50)}`,
    `p95 ${ms(peerLocal.p95)}; ours ×${(peerLocal.p50 / oursLocal.p50).toFixed(1)} faster`,
  );
  console.log(goal('\ntarget: a fresh live GIF (10×600×400) in ≤200 ms, cached after'));
} finally {
  await app.stop();
}
