import { readFile } from 'node:fs/promises';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoPage, newPage } from './support/browser.ts';
import { pngHeader } from './support/fakes.ts';
import { featureDialog, openStudio } from './support/studio.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();
const PATH = '/features/image-to-video';

/** A real picture, painted in the page. */
async function paintedPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 960;
    c.height = 640;
    const g = c.getContext('2d');
    if (!g) return '';
    const grad = g.createLinearGradient(0, 0, 960, 640);
    grad.addColorStop(0, '#0ea5e9');
    grad.addColorStop(1, '#f97316');
    g.fillStyle = grad;
    g.fillRect(0, 0, 960, 640);
    g.fillStyle = '#fde047';
    g.beginPath();
    g.arc(700, 200, 90, 0, Math.PI * 2);
    g.fill();
    return c.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

describe('image to video', () => {
  it('turns a Ghibli scene into a Ken Burns MP4 with a [FIRSTNAME] title and music, and downloads it', async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser, { acceptDownloads: true });
    await context.addInitScript(() => localStorage.removeItem('mergepix:video-settings'));

    // A Ghibli scene, then "Make a video" under it.
    await gotoPage(page, `${app.url}/features/ghibli-style`);
    await page.getByRole('link', { name: 'Create a Ghibli Scene' }).click();
    const ghibli = page.getByTestId('ghibli-generator');
    await ghibli
      .getByLabel('Scene description', { exact: true })
      .fill('A picnic for [FIRSTNAME] by the old well');
    await ghibli.getByTestId('generate-ghibli').click();
    await ghibli.getByTestId('generation-image').waitFor();
    await ghibli.getByTestId('result-action-video').click();
    await page.waitForURL(`**${PATH}`);
    const maker = page.getByTestId('video-maker');
    await maker.getByTestId('picture-info').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Image to Video');

    // Ken Burns toward a dragged focal point, 720p, 6 s, a personalized title and a track.
    await maker.getByText('Slow zoom in', { exact: true }).click();
    await maker.getByText('Ken Burns', { exact: true }).click();
    expect(await maker.getByRole('radio', { name: /Ken Burns/ }).isChecked()).toBe(true);
    const handle = maker.getByTestId('focal-handle');
    await handle.scrollIntoViewIfNeeded();
    const box = await handle.boundingBox();
    if (!box) throw new Error('no focal handle');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 - 20, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => handle.getAttribute('aria-label')).not.toBe('Focal point: 50% across, 40% down');
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    await maker.getByText('HD 720p', { exact: true }).click();
    expect(await maker.getByLabel('Length').inputValue()).toBe('6');
    await maker.getByTestId('video-title').fill('Happy birthday, [FIRSTNAME]!');
    await maker.getByTestId('music-track-celebration').click();

    // The preview plays and moves.
    const time = maker.getByTestId('preview-time');
    const before = await time.textContent();
    await maker.getByTestId('preview-play').click();
    await expect.poll(() => time.textContent()).not.toBe(before);
    await maker.getByTestId('preview-play').click();

    // Encode with progress, then download the finished file.
    await maker.getByTestId('encode-start').click();
    await maker.getByRole('progressbar', { name: 'Video progress' }).waitFor();
    const download = maker.getByTestId('video-download');
    await download.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^personalized-video-\d{13}\.mp4$/);
    const bytes = await readFile((await file.path()) ?? '');

    // What is inside: H.264 at 1280×720, 30 fps, 6 s, with an AAC track.
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    expect(await input.getMimeType()).toMatch(/^video\/mp4/);
    const video = await input.getPrimaryVideoTrack();
    const audio = await input.getPrimaryAudioTrack();
    expect(video?.codec).toBe('avc');
    expect([video?.displayWidth, video?.displayHeight]).toEqual([1280, 720]);
    const stats = await video?.computePacketStats();
    expect(stats?.packetCount).toBe(180);
    expect(stats?.averagePacketRate).toBeCloseTo(30, 0);
    expect(await input.computeDuration()).toBeCloseTo(6, 1);
    expect(audio?.codec).toBe('aac');
    expect(audio?.numberOfChannels).toBe(2);
    expect(await audio?.computeDuration()).toBeCloseTo(6, 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses bad pictures and audio, cancels mid-encode, and stops when the page is left', async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser, { acceptDownloads: true });
    await gotoPage(page, `${app.url}${PATH}`);
    const maker = page.getByTestId('video-maker');
    const pictureInput = maker.getByTestId('picture-input');
    const alert = maker.getByTestId('video-picture').getByRole('alert');

    await pictureInput.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('hello'),
    });
    await alert.getByText('“notes.png” is not a picture. Use a JPG, PNG, WEBP or GIF image.').waitFor();
    await pictureInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: pngHeader(12_000, 12_000),
    });
    await alert.getByText(/“huge.png” is 12,000×12,000 pixels/).waitFor();
    expect(await maker.getByTestId('encode-start').isDisabled()).toBe(true);

    await pictureInput.setInputFiles({
      name: 'sunset.png',
      mimeType: 'image/png',
      buffer: await paintedPng(page),
    });
    await maker.getByTestId('picture-info').getByText('sunset.png · 960×640 px').waitFor();
    expect(await alert.count()).toBe(0);

    // A damaged audio file is refused and the video stays silent-capable.
    await maker.getByRole('radio', { name: 'My own file' }).check();
    await maker.getByTestId('music-upload').setInputFiles({
      name: 'song.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('ID3 this is not really an mp3 file at all'),
    });
    await maker
      .getByTestId('music-error')
      .getByText(/“song.mp3” could not be read as audio/)
      .waitFor();
    // With "My own file" and no file read, Create waits rather than make a silent video.
    expect(await maker.getByTestId('encode-start').isDisabled()).toBe(true);
    await maker
      .getByTestId('encode-waiting')
      .getByText('Choose your music file, or pick a track or no music.')
      .waitFor();
    await maker.getByText('None', { exact: true }).click();

    // A long 1080p video, cancelled part way: nothing offered for download.
    await maker.getByText('Full HD 1080p', { exact: true }).click();
    expect(await maker.getByRole('radio', { name: 'Full HD 1080p' }).isChecked()).toBe(true);
    await maker.getByLabel('Length').fill('15');
    await maker.getByTestId('encode-start').click();
    const progress = maker.getByRole('progressbar', { name: 'Video progress' });
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(5);
    await maker
      .getByTestId('encode-eta')
      .getByText(/left|Almost/)
      .waitFor();
    expect(await maker.getByTestId('encode-cancel').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await maker.getByTestId('encode-cancel').click();
    await maker.getByTestId('encode-cancelled').waitFor();
    await maker
      .getByRole('status')
      .getByText(/^Cancelled\. Nothing was saved/)
      .waitFor({ state: 'attached' });
    expect(await maker.getByTestId('video-download').count()).toBe(0);

    // Leaving mid-encode: the work stops, and coming back shows a fresh start, not a half file.
    const stopped = page.waitForEvent('console', {
      predicate: (msg) => msg.text() === 'Video encode stopped: the page or tool was closed.',
    });
    await maker.getByTestId('encode-start').click();
    await progress.waitFor();
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${app.url}/`);
    await maker.waitFor({ state: 'detached' });
    await stopped;
    await page.goBack();
    await maker.getByTestId('encode-start').waitFor();
    expect(await maker.getByTestId('video-download').count()).toBe(0);
    // The settings came back with the page (stored in this browser, repaired on the way in).
    await expect.poll(() => maker.getByRole('radio', { name: 'Full HD 1080p' }).isChecked()).toBe(true);
    expect(await maker.getByLabel('Length').inputValue()).toBe('15');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes a WebM (VP9 + Opus) where the browser cannot encode H.264', async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser, { acceptDownloads: true });
    await context.addInitScript(() => {
      localStorage.removeItem('mergepix:video-settings');
      const original = VideoEncoder.isConfigSupported.bind(VideoEncoder);
      VideoEncoder.isConfigSupported = (config) =>
        config.codec.startsWith('avc') ? Promise.resolve({ supported: false, config }) : original(config);
    });
    await gotoPage(page, `${app.url}${PATH}`);
    const maker = page.getByTestId('video-maker');
    await maker.getByTestId('picture-input').setInputFiles({
      name: 'sunset.png',
      mimeType: 'image/png',
      buffer: await paintedPng(page),
    });
    await maker.getByTestId('picture-info').waitFor();
    await maker.getByLabel('Length').fill('3');
    await maker.getByTestId('encode-start').click();
    await maker
      .getByTestId('encode-result')
      .getByText(/this is a WebM video/)
      .waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      maker.getByTestId('video-download').click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^personalized-video-\d{13}\.webm$/);
    const input = new Input({
      source: new BufferSource(await readFile((await file.path()) ?? '')),
      formats: ALL_FORMATS,
    });
    expect((await input.getPrimaryVideoTrack())?.codec).toBe('vp9');
    expect((await input.getPrimaryAudioTrack())?.codec).toBe('opus');
    expect(await input.computeDuration()).toBeCloseTo(3, 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens as the studio tool a shared link names', async () => {
    const { app, browser } = suite;
    const { page, context, errors } = await newPage(browser);
    await openStudio(page, `${app.url}/editor?feature=video`);
    const dialog = featureDialog(page);
    await dialog.getByTestId('video-maker').waitFor();
    await dialog.getByRole('heading', { name: '1. Picture' }).waitFor();
    expect(await dialog.getByTestId('encode-start').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when the browser has no WebCodecs, and offers the GIF editor', async () => {
    const { app, browser } = suite;
    const { page, context } = await newPage(browser);
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'VideoEncoder');
    });
    await gotoPage(page, `${app.url}${PATH}`);
    const notice = page.getByTestId('no-webcodecs');
    await notice.getByText(/This browser cannot make videos/).waitFor();
    await notice.getByRole('link', { name: 'make an animated GIF instead' }).click();
    await page.waitForURL('**/gif-editor');
    await context.close();
  });
});
