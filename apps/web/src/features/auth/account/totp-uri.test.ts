import { describe, expect, it } from 'vitest';
import { groupSecret, parseTotpUri } from './totp-uri';

describe('parseTotpUri', () => {
  it('reads secret, issuer and account', () => {
    expect(
      parseTotpUri(
        'otpauth://totp/Mergepix:alex%40example.com?secret=jbswy3dpehpk3pxp&issuer=Mergepix&digits=6',
      ),
    ).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Mergepix', account: 'alex@example.com' });
  });

  it('takes the issuer from the label when the parameter is missing', () => {
    expect(parseTotpUri('otpauth://totp/Acme:dana?secret=ABC')).toEqual({
      secret: 'ABC',
      issuer: 'Acme',
      account: 'dana',
    });
    expect(parseTotpUri('otpauth://totp/dana?secret=ABC')).toEqual({
      secret: 'ABC',
      issuer: null,
      account: 'dana',
    });
  });

  it('rejects other URIs and missing secrets', () => {
    expect(parseTotpUri('https://example.com/?secret=ABC')).toBeNull();
    expect(parseTotpUri('otpauth://totp/Acme:dana')).toBeNull();
    expect(parseTotpUri('not a uri')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('groups by four without a trailing space', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});
