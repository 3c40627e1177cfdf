import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHome, launchBrowser, newPage } from './support/browser.ts';
import { type AppServer, startApp } from './support/server.ts';

let app: AppServer;
let browser: Browser;

// As `npm start` runs it: development, public URL left at http://localhost:PORT.
beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ NODE_ENV: 'development', PUBLIC_URL: '' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function submitAuth(page: Page, create: boolean) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  if (create) {
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByLabel('Full name').fill('Casey Loopback');
  }
  await dialog.getByLabel('Email', { exact: true }).fill('casey@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('a loopback passphrase');
  await dialog.getByRole('button', { name: create ? 'Create account' : 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

describe('opened at 127.0.0.1 instead of the printed localhost', () => {
  it('signs up, out and in again, and this machine reads the dev mailbox', async () => {
    const { page, context, errors } = await newPage(browser);
    // A returning visitor: the browser already holds a cookie for this address, so better-auth
    // checks the Origin of every auth call, sign-up included.
    await context.addCookies([{ name: 'returning', value: '1', url: app.url }]);
    await gotoHome(page, app.url); // app.url is http://127.0.0.1:PORT
    await submitAuth(page, true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Now the browser holds cookies, so every auth call is checked for its Origin.
    await submitAuth(page, false);
    const mailbox = await page.goto(`${app.url}/dev/mailbox`);
    expect(mailbox?.status()).toBe(200);
    expect(errors).toEqual([]);
  });
});
