import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImageType', () => {
  it('accepts PNG, JPEG and WebP by their signatures, whatever they are called', () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]))).toBe(
      'image/png',
    );
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('RIFF', [9, 0, 0, 0], 'WEBPVP8L'))).toBe('image/webp');
  });

  it('refuses files core can tell but the server does not take (GIF, MP4) and anything else', () => {
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBeUndefined();
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypisom'))).toBeUndefined();
    expect(sniffImageType(bytes('<svg/>'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});
