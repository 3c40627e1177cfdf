import { describe, expect, it } from 'vitest';
import { fixedDeadline, isTimeZone, parseDeadline, zonedInstant, zoneOffsetMs } from './deadline.ts';

const utc = (iso: string) => Date.parse(iso);

describe('parseDeadline', () => {
  it('reads ISO 8601 with Z, with an offset, and without one in the design’s zone', () => {
    expect(parseDeadline('2026-12-24T18:00:00Z', 'Europe/Berlin', 'mdy')).toBe(utc('2026-12-24T18:00:00Z'));
    expect(parseDeadline('2026-12-24T18:00+01:00', 'UTC', 'mdy')).toBe(utc('2026-12-24T17:00:00Z'));
    expect(parseDeadline('2026-12-24T18:00:30.250-0500', 'UTC', 'mdy')).toBe(utc('2026-12-24T23:00:30Z'));
    expect(parseDeadline('2026-12-24 18:00', 'Europe/Berlin', 'mdy')).toBe(utc('2026-12-24T17:00:00Z'));
    expect(parseDeadline('2026-07-24T18:00', 'Europe/Berlin', 'mdy')).toBe(utc('2026-07-24T16:00:00Z'));
    expect(parseDeadline('2026-12-24T18:00', 'America/New_York', 'mdy')).toBe(utc('2026-12-24T23:00:00Z'));
  });

  it('reads a date alone as the end of that day in the zone', () => {
    expect(parseDeadline('2026-12-24', 'Asia/Tokyo', 'mdy')).toBe(utc('2026-12-24T15:00:00Z'));
    expect(parseDeadline('2026-12-31', 'UTC', 'mdy')).toBe(utc('2027-01-01T00:00:00Z'));
    // With an offset, the end of the day at that offset.
    expect(parseDeadline('2026-12-24Z', 'Europe/Berlin', 'mdy')).toBe(utc('2026-12-25T00:00:00Z'));
    expect(parseDeadline('2026-12-24+09:00', 'UTC', 'mdy')).toBe(utc('2026-12-24T15:00:00Z'));
  });

  it('reads dates written in the design’s order', () => {
    expect(parseDeadline('12/24/2026', 'UTC', 'mdy')).toBe(utc('2026-12-25T00:00:00Z'));
    expect(parseDeadline('24.12.2026 18:30', 'UTC', 'dmy')).toBe(utc('2026-12-24T18:30:00Z'));
    expect(parseDeadline('2026/12/24', 'UTC', 'dmy')).toBe(utc('2026-12-25T00:00:00Z'));
    expect(parseDeadline('24/12/2026', 'UTC', 'mdy')).toBeUndefined(); // month 24
    expect(parseDeadline('12/24/2026', 'UTC', 'ymd')).toBeUndefined(); // ambiguous without an order
  });

  it('refuses what is no time', () => {
    for (const bad of [
      '',
      'soon',
      '2026-02-30',
      '2025-02-29',
      '2026-12-24T24:00',
      '2026-12-24T18:60',
      '1969-12-31',
      '2026-12-24T18:00+15:00',
      'x'.repeat(41),
      '2026-12-24T18:00Zjunk',
    ])
      expect(parseDeadline(bad, 'UTC', 'mdy'), bad).toBeUndefined();
    expect(parseDeadline('2028-02-29', 'UTC', 'mdy')).toBe(utc('2028-03-01T00:00:00Z'));
  });
});

describe('time zones and daylight saving', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });

  it('gives offsets either side of a change', () => {
    expect(zoneOffsetMs(utc('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffsetMs(utc('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(7_200_000);
    expect(zoneOffsetMs(utc('2026-11-01T05:59:59Z'), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(utc('2026-11-01T06:00:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
  });

  const wall = (h: number, m: number, day = 29, month = 3) => ({
    year: 2026,
    month,
    day,
    hour: h,
    minute: m,
    second: 0,
  });

  it('reads a skipped time (spring forward) an hour later by the clock', () => {
    // 02:30 does not happen in Berlin on 29 March 2026: 03:30 CEST, 01:30 UTC.
    expect(zonedInstant(wall(2, 30), 'Europe/Berlin')).toBe(utc('2026-03-29T01:30:00Z'));
    expect(zonedInstant(wall(1, 59), 'Europe/Berlin')).toBe(utc('2026-03-29T00:59:00Z'));
    expect(zonedInstant(wall(3, 0), 'Europe/Berlin')).toBe(utc('2026-03-29T01:00:00Z'));
  });

  it('reads a repeated time (fall back) as the first', () => {
    // 01:30 happens twice in New York on 1 November 2026: first in EDT (05:30 UTC).
    expect(zonedInstant(wall(1, 30, 1, 11), 'America/New_York')).toBe(utc('2026-11-01T05:30:00Z'));
    expect(zonedInstant(wall(2, 30, 1, 11), 'America/New_York')).toBe(utc('2026-11-01T07:30:00Z'));
  });

  it('fixes a design’s deadline only in its stored form', () => {
    expect(fixedDeadline('2026-12-24T18:00', 'Europe/Berlin')).toBe(utc('2026-12-24T17:00:00Z'));
    expect(fixedDeadline('2026-12-24T18:00Z', 'UTC')).toBeUndefined();
    expect(fixedDeadline('2026-12-24', 'UTC')).toBeUndefined();
  });
});
