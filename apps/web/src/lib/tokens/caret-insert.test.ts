import { describe, expect, it } from 'vitest';
import { insertText } from './caret-insert';

describe('insertText', () => {
  it('puts the text at the caret and the caret after it', () => {
    expect(insertText('Hello !', '[FIRSTNAME]', 6)).toEqual({ value: 'Hello [FIRSTNAME]!', caret: 17 });
    expect(insertText('', '[COMPANY]', 0)).toEqual({ value: '[COMPANY]', caret: 9 });
  });

  it('replaces a selection', () => {
    expect(insertText('Hi NAME, welcome', '[FIRSTNAME]', 3, 7)).toEqual({
      value: 'Hi [FIRSTNAME], welcome',
      caret: 14,
    });
  });

  it('keeps words apart with a space on either side where needed', () => {
    expect(insertText('Hi', '[FIRSTNAME]', 2).value).toBe('Hi [FIRSTNAME]');
    expect(insertText('from team', '[COMPANY]', 5).value).toBe('from [COMPANY] team');
    expect(insertText('Dear ', '[LASTNAME]', 5).value).toBe('Dear [LASTNAME]');
  });

  it('clamps positions outside the value', () => {
    expect(insertText('abc', 'X', 99).value).toBe('abc X');
    expect(insertText('abc', 'X', -4).value).toBe('X abc');
  });
});
