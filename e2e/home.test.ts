import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHome, newPage, VIEWPORTS } from './support/browser.ts';
import { gotoPageOnStoppedClock, runClockUntil, stopClock } from './support/clock.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

/** The home page with its sections below the hero rendered: they wait for the visitor to scroll. */
async function gotoSections(page: Page) {
  await gotoHome(page, suite.app.url);
  expect(await page.locator('#faq').count()).toBe(0);
  await page.mouse.wheel(0, 1500);
  await page.locator('#faq').waitFor({ state: 'attached' });
}

/** {@link gotoSections} on a stopped clock: the page's frames run until each part is there. */
async function gotoSectionsOnStoppedClock(page: Page) {
  await gotoPageOnStoppedClock(page, `${suite.app.url}/`);
  expect(await page.locator('#faq').count()).toBe(0);
  await page.mouse.wheel(0, 1500);
  await runClockUntil(page, page.locator('#faq'), 'attached');
}

const index = (page: Page, testId: string) =>
  page.getByTestId(testId).first().getAttribute('data-index').then(Number);

describe('home page', () => {
  it('shows the sections in the documented order', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoSections(page);
    await page.locator('#faq').waitFor({ state: 'attached' });
    const ids = [
      'signup',
      'how-it-works',
      'features',
      'templates',
      'integrations',
      'testimonials',
      'faq',
      'contact',
    ];
    const tops = await Promise.all(
      ids.map((id) =>
        page
          .locator(`#${id}`)
          .first()
          .evaluate((el) => el.getBoundingClientRect().top),
      ),
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('action-figure carousel advances every 5 s, pauses while hovered, and wraps', async () => {
    const { page, context } = await newPage(suite.browser);
    // The page's time moves only in runFor: the 5 s are the page's, however slow the machine.
    await stopClock(page);
    await gotoSectionsOnStoppedClock(page);
    const carousel = page.getByTestId('figure-carousel').first();
    await carousel.scrollIntoViewIfNeeded();
    expect(await index(page, 'figure-carousel')).toBe(0);
    await page.clock.runFor(5_100);
    await expect.poll(() => index(page, 'figure-carousel')).toBe(1);
    // Hovered, it holds (data-paused: the autoplay stopped once the page has handled the hover).
    await carousel.hover();
    await expect.poll(() => carousel.getAttribute('data-paused')).toBe('true');
    await page.clock.runFor(15_000);
    expect(await index(page, 'figure-carousel')).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => carousel.getAttribute('data-paused')).toBe('false');
    await page.clock.runFor(5_100);
    await expect.poll(() => index(page, 'figure-carousel')).toBe(2);
    await page.getByRole('button', { name: 'Go to slide 1', exact: true }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await index(page, 'figure-carousel')).toBe(11);
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await index(page, 'figure-carousel')).toBe(0);
    await context.close();
  });

  it('testimonials wrap around and never advance on their own', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.clock.install();
    await gotoSections(page);
    await page.getByTestId('testimonial-carousel').first().scrollIntoViewIfNeeded();
    await page.clock.runFor(30_000);
    expect(await index(page, 'testimonial-carousel')).toBe(0);
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    expect(await index(page, 'testimonial-carousel')).toBe(4);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await index(page, 'testimonial-carousel')).toBe(0);
    await page.getByRole('button', { name: 'Show testimonial 3' }).click();
    expect(await index(page, 'testimonial-carousel')).toBe(2);
    await context.close();
  });

  it('FAQ keeps one item open at a time, and closes the open one when clicked', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoSections(page);
    const questions = page.locator('#faq button[aria-expanded]');
    await questions.first().waitFor();
    await questions.nth(0).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    await questions.nth(1).click();
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    await questions.nth(1).click();
    const open = await questions.evaluateAll(
      (els) => els.filter((e) => e.getAttribute('aria-expanded') === 'true').length,
    );
    expect(open).toBe(0);
    const text = await page.locator('#faq').innerText();
    for (const word of ['Gemini', 'DALL-E 3', 'Ideogram']) expect(text).toContain(word);
    await context.close();
  });

  it.each([
    ['/how-it-works', 'how-it-works'],
    ['/benefits', 'features'],
    ['/templates', 'templates'],
    ['/integrations', 'integrations'],
    ['/testimonials', 'testimonials'],
    ['/faq', 'faq'],
  ])('%s shows its section alone', async (path, id) => {
    const { page, context, errors } = await newPage(suite.browser, { viewport: VIEWPORTS.mobile });
    await page.goto(`${suite.app.url}${path}`);
    await page.locator(`#${id}`).first().waitFor();
    expect(await page.locator('#signup').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('features hub lists the 8 generator pages and sends both calls to action to /editor', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/features`);
    await page.getByTestId('feature-card').first().waitFor();
    expect(await page.getByTestId('feature-card').count()).toBe(8);
    const hrefs = await page
      .getByTestId('feature-card')
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.every((h) => h?.startsWith('/features/'))).toBe(true);
    expect(await page.getByTestId('hub-try-editor').getAttribute('href')).toBe('/editor');
    expect(await page.getByTestId('hub-view-all').getAttribute('href')).toBe('/editor');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Gemini docs explain server-side keys and the fallback chain', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/gemini-docs`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('docs-section').count()).toBe(7);
    const text = await page.getByTestId('gemini-docs').innerText();
    for (const words of ['GEMINI_API_KEY', 'gemini-1.5-flash-latest', '/functions/v1/image-generation']) {
      expect(text).toContain(words);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
