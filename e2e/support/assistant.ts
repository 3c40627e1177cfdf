import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { runClockUntil } from './clock.ts';

// The assistant's note (docs/product.md#ai-assistant) on a page whose clock stopClock stopped.

/**
 * Reloads the page and runs its time 20 s past the assistant's arrival: a note that was dismissed,
 * or whose assistant was opened, stays away for this browser, and the panel stays closed.
 */
export async function expectNoNoteAfterReload(page: Page): Promise<void> {
  await page.reload();
  await runClockUntil(page, page.locator('#prerender'), 'detached');
  await runClockUntil(page, page.getByTestId('assistant-button'));
  await page.clock.runFor(20_000);
  expect(await page.getByTestId('assistant-bubble').count()).toBe(0);
  expect(await page.getByTestId('assistant-panel').count()).toBe(0);
}
