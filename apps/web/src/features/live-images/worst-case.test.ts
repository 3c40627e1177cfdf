import { countdownSchema, designSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { frameKey, liveFrame } from './live-frame';
import { fallbackNotes, unlistedSegmentValue, withSampleDeadline, worstCaseRecipients } from './worst-case';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const box = { x: 60, y: 250, width: 480, height: 120 };
const fixed = countdownSchema.parse({
  box,
  deadline: { kind: 'fixed', at: '2026-12-24T18:00', timeZone: 'Europe/Berlin' },
});
const perRecipient = countdownSchema.parse({
  box,
  deadline: { kind: 'token', timeZone: 'UTC', dateOrder: 'dmy' },
  ended: { kind: 'text', text: 'Too late' },
  fallbackText: 'Hurry',
});
const design = (extra: object) =>
  designSchema.parse({ name: 'D', base: { kind: 'color', color: '#ffffff' }, layers: [], ...extra });
const segments = {
  items: [
    { value: 'retail', base: { kind: 'color', color: '#ff0000' } },
    { value: 'unlisted', base: { kind: 'color', color: '#00ff00' } },
  ],
};

describe('worst-case previews', () => {
  it('draws a fixed countdown after its deadline, and names what shows', () => {
    const d = design({ countdown: fixed });
    const [ended, ...rest] = worstCaseRecipients(d, NOW);
    expect(rest).toEqual([]);
    expect(ended?.id).toBe('countdown-ended');
    const frame = liveFrame(d, ended?.values ?? {}, ended?.at ?? NOW);
    expect(frame.countdown).toEqual({ kind: 'ended' });
    expect(frame.pieces.map((p) => p.layer.text)).toEqual(['This offer has ended']);
    expect(fallbackNotes(d, frame, {})).toEqual(['Ended: “This offer has ended”']);
  });

  it('gives a per-recipient countdown a past deadline and one that does not read as a date', () => {
    const d = design({ countdown: perRecipient });
    const samples = worstCaseRecipients(d, NOW);
    expect(samples.map((s) => s.id)).toEqual(['countdown-ended', 'deadline-invalid']);
    const texts = samples.map((s) => liveFrame(d, s.values, NOW).pieces.map((p) => p.layer.text));
    expect(texts).toEqual([['Too late'], ['Hurry']]);
    expect(fallbackNotes(d, liveFrame(d, samples[1]?.values ?? {}, NOW), {})).toEqual([
      'No valid deadline: “Hurry”',
    ]);
  });

  it('picks a segment value the design does not list, so the default base shows', () => {
    const d = design({ segments });
    expect(unlistedSegmentValue(d)).toBe('unlisted 2');
    const [unknown] = worstCaseRecipients(d, NOW);
    expect(unknown?.values).toEqual({ SEGMENT: 'unlisted 2' });
    const frame = liveFrame(d, unknown?.values ?? {}, NOW);
    expect(frame.segment).toBe(-1);
    expect(frame.base).toEqual(d.base);
    expect(fallbackNotes(d, frame, unknown?.values ?? {})).toEqual(['Unknown segment: default picture']);
    // A listed value, in other case and spacing, picks its own base.
    expect(liveFrame(d, { SEGMENT: ' RETAIL ' }, NOW).base).toEqual({ kind: 'color', color: '#ff0000' });
  });

  it('has none for a design without a countdown or segments', () => {
    expect(worstCaseRecipients(design({}), NOW)).toEqual([]);
  });

  it('gives the other samples a deadline of their own when the countdown reads one per recipient', () => {
    const d = design({ countdown: perRecipient });
    expect(withSampleDeadline({ FIRSTNAME: 'Ada' }, d, '01/12/2026')).toEqual({
      FIRSTNAME: 'Ada',
      DEADLINE: '01/12/2026',
    });
    expect(withSampleDeadline({ DEADLINE: 'x' }, d, '01/12/2026')).toEqual({ DEADLINE: 'x' });
    expect(withSampleDeadline({}, design({ countdown: fixed }), '01/12/2026')).toEqual({});
    const frame = liveFrame(d, withSampleDeadline({}, d, '01/12/2026 10:30'), NOW);
    expect(frame.countdown?.kind).toBe('running');
  });
});

describe('fallback notes', () => {
  it('say nothing of a recipient without a segment value: only a value the design does not list', () => {
    const d = designSchema.parse({
      name: 'D',
      base: { kind: 'color', color: '#ffffff' },
      layers: [],
      segments,
    });
    expect(fallbackNotes(d, liveFrame(d, {}, NOW), {})).toEqual([]);
    expect(fallbackNotes(d, liveFrame(d, { SEGMENT: 'retail' }, NOW), { SEGMENT: 'retail' })).toEqual([]);
  });
});

describe('frame keys', () => {
  it('stay the same while the drawing does, and change with a number', () => {
    const d = design({ countdown: fixed });
    const end = Date.UTC(2026, 11, 24, 17, 0);
    // Ended: the same at every later moment.
    expect(frameKey(liveFrame(d, {}, end + 5_000))).toBe(frameKey(liveFrame(d, {}, end + 65_000)));
    // Running with seconds: one second later is another drawing.
    expect(frameKey(liveFrame(d, {}, NOW))).not.toBe(frameKey(liveFrame(d, {}, NOW + 1_000)));
    // Days and hours only: the same within the hour.
    const hours = design({ countdown: { ...fixed, units: ['days', 'hours'] } });
    expect(frameKey(liveFrame(hours, {}, NOW + 600_000))).toBe(frameKey(liveFrame(hours, {}, NOW + 660_000)));
  });
});
