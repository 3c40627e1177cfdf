import { CATALOG } from '@mergepix/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoPage, newPage, PHONE } from './support/browser.ts';
import { runClockUntil, stopClock } from './support/clock.ts';
import { dialogSize, featureDialog, openStudio } from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

const cards = (page: Page) => page.locator('[data-feature-card]');
/** What the studio lists: the catalog's built studio tools, in catalog order. */
const BUILT_TOOLS = CATALOG.filter((entry) => entry.built && entry.studio);
const focusedCard = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.featureCard);

describe('studio', () => {
  it('splash once per session, search, categories, favorites and recents that survive a reload', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    // The splash's 3 s are the page's: it stays until the test runs them, however slow the machine.
    await stopClock(page);
    await page.goto(`${suite.app.url}/editor`);
    const splash = page.locator('[data-studio-splash]');
    await runClockUntil(page, splash.getByText('Loading your creative AI workspace...'));
    expect(await splash.getByRole('heading', { name: 'AI Creative Studio' }).isVisible()).toBe(true);
    await page.clock.runFor(3_000);
    await runClockUntil(page, page.getByRole('heading', { name: 'All tools' }));
    expect(await splash.count()).toBe(0);
    // The rest of the test runs on the wall clock again.
    await page.clock.resume();
    // Only built tools, in catalog order, no placeholders.
    expect(
      await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-feature-card'))),
    ).toEqual(BUILT_TOOLS.map((e) => e.id));
    expect(BUILT_TOOLS.map((e) => e.id)).toEqual(
      expect.arrayContaining(['live-images', 'image', 'action-figure']),
    );

    const search = page.getByPlaceholder('Search tools...');
    await search.fill('zzz no such tool');
    await page.getByText('No features found').waitFor();
    expect(await page.getByText('Try adjusting your search or filters').isVisible()).toBe(true);
    await search.fill('wrestling');
    await expect.poll(() => cards(page).count()).toBe(1);
    await search.fill('');

    const inCategory = (category: string) => BUILT_TOOLS.filter((e) => e.category === category).length;
    for (const [tab, count] of [
      ['Media', inCategory('media')],
      ['Style', inCategory('style')],
      ['Character', inCategory('character')],
      ['All', BUILT_TOOLS.length],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => cards(page).count()).toBe(count);
      if (count === 0) expect(await page.getByText('No features found').isVisible()).toBe(true);
    }

    await page.getByRole('button', { name: 'Add TV figure to favorites' }).click();
    await page.getByRole('button', { name: 'List view' }).click();
    // Five opens of four tools: the list holds each once, newest first.
    for (const id of ['action-figure', 'music-figure', 'tv-figure', 'wrestling-figure', 'music-figure']) {
      await page.locator(`[data-feature-card="${id}"]`).click();
      await featureDialog(page).getByRole('button', { name: 'Done' }).click();
      await featureDialog(page).waitFor({ state: 'detached' });
    }
    const recent = page.getByTestId('recently-used').getByRole('button');
    expect(await recent.allTextContents()).toEqual([
      'Music star figure',
      'Wrestling figure',
      'TV figure',
      'Action figure',
    ]);
    // A tool opened from Recently Used gives focus back to that button, not to the grid.
    // (by keyboard: the floating token panel sits over the left of the page at this width)
    await recent.first().focus();
    await page.keyboard.press('Enter');
    await featureDialog(page).getByRole('button', { name: 'Done' }).click();
    await featureDialog(page).waitFor({ state: 'detached' });
    // Radix gives focus back in a task after the dialog unmounts: wait for it.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid')),
      )
      .toBe('recently-used');

    await page.reload();
    await page.getByRole('heading', { name: 'All tools' }).waitFor();
    expect(await page.locator('[data-studio-splash]').count()).toBe(0);
    expect(
      await page
        .getByRole('button', { name: 'Remove TV figure from favorites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByTestId('favorites').getByRole('button').allTextContents()).toEqual(['TV figure']);
    expect(await recent.allTextContents()).toEqual([
      'Music star figure',
      'Wrestling figure',
      'TV figure',
      'Action figure',
    ]);
    expect(await page.locator('[data-view]').getAttribute('data-view')).toBe('list');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the panel hint after 5 s; shows a tip every 30 s for 10 s while Advanced AI is on, none when off', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await stopClock(page);
    await page.goto(`${suite.app.url}/editor`);
    await runClockUntil(page, page.locator('[data-studio-splash]'));
    await page.clock.runFor(3_000);
    // The studio replaces the splash: from here the page's time moves only in runFor, counted
    // from the frame the studio (its token panel and its tips' timer) appeared in.
    await runClockUntil(page, page.locator('[data-view]'));
    const tip = page.locator('[data-studio-tip]');
    // The token panel's hint stays 5 s.
    const hint = page.locator('[data-token-panel]').getByText('Drag tokens here!');
    expect(await hint.isVisible()).toBe(true);
    await page.clock.runFor(5_100);
    await hint.waitFor({ state: 'detached' });
    await page.clock.runFor(24_000);
    expect(await tip.count()).toBe(0);
    await page.clock.runFor(1_500);
    await tip.waitFor();
    await page.clock.runFor(10_000);
    await tip.waitFor({ state: 'detached' });

    const advanced = page.getByRole('switch', { name: 'Advanced AI' });
    await advanced.click();
    // The switch is off once the page has drawn it so (the tips' timer goes with that render).
    await expect.poll(() => advanced.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByText('Advanced AI is on').count()).toBe(0);
    await page.clock.runFor(65_000);
    expect(await tip.count()).toBe(0);
    // Opening a tool moves the panel into its dialog; that is not opening the panel: no hint again.
    await page.locator('[data-feature-card="tv-figure"]').click();
    await featureDialog(page).locator('[data-token-panel]').waitFor();
    expect(await featureDialog(page).getByText('Drag tokens here!').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the dialog closes four ways, returns focus, resizes within its bounds, goes full screen and shares a link that opens the tool', async () => {
    const { page, context, errors } = await newPage(suite.browser, { acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url });
    await openStudio(page, `${suite.app.url}/editor`);
    const card = page.locator('[data-feature-card="action-figure"]');
    const dialog = featureDialog(page);
    const closers: ((p: Page) => Promise<void>)[] = [
      (p) => p.keyboard.press('Escape'),
      (p) => p.mouse.click(640, 795),
      (p) => featureDialog(p).getByRole('button', { name: 'Close', exact: true }).click(),
      (p) => featureDialog(p).getByRole('button', { name: 'Done' }).click(),
    ];
    for (const close of closers) {
      await card.click();
      await dialog.getByRole('heading', { name: 'Action figure', exact: true }).waitFor();
      await close(page);
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedCard(page)).toBe('action-figure');
      expect(new URL(page.url()).search).toBe('');
    }

    await card.click();
    await expect.poll(() => dialogSize(page)).toEqual({ width: 900, height: 650 });
    const handle = dialog.locator('[data-resize-handle]');
    const corner = await handle.boundingBox();
    if (!corner) throw new Error('no resize handle');
    await page.mouse.move(corner.x + 5, corner.y + 5);
    await page.mouse.down();
    await page.mouse.move(corner.x + 900, corner.y + 900, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => dialogSize(page)).toEqual({ width: 1216, height: 720 }); // 95vw × 90vh
    const bigger = await handle.boundingBox();
    if (!bigger) throw new Error('no resize handle');
    await page.mouse.move(bigger.x + 5, bigger.y + 5);
    await page.mouse.down();
    await page.mouse.move(bigger.x - 1500, bigger.y - 1500, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => dialogSize(page)).toEqual({ width: 600, height: 400 });
    await dialog.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => dialogSize(page)).toEqual({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => dialogSize(page)).toEqual({ width: 600, height: 400 });

    // The tool works as on its landing page: generate with the offline engine, then download.
    await dialog.getByRole('button', { name: 'Full screen' }).click();
    // A new browser has no name to put on the box: the creator asks for one.
    await dialog.getByTestId('create-figure').click();
    expect(await dialog.getByTestId('validation-error').textContent()).toBe(
      "Enter the character's name: it is printed on the box.",
    );
    await dialog.getByLabel('Character Name').fill('Rae Quill');
    await dialog.getByTestId('create-figure').click();
    await dialog.getByTestId('generation-image').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('custom-action-figure.jpg');

    // Escape closes the share menu, not the dialog.
    await dialog.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByRole('menuitem', { name: 'Link copied!' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${suite.app.url}/editor?feature=action-figure`);

    // A fresh browser (a colleague) opens the link: splash (its 3 s on a stopped clock, so it is
    // there to be seen however slow the machine), then the tool.
    const fresh = await newPage(suite.browser);
    await stopClock(fresh.page);
    await fresh.page.goto(link);
    await runClockUntil(fresh.page, fresh.page.locator('[data-studio-splash]'));
    await fresh.page.clock.runFor(3_000);
    await runClockUntil(
      fresh.page,
      featureDialog(fresh.page).getByRole('heading', { name: 'Action figure', exact: true }),
    );
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a tool from a landing page call to action and shows a notice for an unknown link', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoPage(page, `${suite.app.url}/features/music-star-action-figures`);
    await page.getByTestId('cta-banner').getByRole('link', { name: 'Start Creating Now' }).click();
    await featureDialog(page).getByRole('heading', { name: 'Music star figure' }).waitFor();
    // The navigation state is used once: a reload shows the tool through its link, not the state.
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr ?? null)).toBeNull();
    expect(new URL(page.url()).searchParams.get('feature')).toBe('music-figure');

    const res = await page.goto(`${suite.app.url}/editor?feature=no-such-tool`);
    expect(res?.status()).toBe(200);
    await page.getByText('There is no tool called “no-such-tool”. Here are all the tools.').waitFor();
    expect(await featureDialog(page).count()).toBe(0);
    expect(await cards(page).count()).toBe(BUILT_TOOLS.length);

    // A link shared before the live image designer took its name still opens it, under the new id.
    await page.goto(`${suite.app.url}/editor?feature=email&from=newsletter`);
    await featureDialog(page).getByRole('heading', { name: 'Email-Ready Images' }).waitFor();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('feature') === 'live-images' && url.searchParams.get('from') === 'newsletter',
    );
    expect(await page.getByText(/There is no tool called/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: menu, a full-screen sheet, and the button that opens a random tool', async () => {
    const { page, context, errors } = await newPage(suite.browser, PHONE);
    await openStudio(page, `${suite.app.url}/editor`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Studio menu' }).click();
    for (const item of ['Personalization Tokens', 'Get Help', 'Notifications', 'Settings']) {
      expect(await page.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
    }
    await page.getByRole('menuitem', { name: 'Get Help' }).click();
    await page.getByRole('dialog', { name: 'How the studio works' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open a random tool' }).click();
    await featureDialog(page).waitFor();
    await expect.poll(() => dialogSize(page)).toEqual({ width: 375, height: 740 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
