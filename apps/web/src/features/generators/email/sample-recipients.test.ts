import { describe, expect, it } from 'vitest';
import { liveValues, SAMPLE_RECIPIENTS } from './sample-recipients';

describe('sample recipients', () => {
  it('covers the six cases the designer must show, besides the user', () => {
    expect(SAMPLE_RECIPIENTS.map((r) => r.id)).toEqual(['long', 'empty', 'emoji', 'japanese', 'arabic']);
    expect(SAMPLE_RECIPIENTS[0]?.values.FIRSTNAME).toBe('Maximiliana Constantinopoulou');
  });

  it('reads values as the live URL would: normalized, rules applied, unmerged tags dropped', () => {
    expect(liveValues({ FIRSTNAME: '  Zoë  ', COMPANY: '*|COMPANY|*' }, {})).toEqual({ FIRSTNAME: 'Zoë' });
    expect(
      liveValues({ FIRSTNAME: 'Ada 100%' }, { FIRSTNAME: { maxLength: 40, allowed: 'any-printable' } }),
    ).toEqual({
      FIRSTNAME: 'Ada 100%',
    });
    expect(
      liveValues({ FIRSTNAME: 'Maximiliana' }, { FIRSTNAME: { maxLength: 5, allowed: 'name' } }),
    ).toEqual({});
  });
});
