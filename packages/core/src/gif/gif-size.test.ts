import { describe, expect, it } from 'vitest';
import { gifDownloadFileName } from '../constants/generators.ts';
import {
  base64Bytes,
  clampFrameDuration,
  clampGifSide,
  emailSafeSize,
  expectedGifSizeKb,
  gifDelayCs,
  sizeKb,
} from './gif-size.ts';

describe('GIF size math', () => {
  it('hints frames × width × height ÷ 25000 when optimized for e-mail and ÷ 15000 in high quality', () => {
    expect(expectedGifSizeKb(10, 400, 400, 'email')).toBe(64);
    expect(expectedGifSizeKb(10, 400, 400, 'high')).toBe(107);
  });

  it('counts the bytes of a base64 body or data URL without its padding', () => {
    // 1000 bytes of 0x07.
    const b64 = `${'BwcH'.repeat(333)}Bw==`;
    expect(base64Bytes(b64)).toBe(1000);
    expect(base64Bytes(`data:image/gif;base64,${b64}`)).toBe(1000);
    expect(base64Bytes('YWI=')).toBe(2);
    expect(sizeKb(1536)).toBe(2);
    expect(sizeKb(10)).toBe(1);
  });

  it('turns durations into hundredths and names the download with a timestamp', () => {
    expect(gifDelayCs(500)).toBe(50);
    expect(gifDelayCs(55)).toBe(6);
    expect(gifDownloadFileName(1_700_000_000_000)).toBe('personalized-animation-1700000000000.gif');
  });

  it('caps each side at 600 for e-mail and keeps sides and durations on their grids', () => {
    expect(emailSafeSize(1200, 400)).toEqual({ width: 600, height: 400 });
    expect(emailSafeSize(300, 900)).toEqual({ width: 300, height: 600 });
    expect(clampGifSide(1234)).toBe(1200);
    expect(clampGifSide(42)).toBe(100);
    expect(clampGifSide(456)).toBe(460);
    expect(clampGifSide(Number.NaN)).toBe(100);
    expect(clampFrameDuration(20)).toBe(50);
    expect(clampFrameDuration(9000)).toBe(5000);
    expect(clampFrameDuration(520)).toBe(500);
  });
});
