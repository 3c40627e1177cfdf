// Fits a soundtrack — a synthesized track or the user's own decoded file — to the video: looped
// (with a short crossfade at each loop point) or cut to the video's length, at the chosen volume,
// with linear fades in and out. Pure sample arithmetic; the source is never changed.

import type { StereoPcm } from './music-tracks.ts';

/** How the soundtrack is fitted: the video's length, volume 0..1 and fade lengths, in seconds. */
export interface AudioShape {
  readonly durationS: number;
  readonly volume: number;
  readonly fadeInS: number;
  readonly fadeOutS: number;
}

/** Length of the crossfade where a looped source starts again. */
const LOOP_CROSSFADE_S = 0.02;

/** A number in [0, max], 0 for NaN. */
function clamp(value: number, max: number): number {
  return value > 0 ? Math.min(value, max) : 0;
}

/**
 * The source shaped to `Math.round(durationS * sampleRate)` samples: from its start, looped when
 * shorter, cut when longer; times the volume; faded in from 0 over fadeInS and out to exactly 0 at
 * the last sample over fadeOutS (both scaled down together when they add up to more than the
 * duration); clamped to [-1, 1]. A source with no samples gives silence. A mono source (left and
 * right the same array) works; the result always has two separate arrays.
 */
export function shapeAudio(source: StereoPcm, shape: AudioShape): StereoPcm {
  const { sampleRate } = source;
  if (!(shape.durationS >= 0 && Number.isFinite(shape.durationS))) {
    throw new RangeError(`An audio duration must be 0 s or more, not ${shape.durationS}`);
  }
  const gains = envelope(Math.round(shape.durationS * sampleRate), sampleRate, shape);
  const sourceLength = Math.min(source.left.length, source.right.length);
  const left = shapeChannel(source.left, sourceLength, gains, sampleRate);
  const right =
    source.right === source.left ? left.slice() : shapeChannel(source.right, sourceLength, gains, sampleRate);
  return { sampleRate, left, right };
}

/** The gain of every output sample: volume times fade in times fade out. */
function envelope(length: number, sampleRate: number, shape: AudioShape): Float32Array {
  const volume = clamp(shape.volume, 1);
  let fadeIn = clamp(shape.fadeInS, Number.POSITIVE_INFINITY);
  let fadeOut = clamp(shape.fadeOutS, Number.POSITIVE_INFINITY);
  if (fadeIn + fadeOut > shape.durationS) {
    const scale = shape.durationS / (fadeIn + fadeOut);
    fadeIn *= scale;
    fadeOut *= scale;
  }
  const fadeInSamples = fadeIn * sampleRate;
  const fadeOutSamples = fadeOut * sampleRate;
  const gains = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const rising = fadeInSamples > 0 ? Math.min(1, i / fadeInSamples) : 1;
    const falling = fadeOutSamples > 0 ? Math.min(1, (length - 1 - i) / fadeOutSamples) : 1;
    gains[i] = volume * rising * falling;
  }
  return gains;
}

/**
 * One channel, looped or cut to the length of `gains` and multiplied by them. Where the source
 * starts again, its head fades in over 20 ms while its tail, played backwards from the sample
 * just heard, fades out: the loop keeps the source's exact period and the wave does not jump.
 */
function shapeChannel(
  source: Float32Array,
  sourceLength: number,
  gains: Float32Array,
  sampleRate: number,
): Float32Array {
  const out = new Float32Array(gains.length);
  if (sourceLength === 0) return out;
  const crossfade = Math.min(Math.round(LOOP_CROSSFADE_S * sampleRate), sourceLength);
  for (let i = 0; i < out.length; i++) {
    const offset = i % sourceLength;
    let value = source[offset] as number;
    if (i >= sourceLength && offset < crossfade) {
      const weight = (offset + 1) / (crossfade + 1);
      value = value * weight + (source[sourceLength - 1 - offset] as number) * (1 - weight);
    }
    out[i] = Math.max(-1, Math.min(1, value * (gains[i] as number)));
  }
  return out;
}
