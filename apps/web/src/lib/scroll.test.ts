import { describe, expect, it } from 'vitest';
import { hashToElementId, isScrolledPast } from './scroll';

describe('isScrolledPast', () => {
  it('is false at and below the threshold, true strictly above it', () => {
    expect(isScrolledPast(0, 10)).toBe(false);
    expect(isScrolledPast(10, 10)).toBe(false);
    expect(isScrolledPast(10.5, 10)).toBe(true);
    expect(isScrolledPast(400, 10)).toBe(true);
  });
});

describe('hashToElementId', () => {
  it('returns null for an empty hash', () => {
    expect(hashToElementId('')).toBeNull();
    expect(hashToElementId('#')).toBeNull();
  });

  it('strips the # and decodes escapes', () => {
    expect(hashToElementId('#signup')).toBe('signup');
    expect(hashToElementId('#how%20it')).toBe('how it');
  });

  it('keeps malformed escapes as written', () => {
    expect(hashToElementId('#50%off')).toBe('50%off');
  });
});
