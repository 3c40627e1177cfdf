import { describe, expect, it } from 'vitest';
import { etaLabel, etaSeconds, fileSizeLabel } from './encode-progress';

describe('encode progress', () => {
  it('waits for enough work before guessing the time left', () => {
    expect(etaSeconds(0, 180, 500)).toBeNull();
    expect(etaSeconds(4, 180, 300)).toBeNull();
    expect(etaSeconds(4, 180, 1200)).toBe(53);
  });

  it('projects the pace so far onto the frames left', () => {
    expect(etaSeconds(90, 180, 3000)).toBe(3);
    expect(etaSeconds(60, 180, 3000)).toBe(6);
    expect(etaSeconds(180, 180, 6000)).toBe(0);
  });

  it('words the estimate', () => {
    expect(etaLabel(null)).toBe('Estimating time left…');
    expect(etaLabel(1)).toBe('Almost done');
    expect(etaLabel(12)).toBe('About 12 s left');
    expect(etaLabel(65)).toBe('About 1 min 5 s left');
    expect(etaLabel(120)).toBe('About 2 min left');
  });

  it('sizes files in KB under a megabyte, MB above', () => {
    expect(fileSizeLabel(850 * 1024)).toBe('850 KB');
    expect(fileSizeLabel(4.25 * 1024 * 1024)).toBe('4.3 MB');
    expect(fileSizeLabel(10)).toBe('1 KB');
  });
});
