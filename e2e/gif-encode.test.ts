import { gifDelayCs, readGif } from '@mergepix/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { callGifPage, type GifHarness, openGifPage, startGifHarness } from './support/gif-harness.ts';
import { isMadeOfBlocks, lastGifEncoding, recordGifWorkers } from './support/gif-workers.ts';

// The editor's GIF encoder in Chromium (the real encode-gif.ts and its module worker, bundled by
// the harness): ten 600×400 sample photographs with a greeting, drawn on the page and encoded
// by two workers, from a cold start of the workers. The file is decoded by core's reader and by
// Chromium's own decoder, and it is made of the image blocks the workers sent back: the frames
// are encoded in the workers, not on the page's thread. How long the page's longest task is
// meanwhile is a benchmark figure (bench/gif.ts), not a test: a busy machine stretches any task.

const DURATIONS_MS = [500, 120, 50, 5000, 1000, 250, 300, 700, 850, 60];

let harness: GifHarness;
let browser: Browser;
let page: Page;
let errors: string[];
beforeAll(async () => {
  [harness, browser] = await Promise.all([startGifHarness(), launchBrowser()]);
  ({ page, errors } = await openGifPage(browser, harness, DURATIONS_MS.length, 600, 400, recordGifWorkers));
});
afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

/**
 * The latest encoding's ten frames went to the workers (their pixels moved there, not copied),
 * and `file` is exactly the image blocks the workers sent back, in frame order.
 */
async function expectEncodedInWorkers(file: Uint8Array, mode: 'high' | 'email') {
  const encoding = await lastGifEncoding(page);
  expect(encoding.workers).toBeGreaterThanOrEqual(1);
  expect(encoding.sent.map(({ job: _, ...frame }) => frame)).toEqual(
    DURATIONS_MS.map((_, index) => ({
      index,
      width: 600,
      height: 400,
      mode,
      bytes: 600 * 400 * 4,
      moved: true,
    })),
  );
  expect(encoding.blockIndexes).toEqual(DURATIONS_MS.map((_, index) => index));
  expect(isMadeOfBlocks(file, 600, 400, encoding.blocks)).toBe(true);
}

describe('encoding a GIF in the browser', () => {
  it('makes every frame with its delay and size in the workers, readable by Chromium', async () => {
    const result = await callGifPage(page, 'ours', 'high', true, DURATIONS_MS);
    const bytes = Buffer.from(result.gif ?? '', 'base64');
    await expectEncodedInWorkers(bytes, 'high');
    expect(result.bytes).toBe(bytes.length);
    const gif = readGif(bytes);
    expect(gif).toMatchObject({ width: 600, height: 400, loop: 0 });
    expect(gif.frames.map((f) => f.delayCs)).toEqual(DURATIONS_MS.map(gifDelayCs));
    expect(gif.frames.map((f) => f.delayCs)).toEqual([50, 12, 5, 500, 100, 25, 30, 70, 85, 6]);
    expect(gif.frames.every((f) => f.width === 600 && f.height === 400 && f.left === 0 && f.top === 0)).toBe(
      true,
    );
    expect(gif.frames.every((f) => f.colors === 256)).toBe(true);
    // Close to what was drawn: gif.js at quality 10 reaches about 36 dB on these frames.
    expect(result.psnr).toBeGreaterThan(37);
    expect(await callGifPage(page, 'chromiumDecode', result.gif ?? '')).toEqual({
      frames: 10,
      sameAsCore: true,
    });
    expect(errors).toEqual([]);
  });

  it('keeps e-mail mode to 128 colours a frame and a smaller file', async () => {
    const high = await callGifPage(page, 'ours', 'high');
    const email = await callGifPage(page, 'ours', 'email', true);
    await expectEncodedInWorkers(Buffer.from(email.gif ?? '', 'base64'), 'email');
    const gif = readGif(Buffer.from(email.gif ?? '', 'base64'));
    expect(gif.frames).toHaveLength(10);
    expect(gif.frames.every((f) => f.colors === 128)).toBe(true);
    expect(email.bytes).toBeLessThan(high.bytes * 0.85);
    expect(email.psnr).toBeGreaterThan(34);
  });

  it('rejects with an AbortError when cancelled, and encodes again afterwards', async () => {
    expect(await callGifPage(page, 'oursCancelled')).toEqual({
      name: 'AbortError',
      message: 'The GIF encoding was cancelled.',
    });
    const again = await callGifPage(page, 'ours', 'high');
    expect(again.psnr).toBeGreaterThan(37);
    expect(errors).toEqual([]);
  });
});
