import { describe, expect, it } from 'vitest';
import { hasWebCodecs } from './webcodecs';

describe('hasWebCodecs', () => {
  const fn = () => {};
  it('needs the video and audio encoders and their frame types', () => {
    expect(hasWebCodecs({ VideoEncoder: fn, AudioEncoder: fn, VideoFrame: fn, AudioData: fn })).toBe(true);
    expect(hasWebCodecs({ VideoEncoder: fn, VideoFrame: fn, AudioData: fn })).toBe(false);
    expect(hasWebCodecs({})).toBe(false);
  });
});
