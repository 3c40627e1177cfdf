// What each track plays: a four-bar chord progression (common major-key progressions, original
// patterns and voicings — no existing melody) that repeats for as long as asked. Notes that would
// start after the end are skipped and the last bar is simply cut (the video's fade-out hides it).

import { BASS, BELL, BRIGHT_PLUCK, PAD, PIANO, PLUCK } from './instruments.ts';
import { addClap, addHat, addKick, addWaves } from './synth-drums.ts';
import { addTone, type Mix, midiToHz } from './synth-voices.ts';

/** Renders a track into the mix, at this tempo, for the mix's whole length. */
export type Arrangement = (mix: Mix, bpm: number) => void;

/** A chord: its bass note and the notes above it, as MIDI numbers. */
interface Chord {
  readonly root: number;
  readonly notes: readonly number[];
}

function cycle<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

/**
 * Plays a four-beat-bar progression at this tempo: calls `render` with each bar's chord (the
 * progression repeating), its start and the beat length, for each bar that starts before the end
 * of the mix.
 */
function playProgression(
  mix: Mix,
  bpm: number,
  chords: readonly Chord[],
  render: (chord: Chord, startS: number, beatS: number, bar: number) => void,
): void {
  const beat = 60 / bpm;
  const barS = 4 * beat;
  const durationS = mix.left.length / mix.sampleRate;
  for (let bar = 0; bar * barS < durationS; bar++) render(cycle(chords, bar), bar * barS, beat, bar);
}

/** C – G – Am – F, plucked eighth-note arpeggios over bass, soft kick and off-beat hats. */
const SUNNY_CHORDS: readonly Chord[] = [
  { root: 36, notes: [60, 64, 67, 72] },
  { root: 43, notes: [59, 62, 67, 71] },
  { root: 45, notes: [57, 60, 64, 69] },
  { root: 41, notes: [57, 60, 65, 69] },
];
const SUNNY_ARPEGGIO = [0, 2, 1, 3, 2, 1, 3, 2];

function sunnyDay(mix: Mix, bpm: number): void {
  playProgression(mix, bpm, SUNNY_CHORDS, (chord, t0, beat) => {
    SUNNY_ARPEGGIO.forEach((index, step) => {
      const hz = midiToHz(cycle(chord.notes, index));
      const onBeat = step % 2 === 0;
      addTone(mix, PLUCK, hz, t0 + (step * beat) / 2, 0.7, onBeat ? 0.22 : 0.16, onBeat ? -0.35 : 0.35);
    });
    for (let b = 0; b < 4; b++) {
      if (b % 2 === 0) {
        addTone(mix, BASS, midiToHz(chord.root), t0 + b * beat, 2 * beat, 0.4, 0);
        addKick(mix, t0 + b * beat, 0.55);
      }
      addHat(mix, t0 + (b + 0.5) * beat, 0.07, 0.3);
    }
  });
}

/** F – Am – Bb – C as slow piano chords with a few broken-chord notes above, panned by pitch. */
const PIANO_CHORDS: readonly Chord[] = [
  { root: 41, notes: [57, 60, 65, 69] },
  { root: 45, notes: [57, 60, 64, 69] },
  { root: 46, notes: [58, 62, 65, 70] },
  { root: 48, notes: [55, 60, 64, 67] },
];

function pianoNote(mix: Mix, midi: number, startS: number, durationS: number, gain: number): void {
  const pan = Math.max(-0.6, Math.min(0.6, (midi - 60) / 24));
  addTone(mix, PIANO, midiToHz(midi), startS, durationS, gain, pan);
}

function softPiano(mix: Mix, bpm: number): void {
  playProgression(mix, bpm, PIANO_CHORDS, (chord, t0, beat, bar) => {
    pianoNote(mix, chord.root, t0, 4 * beat, 0.3);
    chord.notes.forEach((midi, index) => {
      pianoNote(mix, midi, t0 + index * 0.02, 2 * beat, 0.16);
      pianoNote(mix, midi, t0 + 2 * beat + index * 0.02, 2 * beat, 0.1);
    });
    pianoNote(mix, cycle(chord.notes, 2) + 12, t0 + 1.5 * beat, 2 * beat, 0.1);
    pianoNote(mix, cycle(chord.notes, bar % 2 === 0 ? 3 : 1) + 12, t0 + 3 * beat, beat + 0.4, 0.09);
  });
}

/** G – Em – C – D, fast bright arpeggios, off-beat chord stabs, octave bass, four-on-the-floor and claps. */
const CELEBRATION_CHORDS: readonly Chord[] = [
  { root: 43, notes: [67, 71, 74, 79] },
  { root: 40, notes: [64, 67, 71, 76] },
  { root: 36, notes: [64, 67, 72, 76] },
  { root: 38, notes: [66, 69, 74, 78] },
];
const CELEBRATION_ARPEGGIO = [0, 1, 2, 3, 1, 2, 3, 2];

function celebration(mix: Mix, bpm: number): void {
  playProgression(mix, bpm, CELEBRATION_CHORDS, (chord, t0, beat) => {
    CELEBRATION_ARPEGGIO.forEach((index, step) => {
      const start = t0 + (step * beat) / 2;
      const pan = step % 2 === 1 ? 0.4 : -0.4;
      addTone(mix, BRIGHT_PLUCK, midiToHz(cycle(chord.notes, index)), start, 0.35, 0.13, pan);
      addTone(mix, BASS, midiToHz(chord.root + (step % 2) * 12), start, beat / 2, 0.3, 0);
    });
    for (let b = 0; b < 4; b++) {
      addKick(mix, t0 + b * beat, 0.5);
      addHat(mix, t0 + (b + 0.5) * beat, 0.08, 0.35);
      if (b % 2 === 1) addClap(mix, t0 + b * beat, 0.5);
      chord.notes.slice(0, 3).forEach((midi, index) => {
        addTone(mix, BRIGHT_PLUCK, midiToHz(midi - 12), t0 + (b + 0.5) * beat, 0.16, 0.06, index - 1);
      });
    }
  });
}

/** Dmaj7 – Bm7 – Gmaj7 – Asus2 as overlapping pads spread left and right, sparse bells and slow noise waves. */
const CALM_CHORDS: readonly Chord[] = [
  { root: 38, notes: [50, 57, 61, 66] },
  { root: 35, notes: [47, 54, 57, 62] },
  { root: 31, notes: [43, 54, 59, 62] },
  { root: 33, notes: [45, 52, 59, 64] },
];

function calmWaves(mix: Mix, bpm: number): void {
  addWaves(mix, 0.9, 7);
  playProgression(mix, bpm, CALM_CHORDS, (chord, t0, beat) => {
    const lengthS = 4 * beat + PAD.releaseS;
    addTone(mix, PAD, midiToHz(chord.root), t0, lengthS, 0.16, 0);
    chord.notes.forEach((midi, index) => {
      addTone(mix, PAD, midiToHz(midi), t0, lengthS, 0.09, index % 2 === 0 ? -0.6 : 0.6);
    });
    addTone(mix, BELL, midiToHz(cycle(chord.notes, 3) + 12), t0 + beat, 2.5, 0.05, 0.4);
    addTone(mix, BELL, midiToHz(cycle(chord.notes, 2) + 12), t0 + 2.5 * beat, 2.5, 0.04, -0.4);
  });
}

/** The arrangement of each track in MUSIC_TRACKS, by id. */
export const ARRANGEMENTS: Readonly<Record<string, Arrangement>> = {
  'sunny-day': sunnyDay,
  'soft-piano': softPiano,
  celebration,
  'calm-waves': calmWaves,
};
