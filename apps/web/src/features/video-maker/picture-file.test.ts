import { describe, expect, it } from 'vitest';
import { checkPictureFile, checkPixelSize, keptSize, sniffImage } from './picture-file';

const png = (width: number, height: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
};

describe('the video picture file', () => {
  it('knows pictures by their first bytes, not their names', () => {
    expect(sniffImage(png(10, 10))).toBe(true);
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBe(true);
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
    expect(sniffImage(new Uint8Array([]))).toBe(false);
  });

  it('refuses an empty file, a non-picture and a huge picture before decoding', async () => {
    expect(await checkPictureFile(new Blob([]), 'a.png')).toBe('“a.png” is empty.');
    expect(await checkPictureFile(new Blob(['hello']), 'notes.png')).toMatch(/“notes.png” is not a picture/);
    expect(await checkPictureFile(new Blob([png(12_000, 12_000)]), 'huge.png')).toBe(
      '“huge.png” is 12,000×12,000 pixels; pictures can be up to 8,192 pixels on a side and 40 megapixels.',
    );
    expect(await checkPictureFile(new Blob([png(1600, 900)]), 'ok.png')).toBeUndefined();
  });

  it('counts pixels as well as sides', () => {
    expect(checkPixelSize({ width: 8000, height: 6000 }, 'x')).toMatch(/40 megapixels/);
    expect(checkPixelSize({ width: 8192, height: 4000 }, 'x')).toBeUndefined();
  });

  it('keeps pictures up to 3840 px on the long side', () => {
    expect(keptSize(1024, 768)).toEqual({ width: 1024, height: 768 });
    expect(keptSize(7680, 4320)).toEqual({ width: 3840, height: 2160 });
    expect(keptSize(2000, 8000)).toEqual({ width: 960, height: 3840 });
  });
});
