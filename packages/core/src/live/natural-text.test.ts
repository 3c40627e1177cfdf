import { describe, expect, it } from 'vitest';
import { fillNaturally } from './natural-text.ts';

describe('fillNaturally', () => {
  it('fills values, inline fallbacks and design fallbacks as usual', () => {
    expect(fillNaturally('Hi [FIRSTNAME]!', { FIRSTNAME: 'Ada' })).toBe('Hi Ada!');
    expect(fillNaturally('Hi [FIRSTNAME|friend]!', {})).toBe('Hi friend!');
    expect(fillNaturally('Hi [FIRSTNAME]!', {}, { FIRSTNAME: 'you' })).toBe('Hi you!');
  });

  it('puts a neutral word after a greeting', () => {
    expect(fillNaturally('Hi [FIRSTNAME]!', {})).toBe('Hi there!');
    expect(fillNaturally('Hello [FIRSTNAME], welcome', {})).toBe('Hello there, welcome');
    expect(fillNaturally('Dear [FIRSTNAME],', {})).toBe('Dear friend,');
  });

  it('drops a token elsewhere with the spaces and commas that only existed for it', () => {
    expect(fillNaturally('Thanks, [FIRSTNAME]!', {})).toBe('Thanks!');
    expect(fillNaturally('Team [COMPANY] says hi', {})).toBe('Team says hi');
    expect(fillNaturally('[FIRSTNAME], your offer', {})).toBe('your offer');
    expect(fillNaturally('Hi [FIRSTNAME] [LASTNAME], welcome', { LASTNAME: 'Moreno' })).toBe(
      'Hi Moreno, welcome',
    );
    expect(fillNaturally('Welcome back [FIRSTNAME] [LASTNAME].', {})).toBe('Welcome back.');
  });

  it('leaves text without missing tokens exactly as written', () => {
    expect(fillNaturally('Price : 5 !  [sic]', {})).toBe('Price : 5 !  [sic]');
  });
});
