import { describe, expect, it } from 'vitest';
import { DEVICE_DEFAULTS, readPersistedDevice, withDeviceValues, withoutStoredSamples } from './token-store';
import { carryOverValues, checkTokenValues } from './use-token-values';

describe('device token values', () => {
  it('start empty (the samples are never the visitor’s values) and mark only changed keys as edited', () => {
    expect(DEVICE_DEFAULTS.values).toEqual({});
    expect(withDeviceValues(DEVICE_DEFAULTS, { FIRSTNAME: 'Zed' }).edited).toEqual(['FIRSTNAME']);
    const saved = withDeviceValues(
      { values: { FIRSTNAME: 'Zed' }, edited: [] },
      { FIRSTNAME: 'Zed', LASTNAME: 'Quill', COMPANY: '' },
    );
    expect(saved.values).toEqual({ FIRSTNAME: 'Zed', LASTNAME: 'Quill', COMPANY: '' });
    expect(saved.edited).toEqual(['LASTNAME', 'COMPANY']);
  });

  it('drop the samples an older version stored as the visitor’s values, unless the visitor saved them', () => {
    expect(
      withoutStoredSamples({
        values: { FIRSTNAME: 'User', LASTNAME: 'Example', COMPANY: 'Acme' },
        edited: [],
      }),
    ).toEqual({
      values: { COMPANY: 'Acme' },
      edited: [],
    });
    expect(
      withoutStoredSamples({ values: { FIRSTNAME: 'User', LASTNAME: 'Example' }, edited: ['FIRSTNAME'] }),
    ).toEqual({
      values: { FIRSTNAME: 'User' },
      edited: ['FIRSTNAME'],
    });
    expect(withoutStoredSamples({ values: { FIRSTNAME: 'Userine' } })).toEqual({
      values: { FIRSTNAME: 'Userine' },
    });
    expect(withoutStoredSamples(null)).toBe(null);
  });

  it('read back only valid values of implemented tokens from storage', () => {
    expect(
      readPersistedDevice({
        values: { FIRSTNAME: ' Zed ', LASTNAME: 7, COMPANY: 'x'.repeat(500), NICKNAME: 'Z', EMAIL: 'bad' },
        edited: ['FIRSTNAME', 'NICKNAME', 3],
      }),
    ).toEqual({ values: { FIRSTNAME: 'Zed' }, edited: ['FIRSTNAME'] });
    expect(readPersistedDevice('garbage')).toEqual(DEVICE_DEFAULTS);
    expect(readPersistedDevice(null)).toEqual(DEVICE_DEFAULTS);
  });
});

describe('signing in', () => {
  it('fills only the profile’s empty tokens with values edited on this device', () => {
    const device = { FIRSTNAME: 'Zed', LASTNAME: 'Quill', COMPANY: '' };
    expect(carryOverValues(device, ['FIRSTNAME', 'LASTNAME', 'COMPANY'], { LASTNAME: 'Kept' })).toEqual({
      FIRSTNAME: 'Zed',
    });
    expect(carryOverValues(device, [], {})).toEqual({});
  });
});

describe('checkTokenValues', () => {
  it('cleans every value or reports each invalid field', () => {
    expect(checkTokenValues({ FIRSTNAME: ' Zed\u0007 ', EMAIL: '' })).toEqual({
      ok: true,
      values: { FIRSTNAME: 'Zed', EMAIL: '' },
    });
    expect(checkTokenValues({ FIRSTNAME: 'ok', EMAIL: 'nope', COMPANY: 'x'.repeat(101) })).toEqual({
      ok: false,
      fieldErrors: { EMAIL: expect.stringMatching(/e-mail address/), COMPANY: 'At most 100 characters.' },
    });
  });
});
