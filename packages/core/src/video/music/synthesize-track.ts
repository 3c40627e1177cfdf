// Renders one of MUSIC_TRACKS to stereo PCM: deterministic (noise is seeded by the track's id),
// exactly the asked length, and normalized to a peak of 0.8 so there is headroom for the encoder.

import { hashString } from '../../random.ts';
import { MUSIC_SAMPLE_RATE, musicTrack, type StereoPcm } from './music-tracks.ts';
import { createMix } from './synth-voices.ts';
import { ARRANGEMENTS } from './track-arrangements.ts';

/** The longest track synthesizeTrack renders, in seconds (videos last 3–15 s). */
const MAX_DURATION_S = 60;
/** The peak level a rendered track is scaled to. */
const PEAK = 0.8;

/**
 * `durationS` seconds of the track `id` at `sampleRate`: `Math.round(durationS * sampleRate)`
 * samples per channel. Throws a RangeError for an unknown id, a duration outside 0–60 s or a
 * sample rate that is not a positive number.
 */
export function synthesizeTrack(id: string, durationS: number, sampleRate = MUSIC_SAMPLE_RATE): StereoPcm {
  const track = musicTrack(id);
  const arrangement = ARRANGEMENTS[id];
  if (!track || !arrangement) throw new RangeError(`Unknown music track "${id}"`);
  if (!(durationS >= 0 && durationS <= MAX_DURATION_S)) {
    throw new RangeError(`A track lasts 0 to ${MAX_DURATION_S} s, not ${durationS}`);
  }
  if (!(sampleRate > 0 && Number.isFinite(sampleRate))) throw new RangeError(`Bad sample rate ${sampleRate}`);

  const mix = createMix(sampleRate, Math.round(durationS * sampleRate), hashString(id));
  arrangement(mix, track.bpm);
  normalize(mix.left, mix.right, PEAK);
  return { sampleRate, left: mix.left, right: mix.right };
}

/** Scales both channels together so their loudest sample is `peak` (silence stays silent). */
function normalize(left: Float32Array, right: Float32Array, peak: number): void {
  let loudest = 0;
  for (let i = 0; i < left.length; i++) {
    loudest = Math.max(loudest, Math.abs(left[i] as number), Math.abs(right[i] as number));
  }
  if (loudest === 0) return;
  const scale = peak / loudest;
  for (let i = 0; i < left.length; i++) {
    left[i] = (left[i] as number) * scale;
    right[i] = (right[i] as number) * scale;
  }
}
