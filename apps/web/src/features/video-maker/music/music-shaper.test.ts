import { MUSIC_TRACKS, type StereoPcm, type VideoMusic } from '@mergepix/core';
import { describe, expect, it, vi } from 'vitest';
import { createMusicShaper, trackIdOrDefault } from './music-shaper';

const music = (patch: Partial<VideoMusic> = {}): VideoMusic => ({
  source: 'track',
  trackId: 'sunny-day',
  volume: 0.7,
  fadeInS: 1,
  fadeOutS: 2,
  ...patch,
});

function spies() {
  const synthesize = vi.fn(
    (_id: string, durationS: number): StereoPcm => ({
      sampleRate: 100,
      left: new Float32Array(durationS * 100),
      right: new Float32Array(durationS * 100),
    }),
  );
  const shape = vi.fn((source: StereoPcm): StereoPcm => ({ ...source }));
  return { synthesize, shape, shaper: createMusicShaper({ synthesize, shape }) };
}

describe('trackIdOrDefault', () => {
  it('keeps a known id and replaces an unknown one by the first track', () => {
    expect(trackIdOrDefault('calm-waves')).toBe('calm-waves');
    expect(trackIdOrDefault('gone-track')).toBe(MUSIC_TRACKS[0]?.id);
  });
});

describe('createMusicShaper', () => {
  it('gives null for no music, and for "my own file" before a file is read', () => {
    const { shaper, synthesize } = spies();
    expect(shaper(music({ source: 'none' }), 6, null)).toBeNull();
    expect(shaper(music({ source: 'upload' }), 6, null)).toBeNull();
    expect(synthesize).not.toHaveBeenCalled();
  });

  it('synthesizes the track for the duration, then shapes it with the settings', () => {
    const { shaper, synthesize, shape } = spies();
    const pcm = shaper(music(), 6, null);
    expect(synthesize).toHaveBeenCalledWith('sunny-day', 6);
    expect(shape).toHaveBeenCalledWith(synthesize.mock.results[0]?.value, {
      durationS: 6,
      volume: 0.7,
      fadeInS: 1,
      fadeOutS: 2,
    });
    expect(pcm).toBe(shape.mock.results[0]?.value);
  });

  it('returns the same object while nothing changes', () => {
    const { shaper, synthesize, shape } = spies();
    const first = shaper(music(), 6, null);
    expect(shaper(music(), 6, null)).toBe(first);
    expect(synthesize).toHaveBeenCalledTimes(1);
    expect(shape).toHaveBeenCalledTimes(1);
  });

  it('only shapes again when the volume or a fade changes', () => {
    const { shaper, synthesize, shape } = spies();
    const first = shaper(music(), 6, null);
    const louder = shaper(music({ volume: 1 }), 6, null);
    shaper(music({ volume: 1, fadeInS: 0 }), 6, null);
    shaper(music({ volume: 1, fadeInS: 0, fadeOutS: 5 }), 6, null);
    expect(louder).not.toBe(first);
    expect(synthesize).toHaveBeenCalledTimes(1);
    expect(shape).toHaveBeenCalledTimes(4);
  });

  it('synthesizes again when the track or the duration changes', () => {
    const { shaper, synthesize } = spies();
    shaper(music(), 6, null);
    shaper(music({ trackId: 'soft-piano' }), 6, null);
    shaper(music({ trackId: 'soft-piano' }), 10, null);
    expect(synthesize.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['sunny-day', 6],
      ['soft-piano', 6],
      ['soft-piano', 10],
    ]);
  });

  it('keeps the synthesized track across a switch to no music and back', () => {
    const { shaper, synthesize } = spies();
    shaper(music(), 6, null);
    shaper(music({ source: 'none' }), 6, null);
    shaper(music(), 6, null);
    expect(synthesize).toHaveBeenCalledTimes(1);
  });

  it('shapes an upload without synthesizing, and again for another upload', () => {
    const { shaper, synthesize, shape } = spies();
    const a = { pcm: { sampleRate: 100, left: new Float32Array(50), right: new Float32Array(50) } };
    const b = { pcm: { sampleRate: 100, left: new Float32Array(80), right: new Float32Array(80) } };
    shaper(music({ source: 'upload' }), 6, a);
    shaper(music({ source: 'upload' }), 6, a);
    shaper(music({ source: 'upload' }), 6, b);
    expect(synthesize).not.toHaveBeenCalled();
    expect(shape.mock.calls.map((c) => c[0])).toEqual([a.pcm, b.pcm]);
  });

  it('plays the first track for an unknown track id', () => {
    const { shaper, synthesize } = spies();
    shaper(music({ trackId: 'retired' }), 6, null);
    expect(synthesize).toHaveBeenCalledWith(MUSIC_TRACKS[0]?.id, 6);
  });

  it('works with the real synthesizer and shaper', () => {
    const pcm = createMusicShaper()(music({ trackId: 'calm-waves' }), 3, null);
    expect(pcm?.left.length).toBe(3 * (pcm?.sampleRate ?? 0));
    expect(pcm?.left[pcm.left.length - 1]).toBe(0);
  });
});
