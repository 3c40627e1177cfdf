import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGif } from '@mergepix/core';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { apiUser, browserCookies } from './support/api.ts';
import { gotoPage, newPage, PHONE } from './support/browser.ts';
import { pngHeader } from './support/fakes.ts';
import { isMadeOfBlocks, lastGifEncoding, recordGifWorkers } from './support/gif-workers.ts';
import { useAppAndBrowser } from './support/suite.ts';

const ctx = useAppAndBrowser();
const PATH = '/gif-editor';

/** Drops `count` pictures made in the page (gradients with a disc) on the timeline's drop tile. */
async function dropPictures(page: Page, count: number) {
  await page.getByTestId('gif-drop-tile').evaluate(async (tile, n) => {
    const transfer = new DataTransfer();
    const hues = [200, 20, 130, 280, 50, 330];
    for (let i = 0; i < n; i++) {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const c = canvas.getContext('2d') as CanvasRenderingContext2D;
      const g = c.createLinearGradient(0, 0, 640, 480);
      g.addColorStop(0, `hsl(${hues[i % hues.length]} 80% 55%)`);
      g.addColorStop(1, '#111827');
      c.fillStyle = g;
      c.fillRect(0, 0, 640, 480);
      c.fillStyle = '#fde047';
      c.beginPath();
      c.arc(120 + i * 100, 240, 70, 0, Math.PI * 2);
      c.fill();
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
      );
      transfer.items.add(new File([blob], `frame-${i + 1}.png`, { type: 'image/png' }));
    }
    for (const type of ['dragenter', 'dragover', 'drop'])
      tile.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, count);
  await expect.poll(() => page.getByTestId('gif-frame').count()).toBe(count);
}

/** The token handle's centre, in page pixels. */
async function handleCentre(page: Page) {
  const box = await page.getByTestId('gif-token').first().boundingBox();
  if (!box) throw new Error('no token handle');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('GIF editor', () => {
  it('turns four dropped pictures and a dragged [FIRSTNAME] into an e-mail-safe GIF, downloads it and keeps the project over a reload', async () => {
    const { page, context, errors } = await newPage(ctx.browser, { acceptDownloads: true });
    await context.addInitScript(recordGifWorkers);
    await gotoPage(page, `${ctx.app.url}${PATH}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Animated GIF Personalization Editor');
    await expect.poll(() => page.getByRole('heading', { name: 'How to Use' }).count()).toBe(1);
    // An empty editor has its placeholder frame, and nothing to animate yet.
    expect(await page.getByTestId('gif-frame').count()).toBe(1);
    expect(await page.getByTestId('gif-generate').isDisabled()).toBe(true);
    await page.getByTestId('gif-empty-hint').waitFor();

    await dropPictures(page, 4);
    expect(await page.getByTestId('gif-frame-counter').textContent()).toBe('4 / 4');

    // Reorder: the first frame dragged onto the third.
    const labels = () =>
      page
        .getByTestId('gif-frame')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    const before = await labels();
    await page.getByTestId('gif-frame').nth(0).dragTo(page.getByTestId('gif-frame').nth(2));
    await expect.poll(labels).toEqual([before[1], before[2], before[0], before[3]]);

    // Durations: frame 1 at 800 ms, then the total follows.
    await page.getByTestId('gif-frame').nth(0).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Show Settings' }).click();
    await page.getByTestId('gif-frame-duration').fill('800');
    await expect
      .poll(() => page.getByTestId('gif-total-duration').textContent())
      .toBe('Total duration: 2.3s');

    // A [FIRSTNAME] text, dragged towards the top, then put on every frame.
    await page.getByTestId('gif-add-text').click();
    expect(await page.getByTestId('gif-token-text').inputValue()).toBe('[FIRSTNAME]');
    await page.getByTestId('gif-token-text').fill('Hi [FIRSTNAME]!');
    const start = await handleCentre(page);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y - 60, { steps: 6 });
    await page.mouse.up();
    // The moves are drawn in the page's own time: wait for the handle to be drawn there.
    await expect.poll(async () => start.y - (await handleCentre(page)).y).toBeGreaterThan(50);
    await page.getByRole('button', { name: 'Apply to all frames' }).click();
    expect(await page.getByRole('button', { name: /Text “Hi \[FIRSTNAME\]!”/ }).count()).toBe(1);

    // Play steps through the frames; Pause stops.
    await page.getByTestId('gif-play').click();
    await expect.poll(() => page.getByTestId('gif-frame-counter').textContent()).not.toBe('1 / 4');
    await page.getByTestId('gif-play').click();

    // Too large for e-mail, then made safe.
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByLabel('Width (px)').fill('1200');
    await page.getByLabel('Width (px)').press('Enter');
    await page.getByRole('radio', { name: 'High quality' }).check();
    await page.getByTestId('gif-email-safe').click();
    expect(await page.getByLabel('Width (px)').inputValue()).toBe('600');
    expect(await page.getByRole('radio', { name: 'Email optimized' }).isChecked()).toBe(true);

    await page.getByTestId('gif-generate').click();
    const result = page.getByTestId('gif-result');
    await result.waitFor({ timeout: 30_000 });
    const label = (await page.getByTestId('gif-download').textContent()) ?? '';
    const kb = Number(/\((\d+) KB\)/.exec(label)?.[1]);
    expect(kb).toBeGreaterThan(5);
    expect(kb).toBeLessThan(1024);

    // The e-mail preview, in its three templates, greeting the page's first name.
    await result.getByRole('button', { name: 'Show Email Preview' }).click();
    const preview = page.getByTestId('gif-email-preview');
    for (const name of ['Centered Template', 'Left Aligned', 'Announcement']) {
      await preview.getByRole('tab', { name }).click();
      expect(await preview.getByRole('img').count()).toBe(1);
    }
    expect((await preview.getByTestId('gif-email-body').boundingBox())?.width).toBe(600);
    expect(await preview.textContent()).toContain('Unsubscribe');

    const [download]: [Download, unknown] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('gif-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personalized-animation-\d+\.gif$/);
    const file = new Uint8Array(readFileSync(await download.path()));
    // The frames are encoded in workers, not on the page's thread: each frame's pixels were moved
    // to a worker, and the file is the image blocks the workers sent back, joined in frame order.
    // (How long the page's longest task is while a GIF is made is a benchmark figure: bench/gif.ts.)
    const encoding = await lastGifEncoding(page);
    expect(encoding.workers).toBeGreaterThanOrEqual(1);
    expect(encoding.sent.map(({ job: _, ...frame }) => frame)).toEqual(
      [0, 1, 2, 3].map((index) => ({
        index,
        width: 600,
        height: 400,
        mode: 'email',
        bytes: 600 * 400 * 4,
        moved: true,
      })),
    );
    expect(encoding.blockIndexes).toEqual([0, 1, 2, 3]);
    expect(isMadeOfBlocks(file, 600, 400, encoding.blocks)).toBe(true);
    const gif = readGif(file);
    expect({ width: gif.width, height: gif.height, loop: gif.loop }).toEqual({
      width: 600,
      height: 400,
      loop: 0,
    });
    expect(gif.frames.map((f) => f.delayCs)).toEqual([80, 50, 50, 50]);

    // The project survives a reload: frames, order, text and settings.
    await page.reload();
    await page.getByTestId('gif-editor').waitFor();
    await expect.poll(() => page.getByTestId('gif-frame').count()).toBe(4);
    expect(await page.getByTestId('gif-token').count()).toBe(1);
    expect(await page.getByTestId('gif-total-duration').textContent()).toBe('Total duration: 2.3s');

    // "Animate this" under any generated result hands the picture over: it becomes a frame.
    const handed = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 300;
      c.height = 200;
      (c.getContext('2d') as CanvasRenderingContext2D).fillRect(0, 0, 300, 200);
      return c.toDataURL('image/png');
    });
    await page.evaluate((url) => sessionStorage.setItem('mergepix:result-for:gif', url), handed);
    await page.reload();
    await expect.poll(() => page.getByTestId('gif-frame').count()).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses bad files with a message each, caps a 200-picture drop at 60 frames, and works on a phone', async () => {
    const { page, context, errors } = await newPage(ctx.browser, PHONE);
    await gotoPage(page, `${ctx.app.url}${PATH}`);
    await page.getByTestId('gif-editor').waitFor();
    // On disk, chosen by path as a person picks files: the browser reads the 40 MB file itself,
    // rather than receive it through the DevTools protocol. (.txt, .jpg and .png give the files
    // the types text/plain, image/jpeg and image/png.)
    const dir = mkdtempSync(join(tmpdir(), 'mergepix-e2e-gif-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const files: [string, Buffer][] = [
      ['notes.txt', Buffer.from('hello')],
      ['huge.jpg', Buffer.alloc(40 * 1024 * 1024, 1)],
      ['giant.png', Buffer.concat([pngHeader(12_000, 12_000, 33), Buffer.alloc(1000)])],
      ['broken.png', Buffer.concat([pngHeader(40, 40, 33), Buffer.alloc(200, 7)])],
    ];
    for (const [name, bytes] of files) writeFileSync(join(dir, name), bytes);
    await page.getByTestId('gif-file-input').setInputFiles(files.map(([name]) => join(dir, name)));
    const alert = page.getByTestId('gif-intake-errors');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('“notes.txt” is not an image');
    expect(text).toContain('“huge.jpg” is 40.0 MB; pictures can be up to 20 MB.');
    expect(text).toContain('“giant.png” is 12,000×12,000 pixels');
    expect(text).toContain('“broken.png” could not be read as a picture');
    // Nothing was lost or added: the placeholder frame is still the only one.
    expect(await page.getByTestId('gif-frame').count()).toBe(1);

    // 200 pictures: the first 60 become frames, the rest are counted out, and the page answers.
    const tiny = await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = c.height = 8;
      (c.getContext('2d') as CanvasRenderingContext2D).fillRect(0, 0, 8, 8);
      return c.toDataURL('image/png');
    });
    const buffer = Buffer.from(tiny.split(',')[1] ?? '', 'base64');
    await page
      .getByTestId('gif-file-input')
      .setInputFiles(
        Array.from({ length: 200 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer })),
      );
    await expect
      .poll(() => alert.textContent(), { timeout: 60_000 })
      .toContain('A GIF can have up to 60 frames: 140 of your 200 images were not added.');
    expect(await page.getByTestId('gif-frame').count()).toBe(60);

    // On a phone the text's settings sit right under the preview, and nothing scrolls sideways.
    await page.getByTestId('gif-add-text').click();
    const preview = await page.getByTestId('gif-preview').boundingBox();
    const settings = await page.getByTestId('gif-token-settings').boundingBox();
    expect(settings && preview && settings.y > preview.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Sixty frames make a GIF on a phone too.
    await page.getByTestId('gif-generate').click();
    await page.getByTestId('gif-download').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('publishes the animation as a live GIF whose one URL draws each recipient’s name', async () => {
    const headers = await apiUser(ctx.app.url, 'gif-live-e2e@example.com');
    const { page, context, errors } = await newPage(ctx.browser);
    await context.addCookies(browserCookies(ctx.app.url, headers));
    await gotoPage(page, `${ctx.app.url}${PATH}`);
    await page.getByTestId('gif-editor').waitFor();
    await dropPictures(page, 2);
    await page.getByTestId('gif-add-text').click();
    await page.getByTestId('gif-token-text').fill('Hi [FIRSTNAME]!');
    await page.getByRole('button', { name: 'Apply to all frames' }).click();
    await page.getByTestId('gif-publish-live').click();
    const url = (await page.getByTestId('live-url').textContent())?.trim() ?? '';
    expect(url).toMatch(/\/i\/[\w-]+\.gif$/);
    const open = async (name: string) => {
      const res = await fetch(`${url}?firstname=${encodeURIComponent(name)}`);
      expect(res.headers.get('content-type')).toBe('image/gif');
      return readGif(new Uint8Array(await res.arrayBuffer()));
    };
    const [ana, zoe] = await Promise.all([open('Ana'), open('Zoë')]);
    for (const gif of [ana, zoe]) {
      expect({ width: gif.width, height: gif.height, frames: gif.frames.length }).toEqual({
        width: 400,
        height: 400,
        frames: 2,
      });
      expect(gif.frames.map((f) => f.delayCs)).toEqual([50, 50]);
    }
    expect(Buffer.from(ana.frames[0]?.rgba ?? []).equals(Buffer.from(zoe.frames[0]?.rgba ?? []))).toBe(false);
    // Republishing keeps the URL; the editor remembers its design over a reload.
    await page.reload();
    expect((await page.getByTestId('live-url').textContent())?.trim()).toBe(url);
    expect(errors).toEqual([]);
    await context.close();
  });
});
