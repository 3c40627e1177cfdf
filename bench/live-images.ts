// Benchmarks live images (GET /i/{publicId}.jpg?firstname=…) on the real server over loopback,
// with autocannon, beside two peers measured in the same run:
//  - "napi-canvas, decode per request": the same drawing with @napi-rs/canvas, decoding the
//    base picture on every request (what a plain implementation does);
//  - "sharp + SVG overlay": sharp compositing an SVG text overlay on the base and encoding JPEG.
// The design: 600×400 JPEG q80 over a photo, two text layers with auto-fit.
// Run from the repo root after `npm run build`: node --import tsx bench/live-images.ts [seconds]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type DesignInput, designSchema } from '@mergepix/core';
import { createCanvas, Image } from '@napi-rs/canvas';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { LIVE_QUALITY, personalLayers } from '../apps/server/src/render/live/live-draw.ts';
import { makePhoto } from '../apps/server/src/render/test-images.ts';
import { drawTextLayers } from '../apps/server/src/render/text-layers.ts';
import { apiUser } from '../e2e/support/api.ts';
import { startApp } from '../e2e/support/server.ts';
import { BENCH_LAYERS } from './bench-design.ts';
import { goal, size, smokeBanner, smokeCheck, smokeStatus } from './support/smoke.ts';

const SECONDS = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? size(10, 1));
/** Enough to keep both render threads busy without overflowing their queues. */
const FRESH_CONNECTIONS = 8;
const LONG_SECONDS = Number(process.env.BENCH_LONG_SECONDS ?? size(60, 2));
/** Recipients drawn once before the cached and mixed runs. */
const KNOWN = size(200, 20);
/** How often the server's memory is sampled during the mixed run. */
const RSS_EVERY_MS = size(10_000, 1_000);

const design: DesignInput = {
  name: 'Bench banner',
  base: { kind: 'color', color: '#000000' }, // replaced by the uploaded photo below
  layers: BENCH_LAYERS,
};

const kib = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function publish(url: string, headers: Record<string, string>, photo: Buffer): Promise<string> {
  const upload = await fetch(`${url}/rest/v1/designs/uploads`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'image/jpeg' },
    body: new Uint8Array(photo),
  });
  smokeStatus(upload, 'upload', 201);
  const { path } = (await upload.json()) as { path: string };
  const created = await fetch(`${url}/rest/v1/designs`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...design, base: { kind: 'upload', path } }),
  });
  smokeStatus(created, 'create a design', 201);
  const { id } = (await created.json()) as { id: string };
  const published = await fetch(`${url}/rest/v1/designs/${id}/publish`, { method: 'POST', headers });
  smokeStatus(published, 'publish', 200);
  return new URL(((await published.json()) as { url: string }).url).pathname;
}

interface Load {
  /** Answers that were the fallback image because the render threads were full. */
  shed: number;
  perSecond: number;
  /** Answers per second that were drawn for their recipient (not the overload fallback). */
  rendered: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

async function load(url: string, connections: number, seconds: number, path: () => string): Promise<Load> {
  // The server's count of fallback answers (the bare peer server has none).
  const fallbacks = async () => {
    const res = await fetch(`${url}/functions/v1/health-check`);
    if (!res.headers.get('content-type')?.includes('json')) return 0;
    return ((await res.json()) as { live?: { fallbacks: number } }).live?.fallbacks ?? 0;
  };
  const before = await fallbacks();
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
  const shed = (await fallbacks()) - before;
  const errors = result.errors + result.timeouts + result.non2xx;
  smokeCheck(total > 0 && errors === 0, `${errors} errors in ${total} requests to ${url}`);
  return {
    shed,
    perSecond: result.requests.average,
    rendered: (result.requests.total - shed) / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total,
  };
}

/** Runs `render` back to back on this thread for `seconds`; renders per second. */
async function peerRate(seconds: number, render: (i: number) => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < 5; i++) await render(i);
  let n = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  while (performance.now() < end) await render(n++);
  return (n * 1000) / (performance.now() - start);
}

/** Two renders in flight at once (sharp works on its own threads). */
async function peerRateConcurrent(seconds: number, render: (i: number) => Promise<unknown>): Promise<number> {
  let n = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  const lane = async () => {
    while (performance.now() < end) await render(n++);
  };
  await Promise.all([lane(), lane()]);
  return (n * 1000) / (performance.now() - start);
}

/** A typical banner background: soft gradient and shapes, uploaded at 1200×800. */
function bannerBase(): Buffer {
  const canvas = createCanvas(1200, 800);
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 1200, 800);
  g.addColorStop(0, '#1e3a8a');
  g.addColorStop(1, '#9333ea');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 1200, 800);
  for (let i = 0; i < 12; i++) {
    ctx.fillStyle = `rgba(255,255,255,${0.04 + (i % 4) * 0.03})`;
    ctx.beginPath();
    ctx.arc((i * 397) % 1200, (i * 251) % 800, 60 + ((i * 37) % 140), 0, Math.PI * 2);
    ctx.fill();
  }
  return canvas.encodeSync('jpeg', 90);
}
smokeBanner();
const bannerJpeg = bannerBase();
const photoJpeg = await sharp(await makePhoto(1200, 800, 7))
  .jpeg({ quality: 90 })
  .toBuffer();
// BENCH_PROFILE=dir writes the server's CPU profiles there.
const app = await startApp(
  {},
  process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
);
try {
  const user = await apiUser(app.url, `bench-${Date.now()}@example.com`);
  const path = await publish(app.url, user, bannerJpeg);
  const photoPath = await publish(app.url, user, photoJpeg);
  const bytesOf = async (p: string) =>
    (await (await smokeStatus(await fetch(`${app.url}${p}?firstname=Ada`), 'a live image')).arrayBuffer())
      .byteLength;
  console.log(
    `design: 600×400 JPEG q${LIVE_QUALITY}, two auto-fit layers over an uploaded banner background (${(
      (await bytesOf(path)) / 1024
    ).toFixed(
      0,
    )} KB answers); also over a photo (${((await bytesOf(photoPath)) / 1024).toFixed(0)} KB answers)`,
  );
  const serverPid = app.pid;

  let fresh = 0;
  const freshPath = () => `${path}?firstname=Recipient${++fresh}&company=Company${fresh % 997}`;
  // Warm the worker threads' fonts and base before measuring.
  await load(app.url, 4, size(2, 1), freshPath);
  const rssBefore = serverPid ? rssOf(serverPid) : 0;
  const freshRun = await load(app.url, FRESH_CONNECTIONS, SECONDS, freshPath);
  let freshPhoto = 0;
  await load(app.url, 4, 1, () => `${photoPath}?firstname=Warm${++freshPhoto}`);
  const photoRun = await load(
    app.url,
    FRESH_CONNECTIONS,
    SECONDS,
    () => `${photoPath}?firstname=Recipient${++freshPhoto}`,
  );

  const names = Array.from({ length: KNOWN }, (_, i) => `${path}?firstname=Known${i}&company=Acme`);
  for (const n of names)
    await fetch(`${app.url}${n}`).then((r) => smokeStatus(r, 'a known name').arrayBuffer());
  let k = 0;
  const cachedRun = await load(app.url, 100, SECONDS, () => names[k++ % names.length] ?? path);

  let m = 0;
  const mixed = () => (++m % 10 === 0 ? freshPath() : (names[m % names.length] ?? path));
  // Memory every 10 s of the long run: bounded means it levels off, not that it never grows.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssOf(serverPid)), RSS_EVERY_MS);
  const mixedRun = await load(app.url, 100, LONG_SECONDS, mixed);
  clearInterval(sampler);
  const rssAfter = serverPid ? rssOf(serverPid) : 0;

  // Peers, on this process (one thread for canvas, sharp's own pool of two).
  const parsed = designSchema.parse({ ...design, base: { kind: 'color', color: '#000000' } });
  const canvasPeer = await peerRate(SECONDS / 2, (i) => {
    const canvas = createCanvas(600, 400);
    const ctx = canvas.getContext('2d');
    const image = new Image();
    image.src = bannerJpeg;
    const scale = Math.max(600 / image.width, 400 / image.height);
    ctx.drawImage(
      image,
      (image.width - 600 / scale) / 2,
      (image.height - 400 / scale) / 2,
      600 / scale,
      400 / scale,
      0,
      0,
      600,
      400,
    );
    drawTextLayers(ctx, personalLayers(parsed, { FIRSTNAME: `Recipient${i}`, COMPANY: `Company${i}` }));
    return canvas.encodeSync('jpeg', LIVE_QUALITY);
  });
  sharp.concurrency(1);
  const svg = (i: number) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
      <text x="300" y="130" text-anchor="middle" font-family="Inter" font-weight="800" font-size="72" fill="#fff" stroke="#1e293b" stroke-width="2">Hi Recipient${i}!</text>
      <text x="300" y="320" text-anchor="middle" font-family="Inter" font-size="40" fill="#fff">Company${i} saved you a seat</text></svg>`);
  const sharpPeer = await peerRateConcurrent(SECONDS / 2, (i) =>
    sharp(bannerJpeg)
      .resize(600, 400, { fit: 'cover' })
      .composite([{ input: svg(i) }])
      .jpeg({ quality: LIVE_QUALITY })
      .toBuffer(),
  );

  // The load generator's own ceiling: a bare node:http server answering the same cached bytes.
  const bytes = Buffer.from(await (await fetch(`${app.url}${names[0]}`)).arrayBuffer());
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const address = bare.address();
  const bareRun = await load(
    `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    100,
    SECONDS,
    () => '/x.jpg',
  );
  bare.close();

  const row = (name: string, value: string, note = '') =>
    console.log(`${name.padEnd(44)} ${value.padStart(12)}  ${note}`);
  console.log('');
  row(
    `fresh renders (${FRESH_CONNECTIONS} conns, every name new)`,
    `${freshRun.rendered.toFixed(0)}/s`,
    `p50 ${freshRun.p50} ms, p99 ${freshRun.p99} ms, errors ${freshRun.errors}/${freshRun.total}, fallbacks ${freshRun.shed}`,
  );
  row(
    '  peer: napi-canvas decoding base each time',
    `${canvasPeer.toFixed(0)}/s`,
    `one thread; ×${(freshRun.rendered / canvasPeer).toFixed(2)} ours`,
  );
  row(
    '  peer: sharp + SVG text overlay',
    `${sharpPeer.toFixed(0)}/s`,
    `two at once; ×${(freshRun.rendered / sharpPeer).toFixed(2)} ours`,
  );
  row(
    '  same over a photo base',
    `${photoRun.rendered.toFixed(0)}/s`,
    `p50 ${photoRun.p50} ms, p99 ${photoRun.p99} ms, errors ${photoRun.errors}/${photoRun.total}, fallbacks ${photoRun.shed}`,
  );
  row(
    `cached (100 conns, ${KNOWN} known names)`,
    `${cachedRun.perSecond.toFixed(0)}/s`,
    `p50 ${cachedRun.p50} ms, p99 ${cachedRun.p99} ms, errors ${cachedRun.errors}/${cachedRun.total}`,
  );
  row(
    '  peer: bare node:http, same bytes from memory',
    `${bareRun.perSecond.toFixed(0)}/s`,
    `p99 ${bareRun.p99} ms: the load generator's ceiling on this machine; ×${(cachedRun.perSecond / bareRun.perSecond).toFixed(2)} ours`,
  );
  row(
    `mixed ${LONG_SECONDS}s (100 conns, 90% repeats)`,
    `${mixedRun.perSecond.toFixed(0)}/s`,
    `p50 ${mixedRun.p50} ms, p99 ${mixedRun.p99} ms, errors ${mixedRun.errors}/${mixedRun.total}, fallbacks ${mixedRun.shed} (${((100 * mixedRun.errors) / Math.max(1, mixedRun.total)).toFixed(3)}%)`,
  );
  row(
    'server RSS before → after',
    `${kib(rssBefore)} → ${kib(rssAfter)}`,
    `every ${RSS_EVERY_MS / 1000} s of the mixed run: ${samples.map(kib).join(', ')}`,
  );
  console.log(
    goal('\ntargets: fresh ≥500/s, cached ≥5000/s, mixed p99 ≤50 ms with <0.1% errors, RSS bounded'),
  );
} finally {
  await app.stop();
}
