import { describe, expect, it } from 'vitest';
import { apiUser, browserCookies } from './support/api.ts';
import { gotoPage, newPage } from './support/browser.ts';
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
    await gotoPage(page, `${app.url}/features/action-figures`);
    const generator = page.locator('#generator');
    await generator.getByTestId('create-figure').click();
    await generator.getByTestId('generation-image').waitFor({ timeout: 20_000 });
    await generator.getByTestId('personalize-every-customer').click();
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
    const dragged = await layer.boundingBox();
    expect(Math.round((dragged?.x ?? 0) - box.x)).toBe(-40);
    const corner = layer.locator('[data-handle="se"]');
    const handle = await corner.boundingBox();
    if (!handle) throw new Error('no resize handle');
    await page.mouse.move(handle.x + 4, handle.y + 4);
    await page.mouse.down();
    await page.mouse.move(handle.x - 26, handle.y + 4, { steps: 3 });
    await page.mouse.up();
    expect(Math.round((await layer.boundingBox())?.width ?? 0)).toBe(Math.round(box.width - 30));

    // Six sample customers side by side. One line, without shrinking: the long name is cut, and flagged.
    const strip = page.getByTestId('preview-strip');
    for (const id of ['you', 'long', 'empty', 'emoji', 'japanese', 'arabic'])
      await strip.getByTestId(`preview-${id}`).waitFor();
    await designer.getByRole('checkbox', { name: 'Shrink to fit, then wrap' }).uncheck();
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

    // The opens show on the chart.
    const stats = page.getByTestId('stats-panel');
    await stats.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(async () => Number(await stats.getByTestId('opens-direct').textContent()), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    expect(errors.filter((e) => !/\/rest\/v1\/jobs/.test(e))).toEqual([]);
    await context.close();
  });
});
