import { describe, expect, it } from 'vitest';
import { DEVICE_DEFAULTS, readPersistedDevice, withDeviceValues } from './token-store';
import { carryOverValues, checkTokenValues } from './use-token-values';

describe('device token values', () => {
  it('start with the /tokens page samples and mark only changed keys as edited', () => {
    expect(DEVICE_DEFAULTS.values).toEqual({ FIRSTNAME: 'User', LASTNAME: 'Example' });
    const saved = withDeviceValues(DEVICE_DEFAULTS, { FIRSTNAME: 'User', LASTNAME: 'Quill', COMPANY: '' });
    expect(saved.values).toEqual({ FIRSTNAME: 'User', LASTNAME: 'Quill', COMPANY: '' });
    expect(saved.edited).toEqual(['LASTNAME', 'COMPANY']);
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
