import { describe, expect, it } from 'vitest';
import { rawQueryPairs, readRecipient } from './recipient-values.ts';
import { segmentBase, segmentIndex, segmentsSchema } from './segments.ts';

const red = { kind: 'color', color: '#ff0000' } as const;
const green = { kind: 'color', color: '#00ff00' } as const;
const segments = segmentsSchema.parse({
  items: [
    { value: 'Retail', base: red },
    { value: 'Health care', base: green },
  ],
});

describe('segments', () => {
  it('picks a segment by its value, ignoring case and spacing', () => {
    expect(segments.token).toBe('SEGMENT');
    expect(segmentIndex(segments, { SEGMENT: 'retail' })).toBe(0);
    expect(segmentIndex(segments, { SEGMENT: '  HEALTH   CARE ' })).toBe(1);
  });

  it('shows the design’s own base for no value, an unknown one or one over 60 characters', () => {
    expect(segmentIndex(segments, {})).toBe(-1);
    expect(segmentIndex(segments, { SEGMENT: 'wholesale' })).toBe(-1);
    expect(segmentIndex(segments, { SEGMENT: 'r'.repeat(61) })).toBe(-1);
    expect(segmentIndex(undefined, { SEGMENT: 'retail' })).toBe(-1);
    expect(segmentIndex(segments, { FIRSTNAME: 'retail' })).toBe(-1);
    const design = { base: { kind: 'color', color: '#0000ff' } as const, segments };
    expect(segmentBase(design, -1)).toEqual(design.base);
    expect(segmentBase(design, 1)).toEqual(green);
  });

  it('reads the token the owner picks, in any case', () => {
    const byTier = segmentsSchema.parse({ token: 'membership', items: [{ value: 'Gold', base: red }] });
    expect(byTier.token).toBe('MEMBERSHIP');
    expect(segmentIndex(byTier, { MEMBERSHIP: 'gold' })).toBe(0);
    expect(segmentsSchema.safeParse({ token: 'NOPE', items: [] }).success).toBe(false);
  });

  it('refuses 51 segments, a value twice, an empty or overlong value', () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ value: `s${i}`, base: red }));
    const issue = (input: unknown) => segmentsSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ items: many })).toMatch(/up to 50 segments/);
    expect(
      issue({
        items: [
          { value: 'Retail', base: red },
          { value: ' retail', base: green },
        ],
      }),
    ).toMatch(/listed twice/);
    expect(issue({ items: [{ value: ' ', base: red }] })).toMatch(/Name the segment/);
    expect(issue({ items: [{ value: 'x'.repeat(61), base: red }] })).toMatch(/at most 60/);
  });
});

describe('segment and deadline values in links', () => {
  it('reads list labels as segments and ISO times as deadlines, whatever digits spell', () => {
    const read = (query: string) => readRecipient(rawQueryPairs(query), {}, { filter: true, blocklist: [] });
    expect(read('segment=B2B%2FEnterprise&deadline=2026-12-02T17:00:00Z').values).toEqual({
      SEGMENT: 'B2B/Enterprise',
      DEADLINE: '2026-12-02T17:00:00Z',
    });
    // Words are still refused in a deadline that is no time.
    expect(read('deadline=fuck').values).toEqual({});
  });
});
