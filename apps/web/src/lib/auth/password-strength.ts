import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mergepix/core';

/** 0 = unusable (too short/long), 1 weak … 4 strong. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** A strength estimate with a short hint for the field's description. */
export interface PasswordStrength {
  score: PasswordScore;
  label: 'Too short' | 'Too long' | 'Weak' | 'Fair' | 'Good' | 'Strong';
  hint: string;
}

// The passwords every breach list starts with; length alone would rate them "fair".
const COMMON = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'letmein1',
  'welcome1',
  'admin123',
  'abc12345',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'mergepix',
]);

/**
 * A deliberately simple estimate: length counts most, then variety of character kinds; common
 * passwords and long runs of one character are weak regardless. It is a hint, not a rule — the
 * server only enforces the length limits.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    const missing = PASSWORD_MIN_LENGTH - length;
    return {
      score: 0,
      label: 'Too short',
      hint: `Use at least ${PASSWORD_MIN_LENGTH} characters (${missing} more).`,
    };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return { score: 0, label: 'Too long', hint: `Use at most ${PASSWORD_MAX_LENGTH} characters.` };
  }
  if (COMMON.has(password.toLowerCase()) || /^(.)\1+$/u.test(password)) {
    return { score: 1, label: 'Weak', hint: 'It is easy to guess. Try a few unrelated words.' };
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let points = (length >= 12 ? 2 : 1) + (length >= 16 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (kinds >= 2 ? 1 : 0);
  if (/(.)\1\1/u.test(password)) points -= 1;
  const score = Math.min(4, Math.max(1, points - 1)) as PasswordScore;
  if (score >= 4) return { score, label: 'Strong', hint: 'Hard to guess.' };
  if (score === 3) return { score, label: 'Good', hint: 'A longer passphrase is even better.' };
  if (score === 2) return { score, label: 'Fair', hint: 'Add length, or mix in numbers and symbols.' };
  return { score, label: 'Weak', hint: 'Make it longer, or mix letters, numbers and symbols.' };
}
