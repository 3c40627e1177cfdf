import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE } from './support/browser.ts';
import { runClockUntil, stopClock } from './support/clock.ts';
import {
  centreOf,
  featureDialog,
  mouseDrag,
  openActionFigureWithPanelOnPhone,
  openStudio,
  touchDrag,
} from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

const DETAILS = '[data-feature-dialog] textarea';
const NAME_FIELD = '[data-feature-dialog] input:not([type=file])';

/**
 * Focuses a token's chip and presses Space: the token is picked up (the chip shows pressed). The
 * keyboard sensor starts listening for the arrows in a zero-delay timer after that: the test runs
 * the page's due timers, so the next key is not sent before the page listens for it.
 */
async function pickUpWithKeyboard(page: Page, token: string) {
  const chip = page.locator(`[data-token-chip="${token}"]`);
  await chip.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
  await page.clock.runFor(0);
}

describe('token panel and /tokens', () => {
  it('drags a token into a tool’s text field with the mouse and with the keyboard', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    // The panel's 5 s hint and a drop's 1.5 s glow are the page's time: on a stopped clock they
    // are there to be seen however slow the machine, and end when the test runs the clock.
    await stopClock(page);
    await page.goto(`${suite.app.url}/editor?feature=action-figure`);
    await runClockUntil(page, page.locator('[data-studio-splash]'));
    await page.clock.runFor(3_000);
    await runClockUntil(page, featureDialog(page).locator('textarea'));
    const panel = page.locator('[data-feature-dialog] [data-token-panel]');
    expect(await panel.getByText('Drag tokens here!').isVisible()).toBe(true);
    const box = await panel.boundingBox();
    expect([box?.x, box?.y, box?.width]).toEqual([20, 100, 280]);

    const details = page.locator(DETAILS);
    await details.fill('Hello  with glasses');
    // Caret after "Hello ", as a user clicking there would leave it.
    await details.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
    const field = await centreOf(page, DETAILS);
    await mouseDrag(page, await centreOf(page, '[data-token-chip="FIRSTNAME"]'), field);
    await expect.poll(() => details.inputValue()).toBe('Hello [FIRSTNAME] with glasses');
    expect(await details.getAttribute('data-token-glow')).toBe('');
    // Gone within 3 s of the page's time.
    await page.clock.runFor(3_000);
    await expect.poll(() => details.getAttribute('data-token-glow')).toBeNull();
    // The rest runs on the wall clock again (the drag sensors tidy up in timers of their own).
    await page.clock.resume();

    // Let go over the panel, with the field beneath it: nothing is inserted there.
    const before = await details.inputValue();
    const fieldBox = await details.boundingBox();
    const panelBox = await panel.boundingBox();
    if (!fieldBox || !panelBox) throw new Error('no boxes');
    await page.locator('[data-feature-dialog] [data-token-panel] button[aria-label^="Move panel"]').focus();
    const steps = Math.round((fieldBox.y - panelBox.y - 40) / 10);
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    const over = { x: fieldBox.x + 20, y: fieldBox.y + fieldBox.height / 2 };
    expect(
      await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-token-panel]')),
        over,
      ),
    ).toBe(true);
    await mouseDrag(page, await centreOf(page, '[data-token-chip="LASTNAME"]'), over);
    expect(await details.inputValue()).toBe(before);

    // Keyboard: Space picks the token up, arrows step through the fields, Space drops it. Each key
    // waits for what the last one showed: the token pressed, the field it points at outlined.
    await page.locator(NAME_FIELD).nth(1).fill('');
    await pickUpWithKeyboard(page, 'COMPANY');
    await page.keyboard.press('ArrowDown');
    await page.locator('[data-feature-dialog] [data-token-target]').waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator(NAME_FIELD).nth(1).getAttribute('data-token-target')).toBe('');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator(NAME_FIELD).nth(1).inputValue()).toBe('[COMPANY]');
    // Escape during a keyboard drag puts the token back and leaves the dialog open.
    await pickUpWithKeyboard(page, 'COMPANY');
    await page.keyboard.press('ArrowDown');
    await page.locator('[data-feature-dialog] [data-token-target]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-token-chip][aria-pressed="true"]').waitFor({ state: 'detached' });
    expect(await featureDialog(page).count()).toBe(1);
    expect(await page.locator(NAME_FIELD).first().inputValue()).not.toContain('[COMPANY]');

    // Minimize, pin, and the panel stays inside a smaller window.
    await panel.getByRole('button', { name: 'Minimize panel' }).click();
    expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(180);
    await page.setViewportSize({ width: 700, height: 500 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await panel.getByRole('button', { name: 'Expand panel' }).click();
    await page.locator('[data-feature-dialog] [data-token-panel] button[aria-label^="Move panel"]').focus();
    for (let i = 0; i < 200; i++) await page.keyboard.press('ArrowRight');
    const moved = await panel.boundingBox();
    expect(Math.round((moved?.x ?? 0) + (moved?.width ?? 0))).toBeLessThanOrEqual(1280);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drags a token with a finger on a phone', async () => {
    const { page, context, errors } = await newPage(suite.browser, PHONE);
    await openStudio(page, `${suite.app.url}/editor`);
    await openActionFigureWithPanelOnPhone(page);
    // On a phone the panel starts minimized, so it does not cover the tool.
    const panel = page.locator('[data-feature-dialog] [data-token-panel]');
    expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(180);
    const company = page.locator(NAME_FIELD).nth(1);
    await company.fill('');
    await company.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const to = await centreOf(page, `${NAME_FIELD} >> nth=1`);
    await touchDrag(context, page, await centreOf(page, '[data-token-chip="LASTNAME"]', 24), to);
    await expect.poll(() => company.inputValue()).toBe('[LASTNAME]');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('one set of values: /tokens, the studio form, the panel, and the account after signing in', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url });
    await page.goto(`${suite.app.url}/tokens`);
    await page.getByRole('heading', { level: 1, name: 'Personalization Tokens' }).waitFor();
    // A new browser has no values: each shows the sample identity, marked as a sample; 38 tokens in
    // 9 categories, search over key, name and description.
    const samples = {
      FIRSTNAME: 'User',
      LASTNAME: 'Example',
      COMPANY: 'Example Co.',
      EMAIL: 'user@example.com',
    };
    for (const [key, sample] of Object.entries(samples)) {
      expect(await page.locator(`[data-token-value="${key}"]`).textContent()).toBe('Not set');
      expect(await page.locator(`[data-token-sample="${key}"]`).textContent()).toBe(`Sample${sample}`);
    }
    expect(await page.locator('[data-token-sample="NICKNAME"]').count()).toBe(0);
    expect(await page.locator('[data-token-card]').count()).toBe(38);
    await page.getByPlaceholder(/Search tokens/).fill('LINKEDIN');
    await expect.poll(() => page.locator('[data-token-card]').count()).toBe(1);
    expect(await page.locator('[data-category-count="social"]').textContent()).toBe('1');
    await page.getByPlaceholder(/Search tokens/).fill('postal code');
    await expect
      .poll(() => page.locator('[data-token-card]').allTextContents())
      .toEqual([expect.stringContaining('[ZIPCODE]')]);
    await page.getByPlaceholder(/Search tokens/).fill('');

    const card = page.locator('[data-token-card="FIRSTNAME"]');
    await card.getByRole('button', { name: 'Copy [FIRSTNAME]' }).click();
    // Writing to the clipboard is asynchronous: the copy is there once the page's write ends.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('[FIRSTNAME]');
    await card.getByRole('button', { name: 'Edit Value' }).click();
    await card.getByRole('textbox').fill('x'.repeat(101));
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('alert').getByText('At most 100 characters.').waitFor();
    await card.getByRole('textbox').fill('  Zed\u0007 ');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card.locator('[data-token-value]').textContent()).toBe('Zed');

    await page.reload();
    expect(await page.locator('[data-token-value="FIRSTNAME"]').textContent()).toBe('Zed');
    await openStudio(page, `${suite.app.url}/editor`);
    expect(await page.locator('[data-personalization="FIRSTNAME"]').inputValue()).toBe('Zed');
    expect(await page.locator('[data-token-panel] [data-token-value="FIRSTNAME"]').textContent()).toBe('Zed');
    // The studio form refuses a blank required name and saves nothing.
    await page.locator('[data-personalization="LASTNAME"]').fill(' ');
    await page.getByRole('button', { name: 'Save values' }).click();
    await page.getByText('Last name is required.').waitFor();
    await page.locator('[data-personalization="LASTNAME"]').fill('Quill');
    await page.getByRole('button', { name: 'Save values' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();

    // Signing up carries this browser's edited values into the new account.
    const status = await page.evaluate(async () => {
      const body = JSON.stringify({
        name: 'Zed Quill',
        email: 'zed@example.com',
        password: 'a long passphrase here',
      });
      const headers = { 'content-type': 'application/json' };
      await fetch('/auth/v1/sign-up/email', { method: 'POST', headers, body });
      const res = await fetch('/auth/v1/sign-in/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'zed@example.com', password: 'a long passphrase here' }),
      });
      return res.status;
    });
    expect(status).toBe(200);
    await page.goto(`${suite.app.url}/account`);
    await expect.poll(() => page.locator('dd[data-token="FIRSTNAME"]').textContent()).toContain('Zed');
    expect(await page.locator('dd[data-token="LASTNAME"]').textContent()).toContain('Quill');

    // Signed in, a change on /tokens is the profile's: the account page shows it after a reload.
    await page.goto(`${suite.app.url}/tokens`);
    const company = page.locator('[data-token-card="COMPANY"]');
    await company.getByRole('button', { name: 'Edit Value' }).click();
    await company.getByRole('textbox').fill('Brightside');
    await company.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => company.locator('[data-token-value]').textContent()).toBe('Brightside');
    await page.goto(`${suite.app.url}/account`);
    await expect.poll(() => page.locator('dd[data-token="COMPANY"]').textContent()).toContain('Brightside');
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    await context.close();
  });
});
