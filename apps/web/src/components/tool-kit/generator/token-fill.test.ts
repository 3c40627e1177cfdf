import { describe, expect, it } from 'vitest';
import { fillPayloadTokens, fillTokens, missingTokens } from './token-fill';

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

describe('fillTokens without a value', () => {
  it('reads naturally, as core fillNaturally does', () => {
    expect(fillTokens('Happy birthday, [FIRSTNAME]!', {}).text).toBe('Happy birthday!');
    expect(fillTokens('Hi [FIRSTNAME]!', {})).toEqual({ text: 'Hi there!', missing: ['FIRSTNAME'] });
  });
});

describe('fillPayloadTokens', () => {
  const tokens = { FIRSTNAME: 'Ada', COMPANY: 'Quill Works' };

  it('fills every text at any depth: prompt, details, lists, captions', () => {
    const payload = {
      prompt: 'A figure wearing a [COMPANY] hoodie',
      provider: 'openai',
      caption: 'Hi [firstname]!',
      intensity: 0.5,
      details: {
        name: '[FIRSTNAME] [LASTNAME]',
        company: '[COMPANY]',
        accessories: ['[COMPANY] mug', 'Pen'],
      },
      textStyle: { fontSize: 40, color: '#fff' },
    };
    expect(fillPayloadTokens(payload, tokens)).toEqual({
      prompt: 'A figure wearing a Quill Works hoodie',
      provider: 'openai',
      caption: 'Hi Ada!',
      intensity: 0.5,
      details: { name: 'Ada', company: 'Quill Works', accessories: ['Quill Works mug', 'Pen'] },
      textStyle: { fontSize: 40, color: '#fff' },
    });
  });

  it('leaves no registered token behind without values, and never touches pictures', () => {
    const picture = 'data:image/png;base64,[FIRSTNAME]';
    const filled = fillPayloadTokens(
      { prompt: 'Hello [FIRSTNAME] from [COMPANY]', referenceImageUrl: '/x/[EMAIL].png', image: picture },
      {},
    );
    expect(filled).toEqual({ prompt: 'Hello from', referenceImageUrl: '/x/[EMAIL].png', image: picture });
  });
});
