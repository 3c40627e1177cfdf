// Tests of the video tool's frame sizes and download names.
import { describe, expect, it } from 'vitest';
import {
  VIDEO_ASPECTS,
  VIDEO_RESOLUTIONS,
  videoDownloadFileName,
  videoFrameSize,
} from './video-constants.ts';

describe('videoFrameSize', () => {
  it('gives every resolution and aspect its frame, the short side being the resolution', () => {
    const sizes = VIDEO_RESOLUTIONS.flatMap((r) =>
      VIDEO_ASPECTS.map((a) => `${r} ${a} ${videoFrameSize(r, a).width}x${videoFrameSize(r, a).height}`),
    );
    expect(sizes).toEqual([
      '720p landscape 1280x720',
      '720p square 720x720',
      '720p vertical 720x1280',
      '1080p landscape 1920x1080',
      '1080p square 1080x1080',
      '1080p vertical 1080x1920',
    ]);
  });

  it('gives even sides, as H.264 needs', () => {
    for (const r of VIDEO_RESOLUTIONS) {
      for (const a of VIDEO_ASPECTS) {
        const { width, height } = videoFrameSize(r, a);
        expect(width % 2).toBe(0);
        expect(height % 2).toBe(0);
      }
    }
  });
});

describe('videoDownloadFileName', () => {
  it('names an MP4 by default and a WebM when asked, after the timestamp', () => {
    expect(videoDownloadFileName(1700000000123)).toBe('personalized-video-1700000000123.mp4');
    expect(videoDownloadFileName(42, 'webm')).toBe('personalized-video-42.webm');
  });
});
