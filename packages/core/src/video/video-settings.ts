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
import { DEFAULT_VIDEO_SETTINGS } from './video-defaults.ts';

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

/**
 * Settings read back from local storage, repaired field by field (nested too): a valid field is
 * kept, a missing or invalid one takes its default. Never throws, always returns fresh objects.
 */
export function parseVideoSettings(raw: unknown): VideoSettings {
  try {
    return repair(videoSettingsSchema, raw, DEFAULT_VIDEO_SETTINGS) as VideoSettings;
  } catch {
    // Only a hostile object (a throwing getter or proxy) gets here.
    return repair(videoSettingsSchema, undefined, DEFAULT_VIDEO_SETTINGS) as VideoSettings;
  }
}

function repair(schema: z.ZodType, raw: unknown, fallback: unknown): unknown {
  if (schema instanceof z.ZodObject && isRecord(fallback)) {
    const given = isRecord(raw) ? raw : {};
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      out[key] = repair(field, Object.hasOwn(given, key) ? given[key] : undefined, fallback[key]);
    }
    return out;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
