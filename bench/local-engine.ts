// Benchmarks the offline local engine: every kind at 1024×1024, against a named peer that makes
// a comparable picture the cheap way (sharp rasterizing an SVG poster and encoding JPEG).
// Run from the repo root: node --import tsx bench/local-engine.ts [renders-per-kind]
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import {
  LOCAL_RENDER_KINDS,
  type LocalRenderKind,
  type LocalRenderRequest,
  renderLocal,
} from '../apps/server/src/render/engine.ts';
import { makePhoto } from '../apps/server/src/render/test-images.ts';
import { SMOKE, size, smokeBanner, smokeCheck } from './support/smoke.ts';

const N = Number(process.argv[2] ?? process.env.BENCH_N ?? size(30, 2));
const WARMUP = size(3, 1);
const SIZE = { width: 1024, height: 1024 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

async function measure(
  run: () => Promise<unknown>,
): Promise<{ p50: number; p99: number; perSecond: number }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), perSecond: (N * 1000) / total };
}

// The peer: a gradient poster with wrapped text as SVG, rasterized by sharp (librsvg) to JPEG q85.
const peerSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#2a1a5e"/><stop offset="1" stop-color="#e0567a"/></linearGradient></defs>
  <rect width="1024" height="1024" fill="url(#g)"/>
  <circle cx="900" cy="140" r="180" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="4"/>
  <text x="100" y="420" font-family="Inter, sans-serif" font-weight="800" font-size="96" fill="#fff">Happy birthday,</text>
  <text x="100" y="530" font-family="Inter, sans-serif" font-weight="800" font-size="96" fill="#fff">Ava! Cake is</text>
  <text x="100" y="640" font-family="Inter, sans-serif" font-weight="800" font-size="96" fill="#fff">on us today.</text>
</svg>`;
const peer = () => sharp(Buffer.from(peerSvg)).jpeg({ quality: 85 }).toBuffer();

function request(kind: LocalRenderKind, reference: Buffer): LocalRenderRequest {
  const prompt = 'Happy birthday, Ava! Cake is on us today.';
  switch (kind) {
    case 'action-figure':
      return {
        kind,
        prompt: `Additional accessories include: Laptop, Coffee Mug and ID Badge. The figure is posed in a Waving position. The packaging is navy and gold.`,
        // What the figure generator sends with that prompt (characterDetails in apps/web).
        details: {
          title: 'Marketing Maven',
          name: 'Ava',
          accessories: ['Laptop', 'Coffee Mug', 'ID Badge'],
          pose: 'Waving',
          packaging: 'navy and gold',
        },
        size: SIZE,
      };
    case 'ghibli':
      return {
        kind,
        prompt: 'A Small Town at Sunset with Lanterns and Cherry Blossoms',
        // The name on the sign; the scene, time and elements are read from the prompt.
        details: { characterName: 'Ava' },
        size: SIZE,
      };
    case 'cartoon':
      return { kind, prompt, style: 'Retro Comic', caption: 'Hi Ava!', reference, size: SIZE };
    case 'meme':
      return {
        kind,
        prompt,
        topText: 'When Ava opens',
        bottomText: 'the birthday email',
        reference,
        size: SIZE,
      };
    case 'scene':
      // What the AI image sends: a free prompt, personalized by the browser.
      return {
        kind,
        prompt: 'A cat and a birthday cake on a beach at sunset with a sign saying "Happy birthday, Ava!"',
        size: SIZE,
      };
    case 'crazy':
      return { kind, prompt, caption: 'Ava', intensity: 0.7, reference, size: SIZE };
  }
}

async function encoders(): Promise<void> {
  const canvas = createCanvas(1024, 1024);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(
    await (async () => {
      const photo = createCanvas(1024, 1024);
      const { data } = await sharp(await makePhoto(1024, 1024, 2))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = photo.getContext('2d').createImageData(1024, 1024);
      image.data.set(data);
      photo.getContext('2d').putImageData(image, 0, 0);
      return photo;
    })(),
    0,
    0,
  );
  const native = await measure(() => canvas.encode('jpeg', 85));
  const viaSharp = await measure(() =>
    sharp(canvas.data(), { raw: { width: 1024, height: 1024, channels: 4 } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  console.log('\nJPEG encoders, 1024×1024 photo-like canvas, q85:');
  console.log(`  @napi-rs/canvas encode('jpeg')   p50 ${native.p50.toFixed(1)} ms`);
  console.log(`  sharp raw → jpeg (copy + encode)   p50 ${viaSharp.p50.toFixed(1)} ms`);
}

smokeBanner();
const reference = await makePhoto(1024, 768, 1);
const peerStats = await measure(peer);
console.log(
  `Offline engine, ${N} renders per kind at 1024×1024 (after ${WARMUP} warm-up renders), one thread`,
);
console.log(`peer: sharp: SVG poster rasterize+JPEG — p50 ${peerStats.p50.toFixed(1)} ms\n`);
console.log('kind            renders/s    p50 ms    p99 ms    ratio vs peer (peer p50 / kind p50)');
for (const kind of LOCAL_RENDER_KINDS) {
  if (SMOKE) {
    // A reference that cannot be used falls back to a render without it: not what is measured.
    const req = request(kind, reference);
    const out = await renderLocal(req);
    smokeCheck(out.bytes.length > 0, `${kind}: an empty render`);
    smokeCheck(out.referenceUsed === Boolean(req.reference), `${kind}: the reference photo was not used`);
  }
  const stats = await measure(() => renderLocal(request(kind, reference)));
  const ratio = peerStats.p50 / stats.p50;
  console.log(
    `${kind.padEnd(14)}  ${stats.perSecond.toFixed(1).padStart(9)}  ${stats.p50.toFixed(1).padStart(8)}  ${stats.p99
      .toFixed(1)
      .padStart(8)}    ${ratio.toFixed(2)}×`,
  );
}
await encoders();
