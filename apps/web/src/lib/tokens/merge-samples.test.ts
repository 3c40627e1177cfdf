import { SAMPLE_TOKEN_VALUES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { mergeTokenValues } from './merge-samples';

describe('mergeTokenValues', () => {
  it('is the samples when nothing is saved', () => {
    expect(mergeTokenValues(null)).toEqual(SAMPLE_TOKEN_VALUES);
    expect(mergeTokenValues(undefined)).toEqual(SAMPLE_TOKEN_VALUES);
    expect(mergeTokenValues({})).toEqual(SAMPLE_TOKEN_VALUES);
  });

  it('puts saved values over the samples, trimmed', () => {
    expect(mergeTokenValues({ FIRSTNAME: '  Dana ', COMPANY: 'Acme' })).toEqual({
      ...SAMPLE_TOKEN_VALUES,
      FIRSTNAME: 'Dana',
      COMPANY: 'Acme',
    });
  });

  it('falls back to the sample for blank values', () => {
    expect(mergeTokenValues({ FIRSTNAME: '', LASTNAME: '   ', EMAIL: undefined })).toEqual(
      SAMPLE_TOKEN_VALUES,
    );
  });

  it('ignores keys that are not implemented tokens and never mutates the samples', () => {
    const merged = mergeTokenValues({ FIRSTNAME: 'Lee', NICKNAME: 'L' } as Record<string, string>);
    expect(Object.keys(merged).sort()).toEqual(Object.keys(SAMPLE_TOKEN_VALUES).sort());
    merged.FIRSTNAME = 'changed';
    expect(SAMPLE_TOKEN_VALUES.FIRSTNAME).not.toBe('changed');
  });
});
