import { type GenerationRecord, SEGMENT_LIMITS, type Segments, segmentsSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  addSegment,
  DEFAULT_SEGMENTS,
  generationIdFor,
  nearestAspectRatio,
  newSegmentBase,
  removeSegment,
  renameSegment,
  scenePrompt,
  segmentValueProblem,
  setSegmentBase,
} from './segments-doc';

const red = { kind: 'color', color: '#be123c' } as const;
const two: Segments = addSegment(addSegment(DEFAULT_SEGMENTS, 'retail', red), ' Health care ', red);

describe('editing segments', () => {
  it('adds, renames and removes values, and the result saves', () => {
    expect(two.items.map((i) => i.value)).toEqual(['retail', 'Health care']);
    const renamed = renameSegment(two, 0, 'shops');
    expect(renamed.items.map((i) => i.value)).toEqual(['shops', 'Health care']);
    expect(removeSegment(renamed, 1).items.map((i) => i.value)).toEqual(['shops']);
    expect(segmentsSchema.safeParse(renamed).success).toBe(true);
  });

  it('refuses duplicates (case and spacing ignored), empty and long values and a 51st, in core’s words', () => {
    expect(segmentValueProblem(two, 'RETAIL', null)).toBe('The segment "RETAIL" is listed twice.');
    expect(segmentValueProblem(two, 'health  care', 0)).toBe('The segment "health  care" is listed twice.');
    // Renaming a value to itself is no duplicate.
    expect(segmentValueProblem(two, 'Retail', 0)).toBeUndefined();
    expect(segmentValueProblem(two, '  ', null)).toBe('Name the segment value, such as retail.');
    expect(segmentValueProblem(two, 'x'.repeat(61), null)).toBe('A segment value has at most 60 characters.');
    let full = DEFAULT_SEGMENTS;
    for (let i = 0; i < SEGMENT_LIMITS.maxSegments; i++) full = addSegment(full, `s${i}`, red);
    expect(segmentValueProblem(full, 'one more', null)).toMatch(/up to 50 segments/);
    expect(segmentValueProblem(full, 'renamed', 3)).toBeUndefined();
  });

  it('sets a generated base on the segment by value, and leaves the rest when it was renamed meanwhile', () => {
    const base = { kind: 'generation', generationId: '7d3f1c1e-5b6a-4c2d-9e8f-0a1b2c3d4e5f' } as const;
    expect(setSegmentBase(two, 'health care', base).items[1]?.base).toEqual(base);
    expect(setSegmentBase(two, 'gone', base)).toEqual(two);
  });

  it('starts a new segment on the design’s colour, or slate when the design has a picture', () => {
    expect(newSegmentBase(red)).toEqual(red);
    expect(newSegmentBase({ kind: 'upload', path: 'u/x.png' })).toEqual({ kind: 'color', color: '#334155' });
  });
});

describe('a scene for each segment', () => {
  it('builds the prompt from the scene and the value', () => {
    expect(scenePrompt(' a bright shop floor. ', 'retail')).toBe('a bright shop floor, for retail customers');
  });

  it('finds the generation id of an answer’s image among the user’s latest', () => {
    const rec = (id: string, imageUrl: string | null) => ({ id, imageUrl }) as GenerationRecord;
    expect(generationIdFor([rec('a', null), rec('b', '/x.png'), rec('c', '/y.png')], '/y.png')).toBe('c');
    expect(generationIdFor([rec('a', '/x.png')], '/z.png')).toBeUndefined();
  });

  it('asks for the aspect ratio nearest the design', () => {
    expect(nearestAspectRatio(600, 400)).toBe('4:3');
    expect(nearestAspectRatio(1200, 600)).toBe('16:9');
    expect(nearestAspectRatio(400, 400)).toBe('1:1');
    expect(nearestAspectRatio(1080, 1920)).toBe('9:16');
  });
});
