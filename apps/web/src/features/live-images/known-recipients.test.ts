import { describe, expect, it } from 'vitest';
import { audienceWords } from './known-recipients';

describe('the audience list’s words', () => {
  it('names each token’s count in plain English', () => {
    expect(audienceWords({ FIRSTNAME: 2, COMPANY: 1 })).toBe('2 first names, 1 company');
    expect(audienceWords({ COMPANY: 1200, EMAIL: 3 })).toBe('1,200 companies, 3 email addresses');
    expect(audienceWords({ FIRSTNAME: 0 })).toBe('');
  });
});
