// The synthesizer's core: a stereo mix buffer and additive tones — a few sine partials, each with
// its own exponential decay, under a linear attack/release envelope, panned with constant power.
// Partials run as rotating phasors (a few multiplies per sample) rather than Math.sin, one partial
// at a time, so a 15 s track with a handful of voices renders in well under 300 ms.

import { seededRandom } from '../../random.ts';

/** The buffer a track is rendered into, with the seeded noise source its voices share. */
export interface Mix {
  readonly sampleRate: number;
  readonly left: Float32Array;
  readonly right: Float32Array;
  readonly random: () => number;
  /** Working space for one voice at a time, as long as the mix. */
  readonly scratch: Float32Array;
}

/** One sine partial of a tone: frequency ratio to the fundamental, level, and extra decay per second. */
export interface Harmonic {
  readonly ratio: number;
  readonly gain: number;
  readonly decay: number;
}

/** A timbre: envelope times, overall decay per second (0 = sustained) and partials. */
export interface Instrument {
  readonly attackS: number;
  readonly releaseS: number;
  readonly decay: number;
  readonly harmonics: readonly Harmonic[];
}

/** An empty (silent) mix of this many samples per channel. */
export function createMix(sampleRate: number, length: number, seed: number): Mix {
  return {
    sampleRate,
    left: new Float32Array(length),
    right: new Float32Array(length),
    random: seededRandom(seed),
    scratch: new Float32Array(length),
  };
}

/** Equal-tempered frequency of a MIDI note (69 = A4 = 440 Hz). */
export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Constant-power left/right gains for a pan position from -1 (left) to 1 (right). */
export function panGains(pan: number): readonly [number, number] {
  const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

/** Level below which a decaying partial is no longer worth computing (about -80 dB). */
const SILENT = 1e-4;

/**
 * Adds one note of an instrument to the mix: `hz` from `startS` for `durationS` (the release ends
 * there), at `gain`, panned. The part past the end of the mix is left out.
 */
export function addTone(
  mix: Mix,
  instrument: Instrument,
  hz: number,
  startS: number,
  durationS: number,
  gain: number,
  pan: number,
): void {
  const { sampleRate, left, right, scratch } = mix;
  const start = Math.round(startS * sampleRate);
  const noteLength = Math.round(durationS * sampleRate);
  const length = Math.min(noteLength, left.length - start);
  if (start < 0 || length <= 0) return;

  // Partial by partial into the scratch buffer: each one runs in local variables, and stops once
  // its decay has made it inaudible.
  scratch.fill(0, 0, length);
  for (const partial of instrument.harmonics) {
    const partialHz = hz * partial.ratio;
    if (partialHz >= sampleRate / 2) continue;
    const step = (2 * Math.PI * partialHz) / sampleRate;
    const stepCos = Math.cos(step);
    const stepSin = Math.sin(step);
    const decayPerSample = (instrument.decay + partial.decay) / sampleRate;
    const fall = Math.exp(-decayPerSample);
    let level = gain * partial.gain;
    const audible = decayPerSample > 0 ? Math.ceil(Math.log(level / SILENT) / decayPerSample) : length;
    const end = Math.min(length, audible);
    let cos = 1;
    let sin = 0;
    for (let i = 0; i < end; i++) {
      scratch[i] = (scratch[i] as number) + sin * level;
      const nextCos = cos * stepCos - sin * stepSin;
      sin = sin * stepCos + cos * stepSin;
      cos = nextCos;
      level *= fall;
    }
  }

  const [gainLeft, gainRight] = panGains(pan);
  const attack = Math.max(1, Math.round(instrument.attackS * sampleRate));
  const release = Math.max(1, Math.round(instrument.releaseS * sampleRate));
  // The envelope is min(1, i / attack, (noteLength - i) / release), stepped without divisions.
  let rising = 0;
  let falling = noteLength / release;
  for (let i = 0; i < length; i++) {
    const envelope = rising < falling ? (rising < 1 ? rising : 1) : falling < 1 ? falling : 1;
    const value = (scratch[i] as number) * envelope;
    left[start + i] = (left[start + i] as number) + value * gainLeft;
    right[start + i] = (right[start + i] as number) + value * gainRight;
    rising += 1 / attack;
    falling -= 1 / release;
  }
}
