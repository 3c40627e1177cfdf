import { describe, expect, it } from 'vitest';
import { expectNoNoteAfterReload } from './support/assistant.ts';
import { gotoHome, newPage } from './support/browser.ts';
import { gotoPageOnStoppedClock, runClockUntil, stopClock } from './support/clock.ts';
import { useAppAndBrowser } from './support/suite.ts';

const ctx = useAppAndBrowser();

describe('the AI assistant', () => {
  it('answers "a funny meme for my team" as it streams, suggests the meme generator and opens it in the studio; the talk survives a reload', async () => {
    // The note the assistant shows 10 s into a page is the next test's; here it would appear in
    // the middle of these steps on a slow machine, so this browser has done with it, as newPage
    // makes every other test's.
    const { page, context, errors } = await newPage(ctx.browser);
    await gotoHome(page, ctx.app.url);
    // The widget loads once the page has settled, then its button is there.
    await page.getByTestId('assistant-button').click();
    const panel = page.getByTestId('assistant-panel');
    const input = panel.getByTestId('assistant-input');
    expect(await panel.getByTestId('assistant-send').isDisabled()).toBe(true);
    await input.fill('a funny meme for my team');
    await input.press('Enter');
    const reply = panel.getByTestId('assistant-assistant').last();
    await panel.getByTestId('assistant-feature-meme').waitFor();
    expect((await reply.textContent())?.length).toBeGreaterThan(20);
    expect(await reply.textContent()).not.toContain('FEATURES');
    expect(await panel.getByText('Answered by the built-in guide').count()).toBeGreaterThan(0);

    // Minimize, reopen, reload: the conversation is still there.
    await panel.getByRole('button', { name: 'Minimize the assistant' }).click();
    expect(await page.getByTestId('assistant-button').textContent()).toBe('AI Assistant');
    await page.reload();
    await page.getByTestId('assistant-button').click();
    expect(await page.getByTestId('assistant-user').first().textContent()).toBe('a funny meme for my team');

    // A suggestion closes the panel and opens its tool in the studio.
    await page.getByTestId('assistant-feature-meme').click();
    await page.waitForURL(/\/editor\?feature=meme$/);
    await page.getByRole('dialog').waitFor();
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);

    // On /editor the suggestion opens its tool straight away, through the studio.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('assistant-button').click();
    await page.getByTestId('assistant-feature-meme').click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/editor');

    // Closed stays closed across a reload; the button is always there.
    await page.getByRole('dialog').press('Escape');
    await page.getByTestId('assistant-button').click();
    await page.getByRole('button', { name: 'Close the assistant' }).click();
    await page.reload();
    expect(await page.getByTestId('assistant-button').textContent()).toBe('Ask AI Assistant');
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('announces itself with a note 10 s after the page loads; the panel opens only when the note or button is chosen, and a dismissed note stays away', async () => {
    const { page, context, errors } = await newPage(ctx.browser, { assistant: 'announce' });
    // The page's time moves only in runFor (and by the frames runClockUntil runs while the page
    // loads its parts): the 10 s are the page's, however slow the machine.
    await stopClock(page);
    await gotoPageOnStoppedClock(page, `${ctx.app.url}/features/ghibli-style`);
    await page.clock.runFor(3_000);
    await runClockUntil(page, page.getByTestId('assistant-button'));
    const bubble = page.getByTestId('assistant-bubble');
    expect(await bubble.isVisible()).toBe(false);
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);
    await page.clock.runFor(7_500);
    await runClockUntil(page, bubble);
    // The note never opens the panel, nor takes the focus.
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // Choosing the note opens the panel; focus goes to the input, so typing right away works.
    await page.getByTestId('assistant-bubble-open').click();
    await runClockUntil(page, page.getByTestId('assistant-panel'));
    await runClockUntil(page, page.locator('[data-testid="assistant-input"]:focus'), 'attached');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'assistant-input',
    );
    expect(await bubble.count()).toBe(0);
    await page.getByRole('button', { name: 'Close the assistant' }).click();
    await runClockUntil(page, page.getByTestId('assistant-panel'), 'detached');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'assistant-button',
    );
    // Opening the assistant ended its note for this browser: after a reload, 20 s later there is
    // still neither note nor panel.
    await expectNoNoteAfterReload(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
