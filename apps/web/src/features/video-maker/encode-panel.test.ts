import { describe, expect, it } from 'vitest';
import type { EncodeState } from './encode/use-video-encode';
import { audioNote, encodeAnnouncement } from './encode-panel';

const done = (
  extension: 'mp4' | 'webm',
  audio: 'aac' | 'opus' | null,
): Extract<EncodeState, { status: 'done' }> => ({
  status: 'done',
  url: 'blob:x',
  blob: new Blob([new Uint8Array(2 * 1024 * 1024)]),
  extension,
  seconds: 4,
  audio,
  finishedAt: 1,
});

describe('the encode panel', () => {
  it('announces the start, the finished file and a cancel', () => {
    expect(encodeAnnouncement({ status: 'running', done: 3, total: 180, eta: null })).toBe(
      'Making your video.',
    );
    expect(encodeAnnouncement(done('mp4', 'aac'))).toBe('Your video is ready: MP4, 2.0 MB.');
    expect(encodeAnnouncement({ status: 'cancelled' })).toMatch(/^Cancelled\. Nothing was saved/);
    expect(encodeAnnouncement({ status: 'idle' })).toBe('');
  });

  it('says when the sound is not what every player plays, or missing', () => {
    expect(audioNote(done('mp4', 'aac'), true)).toBeNull();
    expect(audioNote(done('webm', 'opus'), true)).toBeNull();
    expect(audioNote(done('mp4', 'opus'), true)).toMatch(/Opus/);
    expect(audioNote(done('mp4', null), true)).toBe(
      'This browser cannot encode sound, so the video is silent.',
    );
    expect(audioNote(done('mp4', null), false)).toBeNull();
  });
});
