import { MUSIC_SAMPLE_RATE, VIDEO_FPS } from '@mergepix/core';
import { canEncodeAudio, canEncodeVideo } from 'mediabunny';
import { hasWebCodecs } from './webcodecs';

// What this browser can make: an MP4 (H.264 video, AAC audio) where it encodes H.264, else a
// WebM (VP9 video, Opus audio); nothing where WebCodecs is missing. AAC is the audio every MP4
// player plays (phones, QuickTime, Windows, e-mail and social previews); where the browser has no
// AAC encoder of its own (Chromium), mediabunny's AAC extension (a WASM build) is loaded on first
// use. See docs/decisions/017-image-to-video.md.

export type VideoContainer = 'mp4' | 'webm';

export interface VideoEncodePlan {
  readonly container: VideoContainer;
  readonly videoCodec: 'avc' | 'vp9';
  readonly audioCodec: 'aac' | 'opus';
  readonly mimeType: string;
}

const MP4: VideoEncodePlan = {
  container: 'mp4',
  videoCodec: 'avc',
  audioCodec: 'aac',
  mimeType: 'video/mp4',
};
const WEBM: VideoEncodePlan = {
  container: 'webm',
  videoCodec: 'vp9',
  audioCodec: 'opus',
  mimeType: 'video/webm',
};

/** The container and codecs for a video of this size, or null when nothing here can encode it. */
export async function planVideoEncode(size: {
  width: number;
  height: number;
}): Promise<VideoEncodePlan | null> {
  if (!hasWebCodecs()) return null;
  const options = { ...size, frameRate: VIDEO_FPS };
  try {
    if (await canEncodeVideo('avc', options)) return MP4;
    if (await canEncodeVideo('vp9', options)) return WEBM;
  } catch {
    // An encoder that throws while asked is one we cannot use.
  }
  return null;
}

/** The sound a video carries: the music, stereo at the music's rate. */
const STEREO = { numberOfChannels: 2, sampleRate: MUSIC_SAMPLE_RATE };

let aacReady: Promise<boolean> | undefined;

/**
 * Makes sure AAC can be encoded: natively, or by registering the WASM encoder (about 250 kB,
 * fetched the first time a video with sound is made). False when neither works.
 */
export function ensureAacEncoder(): Promise<boolean> {
  aacReady ??= (async () => {
    if (await canEncodeAudio('aac', STEREO).catch(() => false)) return true;
    try {
      const { registerAacEncoder } = await import('@mediabunny/aac-encoder');
      registerAacEncoder();
      return await canEncodeAudio('aac', STEREO);
    } catch {
      aacReady = undefined; // a failed download can be retried
      return false;
    }
  })();
  return aacReady;
}

/**
 * The audio codec this plan's container gets: its own, else Opus; null when the browser can encode
 * no sound at all (the video is then silent, and the page says so).
 */
export async function audioCodecFor(plan: VideoEncodePlan): Promise<'aac' | 'opus' | null> {
  if (plan.audioCodec === 'aac' && (await ensureAacEncoder())) return 'aac';
  return (await canEncodeAudio('opus', STEREO).catch(() => false)) ? 'opus' : null;
}
