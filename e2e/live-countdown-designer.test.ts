import { type GifInfo, readGif } from '@mergepix/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../apps/server/src/render/test-images.ts';
import { apiUser, browserCookies } from './support/api.ts';
import { gotoPage, newPage, PHONE } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

/** The stage's colour at one of its corners, as drawn (the base shows there: no text). */
async function stageCorner(page: Page): Promise<string> {
  return page
    .getByTestId('design-stage')
    .locator('canvas')
    .evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const [r, g, b] = canvas.getContext('2d')?.getImageData(2, 2, 1, 1).data ?? [];
      return `#${[r, g, b].map((n) => (n ?? 0).toString(16).padStart(2, '0')).join('')}`;
    });
}

describe('a live countdown and segments in the designer', () => {
  for (const [name, options] of [
    ['desktop', {}],
    ['phone', PHONE],
  ] as const)
    it(`adds a countdown and two segments, previews them and the worst cases, saves and publishes, and two recipients each get their own GIF (${name})`, async () => {
      const { app, browser } = suite;
      const headers = await apiUser(app.url, `countdown-${name}@example.com`);
      const { page, context, errors } = await newPage(browser, options);
      await context.addCookies(browserCookies(app.url, headers));

      // A new design on a dark colour.
      await gotoPage(page, `${app.url}/live`);
      await page.getByRole('button', { name: 'New design' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Winter sale');
      await page.getByRole('tab', { name: 'Colour' }).click();
      await page.getByRole('button', { name: 'Colour #1e293b' }).click();
      await page.getByRole('button', { name: 'Create design' }).click();
      await page.waitForURL(/\/live\/[0-9a-f-]{36}$/);
      const designId = page.url().split('/').pop() ?? '';
      const designer = page.getByTestId('designer');
      await designer.waitFor();

      // A countdown to a fixed date and time in Tokyo.
      await designer.getByRole('tab', { name: 'Countdown' }).click();
      await designer.getByRole('button', { name: 'Add countdown' }).click();
      const panel = designer.getByTestId('countdown-panel');
      const at = `${new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)}T18:00`;
      await panel.getByLabel('Ends at').fill(at);
      await panel.getByLabel('Time zone').selectOption('Asia/Tokyo');
      // It ticks while the page is shown.
      const secondsLeft = async () =>
        Number(await page.getByTestId('stage-countdown').getAttribute('data-seconds-left'));
      const first = await secondsLeft();
      expect(first).toBeGreaterThan(86_400);
      await expect.poll(secondsLeft).toBeLessThan(first);
      // Moved with the keyboard, as layers are.
      const countdown = page.getByTestId('stage-countdown');
      const left = async () =>
        Number.parseFloat(await countdown.evaluate((el) => (el as HTMLElement).style.left));
      const before = await left();
      await countdown.focus();
      await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(left).toBeGreaterThan(before);
      // Over the greeting, which is drawn per recipient: refused, and said so beside the panel.
      for (let i = 0; i < 15; i++) await page.keyboard.press('Shift+ArrowUp');
      await panel
        .getByTestId('countdown-problems')
        .getByText(/overlaps the countdown/)
        .waitFor();
      await page.getByTestId('save-status').and(page.locator('[data-status="error"]')).waitFor();
      for (let i = 0; i < 15; i++) await page.keyboard.press('Shift+ArrowDown');
      await panel.getByTestId('countdown-problems').waitFor({ state: 'detached' });
      if (name === 'desktop') {
        // Its corner handle pulled 30 px in, with the mouse (the stage is drawn at 1:1 here).
        const corner = countdown.locator('[data-handle="se"]');
        const handle = await corner.boundingBox();
        if (!handle) throw new Error('no resize handle');
        await page.mouse.move(handle.x + 4, handle.y + 4);
        await page.mouse.down();
        await page.mouse.move(handle.x - 26, handle.y + 4, { steps: 3 });
        await page.mouse.up();
        await expect.poll(async () => Math.round((await countdown.boundingBox())?.width ?? 0)).toBe(450);
      }

      // Two segments with colour bases; a duplicate is refused in core's words.
      await designer.getByRole('tab', { name: 'Segments' }).click();
      const segments = designer.getByTestId('segments-panel');
      const value = segments.getByLabel('New segment value');
      for (const v of ['retail', 'healthcare']) {
        await value.fill(v);
        await segments.getByRole('button', { name: 'Add', exact: true }).click();
      }
      await value.fill(' Retail ');
      await segments.getByRole('button', { name: 'Add', exact: true }).click();
      await segments.getByText('The segment "Retail" is listed twice.').waitFor();
      await value.fill('');
      for (const [v, swatch] of [
        ['retail', 'Colour #be123c'],
        ['healthcare', 'Colour #f1f5f9'],
      ] as const) {
        await segments.getByRole('button', { name: `Picture for “${v}”` }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('tab', { name: 'Colour' }).click();
        await dialog.getByRole('button', { name: swatch }).click();
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
      }

      // The stage previews each segment's picture under the layers.
      expect(await stageCorner(page)).toBe('#1e293b');
      await designer.getByLabel('Preview segment').selectOption({ label: 'retail' });
      await expect.poll(() => stageCorner(page)).toBe('#be123c');
      await designer.getByLabel('Preview segment').selectOption({ label: 'healthcare' });
      await expect.poll(() => stageCorner(page)).toBe('#f1f5f9');

      // The worst cases: the countdown after its deadline, a segment the design does not list.
      const worst = page.getByTestId('preview-worst-case');
      expect(await worst.getByTestId('preview-countdown-ended').textContent()).toContain(
        'Ended: “This offer has ended”',
      );
      expect(await worst.getByTestId('preview-segment-unknown').textContent()).toContain(
        'Unknown segment: default picture',
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      // Saved as set.
      await page.getByTestId('save-status').and(page.locator('[data-status="saved"]')).waitFor();
      const saved = await (await fetch(`${app.url}/rest/v1/designs/${designId}`, { headers })).json();
      expect(saved.design.countdown.deadline).toEqual({ kind: 'fixed', at, timeZone: 'Asia/Tokyo' });
      // Placed centred (60 px in on a 600 px design), then 10 px right.
      expect(saved.design.countdown.box.x).toBe(70);
      expect(saved.design.countdown.box.width).toBe(name === 'desktop' ? 450 : 480);
      expect(saved.design.segments).toEqual({
        token: 'SEGMENT',
        items: [
          { value: 'retail', base: { kind: 'color', color: '#be123c' } },
          { value: 'healthcare', base: { kind: 'color', color: '#f1f5f9' } },
        ],
      });

      // Per recipient: a deadline that is not one shows the fallback text.
      await designer.getByRole('tab', { name: 'Countdown' }).click();
      await panel.getByRole('radio', { name: 'Each recipient’s own (from the link)' }).check();
      await panel.getByTestId('deadline-example').getByText('?deadline=').first().waitFor();
      await expect
        .poll(() => worst.getByTestId('preview-deadline-invalid').textContent())
        .toContain('No valid deadline: “Ends soon”');
      await page.getByTestId('save-status').and(page.locator('[data-status="saved"]')).waitFor();
      const again = await (await fetch(`${app.url}/rest/v1/designs/${designId}`, { headers })).json();
      expect(again.design.countdown.deadline).toEqual({
        kind: 'token',
        token: 'DEADLINE',
        timeZone: 'Asia/Tokyo',
        dateOrder: 'mdy',
      });
      // Once ended, an uploaded picture in the countdown's box: drawn in the worst case, saved by path.
      await panel.getByRole('radio', { name: 'A picture' }).check();
      await panel
        .locator('input[type=file]')
        .first()
        .setInputFiles({
          name: 'ended.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from(await makePhoto(300, 120, 3)),
        });
      await panel.getByRole('img', { name: 'Shown once the countdown has ended' }).waitFor();
      await worst.getByTestId('preview-countdown-ended').getByText('Ended: your picture').waitFor();
      await page.getByTestId('save-status').and(page.locator('[data-status="saved"]')).waitFor();
      const ended = await (await fetch(`${app.url}/rest/v1/designs/${designId}`, { headers })).json();
      expect(ended.design.countdown.ended).toEqual({ kind: 'image', path: expect.stringMatching(/\.jpg$/) });

      // Published, the ticking GIF's link is offered beside the still image's.
      await designer.getByRole('tab', { name: 'Publish & opens' }).click();
      await designer.getByRole('button', { name: 'Publish', exact: true }).click();
      expect(await designer.getByTestId('ticking-gif').locator('code').textContent()).toMatch(
        /\/i\/[\w-]{16}\.gif\?firstname=/,
      );
      // Two recipients open the published GIF, each with their own segment and deadline: each
      // gets their segment's colour and their own minute of ticks, decoded frame by frame.
      const publicId = (await (await fetch(`${app.url}/rest/v1/designs/${designId}`, { headers })).json())
        .public_id;
      const open = async (query: string) => {
        const res = await fetch(`${app.url}/i/${publicId}.gif?${query}`);
        expect(res.headers.get('content-type')).toBe('image/gif');
        return readGif(new Uint8Array(await res.arrayBuffer()));
      };
      const iso = (ms: number) => encodeURIComponent(new Date(Date.now() + ms).toISOString());
      const ada = await open(`firstname=Ada&segment=Retail&deadline=${iso(2 * 86_400_000)}`);
      const ben = await open(`firstname=Ben&segment=healthcare&deadline=${iso(20_000)}`);
      const stranger = await open('firstname=Cy&segment=wholesale&deadline=someday');
      expect(ada.frames).toHaveLength(60);
      // 20 s left: about 20 ticks, then the ended picture over the countdown's box.
      expect(ben.frames.length).toBeGreaterThan(15);
      expect(ben.frames.length).toBeLessThan(25);
      const box = saved.design.countdown.box;
      expect(ben.frames.at(-1)).toMatchObject({ left: Math.floor(box.x), top: Math.floor(box.y) });
      // Unknown segment and a deadline that does not read: the design's own colour, the fallback text, one frame.
      expect(stranger.frames).toHaveLength(1);
      const corner = (gif: GifInfo) => Array.from(gif.frames[0]?.rgba.subarray(8, 11) ?? []);
      const near = (a: number[], hex: string) =>
        [1, 3, 5].every((i, k) => Math.abs((a[k] ?? 0) - Number.parseInt(hex.slice(i, i + 2), 16)) < 12);
      expect(near(corner(ada), '#be123c')).toBe(true);
      expect(near(corner(ben), '#f1f5f9')).toBe(true);
      expect(near(corner(stranger), '#1e293b')).toBe(true);
      // The later frames hold only the numbers that changed, inside the countdown's box.
      for (const f of ada.frames.slice(1)) {
        expect(f.left).toBeGreaterThanOrEqual(Math.floor(box.x));
        expect(f.left + f.width).toBeLessThanOrEqual(Math.ceil(box.x + box.width));
      }

      // Removing the countdown sticks: the saved design has none.
      await designer.getByRole('tab', { name: 'Countdown' }).click();
      await panel.getByRole('button', { name: 'Remove countdown' }).click();
      await page.getByTestId('save-status').and(page.locator('[data-status="saved"]')).waitFor();
      await expect
        .poll(
          async () =>
            (await (await fetch(`${app.url}/rest/v1/designs/${designId}`, { headers })).json()).design
              .countdown,
        )
        .toBeUndefined();

      // The one refused save (the overlap) is the only error.
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await context.close();
    });
});
