import { describe, expect, it } from 'vitest';
import { headerPixelSize } from './image-size';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const pad = (b: Uint8Array, n = 64) => {
  const out = new Uint8Array(Math.max(n, b.length));
  out.set(b);
  return out;
};

describe('headerPixelSize', () => {
  it('reads a PNG’s size from its IHDR, a 12,000×12,000 one included', () => {
    const png = bytes(
      [0x89],
      'PNG',
      [13, 10, 26, 10, 0, 0, 0, 13],
      'IHDR',
      [0, 0, 0x2e, 0xe0, 0, 0, 0x2e, 0xe0],
    );
    expect(headerPixelSize(pad(png))).toEqual({ width: 12000, height: 12000 });
  });

  it('reads GIF, BMP and WebP (VP8X) sizes', () => {
    expect(headerPixelSize(pad(bytes('GIF89a', [0x58, 0x02, 0x90, 0x01])))).toEqual({
      width: 600,
      height: 400,
    });
    const bmp = bytes('BM', new Array(16).fill(0), [0x20, 0, 0, 0], [0x10, 0, 0, 0]);
    expect(headerPixelSize(pad(bmp))).toEqual({ width: 32, height: 16 });
    const webp = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBP',
      'VP8X',
      [10, 0, 0, 0, 0, 0, 0, 0],
      [0x57, 0x02, 0],
      [0x8f, 0x01, 0],
    );
    expect(headerPixelSize(pad(webp))).toEqual({ width: 600, height: 400 });
  });

  it('finds a JPEG’s start-of-frame after other segments', () => {
    const jpeg = bytes(
      [0xff, 0xd8],
      [0xff, 0xe0, 0, 16],
      new Array(14).fill(0),
      [0xff, 0xc4, 0, 4, 0, 0],
      [0xff, 0xc0, 0, 17, 8, 0x01, 0x90, 0x02, 0x58],
    );
    expect(headerPixelSize(pad(jpeg))).toEqual({ width: 600, height: 400 });
  });

  it('says nothing for text, unknown formats and short headers', () => {
    expect(headerPixelSize(pad(bytes('hello, this is not an image')))).toBeUndefined();
    expect(headerPixelSize(bytes('GIF89a'))).toBeUndefined();
  });
});
