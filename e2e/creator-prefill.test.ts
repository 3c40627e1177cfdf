import { describe, expect, it } from 'vitest';
import { apiUser, browserCookies } from './support/api.ts';
import { gotoGenerator, newPage, VIEWPORTS } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

// The action figure creator prefills the name on the box from the user's token values
// (docs/product.md#action-figure-creator), also when a signed-in user's profile arrives after
// the creator has opened, as long as the user has not typed a name.

const suite = useAppAndBrowser();

describe('the action figure creator', () => {
  for (const [label, viewport] of [
    ['1280 px', VIEWPORTS.desktop],
    ['375 px', VIEWPORTS.mobile],
  ] as const) {
    it(`at ${label}: prefills the name from a profile that loads after the page`, async () => {
      const headers = await apiUser(suite.app.url, `prefill-${viewport.width}@example.com`);
      const saved = await fetch(`${suite.app.url}/rest/v1/profiles`, {
        method: 'PATCH',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ token_values: { FIRSTNAME: 'Ava', LASTNAME: 'Stone', COMPANY: 'Acme' } }),
      });
      expect(saved.ok).toBe(true);
      const { page, context } = await newPage(suite.browser, { viewport });
      await context.addCookies(browserCookies(suite.app.url, headers));
      // The profile answers only once the creator is on screen with an empty name.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/rest/v1/profiles*', async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.continue();
      });
      await gotoGenerator(page, `${suite.app.url}/features/action-figures`);
      const name = page.locator('#generator').getByLabel('Character Name');
      expect(await name.inputValue()).toBe('');
      release();
      await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe('Ava Stone');
      await context.close();
    });
  }
});
