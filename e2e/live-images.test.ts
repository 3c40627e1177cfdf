import { describe, expect, it } from 'vitest';
import { greetingDesign } from '../apps/server/src/test-support/designs.ts';
import { apiUser } from './support/api.ts';
import { newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

/** Signs up through the API and publishes a greeting design; returns its Mailchimp link. */
async function publishGreeting(): Promise<string> {
  const auth = {
    ...(await apiUser(suite.app.url, 'live-e2e@example.com')),
    'Content-Type': 'application/json',
  };
  const created = await fetch(`${suite.app.url}/rest/v1/designs`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(greetingDesign()),
  });
  const { id } = (await created.json()) as { id: string };
  await fetch(`${suite.app.url}/rest/v1/designs/${id}/publish`, { method: 'POST', headers: auth });
  const { links } = (await (
    await fetch(`${suite.app.url}/rest/v1/designs/${id}/links`, { headers: auth })
  ).json()) as {
    links: { platform: string; url: string }[];
  };
  const mailchimp = links.find((l) => l.platform === 'mailchimp');
  if (!mailchimp) throw new Error('no Mailchimp link');
  return mailchimp.url;
}

describe('a published live image in an e-mail', () => {
  it('shows a merged name, and the natural fallback for an unmerged tag or an empty value', async () => {
    const link = await publishGreeting();
    const merged = link.replace('*|URL:FNAME|*', 'Ada');
    const empty = link.replace('*|URL:FNAME|*', '');
    const { page, context, errors } = await newPage(suite.browser);
    // A page shaped like an HTML e-mail: a 600 px table with the image, as platforms send it.
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:#eee">
      <table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
        ${[merged, link, empty]
          .map(
            (src, i) =>
              `<tr><td><img id="i${i}" crossorigin="anonymous" src="${src.replace(/&/g, '&amp;')}" width="600" height="400" alt="Hi *|FNAME|*!" style="display:block"></td></tr>`,
          )
          .join('')}
        <tr><td style="font:14px sans-serif;padding:16px">Thanks for reading.</td></tr>
      </table></body></html>`,
      { waitUntil: 'domcontentloaded' },
    );
    await page.waitForFunction(`[...document.images].every((img) => img.complete && img.naturalWidth > 0)`);
    // Each image's pixels, compared in the page.
    const report = (await page.evaluate(`(() => {
      const pixels = [...document.images].map((img) => {
        const c = document.createElement('canvas');
        c.width = img.naturalWidth; c.height = img.naturalHeight;
        const ctx = c.getContext('2d');
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, c.width, c.height).data;
      });
      const diff = (a, b) => { let n = 0; for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i] - b[i]) + Math.abs(a[i+1] - b[i+1]) + Math.abs(a[i+2] - b[i+2]) > 60) n++; return n; };
      return { sizes: [...document.images].map((i) => [i.naturalWidth, i.naturalHeight]), mergedVsUnmerged: diff(pixels[0], pixels[1]), unmergedVsEmpty: diff(pixels[1], pixels[2]) };
    })()`)) as { sizes: number[][]; mergedVsUnmerged: number; unmergedVsEmpty: number };
    expect(report.sizes).toEqual([
      [600, 400],
      [600, 400],
      [600, 400],
    ]);
    // "Hi Ada!" and "Hi there!" differ where the name is drawn; the unmerged tag and the empty
    // value both read "Hi there!", pixel for pixel.
    expect(report.mergedVsUnmerged).toBeGreaterThan(1000);
    expect(report.unmergedVsEmpty).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
