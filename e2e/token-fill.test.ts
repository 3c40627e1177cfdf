import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoGenerator, newPage, VIEWPORTS } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

// Every text field of every tool that reaches a request has its tokens filled first
// (docs/product.md#personalization-tokens): the visitor sets COMPANY on /tokens, types
// "wearing a [COMPANY] hoodie" into each tool's fields, generates, and the request body the page
// sent holds each field's text filled (the value in place of the token) and no token.

const suite = useAppAndBrowser();

const COMPANY = 'Quill Works';
const FIRSTNAME = 'Rae';
const TEXT = 'wearing a [COMPANY] hoodie';
const FILLED = `wearing a ${COMPANY} hoodie`;
/** A registered token as typed: `[COMPANY]`, `[firstname|there]`… */
const TOKEN = /\[(FIRSTNAME|LASTNAME|COMPANY|EMAIL|TITLE|FULLNAME)(\|[^\]]*)?\]/i;

/** Every string inside a JSON value, pictures (data URLs) left out. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('data:') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

interface Tool {
  path: string;
  fn: string;
  button: string;
  /** Types the token text into each of the tool's text fields. */
  fill(generator: Locator, page: Page): Promise<void>;
  /** Each field's text as filled: every one must be inside one of the request's texts. */
  sends: readonly string[];
}

const characterPanel = (path: string): Tool => ({
  path,
  fn: 'action-figure',
  button: 'generate-figure',
  fill: (g) => g.getByLabel('Custom additions').fill(TEXT),
  sends: [FILLED],
});

const TOOLS: readonly Tool[] = [
  {
    path: '/features/action-figures',
    fn: 'action-figure',
    button: 'create-figure',
    fill: async (g) => {
      await g.getByLabel('Character Name').fill('[FIRSTNAME] of [COMPANY]');
      await g.getByLabel('Company').fill('[COMPANY]');
      await g.getByLabel('Job Title').fill('Head of [COMPANY] Growth');
      await g.getByLabel('Additional Details').fill(TEXT);
    },
    sends: [`${FIRSTNAME} of ${COMPANY}`, COMPANY, `Head of ${COMPANY} Growth`, FILLED],
  },
  characterPanel('/features/retro-action-figures'),
  characterPanel('/features/music-star-action-figures'),
  characterPanel('/features/tv-show-action-figures'),
  characterPanel('/features/wrestling-action-figures'),
  {
    path: '/features/ghibli-style',
    fn: 'ghibli-image',
    button: 'generate-ghibli',
    fill: async (g) => {
      await g.getByLabel('Scene description', { exact: true }).fill(`A child ${TEXT}`);
      await g.getByLabel('Include a personalized character').check();
      await g.getByLabel('Character Name').fill('[FIRSTNAME] of [COMPANY]');
    },
    sends: [`A child ${FILLED}`, `${FIRSTNAME} of ${COMPANY}`],
  },
  {
    path: '/features/cartoon-style',
    fn: 'reference-image',
    button: 'generate-cartoon',
    fill: async (g) => {
      await g.getByLabel('Custom Additions').fill(TEXT);
      await g.getByRole('button', { name: /Advanced Options/ }).click();
      await g.getByLabel('Caption (optional)').fill('Hi [FIRSTNAME] of [COMPANY]!');
    },
    sends: [FILLED, `Hi ${FIRSTNAME} of ${COMPANY}!`],
  },
  {
    path: '/features/meme-generator',
    fn: 'meme-generator',
    button: 'generate-meme',
    fill: async (g) => {
      await g.getByTestId('meme-preview').waitFor();
      await g.getByLabel('Top text').fill(`Me ${TEXT}`);
      await g.getByLabel('Bottom text').fill('[FIRSTNAME] at [COMPANY]');
      await g.getByLabel('AI enhancement').check();
      await g.getByLabel('Enhancement description').fill(`confetti, a cat ${TEXT}`);
    },
    sends: [`Me ${FILLED}`, `${FIRSTNAME} at ${COMPANY}`, `confetti, a cat ${FILLED}`],
  },
  {
    path: '/features/crazy-image',
    fn: 'crazy-image',
    button: 'generate-crazy',
    fill: async (g) => {
      await g.getByLabel('Your prompt').fill(`A giraffe ${TEXT}`);
      await g.getByLabel('Big caption (optional)').fill('Go [COMPANY]!');
    },
    sends: [`A giraffe ${FILLED}`, `Go ${COMPANY}!`],
  },
  {
    path: '/features/ai-image',
    fn: 'image-generation',
    button: 'generate-image',
    fill: (g) => g.getByLabel('Prompt', { exact: true }).fill(`A robot ${TEXT}`),
    sends: [`A robot ${FILLED}`],
  },
];

/** Saves a value on /tokens with Edit Value, as a visitor would. */
async function saveOnTokensPage(page: Page, key: string, value: string) {
  const card = page.locator(`[data-token-card="${key}"]`);
  await card.getByRole('button', { name: 'Edit Value' }).click();
  await card.getByRole('textbox').fill(value);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => card.locator('[data-token-value]').textContent()).toBe(value);
}

describe('tokens are filled in every tool before the call', () => {
  for (const [label, viewport] of [
    ['1280 px', VIEWPORTS.desktop],
    ['375 px', VIEWPORTS.mobile],
  ] as const) {
    it(`at ${label}: each tool's request carries the visitor's values and no token`, async () => {
      const { page, context, errors } = await newPage(suite.browser, { viewport });
      await page.goto(`${suite.app.url}/tokens`);
      await page.getByRole('heading', { level: 1, name: 'Personalization Tokens' }).waitFor();
      await saveOnTokensPage(page, 'COMPANY', COMPANY);
      await saveOnTokensPage(page, 'FIRSTNAME', FIRSTNAME);

      // Every call the page makes is captured, then goes on to the server as usual.
      const bodies: { url: string; body: unknown }[] = [];
      await page.route('**/functions/v1/**', async (route) => {
        const request = route.request();
        if (request.method() === 'POST') bodies.push({ url: request.url(), body: request.postDataJSON() });
        await route.continue();
      });

      for (const tool of TOOLS) {
        await gotoGenerator(page, `${suite.app.url}${tool.path}`);
        const generator = page.locator('#generator');
        await tool.fill(generator, page);
        const before = bodies.length;
        await generator.getByTestId(tool.button).click();
        await generator.getByTestId('generation-image').waitFor();
        const sent = bodies.slice(before).filter((b) => b.url.endsWith(`/functions/v1/${tool.fn}`));
        expect(sent, tool.path).toHaveLength(1);
        const texts = textsOf(sent[0]?.body);
        expect(
          texts.filter((t) => TOKEN.test(t)),
          `${tool.path} sent a token`,
        ).toEqual([]);
        // Each field's own text arrives filled, so a field sent unfilled (or dropped) fails here
        // even when another field carries the company.
        for (const filled of tool.sends)
          expect(
            texts.some((t) => t.includes(filled)),
            `${tool.path} sent "${filled}" in none of ${JSON.stringify(texts)}`,
          ).toBe(true);
      }
      // The action figure's every field, and a custom addition, arrive filled.
      const [figure, retro] = bodies.filter((b) => b.url.endsWith('/functions/v1/action-figure'));
      expect(figure?.body).toMatchObject({
        details: {
          name: `${FIRSTNAME} of ${COMPANY}`,
          company: COMPANY,
          jobTitle: `Head of ${COMPANY} Growth`,
        },
      });
      expect(JSON.stringify(figure?.body)).toContain(FILLED);
      expect(JSON.stringify(retro?.body)).toContain(FILLED);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
