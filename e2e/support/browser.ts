import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Headless Debian Chromium with the flags this offline machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

/**
 * A new page that records console errors and CSP violations, so tests can assert there are none.
 * The assistant's note, which appears beside its button 10 s into a page, stays away unless
 * `assistant: 'announce'` (the tests of it): it would sit in the corner other tests click in, at a
 * moment that depends on the machine's speed.
 */
export async function newPage(
  browser: Browser,
  { assistant = 'quiet', ...options }: BrowserContextOptions & { assistant?: 'quiet' | 'announce' } = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  if (assistant === 'quiet')
    await context.addInitScript(() => {
      try {
        localStorage.setItem('mergepix:assistant-announcement', 'done');
      } catch {
        // A page without storage (about:blank) has no assistant either.
      }
    });
  // A CSP violation is not always logged to the console (a caught `new Function` probe is not).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`);
    });
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) =>
    errors.push(process.env.E2E_STACKS ? `${err.message}\n${err.stack}` : err.message),
  );
  return { page, context, errors };
}

/** Viewports the product must work at without horizontal scrolling. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 768, height: 1000 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A phone: 375 px wide, touch screen, mobile user agent behaviour. */
export const PHONE = { viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true } as const;

/**
 * Opens a page and waits until the app has replaced the prerendered first screen (the home page
 * and the landing pages have one), so a test never sees two copies of the header and hero, or an
 * app still rendering out of sight. On other pages it is a plain `goto`.
 */
export async function gotoPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#prerender').waitFor({ state: 'detached' });
}

/** {@link gotoPage} for the home page, optionally at one of its anchors. */
export function gotoHome(page: Page, baseUrl: string, hash = ''): Promise<void> {
  return gotoPage(page, `${baseUrl}/${hash}`);
}

/**
 * Opens a landing page and scrolls to its embedded generator, which style and media tool pages
 * load only when the visitor nears it (as a visitor scrolling or pressing the hero's button does).
 */
export async function gotoGenerator(page: Page, url: string): Promise<void> {
  await gotoPage(page, url);
  await page.locator('#generator').scrollIntoViewIfNeeded();
  await page.locator('#generator [data-generator-loaded] [data-testid]').first().waitFor();
}
