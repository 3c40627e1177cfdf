import { describe, expect, it } from 'vitest';
import { validatePersonalization } from './personalization-form';

describe('validatePersonalization', () => {
  it('requires first and last name but not company or e-mail', () => {
    expect(validatePersonalization('FIRSTNAME', 'First name', '  ')).toBe('First name is required.');
    expect(validatePersonalization('LASTNAME', 'Last name', '\u0007')).toBe('Last name is required.');
    expect(validatePersonalization('COMPANY', 'Company', '')).toBe(true);
    expect(validatePersonalization('EMAIL', 'Email', '')).toBe(true);
  });

  it('uses the shared token rules for length and e-mail shape', () => {
    expect(validatePersonalization('FIRSTNAME', 'First name', 'x'.repeat(101))).toBe(
      'At most 100 characters.',
    );
    expect(validatePersonalization('EMAIL', 'Email', 'sam@')).toMatch(/e-mail address/);
    expect(validatePersonalization('EMAIL', 'Email', 'sam@example.com')).toBe(true);
  });
});
