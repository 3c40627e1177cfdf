import type { Locator, Page, Request } from 'playwright-core';

// The page's timers under the test's control. `page.clock.install()` alone fakes the timers but
// keeps them running with the wall clock: on a busy machine the seconds spent between two steps
// of a test are added to the page's time, so "no tip yet at 29 s" or "still on slide 1 after
// 5 s" depend on how fast the machine is. A stopped clock moves only in `page.clock.runFor`.

/** In-flight requests of the pages with a stopped clock (see {@link runClockUntil}). */
const loading = new WeakMap<Page, Set<Request>>();
/** Resolves the waiters of a page each time one of its requests ends. */
const settled = new WeakMap<Page, Set<() => void>>();

/**
 * Installs Playwright's fake clock, stopped, on a page that has not opened anything yet: from then
 * on the page's setTimeout, setInterval, requestAnimationFrame, requestIdleCallback, Date and
 * performance.now move only when the test runs the clock.
 */
export async function stopClock(page: Page): Promise<void> {
  const requests = new Set<Request>();
  const waiters = new Set<() => void>();
  loading.set(page, requests);
  settled.set(page, waiters);
  const done = (request: Request) => {
    requests.delete(request);
    for (const wake of waiters) wake();
    waiters.clear();
  };
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const start = Date.now();
  await page.clock.install({ time: start });
  // pauseAt moves the clock to this moment and stops it there. The blank page has no timers; the
  // margin only keeps the moment ahead of its clock, which runs until the pause arrives.
  await page.clock.pauseAt(start + 60_000);
}

type State = 'visible' | 'hidden' | 'attached' | 'detached';

async function reached(locator: Locator, state: State): Promise<boolean> {
  switch (state) {
    case 'visible':
      return locator.isVisible();
    case 'hidden':
      return !(await locator.isVisible());
    case 'attached':
      return (await locator.count()) > 0;
    case 'detached':
      return (await locator.count()) === 0;
  }
}

/** A frame, in the page's milliseconds. */
const FRAME_MS = 16;

/**
 * With a stopped clock, a page that is still starting or loading a part needs some of its own
 * timers to get there: a prerendered page starts the app on its next frame, and React waits
 * 300 ms of the page's time before it swaps a loading fallback for what arrived. This runs the
 * page's clock a frame at a time until `locator` reaches `state` — only while nothing is loading,
 * so the page's time is not run on while it waits for the network — and returns how much it ran.
 * Fails once the page's time has run `limitMs` without getting there.
 */
export async function runClockUntil(
  page: Page,
  locator: Locator,
  state: State = 'visible',
  limitMs = 30_000,
): Promise<number> {
  const requests = loading.get(page);
  const waiters = settled.get(page);
  if (!requests || !waiters) throw new Error('runClockUntil needs a page whose clock stopClock stopped');
  let ran = 0;
  for (;;) {
    if (await reached(locator, state)) return ran;
    if (requests.size > 0) {
      // Waits for the page's loading, not for time: the next request that ends wakes it.
      await new Promise<void>((wake) => waiters.add(wake));
      continue;
    }
    if (ran >= limitMs) throw new Error(`${locator} was not ${state} after ${ran} ms of the page's time`);
    await page.clock.runFor(FRAME_MS);
    ran += FRAME_MS;
  }
}

/**
 * `gotoPage` (browser.ts) for a page whose clock is stopped: opens the page and runs its frames
 * until the app has replaced the prerendered first screen (a page without one: until it loaded).
 */
export async function gotoPageOnStoppedClock(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await runClockUntil(page, page.locator('#prerender'), 'detached');
}
