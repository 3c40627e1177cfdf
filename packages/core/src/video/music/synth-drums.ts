// Percussion and textures from noise and swept sines: a soft kick, a hi-hat, a hand clap and the
// slow filtered-noise "waves" of the ambient track. Noise comes from the mix's seeded generator.

import { type Mix, panGains } from './synth-voices.ts';

/** One-pole low-pass coefficient for a cutoff frequency. */
function lowPassCoefficient(cutoffHz: number, sampleRate: number): number {
  return 1 - Math.exp((-2 * Math.PI * cutoffHz) / sampleRate);
}

/** Number of samples a sound of `durationS` starting at `start` may write into the mix. */
function span(mix: Mix, start: number, durationS: number): number {
  return Math.max(0, Math.min(Math.round(durationS * mix.sampleRate), mix.left.length - start));
}

/** A soft kick drum: a sine sweeping from about 160 Hz down to 48 Hz, centred. */
export function addKick(mix: Mix, startS: number, gain: number): void {
  const { sampleRate, left, right } = mix;
  const start = Math.round(startS * sampleRate);
  const length = span(mix, start, 0.35);
  const sweepFall = Math.exp(-35 / sampleRate);
  const levelFall = Math.exp(-10 / sampleRate);
  let sweep = 110;
  let level = gain * Math.SQRT1_2;
  let phase = 0;
  for (let i = 0; i < length; i++) {
    phase += (2 * Math.PI * (48 + sweep)) / sampleRate;
    const value = Math.sin(phase) * level * Math.min(1, i / 96);
    left[start + i] = (left[start + i] as number) + value;
    right[start + i] = (right[start + i] as number) + value;
    sweep *= sweepFall;
    level *= levelFall;
  }
}

/** A closed hi-hat: high-passed noise with a very short decay. */
export function addHat(mix: Mix, startS: number, gain: number, pan: number): void {
  const { sampleRate, left, right, random } = mix;
  const start = Math.round(startS * sampleRate);
  const length = span(mix, start, 0.09);
  const [gainLeft, gainRight] = panGains(pan);
  const a = lowPassCoefficient(6000, sampleRate);
  const fall = Math.exp(-45 / sampleRate);
  let level = gain;
  let low = 0;
  for (let i = 0; i < length; i++) {
    const noise = random() * 2 - 1;
    low += a * (noise - low);
    const value = (noise - low) * level;
    level *= fall;
    left[start + i] = (left[start + i] as number) + value * gainLeft;
    right[start + i] = (right[start + i] as number) + value * gainRight;
  }
}

/** A hand clap: band-passed noise in three quick bursts and a short tail, a little wide. */
export function addClap(mix: Mix, startS: number, gain: number): void {
  const { sampleRate, left, right, random } = mix;
  const start = Math.round(startS * sampleRate);
  const length = span(mix, start, 0.25);
  const high = lowPassCoefficient(900, sampleRate);
  const low = lowPassCoefficient(2800, sampleRate);
  const burst = Math.max(1, Math.round(0.011 * sampleRate));
  const burstFall = Math.exp(-180 / sampleRate);
  const tailFall = Math.exp(-16 / sampleRate);
  let level = 0;
  let highLeft = 0;
  let bandLeft = 0;
  let highRight = 0;
  let bandRight = 0;
  for (let i = 0; i < length; i++) {
    level = i % burst === 0 && i <= 3 * burst ? gain : level * (i < 3 * burst ? burstFall : tailFall);
    const noiseLeft = random() * 2 - 1;
    const noiseRight = random() * 2 - 1;
    highLeft += high * (noiseLeft - highLeft);
    highRight += high * (noiseRight - highRight);
    bandLeft += low * (noiseLeft - highLeft - bandLeft);
    bandRight += low * (noiseRight - highRight - bandRight);
    left[start + i] = (left[start + i] as number) + bandLeft * level;
    right[start + i] = (right[start + i] as number) + bandRight * level;
  }
}

/**
 * Sea-like waves over the whole mix: low-passed noise, different in each channel, swelling and
 * ebbing every `periodS` seconds (the right channel a little behind the left).
 */
export function addWaves(mix: Mix, gain: number, periodS: number): void {
  const { sampleRate, left, right, random } = mix;
  const a = lowPassCoefficient(450, sampleRate);
  let lowLeft = 0;
  let lowRight = 0;
  let swellLeft = 0;
  let swellRight = 0;
  for (let i = 0; i < left.length; i++) {
    if (i % SWELL_STEP === 0) {
      swellLeft = swell(i / sampleRate, periodS) * gain;
      swellRight = swell(i / sampleRate - 1.3, periodS) * gain;
    }
    lowLeft += a * (random() * 2 - 1 - lowLeft);
    lowRight += a * (random() * 2 - 1 - lowRight);
    left[i] = (left[i] as number) + lowLeft * swellLeft;
    right[i] = (right[i] as number) + lowRight * swellRight;
  }
}

/** Samples between updates of the waves' slow swell (it changes too slowly for steps to be heard). */
const SWELL_STEP = 32;

/** The waves' level at `t`: never silent, rising to full once a period. */
function swell(t: number, periodS: number): number {
  return 0.3 + 0.7 * (0.5 - 0.5 * Math.cos((2 * Math.PI * t) / periodS)) ** 1.5;
}
