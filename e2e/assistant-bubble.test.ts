import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoNoteAfterReload } from './support/assistant.ts';
import { newPage, PHONE, VIEWPORTS } from './support/browser.ts';
import { gotoPageOnStoppedClock, runClockUntil, stopClock } from './support/clock.ts';
import { useAppAndBrowser } from './support/suite.ts';

// The assistant's note (docs/product.md#ai-assistant): 10 s into a page a small note appears
// beside the button, wherever it covers nothing the visitor may use; the panel opens only when the
// visitor asks. On a stopped clock, so the 10 s are the page's however slow the machine.
const ctx = useAppAndBrowser();

const SIZES = [
  ['1280 px', { viewport: VIEWPORTS.desktop }],
  ['375 px', PHONE],
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const liveRegion = (page: Page) => page.getByTestId('assistant-announcer');

/** Opens `path` on a stopped clock and runs the page's time 10.5 s past the assistant's arrival. */
async function tenSecondsInto(page: Page, path: string) {
  await stopClock(page);
  await gotoPageOnStoppedClock(page, `${ctx.app.url}${path}`);
  await runClockUntil(page, page.getByTestId('assistant-button'));
  expect(await page.getByTestId('assistant-bubble').count()).toBe(0);
  // The polite live region is there from the start, empty: a screen reader announces what is
  // written into it later, not a region mounted together with its text.
  expect(await liveRegion(page).getAttribute('aria-live')).toBe('polite');
  expect(await liveRegion(page).textContent()).toBe('');
  await page.clock.runFor(10_500);
}

describe.each(SIZES)('the assistant’s note at %s', (_, size) => {
  it('appears after 10 s beside the button, clear of the hero’s calls to action, without opening the panel; keyboard reaches it and Escape dismisses it for this browser', async () => {
    const { page, context, errors } = await newPage(ctx.browser, { ...size, assistant: 'announce' });
    await tenSecondsInto(page, '/features/ghibli-style');
    const bubble = page.getByTestId('assistant-bubble');
    await runClockUntil(page, bubble);
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // The note's text is written into the live region once the note shows.
    const noteText = await page.getByTestId('assistant-bubble-open').textContent();
    expect(noteText).toMatch(/^Need (help|a hand)\?/);
    await expect.poll(() => liveRegion(page).textContent()).toBe(noteText);

    const note = await box(bubble);
    for (const name of ['Create a Ghibli Scene', 'Open the Studio'])
      expect(overlap(note, await box(page.getByRole('link', { name })))).toBe(false);
    expect(overlap(note, await box(page.getByTestId('assistant-button')))).toBe(false);
    if (size === PHONE) {
      // A small pill on phones, beside a round icon button that still bears its name.
      expect(note.height).toBeLessThanOrEqual(44);
      expect(note.width).toBeLessThanOrEqual(170);
      const button = await box(page.getByTestId('assistant-button'));
      expect(button.width).toBeLessThanOrEqual(48);
      expect(button.height).toBeLessThanOrEqual(48);
      await expect.poll(() => page.getByRole('button', { name: 'Ask AI Assistant' }).count()).toBe(1);
    }

    // Tab from the button reaches the note; Escape there dismisses it and puts focus back.
    await page.getByTestId('assistant-button').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'assistant-bubble-open',
    );
    await page.keyboard.press('Escape');
    await runClockUntil(page, bubble, 'detached');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'assistant-button',
    );
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);

    // Dismissed for this browser: a reload and 20 s bring neither note nor panel.
    await expectNoNoteAfterReload(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('waits while the home hero’s form fills the corner, never shows over a focused field, then opens the panel only when chosen', async () => {
    const { page, context, errors } = await newPage(ctx.browser, { ...size, assistant: 'announce' });
    await tenSecondsInto(page, '/');
    const bubble = page.getByTestId('assistant-bubble');
    const form = page.getByRole('form', { name: 'Try Mergepix' });
    const field = form.getByLabel('First name');
    // Announced, but with no spot that covers nothing it is not shown.
    await runClockUntil(page, bubble, 'attached');
    await page.clock.runFor(500);
    expect(await bubble.isVisible()).toBe(false);
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);
    // A hidden note is not announced either.
    expect(await liveRegion(page).textContent()).toBe('');

    // The visitor types in the form, then scrolls it up out of the corner.
    await field.focus();
    await page.evaluate(() => window.scrollBy(0, window.innerWidth > 640 ? 500 : 700));
    if (size === PHONE) {
      // On a phone the note never shows while a field has focus, wherever it is.
      await page.clock.runFor(500);
      expect(await bubble.isVisible()).toBe(false);
      await field.evaluate((el) => (el as HTMLElement).blur());
    }
    await runClockUntil(page, bubble);
    await expect
      .poll(() => liveRegion(page).textContent())
      .toBe(await page.getByTestId('assistant-bubble-open').textContent());
    const note = await box(bubble);
    expect(overlap(note, await box(form))).toBe(false);
    expect(overlap(note, await box(form.getByRole('button', { name: 'Personalize it free' })))).toBe(false);
    expect(overlap(note, await box(field))).toBe(false);
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);

    // Choosing the note opens the panel; Escape minimizes it and focus returns to the button.
    await page.getByTestId('assistant-bubble-open').click();
    await runClockUntil(page, page.getByTestId('assistant-panel'));
    await runClockUntil(page, page.locator('[data-testid="assistant-input"]:focus'), 'attached');
    await page.keyboard.press('Escape');
    await runClockUntil(page, page.getByTestId('assistant-panel'), 'detached');
    expect(await page.getByTestId('assistant-button').textContent()).toBe('AI Assistant');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'assistant-button',
    );
    expect(await bubble.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
