import { describe, expect, it } from 'vitest';
import { keyDate, lastUsedLabel } from './api-key-dates';

const NOW = Date.parse('2030-06-03T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('API key dates', () => {
  it('says Never for a key not used yet', () => {
    expect(lastUsedLabel(null, NOW, 'en')).toBe('Never');
  });

  it('says how long ago a key was used, to the minute', () => {
    expect(lastUsedLabel(ago(20_000), NOW, 'en')).toBe('Just now');
    expect(lastUsedLabel(ago(5 * 60_000), NOW, 'en')).toBe('5 minutes ago');
    expect(lastUsedLabel(ago(3 * 3600_000 + 10), NOW, 'en')).toBe('3 hours ago');
    expect(lastUsedLabel(ago(30 * 3600_000), NOW, 'en')).toBe('Yesterday');
    expect(lastUsedLabel('2030-05-01T09:00:00Z', NOW, 'en')).toBe('May 1, 2030');
    // A clock slightly behind the server's never shows the future.
    expect(lastUsedLabel(ago(-30_000), NOW, 'en')).toBe('Just now');
  });

  it('shows creation days in the reader’s locale', () => {
    expect(keyDate('2030-06-03T12:00:00Z', 'en-GB')).toBe('3 Jun 2030');
    expect(keyDate('2030-06-03T12:00:00Z', 'en-US')).toBe('Jun 3, 2030');
  });
});
