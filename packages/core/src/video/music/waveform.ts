// Small helpers for drawing a soundtrack's waveform in the UI: a mono mix-down and peak levels
// per bucket.

import type { StereoPcm } from './music-tracks.ts';

/** The average of the two channels, sample by sample. */
export function mixToMono(pcm: StereoPcm): Float32Array {
  const { left, right } = pcm;
  const mono = new Float32Array(Math.min(left.length, right.length));
  for (let i = 0; i < mono.length; i++) mono[i] = ((left[i] as number) + (right[i] as number)) / 2;
  return mono;
}

/**
 * `buckets` levels in 0..1: the largest absolute sample in each of `buckets` equal slices of the
 * samples (every bucket holds at least one sample when there are fewer samples than buckets; all
 * are 0 when there are none).
 */
export function waveformPeaks(samples: Float32Array, buckets: number): number[] {
  const count = Number.isFinite(buckets) ? Math.max(0, Math.floor(buckets)) : 0;
  const peaks = new Array<number>(count).fill(0);
  const length = samples.length;
  if (length === 0) return peaks;
  for (let b = 0; b < count; b++) {
    const start = Math.floor((b * length) / count);
    const end = Math.max(start + 1, Math.floor(((b + 1) * length) / count));
    let peak = 0;
    for (let i = start; i < end; i++) peak = Math.max(peak, Math.abs(samples[i] as number));
    peaks[b] = Math.min(1, peak);
  }
  return peaks;
}
