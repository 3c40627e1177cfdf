// The catalog of original background-music tracks the image-to-video tool offers, and the stereo
// PCM shape (plain Float32 sample arrays, no Web Audio) that synthesis and shaping produce.

/** The sample rate tracks are synthesized at unless asked otherwise (what AAC encoders expect). */
export const MUSIC_SAMPLE_RATE = 48_000;

/** One synthesized track as the music picker lists it. */
export interface MusicTrack {
  readonly id: string;
  readonly title: string;
  readonly mood: string;
  readonly bpm: number;
}

/** Stereo audio as two channels of samples in [-1, 1]; a mono source may pass the same array twice. */
export interface StereoPcm {
  readonly sampleRate: number;
  readonly left: Float32Array;
  readonly right: Float32Array;
}

/** The four tracks, each made by code from oscillators and noise (see track-arrangements.ts). */
export const MUSIC_TRACKS: readonly MusicTrack[] = [
  { id: 'sunny-day', title: 'Sunny Day', mood: 'Bright and upbeat', bpm: 112 },
  { id: 'soft-piano', title: 'Soft Piano', mood: 'Warm and gentle', bpm: 72 },
  { id: 'celebration', title: 'Celebration', mood: 'Festive and bouncy', bpm: 128 },
  { id: 'calm-waves', title: 'Calm Waves', mood: 'Slow ambient pads', bpm: 60 },
];

/** The track with this id, or undefined. */
export function musicTrack(id: string): MusicTrack | undefined {
  return MUSIC_TRACKS.find((track) => track.id === id);
}
