// Benchmarks the studio (/editor) in headless Chromium against the built app on the real server:
//  1. JavaScript a visitor downloads before opening a tool (gzipped), beside the home page and a
//     landing page measured the same way;
//  2. click-to-usable time of a tool in the studio's dialog (code warmed by the splash), beside a
//     client-side navigation to the same tool's landing page, scrolled to its generator.
// Run from the repo root after `npm run build`: node --import tsx bench/studio.ts [rounds]
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startApp } from '../e2e/support/server.ts';
import { kb, median, pageLoad, staticClosure, total } from './first-load.ts';
import { goal, size, smokeBanner } from './support/smoke.ts';

const ROUNDS = Number(process.argv[2] ?? process.env.BENCH_N ?? size(5, 1));
const TOOL_READY =
  '[data-feature-dialog] [data-testid="create-figure"], [data-feature-dialog] [data-testid="generate-figure"]';

/**
 * Milliseconds from a click (run in the page) until `ready` is in the DOM and painted. `reveal`,
 * once it is in the DOM, is scrolled into view as a visitor would: a landing page loads its
 * generator only when the visitor nears it. Fails after 30 s instead of waiting for ever.
 */
function timeClick(page: Page, clickSelector: string, ready: string, reveal?: string): Promise<number> {
  // A string, so the bundler's helpers (tsx names functions) do not leak into the page.
  return page.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now();
    document.querySelector(${JSON.stringify(clickSelector)}).click();
    let reveal = ${JSON.stringify(reveal ?? null)};
    const check = () => {
      if (document.querySelector(${JSON.stringify(ready)})) requestAnimationFrame(() => resolve(performance.now() - t0));
      else if (performance.now() - t0 > 30000) reject(new Error(${JSON.stringify(`${ready} did not appear within 30 s`)}));
      else {
        const near = reveal && document.querySelector(reveal);
        if (near) {
          near.scrollIntoView();
          reveal = null;
        }
        requestAnimationFrame(check);
      }
    };
    check();
  })`) as Promise<number>;
}

smokeBanner();
const app = await startApp();
const browser = await launchBrowser();
try {
  const { scripts: studioScripts } = await pageLoad(browser, `${app.url}/editor`, (page) =>
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
  const home = total((await pageLoad(browser, `${app.url}/`)).scripts);
  const landing = total((await pageLoad(browser, `${app.url}/features/music-star-action-figures`)).scripts);
  console.log('First load, JavaScript gzipped (level 9), 1280×800, until the network is idle');
  console.log(
    goal(`  studio /editor: the studio itself, before any tool     ${kb(studioOwn)}   (budget 200 KB)`),
  );
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
        '#generator',
      ),
    );
    await context.close();
  }
  console.log(goal(`\nTool open, click → tool usable, median of ${ROUNDS} fresh visits (budget 300 ms)`));
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
