// Benchmarks the studio (/editor) in headless Chromium against the built app on the real server:
//  1. JavaScript a visitor downloads before opening a tool (gzipped), beside the home page and a
//     landing page measured the same way;
//  2. click-to-usable time of a tool in the studio's dialog (code warmed by the splash), beside a
//     client-side navigation to the same tool's landing page.
// Run from the repo root after `npm run build`: node --import tsx bench/studio.ts [rounds]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startApp } from '../e2e/support/server.ts';

const ROUNDS = Number(process.argv[2] ?? process.env.BENCH_N ?? 5);
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const TOOL_READY =
  '[data-feature-dialog] [data-testid="create-figure"], [data-feature-dialog] [data-testid="generate-figure"]';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const gz = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

/** The chunks `start` imports statically, directly or through others (dynamic imports excluded). */
function staticClosure(start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(dist, path), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

/** Every script a fresh visit to `url` loads until the network is idle, by path. */
async function scriptsLoaded(
  browser: Browser,
  url: string,
  wait: (page: Page) => Promise<void>,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await wait(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts];
}

const total = (paths: Iterable<string>) => [...paths].reduce((sum, p) => sum + gz(p), 0);

/** Milliseconds from a click (run in the page) until `ready` is in the DOM and painted. */
function timeClick(page: Page, clickSelector: string, ready: string): Promise<number> {
  // A string, so the bundler's helpers (tsx names functions) do not leak into the page.
  return page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    document.querySelector(${JSON.stringify(clickSelector)}).click();
    const check = () => {
      if (document.querySelector(${JSON.stringify(ready)})) requestAnimationFrame(() => resolve(performance.now() - t0));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

const app = await startApp();
const browser = await launchBrowser();
try {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const studioScripts = await scriptsLoaded(browser, `${app.url}/editor`, (page) =>
    page
      .locator('[data-view]')
      .waitFor({ timeout: 15_000 })
      .then(() => page.waitForTimeout(500)),
  );
  // The studio's own code: the entry, the route and the workspace with what they import statically.
  const roots = studioScripts.filter((p) => /\/(index|editor-route|editor-workspace)-[^/]+\.js$/.test(p));
  const own = staticClosure(roots);
  const studioOwn = total(studioScripts.filter((p) => own.has(p)));
  const studioAll = total(studioScripts);
  const home = total(await scriptsLoaded(browser, `${app.url}/`, async () => undefined));
  const landing = total(
    await scriptsLoaded(browser, `${app.url}/features/music-star-action-figures`, async () => undefined),
  );
  console.log('First load, JavaScript gzipped (level 9), 1280×800, until the network is idle');
  console.log(`  studio /editor: the studio itself, before any tool     ${kb(studioOwn)}   (budget 200 KB)`);
  console.log(`  studio /editor: + the 4 tools the splash warms          ${kb(studioAll)}`);
  console.log(`  peer: home page /                                       ${kb(home)}`);
  console.log(`  peer: landing page /features/music-star-action-figures  ${kb(landing)}`);

  const opens: number[] = [];
  const navs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/editor`);
    // The splash (3 s) is where the tools download; open one the moment the studio shows.
    await page.locator('[data-view]').waitFor({ timeout: 15_000 });
    opens.push(await timeClick(page, '[data-feature-card="music-figure"]', TOOL_READY));
    // Peer: the same tool on its landing page, reached through the Tools menu's link (client-side).
    await page.goto(`${app.url}/editor`);
    await page.locator('[data-view]').waitFor();
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: /Music Star Figures/ }).waitFor();
    navs.push(
      await timeClick(
        page,
        'a[role="menuitem"][href="/features/music-star-action-figures"]',
        '#generator [data-testid="generate-figure"]',
      ),
    );
    await context.close();
  }
  console.log(`\nTool open, click → tool usable, median of ${ROUNDS} fresh visits (budget 300 ms)`);
  console.log(
    `  studio card → Music star figure in the dialog          ${median(opens).toFixed(0)} ms   [${opens.map((t) => t.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `  peer: Tools menu → its landing page's generator       ${median(navs).toFixed(0)} ms   [${navs.map((t) => t.toFixed(0)).join(', ')}]`,
  );
} finally {
  await browser.close();
  await app.stop();
}
