import { LANDING_ENTRIES, pageCsp } from '@mergepix/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../apps/web/src/config/paths.ts';
import { gotoHome, gotoPage, newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

// The CSP each page gets (docs/decisions/025-csp-per-page.md), in Chromium: every route of the
// route table shows without a violation, and so do the parts that add styles, show blob: and
// data: pictures, run workers and WebAssembly.

const suite = useAppAndBrowser();

/** Every route of the route table (apps/web/src/app/app-routes.tsx), and one it does not have. */
const ROUTES = [...Object.values(PATHS), ...LANDING_ENTRIES.map((e) => e.landing.path), '/no-such-page'];

/** What broke the CSP in this page's documents so far (newPage logs every violation as an error). */
const cspErrors = (errors: readonly string[]) =>
  errors.filter((e) => /CSP violation|Content Security Policy/i.test(e));

/** The kind of CSP the page's document was sent with. */
const documentKind = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="mergepix-csp"]')?.content);

/** A picture painted in the page, as PNG bytes. */
async function paintedPng(page: Page, hue: number): Promise<Buffer> {
  const data = await page.evaluate((h) => {
    const c = document.createElement('canvas');
    c.width = 640;
    c.height = 480;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = `hsl(${h} 80% 55%)`;
    g.fillRect(0, 0, 640, 480);
    g.fillStyle = '#fde047';
    g.fillRect(200, 120, 240, 240);
    return c.toDataURL('image/png').split(',')[1] ?? '';
  }, hue);
  return Buffer.from(data, 'base64');
}

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

  it('makes a GIF from dropped pictures: blob: frames, the encoder workers and the result', async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser);
    await gotoPage(page, `${app.url}/gif-editor`);
    await page.getByTestId('gif-drop-tile').evaluate(async (tile) => {
      const transfer = new DataTransfer();
      for (const hue of [200, 20]) {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        const c = canvas.getContext('2d') as CanvasRenderingContext2D;
        c.fillStyle = `hsl(${hue} 80% 55%)`;
        c.fillRect(0, 0, 320, 240);
        const blob = await new Promise<Blob>((resolve) =>
          canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
        );
        transfer.items.add(new File([blob], `frame-${hue}.png`, { type: 'image/png' }));
      }
      for (const type of ['dragenter', 'dragover', 'drop'])
        tile.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    });
    await expect.poll(() => page.getByTestId('gif-frame').count()).toBe(2);
    await page.getByTestId('gif-generate').click();
    const result = page.getByTestId('gif-result').getByRole('img');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => result.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(cspErrors(errors)).toEqual([]);
    await context.close();
  });

  it('goes from the home page to the video maker in a new document, and encodes an uploaded picture with AAC music', async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser);
    await context.addInitScript(() => localStorage.removeItem('mergepix:video-settings'));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
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

    await maker.getByTestId('picture-input').setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: await paintedPng(page, 150),
    });
    await maker.getByTestId('picture-info').getByText('square.png · 640×480 px').waitFor();
    await maker.getByText('HD 720p', { exact: true }).click();
    await maker.getByLabel('Length').fill('3');
    await maker.getByTestId('music-track-celebration').click();
    await maker.getByTestId('encode-start').click();
    const video = maker.locator('video');
    await video.waitFor({ timeout: 60_000 });
    expect(await video.getAttribute('src')).toMatch(/^blob:/);
    // The AAC encoder is WebAssembly in a worker made from a blob.
    expect(workers.some((url) => url.startsWith('blob:'))).toBe(true);
    await maker
      .getByTestId('encode-result')
      .getByText(/^Ready: MP4/)
      .waitFor();
    expect(await maker.getByTestId('encode-audio-note').count()).toBe(0);
    expect(cspErrors(errors)).toEqual([]);
    await context.close();
  });
});
