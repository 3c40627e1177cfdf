import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoPage, newPage, VIEWPORTS } from './support/browser.ts';
import { ALL_PROVIDERS_DOWN } from './support/fakes.ts';
import { downloadOfflineResult, featureDialog } from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';
import { seedTokenValues } from './support/tokens.ts';

const PATH = '/features/cartoon-style';
const FN = '/functions/v1/reference-image';

const suite = useAppAndBrowser();
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2563eb' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><circle cx="160" cy="110" r="60" fill="#f5c39b"/><rect x="90" y="170" width="140" height="70" fill="#dc2626"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
});

/** Opens the landing page and scrolls to the generator, whose code loads when it is near. */
async function openGenerator(page: Page, navigate = true) {
  if (navigate) await gotoPage(page, `${suite.app.url}${PATH}`);
  const generator = page.locator('#generator');
  await generator.scrollIntoViewIfNeeded();
  await generator.getByTestId('cartoon-generator').waitFor();
  return generator;
}

describe('cartoon generator', () => {
  it('generates offline from a photo with the chosen style and options, and downloads cartoon-style.jpg (the offline engine draws JPEG)', async () => {
    const { page, context, errors } = await newPage(suite.browser, { acceptDownloads: true });
    await seedTokenValues(context, { FIRSTNAME: 'Alex' });
    await gotoPage(page, `${suite.app.url}${PATH}`);
    expect(await page.locator('h1').textContent()).toContain('Transform Images into Cartoon Styles');
    // The generator's code is not part of the first load: it comes when the visitor nears it.
    expect(await page.getByTestId('cartoon-generator').count()).toBe(0);
    const generator = await openGenerator(page, false);
    const cards = generator.getByTestId('theme-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(8);
    expect(await cards.first().getAttribute('aria-pressed')).toBe('true');
    await generator.getByRole('button', { name: 'Show All 20 Styles' }).click();
    expect(await cards.count()).toBe(20);
    await generator.locator('[data-theme="stained-glass"]').click();
    await generator.getByRole('button', { name: 'Show Less' }).click();
    expect(await cards.count()).toBe(9); // the first 8 and the selection

    await generator.getByLabel('Custom Additions').fill('waving at [FIRSTNAME]');
    await generator.getByRole('radio', { name: 'Gemini AI' }).click();
    await generator
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await generator.getByText('Personalized Reference').waitFor();
    await generator.getByRole('button', { name: /Advanced Options/ }).click();
    await generator.getByText('bold', { exact: true }).click();
    await generator.getByText('vivid', { exact: true }).click();
    await generator.getByText('simplify', { exact: true }).click();
    await generator.getByLabel('Caption (optional)').fill('Hi [FIRSTNAME]!');

    // The answer is held until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${FN}`, async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest((r) => r.url().endsWith(FN));
    await generator.getByTestId('generate-cartoon').click();
    expect(await generator.getByTestId('generate-cartoon').textContent()).toContain('Generating Cartoon...');
    release();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      imageType: 'cartoonStyle',
      provider: 'gemini',
      style: 'Stained Glass',
      options: { lineWeight: 'bold', colorIntensity: 'vivid', background: 'simplify' },
      caption: 'Hi Alex!',
    });
    expect(body.basePrompt).toMatch(/^Transform the image into a stained glass window/);
    expect(body.basePrompt).toContain('waving at Alex');
    expect(body.basePrompt).not.toContain('[FIRSTNAME]');
    expect(body.referenceImageUrl).toMatch(/^data:image\/(png|jpeg|webp);base64,/);

    expect(await downloadOfflineResult(page, generator)).toBe('cartoon-style.jpg');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says what is missing with no theme and no custom prompt, and reports a failed generation', async () => {
    const { page, context } = await newPage(suite.browser);
    const generator = await openGenerator(page);
    let calls = 0;
    await page.route(`**${FN}`, (route) => {
      calls++;
      return route.fulfill(ALL_PROVIDERS_DOWN);
    });
    // Choosing the selected style again clears it; with no custom text there is nothing to send.
    await generator.getByTestId('theme-card').first().click();
    await generator.getByTestId('generate-cartoon').click();
    const alert = generator.getByTestId('cartoon-error');
    expect(await alert.textContent()).toBe('Please select a theme or enter a custom prompt.');
    expect(calls).toBe(0);

    // Surprise Me picks a theme and clears the error; the server's failure is reported with the placeholder.
    await generator.getByRole('button', { name: 'Surprise Me' }).click();
    expect(await alert.count()).toBe(0);
    expect(await generator.locator('[data-testid="theme-card"][aria-pressed="true"]').count()).toBe(1);
    await generator.getByTestId('generate-cartoon').click();
    const error = generator.getByTestId('generation-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Failed to generate cartoon image: Every provider is down');
    expect(await generator.getByTestId('generation-placeholder').isVisible()).toBe(true);
    expect(calls).toBe(1);
    await context.close();
  });

  it('falls back to the local picture when a preview fails, and fits 375 px', async () => {
    const { page, context } = await newPage(suite.browser, { viewport: VIEWPORTS.mobile });
    await page.route('**/cartoon-styles/retro-comic.png', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await openGenerator(page);
    const card = page.locator('#generator [data-theme="retro-comic"] img');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.getAttribute('data-fallback')).toBe('true');
    expect(await card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('opens in the studio from the call to action and generates there', async () => {
    const { page, context, errors } = await newPage(suite.browser, { acceptDownloads: true });
    await gotoPage(page, `${suite.app.url}${PATH}`);
    await page.getByTestId('cta-banner').getByRole('link', { name: 'Start Creating Now' }).click();
    const dialog = featureDialog(page);
    await dialog.getByTestId('cartoon-generator').waitFor();
    expect(new URL(page.url()).searchParams.get('feature')).toBe('cartoon');
    await dialog.locator('[data-theme="pixel-art"]').click();
    const sent = page.waitForRequest((r) => r.url().endsWith(FN));
    await dialog.getByTestId('generate-cartoon').click();
    expect((await sent).postDataJSON()).toMatchObject({ style: 'Pixel Art', provider: 'openai' });
    await dialog.getByTestId('generation-image').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cartoon-style.jpg');
    expect(errors).toEqual([]);
    await context.close();
  });
});
