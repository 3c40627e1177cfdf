import { LANDING_ENTRIES, pageCsp } from '@mergepix/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../apps/web/src/config/paths.ts';
import { gotoHome, gotoPage, newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

// The CSP each page gets (docs/decisions/025-csp-per-page.md), in Chromium: every route of the
// route table shows without a violation, and so do the parts that add styles. The parts that show
// blob: pictures, run workers and WebAssembly are the GIF editor's and the video maker's encodes:
// gif-editor.test.ts and image-to-video.test.ts make them on those pages' CSP, and fail on any
// violation (newPage logs each as an error) or a result that did not come.

const suite = useAppAndBrowser();

/** Every route of the route table (apps/web/src/app/app-routes.tsx), and one it does not have. */
const ROUTES = [...Object.values(PATHS), ...LANDING_ENTRIES.map((e) => e.landing.path), '/no-such-page'];

/** What broke the CSP in this page's documents so far (newPage logs every violation as an error). */
const cspErrors = (errors: readonly string[]) =>
  errors.filter((e) => /CSP violation|Content Security Policy/i.test(e));

/** The kind of CSP the page's document was sent with. */
const documentKind = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="mergepix-csp"]')?.content);

describe('content security policy', () => {
  it('sends every route with its kind of CSP and shows it without a violation', async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser);
    for (const path of ROUTES) {
      const res = await page.goto(`${app.url}${path}`);
      const csp = res?.headers()['content-security-policy'] ?? '';
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp.includes('wasm-unsafe-eval'), path).toBe(pageCsp(path) === 'video');
      expect(await documentKind(page), path).toBe(pageCsp(path));
      await page.locator('#prerender').waitFor({ state: 'detached' });
      // The route's loading spinner (app/route-fallback.tsx) has gone: the page itself is drawn.
      await page.locator('main [role="status"]:has(> span.animate-spin)').waitFor({ state: 'detached' });
      await expect.poll(() => page.locator('main').innerText(), { message: path }).not.toBe('');
    }
    expect(cspErrors(errors)).toEqual([]);
    await context.close();
  });

  it('blocks style attributes and <style> elements without the nonce, but not styles set by script', async () => {
    const { app, browser } = suite;
    const { page, context } = await newPage(browser);
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
    });
    await gotoPage(page, `${app.url}/faq`);
    const colours = await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML =
        '<p style="color: rgb(1, 2, 3)">markup</p><style>#csp-probe { color: rgb(4, 5, 6) }</style>';
      const byScript = document.createElement('p');
      byScript.id = 'csp-probe';
      byScript.style.backgroundColor = 'rgb(7, 8, 9)';
      box.append(byScript);
      document.body.append(box);
      const p = box.querySelector('p') as HTMLElement;
      return [
        getComputedStyle(p).color,
        getComputedStyle(byScript).color,
        getComputedStyle(byScript).backgroundColor,
      ];
    });
    expect(colours[0]).not.toBe('rgb(1, 2, 3)');
    expect(colours[1]).not.toBe('rgb(4, 5, 6)');
    expect(colours[2]).toBe('rgb(7, 8, 9)');
    // Both refusals are reported: a page that broke the CSP could not pass unnoticed.
    const violations = () =>
      page.evaluate(() =>
        [...new Set((window as unknown as { __cspViolations: string[] }).__cspViolations)].sort(),
      );
    await expect.poll(violations).toEqual(['style-src-attr', 'style-src-elem']);
    await context.close();
  });

  it("styles a plain page's dialog, menu and toasts with the page's nonce", async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser);
    await gotoPage(page, `${app.url}/faq`);
    expect(await documentKind(page)).toBe('plain');
    await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    // The dialog's scroll lock is a <style> added at run time: it applies, so it got in.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByLabel('Full name').fill('Casey Policy');
    await dialog.getByLabel('Email', { exact: true }).fill('casey-csp@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Sonner's stylesheet is a <style> too: its toaster sits fixed over the page.
    await page.getByText('You are signed out.').waitFor();
    expect(await page.locator('[data-sonner-toaster]').evaluate((el) => getComputedStyle(el).position)).toBe(
      'fixed',
    );
    expect(cspErrors(errors)).toEqual([]);
    await context.close();
  });

  it('goes from the home page to the video maker in a new document, sent with the video CSP', async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser);
    await gotoHome(page, app.url);
    expect(await documentKind(page)).toBe('plain');
    await page.evaluate(() => Object.assign(window, { __firstDocument: true }));
    // A client-side navigation: the Tools menu's link.
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menu').locator('a[href="/features/image-to-video"]').click();
    const maker = page.getByTestId('video-maker');
    await maker.waitFor();
    expect(await documentKind(page)).toBe('video');
    expect(await page.evaluate(() => '__firstDocument' in window)).toBe(false);
    expect(cspErrors(errors)).toEqual([]);
    await context.close();
  });
});
