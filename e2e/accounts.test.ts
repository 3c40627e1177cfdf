import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHome, newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser({ MAILBOX_ENABLED: 'true' });

const EMAIL = 'jordan@example.com';
const FIRST_PASSWORD = 'first secret passphrase';
const SECOND_PASSWORD = 'second secret passphrase';

async function openAuthDialog(page: Page) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  return page.getByRole('dialog');
}

async function signIn(page: Page, password: string) {
  const dialog = await openAuthDialog(page);
  await dialog.getByLabel('Email', { exact: true }).fill(EMAIL);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().waitFor();
}

describe('accounts', () => {
  it('sign up → sign out → sign in → reset by e-mail → sign in with the new password → edit profile', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    // What the auth calls answered, for the failure message if a step never completes.
    const authCalls: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/auth/'))
        authCalls.push(`${res.status()} ${res.request().method()} ${res.url()}`);
    });
    // Who moves the focus, for the failure message: under CI load the password once landed in
    // the name field, so something focused it while the test typed.
    await context.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __focusCalls: string[] }).__focusCalls = calls;
      const original = HTMLElement.prototype.focus;
      HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
        const name = (this as HTMLInputElement).name || this.tagName;
        calls.push(
          `${Math.round(performance.now())} ${name}\n${new Error().stack?.split('\n').slice(2, 8).join('\n')}`,
        );
        if (calls.length > 30) calls.shift();
        return original.call(this, options);
      };
    });
    await gotoHome(page, suite.app.url);

    // Sign up (signs in straight after).
    const dialog = await openAuthDialog(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByLabel('Full name').fill('Jordan Example');
    await dialog.getByLabel('Email', { exact: true }).fill(EMAIL);
    await dialog.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
    await page
      .getByRole('button', { name: 'Account menu' })
      .waitFor()
      .catch(async (err) => {
        await page.screenshot({ path: '/tmp/e2e-signup-fail.png' });
        const state = await page.evaluate(() => ({
          dialog: document.querySelector('[role=dialog]')?.textContent ?? '(no dialog)',
          inputs: Array.from(document.querySelectorAll('input'), (i) => `${i.name}=${i.value}`),
          header: document.querySelector('header')?.textContent ?? '',
          headerHiddenBy: document
            .querySelector('header')
            ?.closest('[aria-hidden="true"],[inert]')
            ?.outerHTML.slice(0, 80),
          accountControl: document.querySelector('[data-account-control]')?.outerHTML.slice(0, 300),
          focusCalls: (window as unknown as { __focusCalls?: string[] }).__focusCalls ?? [],
        }));
        throw new Error(`${err}\n${JSON.stringify({ ...state, authCalls }, null, 2)}\n${suite.app.output()}`);
      });

    await signOut(page);
    await signIn(page, FIRST_PASSWORD);
    await signOut(page);

    // Forgot password: the link arrives in the dev mailbox.
    const forgot = await openAuthDialog(page);
    await forgot.getByRole('button', { name: 'Forgot password?' }).click();
    await forgot.getByLabel('Email', { exact: true }).fill(EMAIL);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByText(/sent a reset link/i).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${suite.app.url}/dev/mailbox`);
    const link = page.getByRole('link', { name: /reset-password\?token=/ }).first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain('/reset-password?token=');
    await link.click();
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
    await page.getByLabel('Confirm password').fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/your password has been changed/i).waitFor();

    // The old password no longer works; the new one does.
    const old = await openAuthDialog(page);
    await old.getByLabel('Email', { exact: true }).fill(EMAIL);
    await old.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await old.getByRole('button', { name: 'Sign in', exact: true }).click();
    await old.getByRole('alert').waitFor();
    await old.getByLabel('Password', { exact: true }).fill(SECOND_PASSWORD);
    await old.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    // Edit the profile, reload, values kept.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL(`${suite.app.url}/account`);
    await page.getByLabel('Company').fill('Brightside Co.');
    await page.getByLabel('Job title').fill('Growth lead');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText(/saved/i).first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Company').inputValue()).toBe('Brightside Co.');
    expect(await page.getByLabel('Job title').inputValue()).toBe('Growth lead');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Jordan Example');
    expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
    await context.close();
  });
});
