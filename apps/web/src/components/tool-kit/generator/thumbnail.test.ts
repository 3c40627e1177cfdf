import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverSquare, makeThumbnail } from './thumbnail';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('coverSquare', () => {
  it('takes the centred square of landscape, portrait and square images', () => {
    expect(coverSquare(300, 150)).toEqual({ sx: 75, sy: 0, side: 150 });
    expect(coverSquare(150, 300)).toEqual({ sx: 0, sy: 75, side: 150 });
    expect(coverSquare(200, 200)).toEqual({ sx: 0, sy: 0, side: 200 });
  });
});

describe('makeThumbnail', () => {
  it('resolves null instead of throwing when the image cannot be decoded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // No DOM here: `new Image()` fails, which stands in for any decode error.
    await expect(makeThumbnail('data:image/png;base64,xx')).resolves.toBeNull();
  });

  it('resolves null once the timeout passes', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // An image that never finishes loading.
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        decoding = '';
        src = '';
      },
    );
    const pending = makeThumbnail('data:image/png;base64,xx', 150, 0.7, 5000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(pending).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
