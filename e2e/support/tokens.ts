import type { BrowserContext } from 'playwright-core';

/** The visitor's own token values, as /tokens or the studio would save them in this browser. */
export type VisitorTokens = Partial<Record<'FIRSTNAME' | 'LASTNAME' | 'COMPANY' | 'EMAIL', string>>;

/**
 * Gives a signed-out visitor token values before any page loads: what saving them on /tokens
 * leaves in this browser's token store (apps/web/src/lib/tokens/token-store.ts). A new browser has
 * none; a test that expects a value filled in sets it here. Later saves in the test are kept.
 */
export async function seedTokenValues(context: BrowserContext, values: VisitorTokens): Promise<void> {
  await context.addInitScript((seed) => {
    if (localStorage.getItem('mergepix-token-values')) return;
    localStorage.setItem(
      'mergepix-token-values',
      JSON.stringify({ state: { values: seed, edited: [] }, version: 2 }),
    );
  }, values);
}
