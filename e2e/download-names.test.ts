import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { greetingDesign } from '../apps/server/src/test-support/designs.ts';
import { apiUser, browserCookies } from './support/api.ts';
import { gotoGenerator, gotoPage, newPage, PHONE, VIEWPORTS } from './support/browser.ts';
import { featureDialog, openStudio } from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';

// Every download's extension is what its bytes are (docs/product.md#downloads), at both widths:
// each tool's Download button (landing page and studio), View Full Size, the GIF editor, the
// video maker and a batch export's ZIP. The signatures are checked here on their own, not through
// the app's sniffer.

const suite = useAppAndBrowser();

const SIGNATURES: readonly { ext: string; type: string; is: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    type: 'image/png',
    is: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', type: 'image/jpeg', is: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', type: 'image/gif', is: (b) => /^GIF8[79]a$/.test(b.toString('latin1', 0, 6)) },
  {
    ext: 'webp',
    type: 'image/webp',
    is: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { ext: 'mp4', type: 'video/mp4', is: (b) => b.toString('latin1', 4, 8) === 'ftyp' },
  { ext: 'webm', type: 'video/webm', is: (b) => b.length > 4 && b.readUInt32BE(0) === 0x1a45dfa3 },
];

/** The signature a file's bytes carry; fails the test for bytes of none. */
function signatureOf(bytes: Buffer) {
  const found = SIGNATURES.find((s) => s.is(bytes));
  if (!found) throw new Error(`no known signature: ${bytes.subarray(0, 12).toString('hex')}`);
  return found;
}

/** Clicks `control`, saves what it downloads, and checks its name is `base` (a RegExp source) plus the bytes' extension. */
async function expectDownloadNamedByBytes(page: Page, control: Locator, base: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const bytes = await readFile((await download.path()) ?? '');
  const { ext } = signatureOf(bytes);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${base}\\.${ext}$`));
  return bytes;
}

/** "View Full Size" opens the picture in a tab that shows it as the type its bytes are. */
async function expectFullSizeTyped(page: Page, scope: Locator, bytes: Buffer) {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    scope.getByRole('button', { name: 'View Full Size' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(await tab.evaluate(() => document.contentType)).toBe(signatureOf(bytes).type);
  await tab.close();
}

const describeScene = (scope: Locator) =>
  scope.getByLabel('Scene description', { exact: true }).fill('A picnic by the old well');

interface GeneratorCase {
  readonly id: string;
  readonly path: string;
  readonly base: string;
  readonly button: string;
  /** What the form needs before Generate, beyond its defaults. */
  readonly fill?: (generator: Locator) => Promise<void>;
}

const GENERATORS: readonly GeneratorCase[] = [
  {
    id: 'action-figure',
    path: '/features/action-figures',
    base: 'custom-action-figure',
    button: 'create-figure',
    // The creator asks for the name it prints on the box.
    fill: (g) => g.getByLabel('Character Name').fill('Rae Quill'),
  },
  {
    id: 'retro-figure',
    path: '/features/retro-action-figures',
    base: 'retro-action-figure',
    button: 'generate-figure',
  },
  {
    id: 'music-figure',
    path: '/features/music-star-action-figures',
    base: 'music-star-action-figure',
    button: 'generate-figure',
  },
  {
    id: 'tv-figure',
    path: '/features/tv-show-action-figures',
    base: 'tv-show-action-figure',
    button: 'generate-figure',
  },
  {
    id: 'wrestling-figure',
    path: '/features/wrestling-action-figures',
    base: 'wrestling-action-figure',
    button: 'generate-figure',
  },
  {
    id: 'ghibli',
    path: '/features/ghibli-style',
    base: 'ghibli-image',
    button: 'generate-ghibli',
    fill: describeScene,
  },
  {
    id: 'cartoon',
    path: '/features/cartoon-style',
    base: 'cartoon-style',
    button: 'generate-cartoon',
    fill: (g) => g.locator('[data-theme="pixel-art"]').click(),
  },
  { id: 'meme', path: '/features/meme-generator', base: 'meme', button: 'generate-meme' },
  {
    id: 'image',
    path: '/features/ai-image',
    base: 'ai-image',
    button: 'generate-image',
    fill: (g) => g.getByLabel('Prompt', { exact: true }).fill('a lighthouse at dawn'),
  },
  {
    id: 'crazy',
    path: '/features/crazy-image',
    base: 'crazy-image',
    button: 'generate-crazy',
    fill: (g) => g.getByRole('button', { name: /^Use: An octopus DJ/ }).click(),
  },
];

const WIDTHS: readonly { name: string; options: BrowserContextOptions }[] = [
  { name: '1280 px', options: { viewport: VIEWPORTS.desktop } },
  { name: '375 px', options: PHONE },
];

/** A picture painted in the page, as PNG bytes. */
async function paintedPng(page: Page, hue: number): Promise<Buffer> {
  const data = await page.evaluate((h) => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = `hsl(${h} 70% 50%)`;
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#fde047';
    g.fillRect(40 + h / 4, 60, 80, 80);
    return c.toDataURL('image/png').split(',')[1] ?? '';
  }, hue);
  return Buffer.from(data, 'base64');
}

describe.each(WIDTHS)('download names at $name', ({ options }) => {
  it.each(GENERATORS)(
    '$id: Download and View Full Size follow the bytes',
    async ({ path, base, button, fill }) => {
      const { page, context, errors } = await newPage(suite.browser, { ...options, acceptDownloads: true });
      await gotoGenerator(page, `${suite.app.url}${path}`);
      const generator = page.locator('#generator');
      await fill?.(generator);
      await generator.getByTestId(button).click();
      await generator.getByTestId('generation-image').waitFor({ timeout: 30_000 });
      const download = generator.getByRole('link', { name: 'Download' });
      const bytes = await expectDownloadNamedByBytes(page, download, base);
      await expectFullSizeTyped(page, generator, bytes);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the studio: a tool’s Download follows the bytes', async () => {
    const { page, context, errors } = await newPage(suite.browser, { ...options, acceptDownloads: true });
    await openStudio(page, `${suite.app.url}/editor?feature=ghibli`);
    const dialog = featureDialog(page);
    await describeScene(dialog);
    await dialog.getByTestId('generate-ghibli').click();
    await dialog.getByTestId('generation-image').waitFor({ timeout: 30_000 });
    await expectDownloadNamedByBytes(page, dialog.getByRole('link', { name: 'Download' }), 'ghibli-image');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the GIF editor: the animation downloads as .gif', async () => {
    const { page, context, errors } = await newPage(suite.browser, { ...options, acceptDownloads: true });
    await gotoPage(page, `${suite.app.url}/gif-editor`);
    await page.getByTestId('gif-editor').waitFor();
    const pictures = [await paintedPng(page, 200), await paintedPng(page, 20)];
    await page
      .getByTestId('gif-file-input')
      .setInputFiles(
        pictures.map((buffer, i) => ({ name: `frame-${i}.png`, mimeType: 'image/png', buffer })),
      );
    await expect.poll(() => page.getByTestId('gif-frame').count()).toBe(2);
    await page.getByTestId('gif-generate').click();
    await page.getByTestId('gif-result').waitFor({ timeout: 30_000 });
    await expectDownloadNamedByBytes(page, page.getByTestId('gif-download'), 'personalized-animation-\\d+');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the video maker: the video downloads under its container’s extension', {
    timeout: 120_000,
  }, async () => {
    const { page, context, errors } = await newPage(suite.browser, { ...options, acceptDownloads: true });
    await context.addInitScript(() => localStorage.removeItem('mergepix:video-settings'));
    await gotoPage(page, `${suite.app.url}/features/image-to-video`);
    const maker = page.getByTestId('video-maker');
    await maker.getByTestId('picture-input').setInputFiles({
      name: 'sunset.png',
      mimeType: 'image/png',
      buffer: await paintedPng(page, 30),
    });
    await maker.getByTestId('picture-info').waitFor();
    await maker.getByText('HD 720p', { exact: true }).click();
    await maker.getByLabel('Length').fill('3');
    await maker.getByTestId('encode-start').click();
    const download = maker.getByTestId('video-download');
    await download.waitFor({ timeout: 90_000 });
    await expectDownloadNamedByBytes(page, download, 'personalized-video-\\d{13}');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the live designer’s batch export: every image in the ZIP is named for its bytes', {
    timeout: 90_000,
  }, async () => {
    const { app, browser } = suite;
    const headers = await apiUser(app.url, `download-names-${options.viewport?.width}@example.com`);
    const created = await fetch(`${app.url}/rest/v1/designs`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(greetingDesign({ format: 'png' })),
    });
    const { id } = (await created.json()) as { id: string };
    const { page, context, errors } = await newPage(browser, { ...options, acceptDownloads: true });
    await context.addCookies(browserCookies(app.url, headers));
    await gotoPage(page, `${app.url}/live/${id}`);
    const designer = page.getByTestId('designer');
    await designer.getByRole('tab', { name: 'Batch export' }).click();
    const panel = designer.getByTestId('batch-panel');
    await panel.locator('input[type=file]').setInputFiles({
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('First Name,Company\nAda Moreno,Acme\nZoë Lindqvist,Lindqvist & Co\n'),
    });
    await panel.getByRole('button', { name: 'Export 2 images' }).click();
    const job = panel.getByTestId('batch-job');
    await job.and(page.locator('[data-status="done"]')).waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      job.getByTestId('batch-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
    const images = Object.entries(zip).filter(([name]) => name !== 'recipients.csv');
    expect(images.map(([name]) => name).sort()).toEqual(['ada-moreno.png', 'zoë-lindqvist.png']);
    for (const [name, bytes] of images)
      expect(name.endsWith(`.${signatureOf(Buffer.from(bytes)).ext}`)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
