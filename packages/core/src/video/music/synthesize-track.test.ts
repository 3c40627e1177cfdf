import { describe, expect, it } from 'vitest';
import { MUSIC_SAMPLE_RATE, MUSIC_TRACKS, musicTrack, type StereoPcm } from './music-tracks.ts';
import { synthesizeTrack } from './synthesize-track.ts';

const IDS = ['sunny-day', 'soft-piano', 'celebration', 'calm-waves'];

/** Rendered once per track and shared by the checks below (rendering is the slow part). */
const rendered = new Map<string, StereoPcm>();
function fifteenSeconds(id: string): StereoPcm {
  const cached = rendered.get(id) ?? synthesizeTrack(id, 15);
  rendered.set(id, cached);
  return cached;
}

/** Index of the first sample where two channels differ, or -1 (vitest's toEqual is slow on 720 000 samples). */
function firstDifference(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] as number) ** 2;
  return Math.sqrt(sum / (to - from));
}

describe('MUSIC_TRACKS and musicTrack', () => {
  it('list the four tracks with their titles, moods and tempos', () => {
    expect(MUSIC_TRACKS.map((track) => track.id)).toEqual(IDS);
    expect(musicTrack('sunny-day')).toEqual({
      id: 'sunny-day',
      title: 'Sunny Day',
      mood: 'Bright and upbeat',
      bpm: 112,
    });
    expect(musicTrack('soft-piano')?.title).toBe('Soft Piano');
    expect(musicTrack('celebration')?.mood).toBe('Festive and bouncy');
    expect(musicTrack('calm-waves')?.mood).toBe('Slow ambient pads');
    for (const track of MUSIC_TRACKS) expect(track.bpm).toBeGreaterThan(0);
    expect(musicTrack('nope')).toBeUndefined();
  });
});

describe.each(IDS)('synthesizeTrack(%s)', (id) => {
  it('gives exactly round(duration × rate) samples per channel', () => {
    for (const durationS of [3, 6.5]) {
      const pcm = synthesizeTrack(id, durationS);
      expect(pcm.sampleRate).toBe(MUSIC_SAMPLE_RATE);
      expect(pcm.left.length).toBe(Math.round(durationS * MUSIC_SAMPLE_RATE));
      expect(pcm.right.length).toBe(pcm.left.length);
    }
    expect(fifteenSeconds(id).left.length).toBe(720_000);
    expect(synthesizeTrack(id, 2.00001, 44_100).left.length).toBe(Math.round(2.00001 * 44_100));
  });

  it('is deterministic: the same call gives the same samples', () => {
    const again = synthesizeTrack(id, 15);
    expect(firstDifference(again.left, fifteenSeconds(id).left)).toBe(-1);
    expect(firstDifference(again.right, fifteenSeconds(id).right)).toBe(-1);
  });

  it('is heard in every second, including a last, partial one', () => {
    const pcm = fifteenSeconds(id);
    for (let second = 0; second < 15; second++) {
      const from = second * MUSIC_SAMPLE_RATE;
      expect(rms(pcm.left, from, from + MUSIC_SAMPLE_RATE)).toBeGreaterThan(0.03);
      expect(rms(pcm.right, from, from + MUSIC_SAMPLE_RATE)).toBeGreaterThan(0.03);
    }
    const short = synthesizeTrack(id, 6.5);
    expect(rms(short.left, 6 * MUSIC_SAMPLE_RATE, short.left.length)).toBeGreaterThan(0.03);
  });

  it('peaks at about 0.8 with no NaN', () => {
    const pcm = fifteenSeconds(id);
    let peak = 0;
    let notFinite = 0;
    for (const channel of [pcm.left, pcm.right]) {
      for (const sample of channel) {
        if (!Number.isFinite(sample)) notFinite++;
        peak = Math.max(peak, Math.abs(sample));
      }
    }
    expect(notFinite).toBe(0);
    expect(peak).toBeLessThanOrEqual(0.85);
    expect(peak).toBeGreaterThan(0.75);
  });

  it('is stereo: left and right differ', () => {
    const { left, right } = fifteenSeconds(id);
    let difference = 0;
    for (let i = 0; i < left.length; i++) difference += Math.abs((left[i] as number) - (right[i] as number));
    expect(difference / left.length).toBeGreaterThan(0.005);
  });
});

describe('synthesizeTrack', () => {
  it('makes each track different from the others', () => {
    for (const a of IDS) {
      for (const b of IDS) {
        if (a === b) continue;
        const first = fifteenSeconds(a).left;
        const second = fifteenSeconds(b).left;
        let difference = 0;
        for (let i = 0; i < first.length; i++)
          difference += Math.abs((first[i] as number) - (second[i] as number));
        expect(difference / first.length).toBeGreaterThan(0.02);
      }
    }
  });

  it('renders up to 60 s and keeps playing to the end', () => {
    const pcm = synthesizeTrack('sunny-day', 60, 16_000);
    expect(pcm.left.length).toBe(960_000);
    expect(rms(pcm.left, 59 * 16_000, 60 * 16_000)).toBeGreaterThan(0.03);
  });

  it('gives empty channels for 0 s', () => {
    const pcm = synthesizeTrack('calm-waves', 0);
    expect(pcm.left.length).toBe(0);
    expect(pcm.right.length).toBe(0);
  });

  it('throws a RangeError for an unknown id, a bad duration or a bad sample rate', () => {
    expect(() => synthesizeTrack('unknown', 3)).toThrow(RangeError);
    expect(() => synthesizeTrack('toString', 3)).toThrow(RangeError);
    expect(() => synthesizeTrack('sunny-day', -1)).toThrow(RangeError);
    expect(() => synthesizeTrack('sunny-day', 60.5)).toThrow(RangeError);
    expect(() => synthesizeTrack('sunny-day', Number.NaN)).toThrow(RangeError);
    expect(() => synthesizeTrack('sunny-day', 3, 0)).toThrow(RangeError);
  });
});
