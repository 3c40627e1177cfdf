import { describe, expect, it } from 'vitest';
import { mixToMono, waveformPeaks } from './waveform.ts';

describe('mixToMono', () => {
  it('averages the two channels', () => {
    const left = Float32Array.from([1, 0.5, -1, 0]);
    const right = Float32Array.from([0, 0.5, 1, -0.5]);
    expect(Array.from(mixToMono({ sampleRate: 8000, left, right }))).toEqual([0.5, 0.5, 0, -0.25]);
  });

  it('returns a copy of a mono source', () => {
    const channel = Float32Array.from([0.25, -0.75]);
    const mono = mixToMono({ sampleRate: 8000, left: channel, right: channel });
    expect(Array.from(mono)).toEqual([0.25, -0.75]);
    expect(mono).not.toBe(channel);
  });
});

describe('waveformPeaks', () => {
  it('gives the largest absolute sample of each bucket', () => {
    const samples = Float32Array.from([0.1, -0.5, 0.25, 0.25, 0, -0.125, 1, 0]);
    expect(waveformPeaks(samples, 4)).toEqual([0.5, 0.25, 0.125, 1]);
    expect(waveformPeaks(samples, 1)).toEqual([1]);
  });

  it('gives exactly the asked number of buckets, all in 0..1', () => {
    const samples = Float32Array.from({ length: 1234 }, (_, i) => 1.5 * Math.sin(i / 7));
    expect(Math.max(...waveformPeaks(samples, 10))).toBe(1);
    for (const buckets of [1, 7, 100, 1234, 5000]) {
      const peaks = waveformPeaks(samples, buckets);
      expect(peaks).toHaveLength(buckets);
      expect(peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    }
  });

  it('fills every bucket when there are fewer samples than buckets', () => {
    expect(waveformPeaks(Float32Array.from([0.5, -0.25]), 4)).toEqual([0.5, 0.5, 0.25, 0.25]);
  });

  it('gives zeros for no samples and nothing for no buckets', () => {
    expect(waveformPeaks(new Float32Array(0), 3)).toEqual([0, 0, 0]);
    expect(waveformPeaks(Float32Array.from([1]), 0)).toEqual([]);
  });
});
