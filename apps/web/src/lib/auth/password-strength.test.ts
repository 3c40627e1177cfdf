import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('says how many characters are missing below the minimum', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, label: 'Too short' });
    expect(passwordStrength('abc').hint).toBe(
      `Use at least ${PASSWORD_MIN_LENGTH} characters (${PASSWORD_MIN_LENGTH - 3} more).`,
    );
    expect(passwordStrength('a'.repeat(PASSWORD_MIN_LENGTH - 1)).score).toBe(0);
  });

  it('rejects more than the maximum', () => {
    expect(passwordStrength('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toMatchObject({
      score: 0,
      label: 'Too long',
    });
  });

  it('rates common passwords and single repeated characters weak', () => {
    expect(passwordStrength('Password123').label).toBe('Weak');
    expect(passwordStrength('password').label).toBe('Weak');
    expect(passwordStrength('12345678').label).toBe('Weak');
    expect(passwordStrength('aaaaaaaaaaaaaaaa').label).toBe('Weak');
  });

  it('rewards length and variety', () => {
    expect(passwordStrength('abcdefgh').score).toBe(1);
    expect(passwordStrength('Abcdefg1').score).toBe(2);
    expect(passwordStrength('Abcdefgh123!').score).toBe(3);
    expect(passwordStrength('Correct horse battery 9').label).toBe('Strong');
  });

  it('never decreases when a character is appended to a non-common password', () => {
    let previous = 0;
    let password = 'Zq';
    for (const char of 'x7!Kp2#mW9vLr4$t') {
      password += char;
      const { score } = passwordStrength(password);
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('🔑🔑🔑🔑').score).toBe(0);
  });
});
