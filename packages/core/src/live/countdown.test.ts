import { describe, expect, it } from 'vitest';
import {
  type CountdownInput,
  countdownDeadline,
  countdownParts,
  countdownSchema,
  countdownState,
} from './countdown.ts';
import { changedUnits, countdownCells, countdownPieces } from './countdown-layout.ts';
import { countdownGifPixels } from './countdown-rules.ts';
import { designSchema } from './design-schema.ts';

const input: CountdownInput = {
  box: { x: 200, y: 20, width: 380, height: 160 },
  deadline: { kind: 'fixed', at: '2026-12-24T18:00', timeZone: 'Europe/Berlin' },
};
const countdown = countdownSchema.parse(input);
const DEADLINE = Date.parse('2026-12-24T17:00:00Z');

describe('countdown state', () => {
  it('counts whole seconds to the deadline, then has ended', () => {
    expect(countdownState(DEADLINE, DEADLINE - 90_500)).toEqual({
      kind: 'running',
      deadline: DEADLINE,
      remaining: 90,
    });
    expect(countdownState(DEADLINE, DEADLINE - 999)).toMatchObject({ kind: 'running', remaining: 0 });
    expect(countdownState(DEADLINE, DEADLINE + 1)).toEqual({ kind: 'ended' });
    expect(countdownState(undefined, DEADLINE)).toEqual({ kind: 'invalid' });
  });

  it('splits the time left over the units shown, the largest holding the rest', () => {
    const t = ((2 * 24 + 3) * 60 + 4) * 60 + 5;
    expect(countdownParts(countdown, t)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts({ units: ['hours', 'minutes'] }, t)).toEqual({
      days: 0,
      hours: 51,
      minutes: 4,
      seconds: 0,
    });
    expect(countdownParts({ units: ['seconds'] }, 90)).toMatchObject({ seconds: 90 });
    // Units come out largest first whatever order they were given in.
    expect(countdownSchema.parse({ ...input, units: ['seconds', 'days'] }).units).toEqual([
      'days',
      'seconds',
    ]);
  });

  it('reads a recipient’s deadline from its token, and refuses one over a year ahead', () => {
    const own = countdownSchema.parse({ ...input, deadline: { kind: 'token', timeZone: 'UTC' } });
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(countdownDeadline(own, { DEADLINE: '2026-12-01T00:00Z' }, now)).toBe(
      Date.parse('2026-12-01T00:00Z'),
    );
    expect(countdownDeadline(own, { DEADLINE: '2027-11-28T12:00Z' }, now)).toBe(
      Date.parse('2027-11-28T12:00Z'),
    );
    expect(countdownDeadline(own, { DEADLINE: '2027-12-30T12:00Z' }, now)).toBeUndefined();
    expect(countdownDeadline(own, {}, now)).toBeUndefined();
    expect(countdownDeadline(countdown, {}, now)).toBe(DEADLINE);
  });

  it('names the units that change from one second to the next', () => {
    expect(changedUnits(countdown, 65, 64)).toEqual(['seconds']);
    expect(changedUnits(countdown, 60, 59)).toEqual(['minutes', 'seconds']);
    expect(changedUnits(countdown, 86_400, 86_399)).toEqual(['days', 'hours', 'minutes', 'seconds']);
  });
});

describe('countdown layout', () => {
  it('lays the units side by side inside the box, numbers over labels', () => {
    const cells = countdownCells(countdown);
    expect(cells.map((c) => c.unit)).toEqual(['days', 'hours', 'minutes', 'seconds']);
    for (const c of cells) {
      expect(c.number.x).toBeGreaterThanOrEqual(200);
      expect(c.number.x + c.number.width).toBeLessThanOrEqual(580 + 1e-9);
      expect(c.label.y).toBeCloseTo(c.number.y + c.number.height);
    }
    const pieces = countdownPieces(countdown, { kind: 'running', deadline: DEADLINE, remaining: 93_784 });
    expect(pieces.filter((p) => p.unit).map((p) => p.layer.text)).toEqual(['01', '02', '03', '04']);
    expect(pieces.filter((p) => !p.unit).map((p) => p.layer.text)).toEqual([
      'Days',
      ':',
      'Hours',
      ':',
      'Minutes',
      ':',
      'Seconds',
    ]);
  });

  it('draws the ended text, or nothing for an ended picture, and the fallback text when invalid', () => {
    expect(countdownPieces(countdown, { kind: 'ended' }).map((p) => p.layer.text)).toEqual([
      'This offer has ended',
    ]);
    const picture = countdownSchema.parse({ ...input, ended: { kind: 'image', path: 'uploads/u/a.png' } });
    expect(countdownPieces(picture, { kind: 'ended' })).toEqual([]);
    expect(countdownPieces(countdown, { kind: 'invalid' }).map((p) => p.layer.text)).toEqual(['Ends soon']);
  });

  it('hides labels and separators when asked', () => {
    const bare = countdownSchema.parse({ ...input, showLabels: false, separator: '' });
    const pieces = countdownPieces(bare, { kind: 'running', deadline: DEADLINE, remaining: 5 });
    expect(pieces.map((p) => p.layer.text)).toEqual(['00', '00', '00', '05']);
    expect(pieces[0]?.layer.box.height).toBe(160);
  });
});

describe('designs with a countdown', () => {
  const base = {
    name: 'Sale',
    width: 600,
    height: 200,
    base: { kind: 'color', color: '#000000' },
    layers: [],
  } as const;
  const issues = (design: unknown) =>
    designSchema.safeParse(design).error?.issues.map((i) => i.message) ?? [];

  it('accepts a countdown GIF without frames and counts its pixels', () => {
    const ok = designSchema.parse({ ...base, format: 'gif', countdown: input });
    expect(countdownGifPixels(ok, ok.countdown as never)).toBe(600 * 200 + 59 * 380 * 160);
  });

  it('refuses one outside the image, under a personal layer, past the GIF cap, or on a GIF of frames', () => {
    expect(
      issues({ ...base, countdown: { ...input, box: { x: 300, y: 0, width: 380, height: 100 } } }),
    ).toContain('The countdown must lie inside the image.');
    const name = {
      text: 'Hi [FIRSTNAME]',
      box: { x: 150, y: 10, width: 100, height: 50 },
      fontFamily: 'Inter',
      fontSize: 20,
    };
    expect(issues({ ...base, layers: [name], countdown: input }).join()).toMatch(/overlaps the countdown/);
    // Static text under the countdown is drawn once with the base: allowed.
    expect(issues({ ...base, layers: [{ ...name, text: 'Hurry' }], countdown: input })).toEqual([]);
    const large = {
      ...base,
      width: 2000,
      height: 1000,
      countdown: { ...input, box: { x: 0, y: 0, width: 2000, height: 1000 } },
    };
    expect(issues(large).join()).toMatch(/live-GIF limit .* tick for at most 2 seconds/);
    expect(issues({ ...large, countdown: { ...large.countdown, frames: 2 } })).toEqual([]);
    const frames = [{ path: null, durationMs: 500, layers: [] }];
    expect(issues({ ...base, format: 'gif', frames, countdown: input }).join()).toMatch(
      /remove the frames or the countdown/,
    );
  });
});

describe('save-time checks found by attacking the designs API', () => {
  const base = {
    name: 'Sale',
    width: 600,
    height: 200,
    base: { kind: 'color', color: '#000000' },
    layers: [],
  } as const;
  const messages = (design: unknown) =>
    designSchema.safeParse(design).error?.issues.map((i) => i.message) ?? [];
  const at = (when: string) => ({ ...input, deadline: { kind: 'fixed', at: when, timeZone: 'UTC' } });

  it('refuses a fixed deadline that does not exist or lies over a year ahead', () => {
    for (const when of ['2026-02-30T10:00', '2026-12-31T25:00', '1969-12-31T23:59', '2026-12-31T23:59:60'])
      expect(messages({ ...base, countdown: at(when) }), when).toContain(
        'That date or time does not exist: check the day and the hour.',
      );
    expect(messages({ ...base, countdown: at('9999-12-31T23:59') })).toContain(
      'Count down to a deadline within a year.',
    );
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 16);
    expect(messages({ ...base, countdown: at(soon) })).toEqual([]);
  });

  it('refuses a segment value no link could carry, and accepts list labels', () => {
    const segments = (value: string) => ({ items: [{ value, base: { kind: 'color', color: '#ff0000' } }] });
    expect(messages({ ...base, segments: segments('B2B/Enterprise') })).toEqual([]);
    expect(messages({ ...base, segments: segments('health_care') })).toEqual([]);
    expect(messages({ ...base, segments: segments('{{segment}}') }).join()).toMatch(
      /No link can pick this segment: "\{\{segment\}\}" holds a merge tag/,
    );
    expect(messages({ ...base, segments: segments('fuck you') }).join()).toMatch(
      /was filtered \(a rude word\)/,
    );
    const own = { ...base, segments: segments('Acme'), safety: { blocklist: ['acme'] } };
    expect(messages(own).join()).toMatch(/No link can pick this segment: "Acme" was filtered/);
  });
});

describe('a personal layer beside the countdown', () => {
  const base = {
    name: 'Sale',
    width: 600,
    height: 200,
    base: { kind: 'color', color: '#000000' },
    layers: [],
  } as const;
  const name = {
    text: 'Hi [FIRSTNAME]',
    box: { x: 10, y: 60, width: 180, height: 60 },
    fontFamily: 'Inter',
    fontSize: 20,
  };
  const ok = (layer: object) =>
    designSchema.safeParse({ ...base, layers: [layer], countdown: input }).success;

  it('is refused when its turned box or its antialiasing reaches the countdown', () => {
    expect(ok(name)).toBe(true);
    // Turned 45°, its corners reach past x = 200, into the countdown.
    expect(ok({ ...name, box: { ...name.box, x: 30 }, rotation: 45 })).toBe(false);
    // Touching the countdown's edge leaves no pixel between them for antialiasing.
    expect(ok({ ...name, box: { ...name.box, x: 19 } })).toBe(false);
  });
});
