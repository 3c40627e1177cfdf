// The settings of one video as the tool keeps them (and restores them from local storage): the
// camera move, length, frame, focal point, the text overlay and the music. The picture and an
// uploaded song are not inside: the browser keeps those apart.
import { z } from 'zod';
import {
  VIDEO_ASPECTS,
  VIDEO_DURATION_S,
  VIDEO_EFFECTS,
  VIDEO_LIMITS,
  VIDEO_RESOLUTIONS,
} from './video-constants.ts';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #ffffff.');
const fraction = z.number().min(0).max(1);

/** The text drawn over the video, with its entrance and exit. */
export const videoTextSchema = z.object({
  text: z.string().max(VIDEO_LIMITS.maxTextLength),
  fontFamily: z.string().min(1).max(100),
  color: hex,
  position: z.enum(['top', 'center', 'bottom']),
  size: z.enum(['small', 'medium', 'large']),
  animationIn: z.enum(['none', 'fade', 'rise', 'pop']),
  animationOut: z.enum(['none', 'fade', 'sink']),
});
/** The text drawn over the video. */
export type VideoText = z.infer<typeof videoTextSchema>;

/** The soundtrack: none, a bundled track, or the user's upload, with its volume and fades. */
export const videoMusicSchema = z.object({
  source: z.enum(['none', 'track', 'upload']),
  trackId: z.string().min(1).max(40),
  volume: fraction,
  fadeInS: z.number().min(0).max(5),
  fadeOutS: z.number().min(0).max(5),
});
/** The soundtrack of a video. */
export type VideoMusic = z.infer<typeof videoMusicSchema>;

/** Everything that makes one video, except its picture and uploaded song. */
export const videoSettingsSchema = z.object({
  effect: z.enum(VIDEO_EFFECTS),
  durationS: z.number().int().min(VIDEO_DURATION_S.min).max(VIDEO_DURATION_S.max),
  resolution: z.enum(VIDEO_RESOLUTIONS),
  aspect: z.enum(VIDEO_ASPECTS),
  /** Where Ken Burns drifts to, as fractions of the picture's width and height. */
  focal: z.object({ x: fraction, y: fraction }),
  text: videoTextSchema,
  music: videoMusicSchema,
});
/** Everything that makes one video. */
export type VideoSettings = z.infer<typeof videoSettingsSchema>;
