import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { featureDialog, openStudio } from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

/** The lazily loaded module of every studio tool (app/tools/registry.ts: one chunk per tool). */
const TOOL_CHUNK = /\/assets\/studio-tool-[^/]*\.js$/;

describe('the studio dialog while a tool loads', () => {
  it('shows "Loading feature..." with a spinner until the tool’s code arrives, then the tool', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    // Every tool's code is held: the studio starts downloading them all once it is idle, and
    // the tool opened below must still be on its way when its dialog opens.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldUrls: string[] = [];
    await page.route(TOOL_CHUNK, async (route) => {
      heldUrls.push(route.request().url());
      await held;
      await route.continue();
    });
    await openStudio(page, `${suite.app.url}/editor`);
    await page.locator('[data-feature-card="ghibli"]').click();
    const dialog = featureDialog(page);
    const loading = dialog.getByRole('status').filter({ hasText: 'Loading feature...' });
    await loading.waitFor();
    expect(heldUrls.length).toBeGreaterThan(0);
    // The spinner turns beside the words, inside the dialog, with its title already there.
    expect(await loading.locator('svg.animate-spin').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('heading', { name: 'Ghibli', exact: true }).count()).toBeGreaterThan(0);
    expect(await dialog.getByTestId('ghibli-generator').count()).toBe(0);

    release();
    await dialog.getByTestId('ghibli-generator').waitFor();
    expect(await loading.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
