// Tests of the video settings schema and its lenient restore from local storage.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_STYLE } from '../constants/platform.ts';
import { DEFAULT_VIDEO_SETTINGS } from './video-defaults.ts';
import { videoSettingsSchema } from './video-settings.ts';
import { parseVideoSettings } from './video-settings-repair.ts';

const issuePaths = (value: unknown) => {
  const result = videoSettingsSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('videoSettingsSchema', () => {
  it('accepts the defaults, in the platform font', () => {
    expect(videoSettingsSchema.parse(DEFAULT_VIDEO_SETTINGS)).toEqual(DEFAULT_VIDEO_SETTINGS);
    expect(DEFAULT_VIDEO_SETTINGS.text.fontFamily).toBe(DEFAULT_TEXT_STYLE.fontFamily);
  });

  it('rejects bad fields, naming where they are', () => {
    const d = DEFAULT_VIDEO_SETTINGS;
    expect(issuePaths({ ...d, effect: 'spin' })).toEqual(['effect']);
    expect(issuePaths({ ...d, durationS: 16 })).toEqual(['durationS']);
    expect(issuePaths({ ...d, durationS: 2 })).toEqual(['durationS']);
    expect(issuePaths({ ...d, durationS: 6.5 })).toEqual(['durationS']);
    expect(issuePaths({ ...d, resolution: '4k' })).toEqual(['resolution']);
    expect(issuePaths({ ...d, focal: { x: 1.2, y: 0.4 } })).toEqual(['focal.x']);
    expect(issuePaths({ ...d, text: { ...d.text, color: 'white' } })).toEqual(['text.color']);
    expect(issuePaths({ ...d, text: { ...d.text, text: 'x'.repeat(121) } })).toEqual(['text.text']);
    expect(issuePaths({ ...d, text: { ...d.text, fontFamily: '' } })).toEqual(['text.fontFamily']);
    expect(issuePaths({ ...d, text: { ...d.text, animationOut: 'rise' } })).toEqual(['text.animationOut']);
    expect(issuePaths({ ...d, music: { ...d.music, volume: 1.5 } })).toEqual(['music.volume']);
    expect(issuePaths({ ...d, music: { ...d.music, fadeOutS: 6 } })).toEqual(['music.fadeOutS']);
    expect(issuePaths({ ...d, music: { ...d.music, trackId: '' } })).toEqual(['music.trackId']);
  });
});

describe('parseVideoSettings', () => {
  it('keeps valid settings as they are', () => {
    const saved = {
      ...DEFAULT_VIDEO_SETTINGS,
      effect: 'pan-left',
      durationS: 12,
      aspect: 'vertical',
      text: { ...DEFAULT_VIDEO_SETTINGS.text, text: 'Hi [FIRSTNAME]', animationIn: 'pop' },
    };
    expect(parseVideoSettings(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('repairs one bad nested field and keeps the rest, nested and top-level', () => {
    const saved = {
      ...DEFAULT_VIDEO_SETTINGS,
      durationS: 9,
      focal: { x: 0.2, y: 'up' },
      text: { ...DEFAULT_VIDEO_SETTINGS.text, text: 'Hello', size: 'huge' },
      music: { source: 'upload', volume: 0.3 },
    };
    const restored = parseVideoSettings(saved);
    expect(restored.durationS).toBe(9);
    expect(restored.focal).toEqual({ x: 0.2, y: DEFAULT_VIDEO_SETTINGS.focal.y });
    expect(restored.text).toEqual({ ...DEFAULT_VIDEO_SETTINGS.text, text: 'Hello' });
    expect(restored.music).toEqual({ ...DEFAULT_VIDEO_SETTINGS.music, source: 'upload', volume: 0.3 });
    expect(videoSettingsSchema.safeParse(restored).success).toBe(true);
  });

  it('drops unknown keys', () => {
    const restored = parseVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, extra: 1 });
    expect(restored).not.toHaveProperty('extra');
  });

  it('never throws on garbage, and hands back fresh defaults', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
        has() {
          throw new Error('no');
        },
        getOwnPropertyDescriptor() {
          throw new Error('no');
        },
      },
    );
    for (const garbage of [null, undefined, 'settings', 42, [], [1, 2], { focal: [] }, hostile]) {
      expect(parseVideoSettings(garbage)).toEqual(DEFAULT_VIDEO_SETTINGS);
    }
    const restored = parseVideoSettings(null);
    restored.focal.x = 0.9;
    restored.text.text = 'changed';
    expect(DEFAULT_VIDEO_SETTINGS.focal.x).toBe(0.5);
    expect(DEFAULT_VIDEO_SETTINGS.text.text).toBe('Happy birthday, [FIRSTNAME]!');
  });
});
