import { describe, expect, it } from 'vitest';
import { clampDialogSize, defaultDialogSize } from './dialog-size';

const wide = { width: 1600, height: 1000 };

describe('feature dialog size', () => {
  it('opens at 900×650 when the window has room', () => {
    expect(defaultDialogSize(wide)).toEqual({ width: 900, height: 650 });
  });

  it('never goes below 600×400 nor above 95vw × 90vh', () => {
    expect(clampDialogSize({ width: 100, height: 100 }, wide)).toEqual({ width: 600, height: 400 });
    expect(clampDialogSize({ width: 5000, height: 5000 }, wide)).toEqual({ width: 1520, height: 900 });
  });

  it('fits a window smaller than its default', () => {
    expect(defaultDialogSize({ width: 800, height: 600 })).toEqual({ width: 760, height: 540 });
    // Smaller than the minimum: the largest size that fits.
    expect(clampDialogSize({ width: 900, height: 650 }, { width: 500, height: 400 })).toEqual({
      width: 475,
      height: 360,
    });
  });
});
