import {
  type Countdown,
  type CountdownInput,
  countdownSchema,
  type DateOrder,
  type Design,
  staticLayerCount,
  wallTimeAt,
} from '@mergepix/core';

// A design's countdown as the designer edits it: a new one placed where no personal text is,
// the deadline switched between fixed and per recipient, and the time zones offered.

type Box = Countdown['box'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's own time zone (UTC when it names none). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone this browser knows (empty when it cannot list them). */
export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The zones a select offers: the browser's first, then the current one and UTC, then the rest A–Z. */
export function timeZoneOptions(browserZone: string, current: string, all: readonly string[]): string[] {
  const rest = [...new Set(['UTC', current, ...all])].filter((z) => z !== browserZone && z !== '').sort();
  return [browserZone, ...rest];
}

/** A wall-clock time `days` ahead of `now` in `zone`, at 18:00: `2026-12-05T18:00`. */
export function defaultDeadlineAt(now: number, zone: string, days = 7): string {
  const w = wallTimeAt(now + days * 86_400_000, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T18:00`;
}

/** The smallest band a new countdown is placed in before it is left to overlap text. */
const MIN_BAND = 40;

/**
 * Where a new countdown goes: a band across the image clear of every text drawn per recipient,
 * which a countdown may not cover: below the text when there is room, else above it, else in the
 * largest gap (smaller); over the text only when no gap is tall enough (the owner then moves it).
 */
export function countdownPlace(design: Pick<Design, 'width' | 'height' | 'layers'>): Box {
  const width = Math.round(design.width * 0.8);
  const want = Math.max(10, Math.round(Math.min(design.height * 0.3, width / 3.2)));
  const x = Math.round((design.width - width) / 2);
  const margin = Math.round(design.height * 0.06);
  // The heights personal text takes within the band's columns, merged, top to bottom.
  // Drawn per recipient: the first layer with a token and every layer above it (core's rule).
  const taken = design.layers
    .slice(staticLayerCount(design.layers))
    .filter((l) => l.box.x < x + width && x < l.box.x + l.box.width)
    .map((l) => [Math.max(0, l.box.y), Math.min(design.height, l.box.y + l.box.height)] as const)
    .sort((a, b) => a[0] - b[0]);
  const gaps: { start: number; end: number }[] = [];
  let at = 0;
  for (const [top, bottom] of taken) {
    if (top > at) gaps.push({ start: at, end: top });
    at = Math.max(at, bottom);
  }
  if (at < design.height) gaps.push({ start: at, end: design.height });
  const size = (g: { start: number; end: number }) => g.end - g.start;
  const bottom = gaps.find((g) => g.end === design.height);
  const top = gaps.find((g) => g.start === 0);
  const place = (g: { start: number; end: number }, h: number, side: 'top' | 'bottom' | 'middle') => {
    const pad = Math.min(margin, Math.floor((size(g) - h) / 2));
    const y =
      side === 'bottom' ? g.end - h - pad : side === 'top' ? g.start + pad : g.start + (size(g) - h) / 2;
    return { x, y: Math.round(y), width, height: h };
  };
  if (bottom && size(bottom) >= want + 16) return place(bottom, want, 'bottom');
  if (top && size(top) >= want + 16) return place(top, want, 'top');
  // The largest gap; the lowest of about equal ones (a countdown usually sits under the message).
  const largest = [...gaps].sort((a, b) =>
    Math.abs(size(b) - size(a)) <= 8 ? b.start - a.start : size(b) - size(a),
  )[0];
  if (largest && size(largest) >= MIN_BAND + 16) return place(largest, size(largest) - 16, 'middle');
  return { x, y: design.height - want - margin, width, height: want };
}

/** A new countdown: a week from now at 18:00 in the browser's zone, all units, labels on. */
export function newCountdown(
  design: Pick<Design, 'width' | 'height' | 'layers' | 'base'>,
  now: number,
  zone: string,
): Countdown {
  const box = countdownPlace(design);
  // White on a dark colour; white with a soft shadow on a picture, which may be light or dark.
  const picture = design.base.kind === 'generation' || design.base.kind === 'upload';
  const dark = design.base.kind === 'color' && isDark(design.base.color);
  const input: CountdownInput = {
    box,
    deadline: { kind: 'fixed', at: defaultDeadlineAt(now, zone), timeZone: zone },
    fontSize: Math.max(8, Math.round(Math.min(box.height * 0.6, box.width / 9))),
    ...(dark || picture ? { color: '#ffffff', labelColor: '#f1f5f9' } : {}),
    ...(picture ? { shadow: { color: 'rgba(15,23,42,0.6)', blur: 8, offsetX: 0, offsetY: 2 } } : {}),
  };
  return countdownSchema.parse(input);
}

/** Whether a #rrggbb colour is dark enough that white text reads better on it. */
export function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}

/** The countdown with its deadline switched to `kind`, keeping its zone. */
export function withDeadlineKind(countdown: Countdown, kind: 'fixed' | 'token', now: number): Countdown {
  const d = countdown.deadline;
  if (d.kind === kind) return countdown;
  const deadline: Countdown['deadline'] =
    kind === 'fixed'
      ? { kind: 'fixed', at: defaultDeadlineAt(now, d.timeZone), timeZone: d.timeZone }
      : { kind: 'token', token: 'DEADLINE', timeZone: d.timeZone, dateOrder: 'mdy' };
  return { ...countdown, deadline };
}

/** A date (and time) written in `order`, as a list would hold it: 12/24/2026 18:00. */
export function writtenDate(at: number, zone: string, order: DateOrder, withTime: boolean): string {
  const w = wallTimeAt(at, zone);
  const day =
    order === 'mdy'
      ? `${pad(w.month)}/${pad(w.day)}/${w.year}`
      : order === 'dmy'
        ? `${pad(w.day)}/${pad(w.month)}/${w.year}`
        : `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  return withTime ? `${day} ${pad(w.hour)}:${pad(w.minute)}` : day;
}

/** The deadline the designer shows a per-recipient countdown with: three days and a bit ahead. */
export function sampleDeadline(now: number): number {
  return Math.floor(now / 60_000) * 60_000 + 3 * 86_400_000 + 5 * 3_600_000 + 30 * 60_000;
}

/** Example link parameters for a per-recipient deadline: ISO 8601 and a date in the chosen order. */
export function exampleDeadlineParams(
  deadline: Extract<Countdown['deadline'], { kind: 'token' }>,
  now: number,
): { iso: string; written: string } {
  const at = sampleDeadline(now);
  const name = deadline.token.toLowerCase();
  const iso = new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    iso: `?${name}=${iso}`,
    written: `?${name}=${writtenDate(at, deadline.timeZone, deadline.dateOrder, false)}`,
  };
}

/**
 * The design without its countdown. A countdown GIF (format `gif`, no frames of its own) is a
 * still design again: a GIF without frames or a countdown cannot be saved.
 */
export function withoutCountdown(design: Design): Design {
  const { countdown: _, ...rest } = design;
  return rest.format === 'gif' && !rest.frames?.length ? { ...rest, format: 'jpg' } : rest;
}
