import { readGif } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../apps/server/src/render/test-images.ts';
import { gifGreetingDesign } from '../apps/server/src/test-support/designs.ts';
import { apiUser, browserCookies } from './support/api.ts';
import { gotoPage, newPage, PHONE } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

describe('a live GIF in the live image designer', () => {
  it('is listed as a GIF and opened read-only: a link to the GIF editor, its snippets and opens, nothing saved', async () => {
    const { app, browser } = suite;
    const headers = await apiUser(app.url, 'live-gif-e2e@example.com');
    const upload = await fetch(`${app.url}/rest/v1/designs/uploads`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(await makePhoto(600, 400, 5)),
    });
    const { path } = (await upload.json()) as { path: string };
    const created = await fetch(`${app.url}/rest/v1/designs`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(gifGreetingDesign([path, null, path])),
    });
    const { id } = (await created.json()) as { id: string };
    await fetch(`${app.url}/rest/v1/designs/${id}/publish`, { method: 'POST', headers });

    for (const options of [{}, PHONE]) {
      const { page, context, errors } = await newPage(browser, options);
      await context.addCookies(browserCookies(app.url, headers));
      const writes: string[] = [];
      page.on('request', (req) => {
        if (req.method() !== 'GET' && req.url().includes('/rest/v1/designs')) writes.push(req.url());
      });
      await gotoPage(page, `${app.url}/live`);
      const list = page.getByTestId('design-list');
      await list.getByTestId('gif-frames-preview').waitFor();
      await list.getByRole('button', { name: 'Open Live GIF' }).click();

      const view = page.getByTestId('live-gif-view');
      await view.getByText('This live GIF is edited in the GIF editor.').waitFor();
      expect(await view.getByRole('link', { name: 'Open the GIF editor' }).getAttribute('href')).toBe(
        '/gif-editor',
      );
      expect(await page.getByTestId('designer').count()).toBe(0);
      const url = (await view.getByTestId('live-url').textContent()) ?? '';
      expect(url).toMatch(/\/i\/[\w-]{16}\.gif$/);
      expect(await view.getByTestId('platform-snippet').textContent()).toContain(
        '.gif?firstname=*|URL:FNAME|*',
      );
      // The test recipient's image is the animated GIF, drawn for them.
      const image = view.getByTestId('test-image');
      // The first open of a version prepares its frames in each render thread: give it time.
      await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(600);
      const gif = readGif(new Uint8Array(await (await fetch(`${url}?firstname=Zo%C3%AB`)).arrayBuffer()));
      expect(gif.frames.map((f) => f.delayCs)).toEqual([50, 100, 50]);
      await view.getByTestId('stats-panel').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(writes).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
