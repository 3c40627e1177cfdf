// A new video's settings, apart from the schema: the page starts from them without loading the
// validation library (its first load stays within budget); stored settings are repaired later.
import { DEFAULT_TEXT_STYLE } from '../constants/platform.ts';
import { VIDEO_DURATION_S } from './video-constants.ts';
import type { VideoSettings } from './video-settings.ts';

/** A new video's settings. */
export const DEFAULT_VIDEO_SETTINGS: VideoSettings = {
  effect: 'ken-burns',
  durationS: VIDEO_DURATION_S.default,
  resolution: '720p',
  aspect: 'landscape',
  focal: { x: 0.5, y: 0.4 },
  text: {
    text: 'Happy birthday, [FIRSTNAME]!',
    fontFamily: DEFAULT_TEXT_STYLE.fontFamily,
    color: '#ffffff',
    position: 'bottom',
    size: 'large',
    animationIn: 'rise',
    animationOut: 'fade',
  },
  music: { source: 'track', trackId: 'sunny-day', volume: 0.7, fadeInS: 1, fadeOutS: 2 },
};
