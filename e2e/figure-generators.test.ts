import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoGenerator, newPage, VIEWPORTS } from './support/browser.ts';
import { gotoPageOnStoppedClock, runClockUntil, stopClock } from './support/clock.ts';
import { ALL_PROVIDERS_DOWN } from './support/fakes.ts';
import { downloadOfflineResult } from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

// The offline engine draws JPEG, so each catalog base name ends in .jpg (docs/product.md#downloads).
const PAGES = [
  { path: '/features/action-figures', button: 'create-figure', file: 'custom-action-figure.jpg' },
  { path: '/features/retro-action-figures', button: 'generate-figure', file: 'retro-action-figure.jpg' },
  {
    path: '/features/music-star-action-figures',
    button: 'generate-figure',
    file: 'music-star-action-figure.jpg',
  },
  { path: '/features/tv-show-action-figures', button: 'generate-figure', file: 'tv-show-action-figure.jpg' },
  {
    path: '/features/wrestling-action-figures',
    button: 'generate-figure',
    file: 'wrestling-action-figure.jpg',
  },
] as const;

async function generate(page: Page, button: string) {
  const generator = page.locator('#generator');
  await generator.getByTestId(button).click();
  return generator;
}

describe('action figure generators', () => {
  for (const { path, button, file } of PAGES) {
    it(`${path} generates with the offline engine and downloads ${file}`, async () => {
      const { page, context, errors } = await newPage(suite.browser, { acceptDownloads: true });
      await gotoGenerator(page, `${suite.app.url}${path}`);
      await page.locator('#generator').waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      // The creator asks for the name on the box; the character panels need none.
      if (button === 'create-figure')
        await page.locator('#generator').getByLabel('Character Name').fill('Rae Quill');
      const generator = await generate(page, button);
      expect(await downloadOfflineResult(page, generator)).toBe(file);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a failed generation shows the error box and the "Generation Failed" placeholder', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.route('**/functions/v1/action-figure', (route) => route.fulfill(ALL_PROVIDERS_DOWN));
    await gotoGenerator(page, `${suite.app.url}/features/retro-action-figures`);
    const generator = await generate(page, 'generate-figure');
    const error = generator.getByTestId('generation-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Failed to generate action figure: Every provider is down');
    expect(await generator.getByTestId('generation-placeholder').isVisible()).toBe(true);
    // Buttons come back so the user can try again.
    expect(await generator.getByTestId('generate-figure').isEnabled()).toBe(true);
    await context.close();
  });

  it('choosing a character resets the pose, randomize keeps a valid selection, and the prompt preview follows', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoGenerator(page, `${suite.app.url}/features/tv-show-action-figures`);
    const generator = page.locator('#generator');
    const cards = generator.getByTestId('character-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(8);
    expect(await cards.first().getAttribute('data-selected')).toBe('true');
    await cards.nth(2).click();
    expect(await cards.nth(2).getAttribute('data-selected')).toBe('true');
    const title = (await cards.nth(2).textContent()) ?? '';
    await generator.getByText('Preview prompt').click();
    expect(await generator.locator('pre, code').first().textContent()).toContain('The figure is posed in a');
    await generator.getByTestId('randomize').click();
    expect(await generator.locator('[data-testid="character-card"][data-selected="true"]').count()).toBe(1);
    expect(title.length).toBeGreaterThan(0);
    await context.close();
  });

  it('landing pages work at 375 px without sideways scrolling', async () => {
    const { page, context } = await newPage(suite.browser, { viewport: VIEWPORTS.mobile });
    for (const { path } of PAGES) {
      await gotoGenerator(page, `${suite.app.url}${path}`);
      await page.locator('#generator').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('the wrestling legends carousel advances every 3 seconds', async () => {
    const { page, context } = await newPage(suite.browser);
    // The page's time moves only in runFor: the 3 s are the page's, however slow the machine.
    await stopClock(page);
    await gotoPageOnStoppedClock(page, `${suite.app.url}/features/wrestling-action-figures`);
    const carousel = page.getByTestId('legend-carousel');
    await runClockUntil(page, carousel);
    const current = () =>
      carousel
        .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
        .first()
        .getAttribute('data-index');
    expect(await current()).toBe('0');
    await page.clock.runFor(3_100);
    await expect.poll(current).toBe('1');
    await context.close();
  });
});
