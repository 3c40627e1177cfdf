import { describe, expect, it } from 'vitest';
import { fillTokens, missingTokens } from './token-fill';

describe('fillTokens', () => {
  it('fills tokens from the values, any case, leaving other brackets alone', () => {
    expect(fillTokens('Hi [FIRSTNAME] of [company] [sic]', { FIRSTNAME: 'Ada', COMPANY: 'Acme' })).toEqual({
      text: 'Hi Ada of Acme [sic]',
      missing: [],
    });
  });

  it('leaves out a token without a value, tidies the gap and reports it', () => {
    expect(fillTokens('Welcome [FIRSTNAME] , from [COMPANY]!', { COMPANY: 'Acme' })).toEqual({
      text: 'Welcome, from Acme!',
      missing: ['FIRSTNAME'],
    });
    expect(fillTokens('A [FIRSTNAME] B', { FIRSTNAME: '   ' }).text).toBe('A B');
  });

  it('uses an inline fallback and does not report that token', () => {
    expect(fillTokens('Hi [FIRSTNAME|there]', {})).toEqual({ text: 'Hi there', missing: [] });
  });

  it('never lets a value inject another token', () => {
    expect(fillTokens('[FIRSTNAME]', { FIRSTNAME: '[EMAIL]', EMAIL: 'x@y.z' }).text).toBe('[EMAIL]');
  });

  it('keeps text without tokens byte for byte', () => {
    expect(fillTokens('  two  spaces  ', {}).text).toBe('  two  spaces  ');
  });

  it('merges the missing tokens of several fields', () => {
    expect(missingTokens(fillTokens('[FIRSTNAME]', {}), fillTokens('[FIRSTNAME] [EMAIL]', {}))).toEqual([
      'FIRSTNAME',
      'EMAIL',
    ]);
  });
});
