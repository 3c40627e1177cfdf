import { describe, expect, it } from 'vitest';
import { liveValues, readSample, SAMPLE_RECIPIENTS } from './sample-recipients';

describe('sample recipients', () => {
  it('covers the cases the designer must show, besides the user: hard values and each refusal', () => {
    expect(SAMPLE_RECIPIENTS.map((r) => r.id)).toEqual([
      'long',
      'empty',
      'emoji',
      'japanese',
      'arabic',
      'stranger',
      'unmerged',
      'over-limit',
    ]);
    expect(SAMPLE_RECIPIENTS[0]?.values.FIRSTNAME).toBe('Maximiliana Constantinopoulou');
  });

  it('says why each refused sample value falls back, by the design’s filter', () => {
    const sample = (id: string) => SAMPLE_RECIPIENTS.find((r) => r.id === id)?.values ?? {};
    expect(readSample(sample('stranger'), { rules: {} }).refused).toEqual([
      { key: 'FIRSTNAME', why: 'filtered: a web address' },
      { key: 'COMPANY', why: 'filtered: a message, not a name' },
    ]);
    expect(
      readSample(sample('stranger'), {
        rules: {},
        safety: { filter: false, blocklist: [], signed: false, known: false },
      }),
    ).toEqual({
      values: { FIRSTNAME: 'Visit evil.example.com', COMPANY: 'Your account is locked' },
      refused: [],
    });
    expect(readSample(sample('unmerged'), { rules: {} }).refused.map((r) => r.why)).toEqual([
      'a merge tag',
      'a merge tag',
    ]);
    expect(readSample(sample('over-limit'), { rules: {} }).refused).toEqual([
      { key: 'FIRSTNAME', why: 'over 60 characters' },
    ]);
    expect(readSample(sample('emoji'), { rules: {} }).refused).toEqual([]);
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
