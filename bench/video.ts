// Benchmarks image-to-video in headless Chromium against the built app on the real server.
//  1. The product: the page's own encode of a 6 s, 30 fps video (Ken Burns over a 1600×1000
//     picture, a [FIRSTNAME] title, a synthesized track): H.264 + AAC at 720p and at 1080p, timed by
//     the page from "Create video" to the finished file. Frames/s and the ratio to real time.
//     While it encodes, the longest main-thread task (the page must stay responsive).
//  2. Peers measured in the same run and browser: the bare WebCodecs H.264 encoder through
//     mediabunny on a flat-filled canvas, without drawing or yielding (the ceiling here), and the
//     same for VP9 (the WebM fallback).
// Run from the repo root after `npm run build`: node --import tsx bench/video.ts [rounds]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIDEO_DURATION_S } from '@mergepix/core';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startApp } from '../e2e/support/server.ts';
import { median } from './first-load.ts';
import { goal, size, smokeBanner, smokeCheck } from './support/smoke.ts';

const ROUNDS = Number(process.argv[2] ?? process.env.BENCH_N ?? size(3, 1));
/** The video's length; smoke mode makes the shortest the tool allows. */
const SECONDS = size(6, VIDEO_DURATION_S.min);
const FPS = 30;
const FRAMES = SECONDS * FPS;
const mediabunnyModule = readFileSync(
  join('node_modules', 'mediabunny', 'dist', 'bundles', 'mediabunny.min.mjs'),
);

function settings(resolution: '720p' | '1080p') {
  return {
    effect: 'ken-burns',
    durationS: SECONDS,
    resolution,
    aspect: 'landscape',
    focal: { x: 0.7, y: 0.35 },
    text: {
      text: 'Happy birthday, [FIRSTNAME]!',
      fontFamily: 'Inter',
      color: '#ffffff',
      position: 'bottom',
      size: 'large',
      animationIn: 'rise',
      animationOut: 'fade',
    },
    music: { source: 'track', trackId: 'celebration', volume: 0.7, fadeInS: 1, fadeOutS: 2 },
  };
}

async function picture(page: Page): Promise<Buffer> {
  const data = (await page.evaluate(`(() => {
    const c = document.createElement('canvas');
    c.width = 1600; c.height = 1000;
    const g = c.getContext('2d');
    const grad = g.createLinearGradient(0, 0, 1600, 1000);
    grad.addColorStop(0, '#0ea5e9'); grad.addColorStop(1, '#f97316');
    g.fillStyle = grad; g.fillRect(0, 0, 1600, 1000);
    for (let i = 0; i < 400; i++) {
      g.fillStyle = 'hsl(' + (i * 37) % 360 + ' 70% 60%)';
      g.beginPath(); g.arc((i * 397) % 1600, (i * 211) % 1000, 10 + (i % 40), 0, Math.PI * 2); g.fill();
    }
    return c.toDataURL('image/jpeg', 0.9).split(',')[1];
  })()`)) as string;
  return Buffer.from(data, 'base64');
}

/** One encode through the page: seconds from the click to the finished file, and the longest task. */
async function productRun(browser: Browser, url: string, resolution: '720p' | '1080p') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    `localStorage.setItem('mergepix:video-settings', ${JSON.stringify(JSON.stringify(settings(resolution)))});
     window.__longest = 0;
     new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); })
       .observe({ type: 'longtask', buffered: false });`,
  );
  const page = await context.newPage();
  await page.goto(`${url}/features/image-to-video`);
  const maker = page.getByTestId('video-maker');
  await maker.getByTestId('picture-input').setInputFiles({
    name: 'scene.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(page),
  });
  await maker.getByTestId('picture-info').waitFor();
  await page.waitForTimeout(500);
  await page.evaluate('window.__longest = 0');
  await maker.getByTestId('encode-start').click();
  const result = maker.getByTestId('encode-result');
  await result.waitFor({ timeout: 120_000 });
  const text = (await result.textContent()) ?? '';
  const seconds = Number(/made in ([\d.]+) s/.exec(text)?.[1]);
  smokeCheck(Number.isFinite(seconds), `${resolution}: the page's result says "${text}"`);
  const longest = (await page.evaluate('window.__longest')) as number;
  await context.close();
  return { seconds, longest };
}

/** The bare encoder: mediabunny's CanvasSource on a flat canvas, frames added back to back. */
async function bareRun(browser: Browser, url: string, codec: 'avc' | 'vp9', width: number, height: number) {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.route('**/__bench/mediabunny.mjs', (route) =>
    route.fulfill({ body: mediabunnyModule, contentType: 'text/javascript' }),
  );
  await page.goto(`${url}/`);
  const seconds = (await page.evaluate(`(async () => {
    const M = await import('/__bench/mediabunny.mjs');
    const canvas = new OffscreenCanvas(${width}, ${height});
    const g = canvas.getContext('2d');
    const output = new M.Output({ format: ${codec === 'avc' ? 'new M.Mp4OutputFormat()' : 'new M.WebMOutputFormat()'}, target: new M.BufferTarget() });
    const source = new M.CanvasSource(canvas, { codec: '${codec}', bitrate: ${Math.round(width * height * FPS * 0.16)}, keyFrameInterval: 2 });
    output.addVideoTrack(source, { frameRate: ${FPS} });
    await output.start();
    const t0 = performance.now();
    for (let i = 0; i < ${FRAMES}; i++) {
      g.fillStyle = 'hsl(' + (i * 2) + ' 70% 50%)';
      g.fillRect(0, 0, ${width}, ${height});
      await source.add(i / ${FPS}, 1 / ${FPS});
    }
    await output.finalize();
    return (performance.now() - t0) / 1000;
  })()`)) as number;
  await context.close();
  return seconds;
}

const line = (label: string, seconds: number, extra = '') =>
  console.log(
    `  ${label.padEnd(52)} ${(FRAMES / seconds).toFixed(1).padStart(6)} frames/s  ${seconds.toFixed(2).padStart(5)} s  ${(SECONDS / seconds).toFixed(2)}× real time${extra}`,
  );

smokeBanner();
const app = await startApp();
const browser = await launchBrowser();
try {
  console.log(
    `Image to video: ${SECONDS} s at ${FPS} fps (${FRAMES} frames), headless Chromium, median of ${ROUNDS}`,
  );
  for (const resolution of ['720p', '1080p'] as const) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await productRun(browser, app.url, resolution));
    line(
      `Mergepix ${resolution}: Ken Burns + title + music, H.264+AAC`,
      median(runs.map((r) => r.seconds)),
      `   longest main-thread task ${Math.round(Math.max(...runs.map((r) => r.longest)))} ms`,
    );
  }
  const bare = async (codec: 'avc' | 'vp9', w: number, h: number) => {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await bareRun(browser, app.url, codec, w, h));
    return median(runs);
  };
  line('peer: bare mediabunny H.264 720p, flat frames', await bare('avc', 1280, 720));
  line('peer: bare mediabunny VP9 720p, flat frames', await bare('vp9', 1280, 720));
  line('peer: bare mediabunny H.264 1080p, flat frames', await bare('avc', 1920, 1080));
  console.log(
    `  real time                                             ${FPS.toFixed(1).padStart(6)} frames/s  ${SECONDS.toFixed(2)} s`,
  );
  console.log(goal('Goal: 720p encodes in at most real time (≥ 30 frames/s).'));
} finally {
  await browser.close();
  await app.stop();
}
