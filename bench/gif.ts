// Benchmarks the GIF editor's browser encoder against the peers, in one headless Chromium: ten
// 600×400 sample photographs (core's gif-sample-frames.ts) with a greeting drawn by core's text
// renderer, encoded by
//  - ours: the real encode-gif.ts (frames drawn on the page, encoded by two module workers with
//    core's encoder), in high-quality (256 colours) and e-mail (128 colours) mode;
//  - gif.js 0.2.0 at quality 10 (the original product's encoder) with 1 worker and with 2;
//  - gifenc on the page's thread with its fast settings (rgb444 palette, rgb565 mapping).
// Each result is decoded by core's reader and compared with the frames that were meant (PSNR,
// all frames, RGB). Medians of several rounds, peers interleaved with ours so machine noise hits
// all alike (the order rotates). Run from the repo root: node --import tsx bench/gif.ts [rounds]
import { loadavg } from 'node:os';
import { launchBrowser } from '../e2e/support/browser.ts';
import { callGifPage, openGifPage, startGifHarness } from '../e2e/support/gif-harness.ts';
import type { Measured } from '../e2e/support/gif-page.ts';
import { median } from './first-load.ts';
import { goal, size, smokeBanner, smokeCheck } from './support/smoke.ts';

const ROUNDS = Number(process.argv[2] ?? process.env.BENCH_ROUNDS ?? size(7, 1));
const FRAMES = size(10, 3);
const [W, H] = [600, 400];

smokeBanner();
const harness = await startGifHarness();
const browser = await launchBrowser();
try {
  const { page, errors } = await openGifPage(browser, harness, FRAMES, W, H);
  const runs = {
    ours: () => callGifPage(page, 'ours', 'high'),
    oursEmail: () => callGifPage(page, 'ours', 'email'),
    gifJs1: () => callGifPage(page, 'gifJs', 1),
    gifJs2: () => callGifPage(page, 'gifJs', 2),
    gifenc: () => callGifPage(page, 'gifenc'),
  };
  type Name = keyof typeof runs;
  // The first encoding starts the workers (script load, compile): the figure a user's first
  // "Generate" sees. Then one warm-up run of every peer.
  const cold = await runs.ours();
  for (const run of Object.values(runs)) await run();
  // The editor starts the workers when it opens: a fresh page, prepared a second before.
  const fresh = await openGifPage(browser, harness, FRAMES, W, H);
  await callGifPage(fresh.page, 'prepareGifEncoder');
  await fresh.page.waitForTimeout(1000);
  const prepared = await callGifPage(fresh.page, 'ours', 'high');
  smokeCheck(fresh.errors.length === 0, `the prepared page logged errors:\n${fresh.errors.join('\n')}`);
  await fresh.page.close();
  const results = Object.fromEntries(Object.keys(runs).map((k) => [k, [] as Measured[]])) as Record<
    Name,
    Measured[]
  >;
  // Each round starts with the next encoder, so the garbage one leaves (collected during the
  // next) does not always fall on the same one.
  const order = Object.entries(runs) as [Name, () => Promise<Measured>][];
  for (let round = 0; round < ROUNDS; round++)
    for (let i = 0; i < order.length; i++) {
      const [name, run] = order[(round + i) % order.length] as [Name, () => Promise<Measured>];
      results[name].push(await run());
    }
  if (errors.length > 0) throw new Error(`The page logged errors:\n${errors.join('\n')}`);

  const ms = (name: Name) => median(results[name].map((r) => r.ms));
  // Bytes and PSNR are the same every round (every encoder is deterministic on these frames).
  const bytes = (name: Name) => results[name][0]?.bytes ?? 0;
  const psnr = (name: Name) => results[name][0]?.psnr ?? 0;
  const row = (label: string, name: Name) =>
    console.log(
      `  ${label.padEnd(40)} ${ms(name).toFixed(0).padStart(6)} ms ${bytes(name).toLocaleString('en').padStart(11)} B ${psnr(name).toFixed(2).padStart(7)} dB`,
    );
  console.log(
    `GIF encoding in ${browser.version()}: ${FRAMES} frames of ${W}×${H} (sample photographs with a greeting), median of ${ROUNDS} rounds, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  row('ours, high (256 colours), 2 workers', 'ours');
  row('ours, email (128 colours), 2 workers', 'oursEmail');
  row('peer: gif.js quality 10, 1 worker', 'gifJs1');
  row('peer: gif.js quality 10, 2 workers', 'gifJs2');
  row('peer: gifenc rgb444/rgb565, page thread', 'gifenc');
  console.log(`  ours, first encoding (workers starting)  ${cold.ms.toFixed(0).padStart(6)} ms`);
  console.log(`  ours, first encoding after prepareGifEncoder() ${prepared.ms.toFixed(0).padStart(6)} ms`);
  const speed = ms('gifJs1') / ms('ours');
  const byteRatio = bytes('ours') / bytes('gifJs1');
  const delta = psnr('ours') - psnr('gifJs1');
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(goal('Ratios, ours (high) against gif.js quality 10'));
  console.log(
    `  speed vs 1 worker   ${speed.toFixed(1)}×   (target ≥14×: ${verdict(speed >= 14)}); vs 2 workers ${(ms('gifJs2') / ms('ours')).toFixed(1)}×`,
  );
  console.log(
    `  total time          ${ms('ours').toFixed(0)} ms  (target ≤100 ms: ${verdict(ms('ours') <= 100)})`,
  );
  console.log(
    `  bytes               ${byteRatio.toFixed(3)}×  (target ≤0.95×: ${verdict(byteRatio <= 0.95)})`,
  );
  console.log(
    `  PSNR                ${delta >= 0 ? '+' : ''}${delta.toFixed(2)} dB (target ≥ −0.5 dB: ${verdict(delta >= -0.5)})`,
  );
  console.log(
    `  ours vs gifenc      ${(ms('gifenc') / ms('ours')).toFixed(1)}× faster, ${(bytes('ours') / bytes('gifenc')).toFixed(3)}× the bytes, ${(psnr('ours') - psnr('gifenc')).toFixed(2)} dB`,
  );
  const longest = Math.max(0, ...results.ours.flatMap((r) => r.longTasks.map((t) => t.duration)));
  console.log(
    `  main-thread tasks over 50 ms while ours encoded: ${longest === 0 ? 'none' : `${longest} ms`}`,
  );
} finally {
  await browser.close();
  await harness.close();
}
