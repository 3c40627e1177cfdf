import { describe, expect, it } from 'vitest';
import { chartDays, dayTotal, niceMax } from './open-chart';

describe('open chart', () => {
  it('fills the last days with zeros where nobody opened', () => {
    const days = chartDays(
      [{ day: '2026-11-24', requests: 9, direct: 3, proxied: 2, filtered: 1, flood: 3, unique: 2 }],
      new Date('2026-11-25T10:00:00Z'),
      3,
    );
    expect(days).toEqual([
      { day: '2026-11-23', direct: 0, proxied: 0, filtered: 0, flood: 0 },
      { day: '2026-11-24', direct: 3, proxied: 2, filtered: 1, flood: 3 },
      { day: '2026-11-25', direct: 0, proxied: 0, filtered: 0, flood: 0 },
    ]);
    expect(days.map(dayTotal)).toEqual([0, 9, 0]);
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 11, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 20, 200, 1000]);
  });
});
