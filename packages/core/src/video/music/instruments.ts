// The timbres the tracks play, each a few sine partials (additive synthesis): plucked strings,
// a piano-like tone, a round bass, a soft pad and a small bell. All are original settings.

import type { Harmonic, Instrument } from './synth-voices.ts';

function harmonics(...rows: readonly (readonly [number, number, number])[]): readonly Harmonic[] {
  return rows.map(([ratio, gain, decay]) => ({ ratio, gain, decay }));
}

/** A plucked string: quick attack, upper partials die away faster than the fundamental. */
export const PLUCK: Instrument = {
  attackS: 0.003,
  releaseS: 0.05,
  decay: 4,
  harmonics: harmonics([1, 1, 0], [2, 0.45, 3], [3, 0.22, 6], [4, 0.12, 9], [5, 0.06, 12]),
};

/** A brighter, snappier pluck (sawtooth-like 1/k partials) for the festive track. */
export const BRIGHT_PLUCK: Instrument = {
  attackS: 0.002,
  releaseS: 0.04,
  decay: 6,
  harmonics: harmonics([1, 1, 0], [2, 0.5, 2], [3, 0.33, 4], [4, 0.25, 6], [5, 0.2, 8], [6, 0.16, 10]),
};

/** Piano-like: slightly stretched (inharmonic) partials with a long, fading decay. */
export const PIANO: Instrument = {
  attackS: 0.004,
  releaseS: 0.3,
  decay: 1.1,
  harmonics: [1, 2, 3, 4, 5].map((k, index) => ({
    ratio: k * Math.sqrt(1 + 0.0004 * k * k),
    gain: [1, 0.45, 0.25, 0.12, 0.06][index] as number,
    decay: 0.9 * index,
  })),
};

/** A round bass with a little second harmonic so it is heard on small speakers. */
export const BASS: Instrument = {
  attackS: 0.01,
  releaseS: 0.08,
  decay: 1.5,
  harmonics: harmonics([1, 1, 0], [2, 0.35, 2], [3, 0.1, 4]),
};

/** A sustained pad: slow attack and release; a slightly detuned twin of the fundamental makes it shimmer. */
export const PAD: Instrument = {
  attackS: 1.2,
  releaseS: 2,
  decay: 0.05,
  harmonics: harmonics([1, 1, 0], [1.004, 0.7, 0], [2, 0.25, 0.1]),
};

/** A soft bell (inharmonic partials) for sparse high notes over the pads. */
export const BELL: Instrument = {
  attackS: 0.005,
  releaseS: 0.4,
  decay: 1.2,
  harmonics: harmonics([1, 1, 0], [2.76, 0.25, 1.5], [5.4, 0.08, 3]),
};
