import { MUSIC_TRACKS, type VideoMusic } from '@mergepix/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MusicSettings, type MusicSettingsProps } from './music-settings';

// No DOM library is installed: these render to HTML on the server and check the markup.
const noop = () => {};
const music = (patch: Partial<VideoMusic> = {}): VideoMusic => ({
  source: 'track',
  trackId: 'soft-piano',
  volume: 0.7,
  fadeInS: 1,
  fadeOutS: 2.5,
  ...patch,
});
const render = (props: Partial<MusicSettingsProps> = {}) =>
  renderToStaticMarkup(
    <MusicSettings
      value={music()}
      onChange={noop}
      upload={null}
      onUpload={noop}
      uploadError={null}
      {...props}
    />,
  );

describe('MusicSettings markup', () => {
  it('offers none, a track or my own file as radios in a "Music" group', () => {
    const html = render({ value: music({ source: 'none' }) });
    expect(html).toContain('data-testid="video-music"');
    expect(html).toMatch(/<legend class="sr-only">Music<\/legend>/);
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    for (const label of ['None', 'A track', 'My own file']) expect(html).toContain(label);
    expect(html).not.toContain('Volume');
  });

  it('lists the tracks with a Listen button each, the chosen one checked, and the sliders', () => {
    const html = render();
    for (const track of MUSIC_TRACKS) {
      expect(html).toContain(`data-testid="music-track-${track.id}"`);
      expect(html).toContain(`aria-label="Listen to ${track.title}"`);
      expect(html).toContain(track.mood);
    }
    expect(html).toMatch(/checked="" value="soft-piano"/);
    expect(html).toContain('Volume');
    expect(html).toContain('70%');
    expect(html).toContain('Fade in');
    expect(html).toContain('2.5 s');
    expect(html).toMatch(/type="range" min="0" max="5" step="0.5"[^>]*value="1"/);
  });

  it('offers a labelled audio file input for my own file, then names the file read', () => {
    const empty = render({ value: music({ source: 'upload' }) });
    expect(empty).toMatch(/type="file" accept="audio\/\*"[^>]*data-testid="music-upload"/);
    expect(empty).toContain('Choose an audio file');
    expect(empty).not.toContain('music-track-');
    const left = new Float32Array(48_000);
    const html = render({
      value: music({ source: 'upload' }),
      upload: { ok: true, name: 'song.mp3', pcm: { sampleRate: 48_000, left, right: left }, durationS: 151 },
    });
    expect(html).toContain('song.mp3 · 2:31');
    expect(html).toContain('loops or is cut to the video&#x27;s length');
  });

  it('shows an upload error as an alert, and a status while reading', () => {
    const error = render({
      value: music({ source: 'upload' }),
      uploadError: '“x.txt” is not an audio file.',
    });
    expect(error).toMatch(/role="alert"[^>]*data-testid="music-error"/);
    expect(error).toContain('“x.txt” is not an audio file.');
    const busy = render({ value: music({ source: 'upload' }), busy: true });
    expect(busy).toContain('Reading the file…');
    expect(busy).toMatch(/type="file"[^>]*disabled=""/);
  });

  it('draws the waveform of the preview and disables everything when asked', () => {
    const left = new Float32Array(4800).map((_, i) => Math.sin(i / 10) * 0.5);
    const html = render({ preview: { sampleRate: 48_000, left, right: left }, disabled: true });
    expect(html).toContain('data-testid="music-waveform"');
    expect(html.match(/<rect /g)).toHaveLength(60);
    expect(html).toMatch(/<fieldset disabled=""/);
  });

  it('shows the first track chosen when the stored id is unknown', () => {
    expect(render({ value: music({ trackId: 'retired' }) })).toMatch(/checked="" value="sunny-day"/);
  });
});
