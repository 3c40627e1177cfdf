import {
  GHIBLI_PHRASES,
  GHIBLI_RANDOM_SCENES,
  GHIBLI_STYLE_SENTENCE,
  type GhibliFormChoices,
  ghibliOptionsSentence,
  initialGhibliChoices,
} from '@mergepix/core';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoPage, newPage, VIEWPORTS } from './support/browser.ts';
import { gotoPageOnStoppedClock, runClockUntil, stopClock } from './support/clock.ts';
import { downloadOfflineResult, featureDialog } from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';
import { seedTokenValues } from './support/tokens.ts';

const suite = useAppAndBrowser();

const PATH = '/features/ghibli-style';
const FUNCTION = '**/functions/v1/ghibli-image';
/** The visitor's own first name, saved in this browser before the page opens. */
const VISITOR_NAME = 'Alex';

/** Opens the page and follows the hero's button down to the generator, which loads only then. */
async function openGenerator(page: Page) {
  await gotoPage(page, `${suite.app.url}${PATH}`);
  const generator = page.getByTestId('ghibli-generator');
  await page.locator('#generator').waitFor();
  expect(await generator.count()).toBe(0);
  await page.getByRole('link', { name: 'Create a Ghibli Scene' }).click();
  await generator.waitFor();
  return generator;
}

/**
 * A new page whose clock moves only when the test runs it (the 100 ms rebuild delay is the
 * page's), opened at the generator.
 */
async function openOnStoppedClock() {
  const { page, context, errors } = await newPage(suite.browser);
  await stopClock(page);
  await gotoPageOnStoppedClock(page, `${suite.app.url}${PATH}`);
  await page.getByRole('link', { name: 'Create a Ghibli Scene' }).click();
  const generator = page.getByTestId('ghibli-generator');
  await runClockUntil(page, generator);
  const description = generator.getByLabel('Scene description', { exact: true });
  return { page, context, errors, generator, description };
}

/** The sentence the options on screen make, as core writes it into the description. */
async function shownSentence(generator: Locator): Promise<string> {
  const value = (label: string) => generator.getByLabel(label, { exact: true }).inputValue();
  const choices = {
    ...initialGhibliChoices(),
    personalized: await generator.getByLabel('Include a personalized character').isChecked(),
    characterName: await value('Character Name'),
    sceneType: await value('Scene Type'),
    characterType: await value('Character Type'),
    timeOfDay: await value('Time of Day'),
    weather: await value('Weather/Atmosphere'),
    elements: await generator
      .locator('[data-testid="ghibli-options"] [aria-pressed="true"]')
      .allTextContents(),
  } as GhibliFormChoices;
  return ghibliOptionsSentence(choices);
}

const isGhibliCall = (request: Request) =>
  request.url().endsWith('/functions/v1/ghibli-image') && request.method() === 'POST';

describe('Ghibli generator', () => {
  it('says why when there is nothing to paint, then sends the filled prompt with every chosen option, paints offline and downloads ghibli-image.jpg', async () => {
    const { page, context, errors } = await newPage(suite.browser, { acceptDownloads: true });
    await seedTokenValues(context, { FIRSTNAME: VISITOR_NAME });
    const generator = await openGenerator(page);
    expect(await page.locator('h1').textContent()).toBe('Studio Ghibli Style Image Creator');

    await generator.getByTestId('generate-ghibli').click();
    expect(await generator.getByTestId('validation-error').textContent()).toBe(
      'Please enter a prompt or generate one using the options below.',
    );

    await generator
      .getByLabel('Scene description', { exact: true })
      .fill('A picnic for [FIRSTNAME] by the old well');
    expect(await generator.getByTestId('validation-error').count()).toBe(0);
    await generator.getByLabel('Include a personalized character').check();
    await generator.getByLabel('Scene Type').selectOption('Small Town');
    await generator.getByLabel('Character Type').selectOption('Animal Companion');
    await generator.getByLabel('Time of Day').selectOption('Night');
    await generator.getByLabel('Weather/Atmosphere').selectOption('Cherry Blossoms');
    await generator.getByRole('button', { name: 'Lanterns' }).click();
    await generator.getByRole('button', { name: 'Glowing Plants' }).click();
    await generator.getByRole('radio', { name: 'DALL-E 3' }).click();
    await generator.getByText('Preview prompt').click();
    const preview = (await generator.locator('pre').textContent()) ?? '';
    expect(preview).toContain(`A picnic for ${VISITOR_NAME} by the old well.`);
    expect(preview).not.toContain('[FIRSTNAME]');

    // The answer is held until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(FUNCTION, async (route) => {
      await held;
      await route.continue();
    });
    const [request] = await Promise.all([
      page.waitForRequest(isGhibliCall),
      generator.getByTestId('generate-ghibli').click(),
    ]);
    await generator.getByRole('button', { name: 'Creating Ghibli Magic...' }).waitFor();
    release();
    const body = request.postDataJSON();
    expect(body.provider).toBe('openai');
    expect(body.prompt).toBe(preview);
    expect(body.prompt).toContain(`named ${VISITOR_NAME}`);
    expect(body.details).toEqual({
      sceneType: 'Small Town',
      characterType: 'Animal Companion',
      timeOfDay: 'Night',
      weather: 'Cherry Blossoms',
      elements: ['Lanterns', 'Glowing Plants'],
      characterName: VISITOR_NAME,
    });

    expect(await downloadOfflineResult(page, generator)).toBe('ghibli-image.jpg');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the random scene picks every option and 1-3 elements; "Use" puts an inspiration in the description', async () => {
    const { page, context } = await newPage(suite.browser);
    const generator = await openGenerator(page);
    const description = generator.getByLabel('Scene description', { exact: true });

    await generator.getByTestId('random-scene').click();
    expect(await description.inputValue()).not.toBe('');
    for (const label of ['Scene Type', 'Character Type', 'Time of Day', 'Weather/Atmosphere'])
      expect(await generator.getByLabel(label).inputValue(), label).not.toBe('');
    const pressed = await generator.locator('[data-testid="ghibli-options"] [aria-pressed="true"]').count();
    expect(pressed).toBeGreaterThanOrEqual(1);
    expect(pressed).toBeLessThanOrEqual(3);

    // 100 ms later the options' sentence follows the random moment in the description.
    const first = await shownSentence(generator);
    await expect.poll(async () => (await description.inputValue()).endsWith(` ${first}`)).toBe(true);
    const moment = (await description.inputValue()).slice(0, -first.length - 1);
    expect(GHIBLI_RANDOM_SCENES).toContain(moment);

    // A typed description survives the next random pick; the new options' sentence follows it.
    await description.fill('My own words about a quiet harbour');
    await generator.getByTestId('random-scene').click();
    const sentence = await shownSentence(generator);
    expect(sentence).not.toBe('');
    await expect.poll(() => description.inputValue()).toBe(`My own words about a quiet harbour. ${sentence}`);

    const inspirations = generator.getByTestId('ghibli-inspiration');
    expect(await inspirations.count()).toBe(5);
    const second = inspirations.nth(1);
    await second.getByRole('button', { name: /^Use/ }).click();
    const text = (await second.locator('p').nth(1).textContent()) ?? '';
    // The inspiration replaces the visitor's words; the options' sentence stays after it.
    expect(await description.inputValue()).toBe(`${text} ${sentence}`);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    const [request] = await Promise.all([
      page.waitForRequest(isGhibliCall),
      generator.getByTestId('generate-ghibli').click(),
    ]);
    expect(request.postDataJSON().prompt.startsWith(text)).toBe(true);
    await generator.getByTestId('generation-image').waitFor();
    await context.close();
  });

  it('rebuilds the description from the options whenever they change, around the visitor’s words, 100 ms after a random pick', async () => {
    const { page, context, errors, generator, description } = await openOnStoppedClock();

    await generator.getByLabel('Scene Type').selectOption('Small Town');
    const town = ghibliOptionsSentence({ ...initialGhibliChoices(), sceneType: 'Small Town' });
    expect(await description.inputValue()).toBe(town);
    await description.fill(`A fox waits by the gate. ${town}`);
    await generator.getByLabel('Time of Day').selectOption('Night');
    expect(await description.inputValue()).toBe(`A fox waits by the gate. ${await shownSentence(generator)}`);
    expect(await description.inputValue()).toContain(GHIBLI_PHRASES.time.Night);
    await generator.getByLabel('Time of Day').selectOption('Dawn');
    const dawn = await description.inputValue();
    expect(dawn).toContain(GHIBLI_PHRASES.time.Dawn);
    expect(dawn).not.toContain(GHIBLI_PHRASES.time.Night);
    expect(dawn.startsWith('A fox waits by the gate. ')).toBe(true);
    // What is sent is what the box shows, with the style.
    await generator.getByText('Preview prompt').click();
    expect(await generator.locator('pre').textContent()).toBe(`${dawn} ${GHIBLI_STYLE_SENTENCE}`);

    // A random pick changes the options at once and the description 100 ms later.
    await generator.getByTestId('random-scene').click();
    const picked = await shownSentence(generator);
    await page.clock.runFor(50);
    expect(await description.inputValue()).toBe(dawn);
    await page.clock.runFor(60);
    expect(await description.inputValue()).toBe(`A fox waits by the gate. ${picked}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Generate inside the 100 ms after a random pick sends the description of the options it sends', async () => {
    const { page, context, errors, generator, description } = await openOnStoppedClock();
    // The visitor's own words, the options' sentence edited away: a random pick keeps them and
    // adds the new options' sentence 100 ms later.
    await generator.getByLabel('Scene Type').selectOption('Small Town');
    await description.fill('A fox waits by the gate at the end of the lane.');
    await generator.getByTestId('random-scene').click();
    const picked = await shownSentence(generator);
    expect(await description.inputValue()).toBe('A fox waits by the gate at the end of the lane.');
    const [request] = await Promise.all([
      page.waitForRequest(isGhibliCall),
      generator.getByTestId('generate-ghibli').click(),
    ]);
    const body = request.postDataJSON();
    const rebuilt = `A fox waits by the gate at the end of the lane. ${picked}`;
    expect(body.prompt).toBe(`${rebuilt} ${GHIBLI_STYLE_SENTENCE}`);
    const shown = (label: string) => generator.getByLabel(label, { exact: true }).inputValue();
    expect(body.details).toMatchObject({
      sceneType: await shown('Scene Type'),
      weather: await shown('Weather/Atmosphere'),
    });
    // The box shows what was sent, and the pending rebuild does not write it a second time.
    expect(await description.inputValue()).toBe(rebuilt);
    await page.clock.runFor(200);
    expect(await description.inputValue()).toBe(rebuilt);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a failed call says so in the catalogue words, with the 400 hint', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.route(FUNCTION, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Provider answered 400', code: 'invalid_request' }),
      }),
    );
    const generator = await openGenerator(page);
    await generator.getByLabel('Time of Day').selectOption('Sunset');
    await generator.getByTestId('generate-ghibli').click();
    const error = generator.getByTestId('generation-error');
    await error.waitFor();
    const text = (await error.textContent()) ?? '';
    expect(text).toContain('Failed to generate Ghibli-style image: Provider answered 400');
    expect(text).toMatch(/invalid API key|prompt content/);
    expect(await generator.getByTestId('generate-ghibli').isEnabled()).toBe(true);
    await context.close();
  });

  it('works at 375 px without sideways scrolling, and opens in the studio from "Start Creating Now"', async () => {
    const { page, context, errors } = await newPage(suite.browser, {
      viewport: VIEWPORTS.mobile,
      acceptDownloads: true,
    });
    await openGenerator(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Start Creating Now' }).click();
    const dialog = featureDialog(page);
    const tool = dialog.getByTestId('ghibli-generator');
    await tool.waitFor();
    await tool.getByLabel('Weather/Atmosphere').selectOption('Snow');
    await tool.getByTestId('generate-ghibli').click();
    await tool.getByTestId('generation-image').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tool.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ghibli-image.jpg');
    expect(errors).toEqual([]);
    await context.close();
  });
});
