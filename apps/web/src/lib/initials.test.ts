import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Alex Rivera', 'a@b.co')).toBe('AR');
    expect(initialsOf('mary ann van der berg', null)).toBe('MB');
    expect(initialsOf('  Cher ', null)).toBe('C');
  });

  it('falls back to the e-mail, then to "?"', () => {
    expect(initialsOf('', 'zoe@example.com')).toBe('Z');
    expect(initialsOf(null, '')).toBe('?');
  });

  it('keeps characters outside the BMP whole', () => {
    expect(initialsOf('𝒜lex 𝒵eta', null)).toBe('𝒜𝒵');
  });
});
