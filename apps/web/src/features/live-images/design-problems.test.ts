import { countdownSchema, designSchema, type Segments } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { liveProblems } from './design-problems';

const base = designSchema.parse({
  name: 'D',
  base: { kind: 'color', color: '#ffffff' },
  layers: [
    {
      text: 'Hi [FIRSTNAME]!',
      box: { x: 0, y: 0, width: 600, height: 120 },
      fontFamily: 'Inter',
      fontSize: 40,
    },
  ],
});
const countdown = (box: object, extra: object = {}) =>
  countdownSchema.parse({
    box,
    deadline: { kind: 'fixed', at: '2026-12-24T18:00', timeZone: 'UTC' },
    ...extra,
  });

describe('problems of a live design, by panel', () => {
  it('has none for a design that saves', () => {
    expect(
      liveProblems({ ...base, countdown: countdown({ x: 50, y: 250, width: 500, height: 120 }) }, null),
    ).toEqual({
      countdown: [],
      segments: [],
    });
  });

  it('puts a personal layer over the countdown and the GIF pixel cap next to the countdown', () => {
    const over = liveProblems(
      { ...base, countdown: countdown({ x: 50, y: 60, width: 500, height: 120 }) },
      null,
    );
    expect(over.countdown).toEqual([expect.stringMatching(/overlaps the countdown/)]);
    const big = { ...base, width: 2000, height: 2000, layers: [] };
    const heavy = liveProblems(
      { ...big, countdown: countdown({ x: 0, y: 0, width: 2000, height: 1000 }) },
      null,
    );
    expect(heavy.countdown).toEqual([expect.stringMatching(/over the live-GIF limit/)]);
    expect(heavy.segments).toEqual([]);
  });

  it('shows core’s segment messages, and a refused save’s message once beside the panel it concerns', () => {
    const twice: Segments = {
      token: 'SEGMENT',
      items: [
        { value: 'Retail', base: { kind: 'color', color: '#000000' } },
        { value: 'retail', base: { kind: 'color', color: '#000000' } },
      ],
    };
    const p = liveProblems(
      { ...base, segments: twice },
      'Invalid request: segments.items.1.value: The segment "retail" is listed twice.',
    );
    expect(p.segments).toEqual(['The segment "retail" is listed twice.']);
    expect(liveProblems(base, 'This countdown GIF would draw 9.0 million pixels per open').countdown).toEqual(
      ['This countdown GIF would draw 9.0 million pixels per open'],
    );
    expect(liveProblems(base, 'Network down')).toEqual({ countdown: [], segments: [] });
  });
});
