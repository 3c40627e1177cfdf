import { AVATAR_MAX_BYTES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { AVATAR_INPUT_MAX_BYTES, avatarFileProblem, coverCrop, dataUrlBytes } from './avatar-image';

describe('coverCrop', () => {
  it('centres landscape and square images', () => {
    expect(coverCrop(400, 200)).toEqual({ sx: 100, sy: 0, side: 200 });
    expect(coverCrop(256, 256)).toEqual({ sx: 0, sy: 0, side: 256 });
  });

  it('keeps the upper part of portraits, where faces are', () => {
    expect(coverCrop(300, 600)).toEqual({ sx: 0, sy: 100, side: 300 });
  });
});

describe('dataUrlBytes', () => {
  it('counts decoded bytes, padding included', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abc')}`)).toBe(3);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcde')}`)).toBe(5);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('x'.repeat(AVATAR_MAX_BYTES))}`)).toBe(
      AVATAR_MAX_BYTES,
    );
  });
});

describe('avatarFileProblem', () => {
  it('accepts images and refuses other files or huge ones', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toMatch(/image file/);
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_INPUT_MAX_BYTES + 1 })).toMatch(/20 MB/);
  });
});
