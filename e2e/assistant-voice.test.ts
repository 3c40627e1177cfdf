import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHome, newPage } from './support/browser.ts';
import { gotoPageOnStoppedClock, runClockUntil, stopClock } from './support/clock.ts';
import { useAppAndBrowser } from './support/suite.ts';

const ctx = useAppAndBrowser();

/** What the fakes installed below record in the page. */
interface SpeechLog {
  lang: string;
  spoken: string[];
  calls: string[];
  finishListening(): void;
}

/**
 * Runs in the page before the app: a fake recognizer that, once started, hears "a funny meme"
 * (interim) and, when the test says so, "a funny meme for my team" (final) and ends; or fails with
 * `error`. And a fake speech synthesis that records what it is asked to say and never finishes,
 * so the test can pause and resume it.
 */
function installFakeSpeech(error: string | null) {
  const log = { lang: '', spoken: [] as string[], calls: [] as string[], finishListening: () => {} };
  (window as unknown as { speechLog: typeof log }).speechLog = log;
  type Handler = ((event: unknown) => void) | null;
  class FakeRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    maxAlternatives = 1;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    private result(transcript: string, isFinal: boolean) {
      this.onresult?.({ results: [Object.assign([{ transcript }], { isFinal })] });
    }
    start() {
      log.lang = this.lang;
      setTimeout(() => {
        if (error) {
          this.onerror?.({ error });
          this.onend?.(null);
          return;
        }
        this.result('a funny meme', false);
        log.finishListening = () => {
          this.result('a funny meme for my team', true);
          this.onend?.(null);
        };
      }, 50);
    }
    stop() {
      this.onend?.(null);
    }
    abort() {}
  }
  class FakeUtterance {
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: unknown = null;
    onend: Handler = null;
    onerror: Handler = null;
    constructor(public text: string) {}
  }
  const synth = {
    speaking: false,
    paused: false,
    speak: (u: FakeUtterance) => log.spoken.push(u.text),
    cancel: () => log.calls.push('cancel'),
    pause: () => log.calls.push('pause'),
    resume: () => log.calls.push('resume'),
    getVoices: () => [
      { name: 'Fake German', lang: 'de-DE' },
      { name: 'Fake US', lang: 'en-US' },
    ],
  };
  for (const [name, value] of [
    ['SpeechRecognition', FakeRecognition],
    ['webkitSpeechRecognition', FakeRecognition],
    ['speechSynthesis', synth],
    ['SpeechSynthesisUtterance', FakeUtterance],
  ] as const)
    Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

/**
 * The home page with the assistant's panel open and the fakes installed. With `stoppedClock`, the
 * page's time (the fakes' and the app's timers) moves only when the test runs it.
 */
async function openPanel(error: string | null, { stoppedClock = false } = {}) {
  // Without the assistant's note 10 s into the page (assistant.test.ts): on a slow machine it
  // could appear in the corner while the test works there.
  const { page, context, errors } = await newPage(ctx.browser);
  await context.addInitScript(installFakeSpeech, error);
  const button = page.getByTestId('assistant-button');
  const panel = page.getByTestId('assistant-panel');
  if (stoppedClock) {
    await stopClock(page);
    await gotoPageOnStoppedClock(page, `${ctx.app.url}/`);
    await runClockUntil(page, button);
    await button.click();
    await runClockUntil(page, panel.getByTestId('assistant-mic'));
  } else {
    await gotoHome(page, ctx.app.url);
    await button.click();
  }
  return { page, context, errors, panel };
}

const speechLog = (page: Page) =>
  page.evaluate(() => {
    const { lang, spoken, calls } = (window as unknown as { speechLog: SpeechLog }).speechLog;
    return { lang, spoken: [...spoken], calls: [...calls] };
  });

async function finish(context: BrowserContext, errors: string[]) {
  expect(errors).toEqual([]);
  await context.close();
}

describe('talking to the AI assistant', () => {
  it('hears a question, sends it by itself, reads the answer aloud (pause, resume, stopped by minimizing) and can stay quiet', async () => {
    const { page, context, errors, panel } = await openPanel(null);
    const mic = panel.getByTestId('assistant-mic');
    const input = panel.getByTestId('assistant-input');
    await mic.click();
    // While listening the button says so, and what is heard so far fills the input.
    await panel.getByRole('button', { name: 'Stop listening', pressed: true }).waitFor();
    expect(await panel.getByRole('status').filter({ hasText: 'Listening…' }).count()).toBe(1);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="assistant-input"]') as HTMLTextAreaElement).value ===
        'a funny meme',
    );
    await page.evaluate(() => (window as unknown as { speechLog: SpeechLog }).speechLog.finishListening());
    await expect.poll(() => input.inputValue()).toBe('a funny meme for my team');

    // It sends itself half a second later, and the guide's answer is read aloud as plain text.
    await panel.getByTestId('assistant-feature-meme').waitFor();
    expect(await panel.getByTestId('assistant-user').last().textContent()).toBe('a funny meme for my team');
    expect(await input.inputValue()).toBe('');
    const reply =
      (await panel.getByTestId('assistant-assistant').last().locator('div').first().textContent()) ?? '';
    await page.waitForFunction(
      () => (window as unknown as { speechLog: SpeechLog }).speechLog.spoken.length > 0,
    );
    const { lang, spoken } = await speechLog(page);
    expect(lang).toBe('en-US');
    const said = spoken.join(' ');
    expect(said).not.toMatch(/FEATURES|\*|`/);
    const words = reply.split(/\W+/).filter((w) => w.length > 4);
    expect(words.length).toBeGreaterThan(3);
    expect(words.filter((w) => said.includes(w)).length).toBeGreaterThan(words.length * 0.8);

    // Pause and resume; minimizing stops the speech, and reopening does not read old replies again.
    await panel.getByRole('button', { name: 'Pause reading the reply' }).click();
    await panel.getByRole('button', { name: 'Resume reading the reply' }).click();
    await panel.getByRole('button', { name: 'Minimize the assistant' }).click();
    await expect.poll(async () => (await speechLog(page)).calls).toEqual(['pause', 'resume', 'cancel']);
    await page.getByTestId('assistant-button').click();
    const toggle = panel.getByRole('button', { name: 'Read replies aloud' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByTestId('assistant-speech-pause').count()).toBe(0);

    // Spoken replies switched off: the next answer is not read, and they stay off after a reload.
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await input.fill('how do I make an animated gif');
    await input.press('Enter');
    await panel
      .getByTestId('assistant-assistant')
      .nth(1)
      .getByText(/Answered by the built-in guide/)
      .waitFor();
    expect((await speechLog(page)).spoken).toEqual(spoken);
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await finish(context, errors);
  });

  it('says so when the microphone is blocked, and sends nothing', async () => {
    // On a stopped clock: "nothing" is checked 0.8 s of the page's time later, well after a heard
    // question would have sent itself (0.5 s), however slow the machine.
    const { page, context, errors, panel } = await openPanel('not-allowed', { stoppedClock: true });
    await panel.getByTestId('assistant-mic').click();
    const note = panel.getByTestId('assistant-voice-note');
    await runClockUntil(page, note);
    expect(await note.textContent()).toContain('Microphone access is blocked');
    expect(await note.getAttribute('role')).toBe('alert');
    await page.clock.runFor(800);
    expect(await panel.getByTestId('assistant-user').count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Speak your question', pressed: false }).count()).toBe(1);
    await finish(context, errors);
  });
});
