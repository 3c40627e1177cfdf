import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoGenerator, newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
});

describe('reference images', () => {
  it('uploads a reference, sends it with the generation, keeps it in history and picks it again', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoGenerator(page, `${suite.app.url}/features/music-star-action-figures`);
    const generator = page.locator('#generator');
    await generator.getByTestId('generate-figure').waitFor();

    await generator
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await generator.getByText('Personalized Reference').waitFor();

    const sent = page.waitForRequest((r) => r.url().endsWith('/functions/v1/action-figure'));
    await generator.getByTestId('generate-figure').click();
    const body = (await sent).postDataJSON() as { referenceImageUrl?: string; provider: string };
    expect(body.referenceImageUrl).toMatch(/^data:image\/(png|jpeg|webp);base64,/);
    expect(body.provider).toBe('gemini');
    await generator.getByTestId('generation-image').waitFor();

    // Kept per category in this browser, newest first, with a 150 px JPEG thumbnail (written once
    // the thumbnail is made, after the upload's preview).
    const history = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('mergepix.reference-images.music-figure') ?? '[]') as {
            thumbnail: string;
          }[],
      );
    await expect.poll(history).toHaveLength(1);
    expect((await history())[0]?.thumbnail).toMatch(/^data:image\/jpeg/);

    // Clear it, then choose it again from the picker: Confirm waits for a choice.
    await generator.getByRole('button', { name: 'Clear' }).click();
    await generator.getByText('Personalized Reference').waitFor({ state: 'hidden' });
    await generator.getByRole('button', { name: 'Recent personalized images' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Personalized Reference Image' });
    await picker.waitFor();
    const confirm = picker.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await picker.locator('button[aria-pressed]').first().click();
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await generator.getByText('Personalized Reference').waitFor();

    // View Full Size opens the image in a new window.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      generator.getByRole('button', { name: 'View Full Size' }).click(),
    ]);
    expect(popup.url()).toMatch(/\/storage\/v1\/object\/public\/generations\/|^blob:/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses files over 10 MB and non-images with a clear message', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoGenerator(page, `${suite.app.url}/features/retro-action-figures`);
    const generator = page.locator('#generator');
    await generator.getByTestId('generate-figure').waitFor();
    const input = generator.locator('input[type="file"]').first();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await generator.getByText('That image is larger than 10 MB. Please choose a smaller one.').waitFor();
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await generator.getByText('Please choose an image file (JPG, PNG or WEBP).').waitFor();
    expect(await generator.getByText('Personalized Reference').count()).toBe(0);
    await context.close();
  });
});
