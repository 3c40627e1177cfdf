import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The studio's tool dialog (one at a time). */
export function featureDialog(page: Page) {
  return page.locator('[data-feature-dialog]');
}

/** Opens /editor (any query) and waits until the studio is usable, splash or not. */
export async function openStudio(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Not by role: an open tool's dialog hides the page behind it from the accessibility tree.
  await page.locator('[data-view]').waitFor({ state: 'attached' });
}

/** The dialog's size as drawn. */
export async function dialogSize(page: Page) {
  const box = await featureDialog(page).boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
}

/** Drags with the mouse from one element's point to another's, in small steps as a hand would. */
export async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The same drag with a finger, through the DevTools protocol (a touch screen emulation). */
export async function touchDrag(
  context: BrowserContext,
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from.x, from.y);
  // A press and hold: the touch sensor picks the token up only once the finger has rested a
  // moment (120 ms; scrolling stays free), so the finger rests 250 ms, as a person's would. That
  // is part of the gesture, not a wait for the page: the finger moves once the page shows the
  // token picked up (pressed), however late a busy machine runs the sensor's timer — a move
  // before that would cancel the pick-up.
  await page.waitForTimeout(250);
  await page.locator('[data-token-chip][aria-pressed="true"]').waitFor({ state: 'attached' });
  // The finger then moves over about a fifth of a second, as a hand would.
  for (let i = 1; i <= 12; i++) {
    await touch('touchMove', from.x + ((to.x - from.x) * i) / 12, from.y + ((to.y - from.y) * i) / 12);
    await page.waitForTimeout(16);
  }
  await touch('touchEnd');
  await cdp.detach();
}

/** The centre of an element, scrolled into view first. */
export async function centreOf(page: Page, selector: string, dx = 0) {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + (dx || box.width / 2), y: box.y + box.height / 2 };
}

/** On a phone: opens the token panel from the studio menu, then the action figure tool. */
export async function openActionFigureWithPanelOnPhone(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Studio menu' }).click();
  await page.getByRole('menuitem', { name: 'Personalization Tokens' }).click();
  await page.locator('[data-feature-card="action-figure"]').click();
  await featureDialog(page).locator('[data-token-panel]').waitFor();
}

/**
 * Waits for a generator's picture, checks that it loaded and that the offline engine drew it, then
 * downloads it and returns the suggested file name.
 */
export async function downloadOfflineResult(page: Page, generator: Locator): Promise<string> {
  const image = generator.getByTestId('generation-image');
  await image.waitFor();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await generator.getByTestId('generation-provenance').textContent()).toMatch(/offline/i);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    generator.getByRole('link', { name: 'Download' }).click(),
  ]);
  return download.suggestedFilename();
}
