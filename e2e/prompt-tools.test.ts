import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoGenerator, newPage, PHONE } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';
import { seedTokenValues } from './support/tokens.ts';

// The two prompt tools, crazy image and AI image, tried the way a visitor would on their pages.

const suite = useAppAndBrowser();

/** The visitor's own first name, saved in this browser before the page opens. */
const NAME = 'Alex';

/** Presses Generate and returns the JSON body the page sent to `fn`. */
async function generateAndCapture(page: Page, button: string, fn: string) {
  const generator = page.locator('#generator');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith(`/functions/v1/${fn}`) && r.method() === 'POST'),
    generator.getByTestId(button).click(),
  ]);
  await generator.getByTestId('generation-image').waitFor({ timeout: 30_000 });
  return request.postDataJSON() as Record<string, unknown>;
}

async function downloadName(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('#generator').getByRole('link', { name: 'Download' }).click(),
  ]);
  return download.suggestedFilename();
}

describe('prompt tools', () => {
  it('crazy image: refuses an empty prompt, then sends the idea, intensity, shape and filled caption', async () => {
    const { page, context, errors } = await newPage(suite.browser, { acceptDownloads: true });
    await seedTokenValues(context, { FIRSTNAME: NAME });
    await gotoGenerator(page, `${suite.app.url}/features/crazy-image`);
    const generator = page.locator('#generator');
    await generator.getByTestId('generate-crazy').click();
    expect(await generator.getByTestId('validation-error').textContent()).toBe(
      'Please enter a prompt or use one of the wild ideas.',
    );

    await generator.getByRole('button', { name: /^Use: An octopus DJ/ }).click();
    expect(await generator.getByTestId('validation-error').count()).toBe(0);
    await generator.getByRole('slider', { name: 'Intensity' }).fill('90');
    expect(await generator.getByTestId('intensity-label').textContent()).toBe('Unhinged · 90%');
    await generator.getByText('Wide 16:9').click();

    const body = await generateAndCapture(page, 'generate-crazy', 'crazy-image');
    expect(body).toMatchObject({
      intensity: 0.9,
      aspectRatio: '16:9',
      caption: `Hi ${NAME}!`,
      provider: 'openai',
    });
    expect(body.prompt).toContain(`throwing a party for ${NAME}. Completely unhinged`);
    expect(String(body.prompt)).not.toContain('[');
    const size = await generator
      .getByTestId('generation-image')
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]).toBeGreaterThan(size[1] ?? 0);
    expect(await downloadName(page)).toBe('crazy-image.jpg');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('AI image on a phone: suggestions keep tokens, the prompt sent is filled, and it downloads', async () => {
    const { page, context, errors } = await newPage(suite.browser, { ...PHONE, acceptDownloads: true });
    await seedTokenValues(context, { FIRSTNAME: NAME });
    await gotoGenerator(page, `${suite.app.url}/features/ai-image`);
    const generator = page.locator('#generator');
    await generator.getByTestId('generate-image').click();
    expect(await generator.getByTestId('validation-error').textContent()).toBe(
      'Please enter a prompt or pick one of the suggestions.',
    );

    await generator.getByLabel('Prompt', { exact: true }).fill('a beach banner');
    await generator.getByRole('button', { name: 'Suggest prompts' }).click();
    const personal = generator.locator('[data-testid=prompt-suggestions] li button', {
      hasText: '[FIRSTNAME]',
    });
    await personal.first().click();
    const typed = await generator.getByLabel('Prompt', { exact: true }).inputValue();
    expect(typed).toMatch(/^A beach banner/);
    expect(typed).toContain('[FIRSTNAME]');

    await generator.getByLabel('Style').selectOption('Watercolor');
    await generator.getByText('Tall 9:16').click();
    const body = await generateAndCapture(page, 'generate-image', 'image-generation');
    expect(body).toMatchObject({ aspectRatio: '9:16', provider: 'gemini' });
    expect(body.prompt).toContain(NAME);
    expect(body.prompt).toMatch(/in watercolor style\.$/);
    expect(String(body.prompt)).not.toContain('[FIRSTNAME]');
    expect(await downloadName(page)).toBe('ai-image.jpg');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
