import { describe, expect, it } from 'vitest';
import { greetingDesign } from '../apps/server/src/test-support/designs.ts';
import { apiUser, browserCookies } from './support/api.ts';
import { gotoPage, newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

describe('brand safety in the live image designer', () => {
  it('filters by default, blocks the owner’s words, turns the filter off, and the previews show each', async () => {
    const { app, browser } = suite;
    const headers = await apiUser(app.url, 'safety-e2e@example.com');
    const created = await fetch(`${app.url}/rest/v1/designs`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(greetingDesign()),
    });
    const { id } = (await created.json()) as { id: string };
    const saved = async () =>
      (
        (await (await fetch(`${app.url}/rest/v1/designs/${id}`, { headers })).json()) as {
          design: { safety?: unknown };
        }
      ).design.safety;
    const { page, context, errors } = await newPage(browser);
    await context.addCookies(browserCookies(app.url, headers));
    await gotoPage(page, `${app.url}/live/${id}`);
    const designer = page.getByTestId('designer');
    await designer.getByRole('tab', { name: 'Publish' }).click();
    const safety = designer.getByTestId('brand-safety');
    const filter = safety.getByRole('checkbox', { name: /Filter what strangers write/ });
    const refusal = (sample: string) => page.getByTestId(`preview-${sample}`).getByTestId('preview-refused');

    // On by default: a stranger's link and message fall back, and the preview says why.
    expect(await filter.isChecked()).toBe(true);
    await expect
      .poll(() => refusal('stranger').textContent())
      .toBe('Fallback for FIRSTNAME (filtered: a web address), COMPANY (filtered: a message, not a name)');
    expect(await refusal('unmerged').textContent()).toBe(
      'Fallback for FIRSTNAME (a merge tag), COMPANY (a merge tag)',
    );
    expect(await refusal('over-limit').textContent()).toBe('Fallback for FIRSTNAME (over 60 characters)');
    // Real values are drawn: the emoji sample has no refusal.
    expect(await refusal('emoji').count()).toBe(0);

    // The owner's own words: a line over the limit is refused in place and not saved.
    const list = safety.getByRole('textbox', { name: 'Also block' });
    await list.fill(`Northern Lights\n${'x'.repeat(61)}`);
    await safety.getByRole('alert').filter({ hasText: 'is longer than 60 characters' }).waitFor();
    expect(await list.getAttribute('aria-invalid')).toBe('true');
    await list.fill('Northern Lights');
    expect(await safety.getByRole('alert').count()).toBe(0);
    await expect
      .poll(() => refusal('long').textContent())
      .toBe('Fallback for COMPANY (filtered: a word of your blocklist)');
    await expect
      .poll(saved)
      .toEqual({ filter: true, blocklist: ['Northern Lights'], signed: false, known: false });

    // The filter off, from the keyboard: the stranger's values are drawn; the blocklist still holds.
    await filter.focus();
    await page.keyboard.press('Space');
    expect(await filter.isChecked()).toBe(false);
    await expect.poll(() => refusal('stranger').count()).toBe(0);
    expect(await page.getByTestId('preview-stranger').getByRole('img').getAttribute('aria-label')).toBe(
      'A stranger’s URL: Visit evil.example.com · Your account is locked',
    );
    expect(await refusal('long').textContent()).toBe(
      'Fallback for COMPANY (filtered: a word of your blocklist)',
    );
    await expect
      .poll(saved)
      .toEqual({ filter: false, blocklist: ['Northern Lights'], signed: false, known: false });

    // Signed links only: the designer says what stops working.
    const signed = safety.getByRole('checkbox', { name: /Signed links only/ });
    await signed.check();
    await safety
      .getByRole('note')
      .filter({ hasText: 'Merge-tag links from your e-mail platform now show the fallback' })
      .waitFor();
    await expect
      .poll(saved)
      .toEqual({ filter: false, blocklist: ['Northern Lights'], signed: true, known: false });

    // Known recipients only: without a list everyone gets the fallback, and the designer says so.
    await signed.uncheck();
    const known = safety.getByRole('checkbox', { name: /Known recipients only/ });
    await known.check();
    const list2 = safety.getByTestId('known-recipients');
    await list2
      .getByRole('note')
      .filter({ hasText: 'With no list, every recipient sees the fallback' })
      .waitFor();
    await list2.locator('input[type=file]').setInputFiles({
      name: 'audience.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('First Name,Company\nAda,"Acme, Inc."\nZoë,Globex\n'),
    });
    await expect
      .poll(() => list2.getByTestId('audience-status').textContent())
      .toMatch(/^Your list holds 2 first names, 2 companies · updated .+\.$/);
    expect(await list2.getByRole('note').count()).toBe(0);
    await expect
      .poll(saved)
      .toEqual({ filter: false, blocklist: ['Northern Lights'], signed: false, known: true });

    // Published, the test view shows what each recipient will see: a listed name, or the fallback.
    await designer.getByRole('button', { name: 'Publish' }).click();
    const testName = designer.getByRole('textbox', { name: /First name the test recipient has/ });
    const testImage = designer.getByTestId('test-image');
    const shown = async (name: string) => {
      await testName.fill(name);
      await expect
        .poll(() => testImage.getAttribute('src'))
        .toContain(name ? `firstname=${encodeURIComponent(name)}` : 'mpx_preview');
      const src = (await testImage.getAttribute('src')) ?? '';
      return Buffer.from(await (await fetch(new URL(src, app.url))).arrayBuffer());
    };
    const fallback = await shown('');
    expect((await shown('Ada')).equals(fallback)).toBe(false);
    expect((await shown('Eve')).equals(fallback)).toBe(true);

    // After a reload the settings are the saved ones.
    await page.reload();
    await designer.getByRole('tab', { name: 'Publish' }).click();
    expect(await filter.isChecked()).toBe(false);
    expect(await signed.isChecked()).toBe(false);
    expect(await known.isChecked()).toBe(true);
    expect(await list.inputValue()).toBe('Northern Lights');
    expect(errors).toEqual([]);
  });
});
