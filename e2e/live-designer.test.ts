import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { greetingDesign } from '../apps/server/src/test-support/designs.ts';
import { SAMPLE_RECIPIENTS } from '../apps/web/src/features/live-images/sample-recipients.ts';
import { apiUser, browserCookies } from './support/api.ts';
import { gotoGenerator, gotoPage, newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

describe('the live image designer', () => {
  it('turns an action figure into a live image: font, previews, publish, Mailchimp snippet, opens', async () => {
    const { app, browser } = suite;
    const headers = await apiUser(app.url, 'designer-e2e@example.com');
    const { page, context, errors } = await newPage(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await context.addCookies(browserCookies(app.url, headers));

    // Make an action figure, then personalize it for every customer.
    await gotoGenerator(page, `${app.url}/features/action-figures`);
    const generator = page.locator('#generator');
    // The creator asks for the name it prints on the box (this account has no first name set).
    await generator.getByLabel('Character Name').fill('Rae Quill');
    await generator.getByTestId('create-figure').click();
    await generator.getByTestId('generation-image').waitFor();
    await generator.getByTestId('result-action-live-images').click();
    await page.waitForURL(/\/live\/[0-9a-f-]{36}$/);
    const designId = page.url().split('/').pop() ?? '';
    const designer = page.getByTestId('designer');
    await designer.waitFor();
    // The figure is the base, with a greeting that falls back to "there".
    const text = designer.getByRole('textbox', { name: 'Text' });
    expect(await text.inputValue()).toBe('Hi [FIRSTNAME|there]!');

    // A handwritten font from the shared picker.
    await designer.getByRole('button', { name: /^Font:/ }).click();
    await designer.getByRole('button', { name: 'Handwriting' }).click();
    await designer.getByRole('combobox', { name: 'Search fonts' }).fill('Satisfy');
    await designer.getByRole('option', { name: /Satisfy/ }).click();

    // Move the text with the keyboard; undo takes the move back, redo puts it again.
    const layer = page.getByTestId('stage-layer-0');
    const left = async () => Number.parseFloat(await layer.evaluate((el) => (el as HTMLElement).style.left));
    const before = await left();
    await layer.focus();
    await page.keyboard.press('Shift+ArrowRight');
    expect(await left()).toBeGreaterThan(before);
    await page.keyboard.press('Control+z');
    expect(await left()).toBe(before);
    await page.keyboard.press('Control+Shift+z');
    expect(await left()).toBeGreaterThan(before);

    // Drag it with the mouse, and pull its corner handle.
    const box = await layer.boundingBox();
    if (!box) throw new Error('layer not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2 + 20, { steps: 4 });
    await page.mouse.up();
    // A drag's moves are drawn in the page's own time: wait for the layer to be drawn there.
    await expect.poll(async () => Math.round(((await layer.boundingBox())?.x ?? 0) - box.x)).toBe(-40);
    const corner = layer.locator('[data-handle="se"]');
    const handle = await corner.boundingBox();
    if (!handle) throw new Error('no resize handle');
    await page.mouse.move(handle.x + 4, handle.y + 4);
    await page.mouse.down();
    await page.mouse.move(handle.x - 26, handle.y + 4, { steps: 3 });
    await page.mouse.up();
    await expect
      .poll(async () => Math.round((await layer.boundingBox())?.width ?? 0))
      .toBe(Math.round(box.width - 30));

    // The sample customers side by side: the hard values and each refusal. A new layer draws every
    // recipient at one size; one line without fitting: the long name is cut, and flagged.
    const strip = page.getByTestId('preview-strip');
    for (const id of ['you', ...SAMPLE_RECIPIENTS.map((r) => r.id)])
      await strip.getByTestId(`preview-${id}`).waitFor();
    expect(await designer.getByRole('radio', { name: /Same size for everyone/ }).isChecked()).toBe(true);
    await designer.getByRole('checkbox', { name: 'Fit long names to the box' }).uncheck();
    await designer.getByLabel('Lines at most').selectOption('1');
    await expect.poll(() => strip.getByTestId('preview-long').textContent()).toMatch(/Cut short: layer 1/);
    expect(await strip.getByTestId('preview-you').textContent()).not.toMatch(/Cut short/);

    // Autosave: after a reload the font and the move are still there.
    await page.getByTestId('save-status').and(page.locator('[data-status="saved"]')).waitFor();
    const saved = await (await fetch(`${app.url}/rest/v1/designs/${designId}`, { headers })).json();
    expect(saved.design.layers[0].fontFamily).toBe('Satisfy');
    await page.reload();
    await designer.waitFor();
    expect(await designer.getByRole('button', { name: /^Font:/ }).textContent()).toMatch(/Satisfy/);

    // Publish, and copy the Mailchimp snippet.
    await designer.getByRole('tab', { name: 'Publish & opens' }).click();
    await designer.getByRole('button', { name: 'Publish' }).click();
    const url = (await designer.getByTestId('live-url').textContent()) ?? '';
    expect(url).toMatch(/\/i\/[\w-]{16}\.jpg$/);
    expect(await designer.getByTestId('platform-snippet').textContent()).toContain('firstname=*|URL:FNAME|*');
    await designer.getByRole('button', { name: 'Copy <img> tag' }).click();
    await designer.getByText('Copied', { exact: true }).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('*|URL:FNAME|*');

    // Opened as recipients would: a merged name, and the raw tag a test send leaves.
    const zoe = await fetch(`${url}?fname=Zo%C3%AB`);
    const raw = await fetch(`${url}?fname=*|FNAME|*`);
    const none = await fetch(url);
    expect([zoe.status, raw.status, none.status]).toEqual([200, 200, 200]);
    expect(zoe.headers.get('content-type')).toBe('image/jpeg');
    const [a, b, c] = await Promise.all(
      [zoe, raw, none].map(async (r) => Buffer.from(await r.arrayBuffer())),
    );
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(false);
    expect(b?.equals(c ?? Buffer.alloc(0))).toBe(true);

    // The three opens show on the chart; the designer's own test view is never counted.
    await designer.getByTestId('test-image').evaluate((el: HTMLImageElement) => el.decode());
    const stats = page.getByTestId('stats-panel');
    await stats.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(async () => Number(await stats.getByTestId('opens-direct').textContent())).toBe(3);
    expect(await stats.getByTestId('opens-unique').textContent()).toBe('2');
    expect(errors.filter((e) => !/\/rest\/v1\/jobs/.test(e))).toEqual([]);
    await context.close();
  });

  // The server draws 997 images: on a busy two-core machine that alone can take most of a
  // minute, so the test may take up to three (how fast it exports is bench/batch-export.ts's).
  it('exports a batch from a CSV: bad files refused, bad rows listed, progress, a ZIP of the good rows', {
    timeout: 180_000,
  }, async () => {
    const { app, browser } = suite;
    const headers = await apiUser(app.url, 'designer-batch-e2e@example.com');
    const created = await fetch(`${app.url}/rest/v1/designs`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(greetingDesign()),
    });
    const { id } = (await created.json()) as { id: string };
    const { page, context, errors } = await newPage(browser, { acceptDownloads: true });
    await context.addCookies(browserCookies(app.url, headers));
    await gotoPage(page, `${app.url}/live/${id}`);
    const designer = page.getByTestId('designer');
    await designer.getByRole('tab', { name: 'Batch export' }).click();
    const panel = designer.getByTestId('batch-panel');
    const input = panel.locator('input[type=file]');
    const upload = (name: string, buffer: Buffer) =>
      input.setInputFiles({ name, mimeType: 'text/csv', buffer });

    // Files that cannot be a recipient list are refused with a reason, before anything is sent.
    const dir = await mkdtemp(join(tmpdir(), 'mergepix-e2e-'));
    const huge = join(dir, 'huge.csv');
    await writeFile(huge, Buffer.alloc(50 * 1024 * 1024, 'a'));
    await input.setInputFiles(huge);
    await panel.getByText('This file is 50.0 MB; the limit is 5.0 MB').waitFor();
    await rm(dir, { recursive: true });
    await upload('photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));
    await panel.getByText('This file is not a text CSV.').waitFor();
    await upload('empty.csv', Buffer.from('First Name,Company\n'));
    await panel.getByText('The file has a header row but no recipients.').waitFor();
    const many = ['First Name', ...Array.from({ length: 10_001 }, (_, i) => `Person ${i}`)].join('\n');
    await upload('many.csv', Buffer.from(many));
    await panel.getByText('The file has 10,001 rows; the limit is 10,000.').waitFor();

    // 1,000 rows, 3 of them broken: the other 997 render.
    const rows = Array.from({ length: 1000 }, (_, i) =>
      [10, 500, 900].includes(i) ? `Broken ${i},Acme,extra` : `Guest ${i},Company ${i % 7}`,
    );
    await upload('guests.csv', Buffer.from(['First Name,Company', ...rows].join('\n')));
    await panel
      .getByTestId('bad-rows')
      .getByText(/3 notes on your rows; 997 images will render/)
      .waitFor();
    await panel.getByRole('button', { name: 'Export 997 images' }).click();
    const job = panel.getByTestId('batch-job');
    await job.getByRole('progressbar').waitFor();
    await job.and(page.locator('[data-status="done"]')).waitFor({ timeout: 170_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      job.getByTestId('batch-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
    const names = Object.keys(zip);
    expect(names.filter((n) => n.endsWith('.jpg'))).toHaveLength(997);
    expect(names).toContain('guest-0.jpg');
    expect(names).toContain('recipients.csv');
    expect(errors).toEqual([]);
    await context.close();
  });
});
