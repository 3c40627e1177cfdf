import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoGenerator, gotoPage, newPage, VIEWPORTS } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

// One sample identity, shown as a sample and never sent as the visitor's
// (docs/product.md#personalization-tokens): a new browser has no token values, /tokens marks the
// samples, greetings read naturally without a name, a tool that needs a name asks for it, and no
// request body carries the samples.

const suite = useAppAndBrowser();

const SAMPLES = { FIRSTNAME: 'User', LASTNAME: 'Example', COMPANY: 'Example Co.', EMAIL: 'user@example.com' };
/** The samples as they would appear if one were sent, and the names the old samples used. */
const LEAK = /\bUser\b|\bExample\b|Example Co\.|user@example\.com|Alex|Rivera|Brightside/;

/** Every string inside a JSON value, pictures (data URLs) left out. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('data:') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

async function generate(page: Page, button: string) {
  const generator = page.locator('#generator');
  await generator.getByTestId(button).click();
  await generator.getByTestId('generation-image').waitFor();
}

describe('the sample identity', () => {
  for (const [label, viewport] of [
    ['1280 px', VIEWPORTS.desktop],
    ['375 px', VIEWPORTS.mobile],
  ] as const) {
    it(`at ${label}: shown as a sample on /tokens, never sent, and greetings read naturally`, async () => {
      const { page, context, errors } = await newPage(suite.browser, { viewport });
      const bodies: { url: string; body: unknown }[] = [];
      await page.route('**/functions/v1/**', async (route) => {
        const request = route.request();
        if (request.method() === 'POST') bodies.push({ url: request.url(), body: request.postDataJSON() });
        await route.continue();
      });

      // /tokens: nothing set, each implemented token shows the sample, marked "Sample".
      await page.goto(`${suite.app.url}/tokens`);
      await page.getByRole('heading', { level: 1, name: 'Personalization Tokens' }).waitFor();
      for (const [key, sample] of Object.entries(SAMPLES)) {
        expect(await page.locator(`[data-token-value="${key}"]`).textContent()).toBe('Not set');
        const marked = page.locator(`[data-token-sample="${key}"]`);
        expect(await marked.textContent()).toBe(`Sample${sample}`);
      }

      // The action figure creator asks for the name on the box instead of inventing one.
      await gotoGenerator(page, `${suite.app.url}/features/action-figures`);
      const creator = page.locator('#generator');
      expect(await creator.getByLabel('Character Name').inputValue()).toBe('');
      expect(await creator.getByLabel('Character Name').getAttribute('placeholder')).toBe(
        'e.g. User Example',
      );
      await creator.getByTestId('create-figure').click();
      expect(await creator.getByTestId('validation-error').textContent()).toBe(
        "Enter the character's name: it is printed on the box.",
      );
      expect(await creator.getByLabel('Character Name').getAttribute('aria-invalid')).toBe('true');
      expect(bodies.filter((b) => b.url.endsWith('/functions/v1/action-figure'))).toEqual([]);
      await creator.getByLabel('Character Name').fill('Rae Quill');
      expect(await creator.getByTestId('validation-error').count()).toBe(0);
      await generate(page, 'create-figure');

      // A character panel, the crazy image (its caption greets the reader) and the AI image.
      await gotoGenerator(page, `${suite.app.url}/features/retro-action-figures`);
      await generate(page, 'generate-figure');
      await gotoGenerator(page, `${suite.app.url}/features/crazy-image`);
      await page.locator('#generator').getByLabel('Your prompt').fill('A giraffe on a unicycle');
      await generate(page, 'generate-crazy');
      await gotoGenerator(page, `${suite.app.url}/features/ai-image`);
      await page.locator('#generator').getByLabel('Prompt', { exact: true }).fill('A party for [FIRSTNAME]');
      await generate(page, 'generate-image');

      const crazy = bodies.find((b) => b.url.endsWith('/functions/v1/crazy-image'))?.body;
      expect(crazy).toMatchObject({ caption: 'Hi there!' });
      const image = bodies.find((b) => b.url.endsWith('/functions/v1/image-generation'))?.body;
      expect(image).toMatchObject({ prompt: expect.stringMatching(/^A party for\b/) });

      // The video's default title, without a first name.
      await gotoPage(page, `${suite.app.url}/features/image-to-video`);
      expect(await page.getByTestId('video-title').inputValue()).toBe('Happy birthday, [FIRSTNAME]!');
      expect(await page.getByTestId('video-title-drawn').textContent()).toBe('Happy birthday!');

      // The assistant greets "there" and is sent no values.
      await page.getByTestId('assistant-button').click();
      const panel = page.getByTestId('assistant-panel');
      await panel.getByTestId('assistant-input').fill('hello');
      await panel.getByTestId('assistant-input').press('Enter');
      await expect
        .poll(() => panel.getByTestId('assistant-assistant').last().textContent())
        .toMatch(/^Hi there!/);
      const assistant = bodies.find((b) => b.url.endsWith('/functions/v1/assistant-stream'))?.body;
      expect(assistant).toMatchObject({ userContext: {} });

      // No request carried a sample, and this browser stored no values.
      expect(bodies.map((b) => new URL(b.url).pathname).sort()).toEqual(
        [
          '/functions/v1/action-figure',
          '/functions/v1/action-figure',
          '/functions/v1/assistant-stream',
          '/functions/v1/crazy-image',
          '/functions/v1/image-generation',
        ].sort(),
      );
      for (const { url, body } of bodies) {
        expect(
          textsOf(body).filter((t) => LEAK.test(t)),
          url,
        ).toEqual([]);
      }
      const stored = await page.evaluate(() => localStorage.getItem('mergepix-token-values'));
      expect(stored === null || JSON.parse(stored).state.values).toEqual(stored === null ? true : {});
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
