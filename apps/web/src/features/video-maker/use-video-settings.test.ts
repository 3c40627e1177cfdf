import { DEFAULT_VIDEO_SETTINGS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { patchSettings } from './use-video-settings';

describe('patchSettings', () => {
  it('changes one nested field and keeps its siblings', () => {
    const next = patchSettings(DEFAULT_VIDEO_SETTINGS, { text: { color: '#ff0000' }, durationS: 9 });
    expect(next.text.color).toBe('#ff0000');
    expect(next.text.text).toBe(DEFAULT_VIDEO_SETTINGS.text.text);
    expect(next.durationS).toBe(9);
    expect(next.music).toEqual(DEFAULT_VIDEO_SETTINGS.music);
  });

  it('moves the focal point one axis at a time', () => {
    const next = patchSettings(DEFAULT_VIDEO_SETTINGS, { focal: { x: 0.9 } });
    expect(next.focal).toEqual({ x: 0.9, y: DEFAULT_VIDEO_SETTINGS.focal.y });
  });
});
