import { REFERENCE_IMAGE_MAX_BYTES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE, referenceFileProblem } from './reference-upload';
import { rovingIndex } from './roving';

describe('referenceFileProblem', () => {
  it('accepts images up to the limit', () => {
    expect(referenceFileProblem({ name: 'a.png', type: 'image/png', size: 1 })).toBeNull();
    expect(
      referenceFileProblem({ name: 'a.webp', type: 'image/webp', size: REFERENCE_IMAGE_MAX_BYTES }),
    ).toBeNull();
  });

  it('refuses other file types, judging by extension when the type is empty', () => {
    expect(referenceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 })).toBe(
      NOT_AN_IMAGE_MESSAGE,
    );
    expect(referenceFileProblem({ name: 'a.txt', type: '', size: 1 })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(referenceFileProblem({ name: 'a.HEIC', type: '', size: 1 })).toBeNull();
  });

  it('refuses files over 10 MB', () => {
    expect(
      referenceFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: REFERENCE_IMAGE_MAX_BYTES + 1 }),
    ).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });
});

describe('rovingIndex', () => {
  it('moves with the arrows and wraps', () => {
    expect(rovingIndex('ArrowRight', 0, 2)).toBe(1);
    expect(rovingIndex('ArrowDown', 1, 2)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 2)).toBe(1);
    expect(rovingIndex('ArrowUp', 1, 3)).toBe(0);
    expect(rovingIndex('Home', 2, 3)).toBe(0);
    expect(rovingIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty groups', () => {
    expect(rovingIndex('Enter', 0, 2)).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
