import { describe, expect, it } from 'vitest';
import { hasWebCodecs } from './webcodecs';

describe('hasWebCodecs', () => {
  const fn = () => {};
  it('needs the video encoder and its frames; sound is optional', () => {
    expect(hasWebCodecs({ VideoEncoder: fn, VideoFrame: fn })).toBe(true);
    expect(hasWebCodecs({ VideoEncoder: fn })).toBe(false);
    expect(hasWebCodecs({ VideoFrame: fn, AudioEncoder: fn })).toBe(false);
    expect(hasWebCodecs({})).toBe(false);
  });
});
