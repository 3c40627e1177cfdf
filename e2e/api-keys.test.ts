import { API_KEY_PATTERN } from '@mergepix/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUser, browserCookies } from './support/api.ts';
import { newPage, PHONE } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

/** A user signed up through the API, with the browser page signed in as them on /account. */
async function accountPage(email: string, options = {}) {
  const headers = await apiUser(suite.app.url, email);
  const opened = await newPage(suite.browser, options);
  await opened.context.addCookies(browserCookies(suite.app.url, headers));
  await opened.page.goto(`${suite.app.url}/account`);
  const section = opened.page.getByRole('region', { name: 'API keys' });
  await section.waitFor();
  return { ...opened, section };
}

/** Creates a key in the page and returns it as shown (once). */
async function createKey(page: Page, name: string): Promise<string> {
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByLabel('Key name').fill(name);
  await section.getByRole('button', { name: 'Create key' }).click();
  const shown = section.getByTestId('new-api-key-value');
  await shown.waitFor();
  return (await shown.innerText()).trim();
}

/** What a script would do with the key: curl the designs list. */
function listDesigns(key: string) {
  return fetch(`${suite.app.url}/rest/v1/designs`, { headers: { Authorization: `Bearer ${key}` } });
}

describe('API keys on /account', () => {
  it('create → copy the key once → use it like curl → revoke → the next call is refused', async () => {
    const { page, context, errors, section } = await accountPage('keys-e2e@example.com');
    await section.getByTestId('api-keys-empty').waitFor();

    const key = await createKey(page, 'Newsletter script');
    expect(key).toMatch(API_KEY_PATTERN);
    expect(await section.getByTestId('new-api-key').innerText()).toContain("You won't see it again.");
    // Focus moved to the one-time box, so the note is read out and Copy is a Tab away.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'new-api-key',
    );

    const listed = await listDesigns(key);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([]);

    // Done hides the key for good; the list shows only its first characters.
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByTestId('new-api-key').waitFor({ state: 'detached' });
    const row = section.getByTestId('api-key-list').getByRole('listitem');
    await expect.poll(() => row.count()).toBe(1);
    const rowText = await row.innerText();
    expect(rowText).toContain('Newsletter script');
    expect(rowText).toContain(`${key.slice(0, 10)}…`);
    expect(rowText).not.toContain(key.slice(10));
    expect(await page.locator('body').innerText()).not.toContain(key);

    // After a reload the use shows as "Last used Just now".
    await page.reload();
    await section.getByTestId('api-key-last-used').waitFor();
    expect(await section.getByTestId('api-key-last-used').innerText()).toBe('Just now');

    // Revoke asks first; Cancel keeps the key.
    await section.getByRole('button', { name: 'Revoke Newsletter script' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “Newsletter script”?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await listDesigns(key)).status).toBe(200);

    await section.getByRole('button', { name: 'Revoke Newsletter script' }).click();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await section.getByTestId('api-keys-empty').waitFor();
    // The row and the button that opened the dialog are gone: focus lands on the list's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('api-key-list-title');

    const refused = await listDesigns(key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      code: 'invalid_api_key',
      error: expect.stringMatching(/^This API key was revoked\./),
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a bad name’s message, and fits a 375 px phone with a key shown', async () => {
    const { page, context, errors, section } = await accountPage('keys-phone@example.com', PHONE);
    await section.getByLabel('Key name').fill('   ');
    await section.getByRole('button', { name: 'Create key' }).click();
    await section.getByText('Name the key, e.g. "Newsletter script".').waitFor();

    await createKey(page, 'A long name for the nightly CRM sync script');
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByTestId('api-key-list').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });
});
