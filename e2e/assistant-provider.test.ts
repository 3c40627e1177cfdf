import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeProviders } from '../apps/server/src/test-support/fake-providers.ts';
import { gotoHome, newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

// With a chat model configured (a fake OpenAI server here), replies stream from it; when it fails
// the built-in guide answers and the panel says why. A model's reply is never trusted as markup.
let fake: FakeProviders;
beforeAll(async () => {
  fake = await FakeProviders.start();
});
afterAll(async () => {
  await fake.close();
});
const ctx = useAppAndBrowser(() => ({
  OPENAI_API_KEY: 'sk-test-0123456789abcdefghij',
  OPENAI_BASE_URL: fake.openaiBaseUrl,
}));

describe('the AI assistant with a chat model', () => {
  it('streams the model’s reply as inert text, then falls back to the guide and says so when the model fails', async () => {
    // Without the assistant's note 10 s into the page (assistant.test.ts): on a slow machine it
    // could appear in the corner while the test works there.
    const { page, context, errors } = await newPage(ctx.browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    fake.chatChunks = [
      'Try the **meme generator**. ',
      '<img src=x onerror=alert(1)> ',
      '[Open it](javascript:alert(2)) or ',
      '[see the guide](/features/meme-generator).',
      '\nFEATURES: ["meme"]',
    ];
    fake.chunkDelayMs = 400;
    await gotoHome(page, ctx.app.url);
    await page.getByTestId('assistant-button').click();
    const input = page.getByTestId('assistant-input');
    await input.fill('a funny meme for my team');
    // It arrives piece by piece: the first words show while the reply is still pending. Noted in
    // the page the moment they appear (the test may look later, when the reply has ended).
    await page.evaluate(() => {
      const seen: { busy: number }[] = [];
      (window as unknown as { firstWords: typeof seen }).firstWords = seen;
      const observer = new MutationObserver(() => {
        const reply = [...document.querySelectorAll('[data-testid="assistant-assistant"]')].at(-1);
        if (!reply?.textContent?.includes('meme generator')) return;
        seen.push({ busy: reply.querySelectorAll('[aria-busy="true"]').length });
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await input.press('Enter');

    const reply = page.getByTestId('assistant-assistant').last();
    await reply.getByText('meme generator').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { firstWords: { busy: number }[] }).firstWords),
    ).toEqual([{ busy: 1 }]);
    await page.getByTestId('assistant-feature-meme').waitFor();
    expect(await reply.locator('strong').textContent()).toBe('meme generator');
    // The markup is shown as text; the javascript: link is not a link; the site link is.
    expect(await reply.textContent()).toContain('<img src=x onerror=alert(1)>');
    expect(await reply.locator('img').count()).toBe(0);
    const hrefs = await reply.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/features/meme-generator']);
    expect(await reply.textContent()).not.toContain('FEATURES');
    expect(await page.getByText('Answered by the built-in guide').count()).toBe(0);

    fake.behave('openai.chat', '500');
    await input.fill('and a GIF?');
    await input.press('Enter');
    await page
      .getByText(
        'Answered by the built-in guide: the AI model could not answer (OpenAI failed: 500 server error).',
      )
      .waitFor();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
