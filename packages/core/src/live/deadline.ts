// Deadlines of live countdowns: a wall-clock time in an IANA time zone turned into an instant
// (daylight saving's gaps and overlaps included), and a recipient's own deadline read from the
// forms lists hold it in: ISO 8601, or a date (and time) in the order the design names.
// docs/live-images.md, "Countdowns".

/** A per-recipient deadline further ahead than this is a mistake, not a countdown. */
export const MAX_DEADLINE_AHEAD_MS = 366 * 86_400_000;

/** How a date without a year first is written in a list: 12/24/2026 (mdy) or 24.12.2026 (dmy). */
export const DATE_ORDERS = ['ymd', 'mdy', 'dmy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size > 200) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone this runtime knows (`Europe/Berlin`, `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in `timeZone` at instant `at` (ms). */
export function wallTimeAt(at: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (t: WallTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/** How far `timeZone` is ahead of UTC at instant `at`, in ms. */
export function zoneOffsetMs(at: number, timeZone: string): number {
  return asUtc(wallTimeAt(Math.floor(at / 1000) * 1000, timeZone)) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time in `timeZone` names. A time the clocks skip (spring forward)
 * is read as the same time before the change, so it lands an hour later by the clock, as a
 * clock set forward would show it; a time that happens twice (fall back) is the first.
 */
export function zonedInstant(wall: WallTime, timeZone: string): number {
  const guess = asUtc(wall);
  // The offsets a day either side: a change of offset lies between them at most once.
  const before = zoneOffsetMs(guess - 86_400_000, timeZone);
  const after = zoneOffsetMs(guess + 86_400_000, timeZone);
  const candidates = [guess - before, guess - after].filter(
    (at) => asUtc(wallTimeAt(at, timeZone)) === guess,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return guess - before; // skipped: the offset before the change
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function validDate(year: number, month: number, day: number): boolean {
  if (year < 1970 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && !leap(year) ? 28 : (MONTH_DAYS[month - 1] ?? 0));
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const WRITTEN = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

interface ReadTime extends WallTime {
  /** Minutes ahead of UTC the value says it is written in; absent: the design's zone. */
  readonly offsetMinutes?: number;
  /** No time of day was given: the deadline is the end of that day. */
  readonly dateOnly: boolean;
}

function readOffset(text: string | undefined): number | undefined | null {
  if (!text) return undefined;
  if (text.toUpperCase() === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? 0);
  if (hours > 14 || minutes > 59) return null;
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function readIso(text: string): ReadTime | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const offset = readOffset(m[7]);
  if (offset === null) return undefined;
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    dateOnly: m[4] === undefined,
    ...(offset === undefined ? {} : { offsetMinutes: offset }),
  };
}

function readWritten(text: string, order: DateOrder): ReadTime | undefined {
  const m = WRITTEN.exec(text);
  if (!m) return undefined;
  const [a, b, c] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
  let ymd: [string, string, string];
  if (a.length === 4) ymd = [a, b, c];
  else if (c.length === 4) ymd = order === 'dmy' ? [c, b, a] : order === 'mdy' ? [c, a, b] : ['', '', ''];
  else return undefined;
  if (ymd[0] === '' || ymd[1].length > 2 || ymd[2].length > 2) return undefined;
  return {
    year: Number(ymd[0]),
    month: Number(ymd[1]),
    day: Number(ymd[2]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    dateOnly: m[4] === undefined,
  };
}

/**
 * The instant a recipient's deadline names, or undefined when it does not read as one.
 * ISO 8601 (`2026-12-24T18:00:00Z`, `2026-12-24T18:00+01:00`, `2026-12-24 18:00`, `2026-12-24`)
 * and dates written in the design's order (`12/24/2026`, `24.12.2026 18:00`); a time without an
 * offset is in `timeZone`, and a date alone means the end of that day there.
 */
export function parseDeadline(raw: string, timeZone: string, order: DateOrder): number | undefined {
  const text = raw.trim();
  if (text.length === 0 || text.length > 40) return undefined;
  const read = readIso(text) ?? readWritten(text, order);
  if (!read || !validDate(read.year, read.month, read.day)) return undefined;
  if (read.hour > 23 || read.minute > 59 || read.second > 59) return undefined;
  // A date alone is the end of that day: the next day's midnight, there or at its offset.
  const wall = read.dateOnly ? nextMidnight(read) : read;
  if (read.offsetMinutes !== undefined) return asUtc(wall) - read.offsetMinutes * 60_000;
  return zonedInstant(wall, timeZone);
}

function nextMidnight(day: WallTime): WallTime {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  };
}

/** `2026-12-24T18:00` (seconds optional): how a design stores a fixed deadline's wall-clock time. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** The instant of a fixed deadline (`LOCAL_DATE_TIME` in `timeZone`), or undefined when invalid. */
export function fixedDeadline(at: string, timeZone: string): number | undefined {
  // Asked at every open of a countdown: the zone's arithmetic is done once per deadline.
  const key = `${at}\n${timeZone}`;
  if (fixed.has(key)) return fixed.get(key);
  const instant = LOCAL_DATE_TIME.test(at) ? parseDeadline(at, timeZone, 'ymd') : undefined;
  if (fixed.size >= 1000) fixed.clear();
  fixed.set(key, instant);
  return instant;
}

/** Fixed deadlines already read, by wall time and zone (designs' own values, a few at a time). */
const fixed = new Map<string, number | undefined>();
