// Constants of the image-to-video tool: effects, durations, frame sizes, limits and file names.

/** The camera moves a video can make over its picture. */
export const VIDEO_EFFECTS = ['ken-burns', 'zoom-in', 'zoom-out', 'pan-left', 'pan-right'] as const;
/** One camera move. */
export type VideoEffect = (typeof VIDEO_EFFECTS)[number];

/** What the effect picker shows for each move. */
export const VIDEO_EFFECT_INFO: Readonly<Record<VideoEffect, { label: string; description: string }>> = {
  'ken-burns': { label: 'Ken Burns', description: 'Drifts and zooms toward the point you choose.' },
  'zoom-in': { label: 'Slow zoom in', description: 'Moves slowly closer to the centre of the picture.' },
  'zoom-out': { label: 'Slow zoom out', description: 'Starts close and slowly reveals the whole picture.' },
  'pan-left': { label: 'Pan left', description: 'Glides across the picture from right to left.' },
  'pan-right': { label: 'Pan right', description: 'Glides across the picture from left to right.' },
};

/** Length of a video in whole seconds. */
export const VIDEO_DURATION_S = { min: 3, max: 15, default: 6, step: 1 } as const;

/** Frames per second of every video. */
export const VIDEO_FPS = 30;

/** Output resolutions, named for the frame's short side. */
export const VIDEO_RESOLUTIONS = ['720p', '1080p'] as const;
/** One output resolution. */
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

/** Frame shapes. */
export const VIDEO_ASPECTS = ['landscape', 'square', 'vertical'] as const;
/** One frame shape. */
export type VideoAspect = (typeof VIDEO_ASPECTS)[number];

/** What the aspect picker shows for each shape. */
export const VIDEO_ASPECT_INFO: Readonly<Record<VideoAspect, { label: string; ratio: string }>> = {
  landscape: { label: 'Landscape', ratio: '16:9' },
  square: { label: 'Square', ratio: '1:1' },
  vertical: { label: 'Vertical', ratio: '9:16' },
};

const SHORT_SIDE: Readonly<Record<VideoResolution, number>> = { '720p': 720, '1080p': 1080 };

/** The frame in pixels: the short side is the resolution's, the long side 16:9 of it (even). */
export function videoFrameSize(
  resolution: VideoResolution,
  aspect: VideoAspect,
): { width: number; height: number } {
  const short = SHORT_SIDE[resolution];
  const long = (short * 16) / 9;
  if (aspect === 'landscape') return { width: long, height: short };
  if (aspect === 'vertical') return { width: short, height: long };
  return { width: short, height: short };
}

/** What the tool accepts: the picture's bytes and size, the music's bytes, the overlay's length. */
export const VIDEO_LIMITS = {
  maxImageBytes: 25 * 1024 * 1024,
  maxImageSide: 8192,
  maxImagePixels: 40_000_000,
  maxAudioBytes: 20 * 1024 * 1024,
  maxTextLength: 120,
} as const;

/** Seconds the overlay text takes to come in, and again to go out. */
export const VIDEO_TEXT_ANIMATION_S = 0.8;

/** File name of a downloaded video; the timestamp (ms) keeps repeated downloads apart. */
export function videoDownloadFileName(timestamp: number, extension: 'mp4' | 'webm' = 'mp4'): string {
  return `personalized-video-${timestamp}.${extension}`;
}
