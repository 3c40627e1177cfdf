import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoPage, newPage, VIEWPORTS } from './support/browser.ts';
import { ALL_PROVIDERS_DOWN } from './support/fakes.ts';
import { featureDialog } from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';
import { seedTokenValues } from './support/tokens.ts';

const suite = useAppAndBrowser();

const PATH = '/features/meme-generator';

async function openGenerator(page: Page): Promise<Locator> {
  await gotoPage(page, `${suite.app.url}${PATH}`);
  // The generator loads when the visitor heads for it: the hero's button scrolls there.
  await page.getByRole('link', { name: 'Make a Meme' }).click();
  const generator = page.getByTestId('meme-generator');
  await generator.getByTestId('meme-preview').waitFor();
  return generator;
}

/** Downloads the result and checks the name; resolves the file's bytes. */
async function download(page: Page, scope: Locator): Promise<Buffer> {
  const [file]: [Download, unknown] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('meme.jpg');
  const path = await file.path();
  return readFileSync(path);
}

/** Width and height of a JPEG from its SOF marker. */
function jpegSize(bytes: Buffer) {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  for (let i = 2; i < bytes.length; ) {
    const marker = bytes[i + 1] ?? 0;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

describe('meme generator', () => {
  it('draws the plain overlay in the browser from the first template, with tokens filled, and downloads meme.jpg', async () => {
    const { page, context, errors } = await newPage(suite.browser, { acceptDownloads: true });
    await seedTokenValues(context, { FIRSTNAME: 'Alex' });
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/functions/v1/') && calls.push(r.url()));
    const generator = await openGenerator(page);
    expect(await page.locator('h1').textContent()).toContain('AI-Enhanced');
    // The first template is preselected.
    const first = generator.getByRole('radio', { name: 'Distracted Boyfriend' });
    expect(await first.isChecked()).toBe(true);
    await generator.getByLabel('Top text').fill('[FIRSTNAME] reads the subject line');
    const preview = generator.getByTestId('meme-preview');
    await expect.poll(() => preview.getAttribute('aria-label')).toContain('Alex reads the subject line');
    await generator.getByTestId('generate-meme').click();
    const image = generator.getByTestId('generation-image');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(await generator.getByTestId('generation-provenance').textContent()).toContain('not AI');
    expect(jpegSize(await download(page, generator))).toEqual({ width: 800, height: 560 });
    expect(calls).toEqual([]); // the plain overlay never calls the server
    // Choosing another template clears the result.
    await generator.getByText('Two Buttons', { exact: true }).click();
    expect(await generator.getByTestId('generation-result').getAttribute('data-status')).toBe('idle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends every choice with AI enhancement, tokens filled, and draws the result offline', async () => {
    const { page, context, errors } = await newPage(suite.browser, { acceptDownloads: true });
    await seedTokenValues(context, { FIRSTNAME: 'Alex', COMPANY: 'Brightside Co.' });
    const generator = await openGenerator(page);
    await generator.getByText('Change My Mind', { exact: true }).click();
    await generator.getByRole('button', { name: 'Birthday' }).click();
    await generator.getByLabel('Bottom text').fill('Cake at [COMPANY] today');
    await generator.getByText('lower', { exact: true }).click();
    const size = generator.getByLabel('Size');
    await size.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight'); // 36 → 40
    await generator.getByLabel('AI enhancement').check();
    await generator.getByLabel('Enhancement description').fill('confetti and balloons for [FIRSTNAME]');
    await generator.getByRole('radio', { name: 'Gemini AI' }).click();
    await generator.getByText('Preview prompt').click();
    expect(await generator.getByText(/AI enhancement \(gemini\)/).count()).toBe(1);

    const [request] = await Promise.all([
      page.waitForRequest('**/functions/v1/meme-generator'),
      generator.getByTestId('generate-meme').click(),
    ]);
    const body = request.postDataJSON();
    expect(body).toMatchObject({
      topText: 'Happy birthday, Alex!',
      bottomText: 'Cake at Brightside Co. today',
      additionalStyle: 'confetti and balloons for Alex',
      provider: 'gemini',
      textStyle: {
        fontFamily: 'Anton',
        fontSize: 40,
        textCase: 'lower',
        color: '#FFFF00',
        strokeColor: '#FF0000',
        strokeWidth: 3,
      },
    });
    expect(body.referenceImageUrl).toMatch(/^data:image\/png;base64,/);
    const image = generator.getByTestId('generation-image');
    await image.waitFor();
    expect(await generator.getByTestId('generation-provenance').textContent()).toMatch(/offline/i);
    expect(jpegSize(await download(page, generator))).toEqual({ width: 800, height: 600 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says each error: no picture, a picture that does not load, and a failed AI call with the plain fallback', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.route('**/functions/v1/meme-generator', (route) => route.fulfill(ALL_PROVIDERS_DOWN));
    const generator = await openGenerator(page);
    const fileInput = generator.locator('input[type=file]');
    const generate = generator.getByTestId('generate-meme');

    // A file that is not really an image.
    await fileInput.setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    const loadError = 'Failed to load the meme template image. Please try another image.';
    await generator.getByRole('alert').filter({ hasText: loadError }).waitFor();
    expect(await generate.isDisabled()).toBe(true);

    // Clearing it leaves no picture at all.
    await generator.getByRole('button', { name: 'Clear' }).click();
    const none = 'Please select a meme template or upload your own image.';
    await generator.getByText(none).first().waitFor();
    expect(await generate.isDisabled()).toBe(true);

    // A template again, AI enhancement on: the call fails, the plain overlay is shown.
    await generator.getByText('Surprised Face', { exact: true }).click();
    await generator.getByLabel('AI enhancement').check();
    await generator.getByLabel('Enhancement description').fill('make it glow');
    await generate.click();
    const aiError = generator.getByTestId('meme-ai-error');
    await aiError.waitFor();
    expect(await aiError.textContent()).toContain('Failed to generate meme: Every provider is down');
    const image = generator.getByTestId('generation-image');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/jpeg/);
    expect(await generator.getByTestId('generation-provenance').textContent()).toContain('AI call failed');
    await context.close();
  });

  it('opens in the studio from Start Creating Now and works at 375 px without sideways scrolling', async () => {
    const { page, context, errors } = await newPage(suite.browser, {
      viewport: VIEWPORTS.mobile,
      acceptDownloads: true,
    });
    await openGenerator(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Start Creating Now' }).click();
    const dialog = featureDialog(page);
    const generator = dialog.getByTestId('meme-generator');
    await generator.getByTestId('meme-preview').waitFor();
    await generator.getByTestId('generate-meme').click();
    await generator.getByTestId('generation-image').waitFor();
    await download(page, generator);
    expect(errors).toEqual([]);
    await context.close();
  });
});
