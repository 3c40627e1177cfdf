import { FUNCTION_NAMES, IMAGE_FUNCTION_NAMES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { apiUser, browserCookies } from './support/api.ts';
import { newPage, PHONE } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const ctx = useAppAndBrowser();

describe('the diagnostics page', () => {
  it('finds 9 of 9 functions, runs every one, and lists the calls with the server lines of each', async () => {
    const headers = await apiUser(ctx.app.url, 'diagnostics@example.com');
    const { page, context, errors } = await newPage(ctx.browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await context.addCookies(browserCookies(ctx.app.url, headers));
    await page.goto(`${ctx.app.url}/debug`);
    await page.getByRole('heading', { level: 1, name: 'Edge Function Diagnostics' }).waitFor();
    await page.getByText('9 of 9 functions accessible').waitFor();
    expect(await page.getByTestId('no-keys').textContent()).toContain('No API keys configured');

    // Real tabs: the arrow key moves to the next one and shows its panel.
    await page.getByRole('tab', { name: 'Function Status' }).focus();
    await page.keyboard.press('ArrowRight');
    const testTab = page.getByRole('tab', { name: 'Test Functions' });
    expect(await testTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Test Functions');

    await page.getByRole('button', { name: 'Run all' }).click();
    // Run all goes in the tab's order, assistant-stream last; then the button is back.
    await page.getByTestId('answer-assistant-stream').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Run all' }).waitFor();
    for (const name of FUNCTION_NAMES) {
      const answer = page.getByTestId(`answer-${name}`);
      expect(await answer.getByText('200', { exact: true }).count(), name).toBe(1);
    }
    for (const name of IMAGE_FUNCTION_NAMES) {
      const image = page.getByTestId(`answer-${name}`).getByRole('img');
      await image.evaluate((img: HTMLImageElement) => img.decode());
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), name).toBeGreaterThan(0);
    }
    expect(await page.getByTestId('answer-image-generation').textContent()).toContain(
      'Using fallback mechanism (asked openai first): no OpenAI key configured',
    );
    expect(await page.getByTestId('answer-health-check').locator('pre').textContent()).toContain('"pglite"');

    // The assistant's reply is shown while it streams, then kept with who answered.
    const assistant = page.getByTestId('test-assistant-stream');
    await assistant.getByRole('button', { name: 'Run assistant-stream' }).click();
    await assistant.getByTestId('test-stream').waitFor();
    await assistant.getByTestId('answer-assistant-stream').waitFor();
    expect(await assistant.textContent()).toContain('built-in guide (offline)');
    expect((await assistant.locator('pre').textContent())?.length).toBeGreaterThan(40);
    const streamId = await assistant.getByTestId('answer-request-id').textContent();

    // An invalid payload is refused before anything is sent.
    const crazy = page.getByTestId('test-crazy-image');
    await crazy.getByText('Payload', { exact: true }).click();
    await crazy.getByRole('textbox').fill('{ "prompt": ');
    await crazy.getByRole('button', { name: 'Run crazy-image' }).click();
    expect(await crazy.getByRole('alert').textContent()).toMatch(/^Not sent: The payload is not valid JSON/);

    await page.getByRole('tab', { name: 'Debug Logs' }).click();
    await page
      .getByTestId('server-logs-status')
      .getByText(/it keeps your latest \d+/)
      .waitFor();
    const latest = page.getByTestId('client-call').filter({ hasText: `id ${streamId}` });
    expect(await latest.textContent()).toContain('/functions/v1/assistant-stream');
    expect(await latest.getByTestId('server-line').count()).toBeGreaterThan(0);
    // Every function the test ran appears with its request id.
    for (const name of FUNCTION_NAMES) {
      const calls = page.getByTestId('client-call').filter({ hasText: `/functions/v1/${name}` });
      expect(await calls.count(), name).toBeGreaterThan(0);
    }

    // The support report: states and request ids, never the session cookie or an answer.
    await page.getByTestId('copy-diagnostics').click();
    await page.getByTestId('copy-diagnostics').getByText('Copied').waitFor();
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toContain('Functions: 9 of 9 accessible');
    expect(report).toContain(`POST /functions/v1/assistant-stream 200`);
    expect(report).toContain(`id=${streamId}`);
    for (const pair of headers.Cookie.split('; ')) expect(report).not.toContain(pair.split('=')[1]);
    expect(report).not.toContain('A smiling robot');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone on every tab without scrolling sideways', async () => {
    const { page, context, errors } = await newPage(ctx.browser, PHONE);
    await page.goto(`${ctx.app.url}/debug`);
    await page.getByText('9 of 9 functions accessible').waitFor();
    for (const tab of ['Function Status', 'Test Functions', 'Debug Logs']) {
      await page.getByRole('tab', { name: tab }).click();
      if (tab === 'Test Functions') {
        const card = page.getByTestId('test-image-generation');
        await card.getByRole('button', { name: 'Run image-generation' }).click();
        await card.getByTestId('answer-image-generation').waitFor({ timeout: 30_000 });
      }
      if (tab === 'Debug Logs') await page.getByText(/Sign in to see the server's log lines/).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
