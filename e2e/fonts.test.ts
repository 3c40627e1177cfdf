import { PRELOADED_FONTS, resolveFont } from '@mergepix/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

/** The font files a page fetches, by file name. */
function fontFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (req) => {
    const m = /\/font-files\/([^/?]+\.woff2)$/.exec(req.url());
    if (m?.[1]) files.push(m[1]);
  });
  return files;
}

const preview = (page: Page) => page.locator('[data-preview]');
const sample = (page: Page) => page.getByLabel(/Sample text/);

describe('/fonts', () => {
  it('previews, styles with every tab and preset, loads a font from the table and selects it, and draws any name', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    const files = fontFiles(page);
    await page.goto(`${suite.app.url}/fonts`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Font System' }).waitFor();
    await preview(page).locator('canvas').waitFor();
    // Only the default font and the preloaded fonts (docs/product.md#fonts-and-text), Latin files only,
    // before any interaction.
    const allowed = PRELOADED_FONTS.map((f) => resolveFont(f).font.id);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(
        allowed.some((id) => file.startsWith(`${id}-latin-`)),
        file,
      ).toBe(true);
    }

    // Font tab: size preset, bold, case cycle.
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Case: Normal' }).click();
    await page.getByRole('button', { name: 'Case: UPPER' }).waitFor();
    // Text tab: alignment and case buttons; arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Font' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Align left' }).click();
    await page.getByRole('button', { name: 'Normal', exact: true }).click();
    // Styles tab: each look; Meme Style draws Impact with Anton and says so.
    await page.getByRole('tab', { name: 'Styles' }).click();
    for (const preset of ['Modern', 'Handwritten', 'Classic'])
      await page.getByRole('button', { name: preset }).click();
    await page.getByRole('button', { name: 'Meme Style' }).click();
    await page.getByText('Impact is shown as Anton — Impact-style').waitFor();
    await page.getByLabel('Text color', { exact: true }).fill('nope');
    await page.getByText('Use a hex colour such as #4338ca.').waitFor();
    await page.getByLabel('Text color', { exact: true }).fill('#ff0000');

    // Management view: filter, sort, load a font, then select it.
    await page.getByRole('button', { name: 'Management view' }).click();
    await page.locator('#manager-title').waitFor();
    await page.getByRole('searchbox', { name: 'Search fonts' }).fill('lob');
    expect(await page.locator('[data-font-row]').count()).toBe(1);
    const row = page.locator('[data-font-row="lobster"]');
    expect(await row.getByRole('button', { name: 'Select Lobster' }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: 'Load Lobster' }).click();
    await row.locator('[data-status="loaded"]').waitFor();
    await row.getByRole('button', { name: 'Select Lobster' }).click();
    expect(files.some((f) => f.startsWith('lobster-latin-'))).toBe(true);
    await page.getByRole('searchbox', { name: 'Search fonts' }).fill('');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('monospace');
    expect(await page.locator('[data-font-row]').count()).toBe(7);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('status');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
    expect(await page.locator('[data-font-row]').first().getAttribute('data-font-row')).not.toBe(
      'abril-fatface',
    );
    await page
      .locator('[data-font-totals]')
      .getByText(/Loaded \d+ \/ 61/)
      .waitFor();

    // A Japanese name and an emoji name: the Noto fallbacks load, only now.
    expect(files.some((f) => f.startsWith('noto-'))).toBe(false);
    await sample(page).fill('山田 花子 🎉');
    await expect
      .poll(() => files.some((f) => f.startsWith('noto-sans-sc-') || f.startsWith('noto-sans-jp-')))
      .toBe(true);
    await expect.poll(() => files.some((f) => f.startsWith('noto-color-emoji-'))).toBe(true);

    // Empty and huge sample texts: a note, a cut preview, and a page that still answers.
    await sample(page).fill('');
    await page.getByText('Type some text to preview').waitFor();
    await sample(page).fill('Montgomery '.repeat(910));
    await page.getByText(/the preview shows what fits \(of 10,010 characters\)/).waitFor();
    await expect.poll(() => preview(page).getAttribute('data-fit')).toBe('ellipsis');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.getByRole('heading', { name: 'All fonts' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: no sideways scrolling, the picker filters to "No fonts found", and a font that fails to load says so', async () => {
    const { page, context, errors } = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.app.url}/fonts`);
    await preview(page).locator('canvas').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: /^Font: Inter/ }).click();
    // Sans-serif is on, the other categories off.
    const chips = page.locator('[data-font-picker]');
    expect(await chips.getByRole('button', { name: 'Sans Serif', pressed: true }).count()).toBe(1);
    expect(await chips.getByRole('button', { name: 'Serif', exact: true, pressed: false }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Search fonts' }).fill('caveat');
    await page.getByText('No fonts found').waitFor();
    await chips.getByRole('button', { name: 'Handwriting' }).click();
    await page.getByRole('option', { name: /Caveat/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Font: Caveat/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A font file that fails: the preview says so and keeps drawing with a system font.
    await page.route('**/font-files/pacifico-*', (route) => route.abort());
    await page.getByRole('button', { name: /^Font: Caveat/ }).click();
    await page.getByRole('combobox', { name: 'Search fonts' }).fill('pacifico');
    await page.getByRole('option', { name: /Pacifico/ }).click();
    await page.getByText('Pacifico could not load; the preview uses a system font.').waitFor();
    expect(await preview(page).locator('canvas').count()).toBe(1);
    // The browser logs the refused request itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });
});
