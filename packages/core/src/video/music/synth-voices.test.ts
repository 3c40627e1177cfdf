import { describe, expect, it } from 'vitest';
import { hashString, seededRandom } from '../../random.ts';
import { addTone, createMix, type Instrument, midiToHz, panGains } from './synth-voices.ts';

const SINE: Instrument = { attackS: 0, releaseS: 0, decay: 0, harmonics: [{ ratio: 1, gain: 1, decay: 0 }] };

describe('addTone', () => {
  it('adds a sine at the asked frequency, gain and pan', () => {
    const mix = createMix(8000, 8000, 1);
    addTone(mix, SINE, 440, 0.5, 0.25, 0.5, 0);
    const [gainLeft] = panGains(0);
    for (const i of [4001, 4100, 5500, 5999]) {
      const t = (i - 4000) / 8000;
      expect(mix.left[i]).toBeCloseTo(0.5 * gainLeft * Math.sin(2 * Math.PI * 440 * t), 4);
    }
    expect(mix.left[3999]).toBe(0);
    expect(mix.left[6000]).toBe(0);
    expect(mix.right).toEqual(mix.left);
  });

  it('decays, leaves out what falls past the end, and pans', () => {
    const mix = createMix(8000, 1000, 1);
    const fading: Instrument = { ...SINE, decay: 10 };
    addTone(mix, fading, 100, 0, 10, 1, -1);
    expect(mix.right.every((sample) => Math.abs(sample) < 1e-7)).toBe(true);
    const early = Math.max(...Array.from(mix.left.slice(0, 100), Math.abs));
    const late = Math.max(...Array.from(mix.left.slice(900, 1000), Math.abs));
    expect(late / early).toBeCloseTo(Math.exp(-10 * (900 / 8000)), 1);
  });
});

describe('helpers', () => {
  it('tunes A4 to 440 Hz and octaves to doubles', () => {
    expect(midiToHz(69)).toBe(440);
    expect(midiToHz(81)).toBeCloseTo(880, 9);
    expect(midiToHz(60)).toBeCloseTo(261.626, 3);
  });

  it('pans with constant power', () => {
    for (const pan of [-1, -0.3, 0, 0.7, 1]) {
      const [left, right] = panGains(pan);
      expect(left ** 2 + right ** 2).toBeCloseTo(1, 9);
    }
    expect(panGains(-1)[1]).toBeCloseTo(0, 9);
  });

  it('draws the same numbers in [0, 1) for the same seed', () => {
    const a = seededRandom(hashString('calm-waves'));
    const b = seededRandom(hashString('calm-waves'));
    const c = seededRandom(hashString('sunny-day'));
    const first = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(first);
    expect(Array.from({ length: 1000 }, c)).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
