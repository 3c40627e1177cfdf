import { MISSING_CREDENTIALS_MESSAGE, PASSWORD_MIN_LENGTH } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  confirmedPasswordSchema,
  signInCodeSchema,
  signInSchema,
  signUpSchema,
  totpCodeSchema,
} from './auth-schemas';
import { isLocalHostname } from './dev-mailbox-hint';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('signInSchema', () => {
  it("reports blank fields with the catalogue's exact message", () => {
    for (const value of [
      { email: '', password: '' },
      { email: 'a@b.co', password: '' },
      { email: '   ', password: 'secret' },
    ]) {
      expect(messages(signInSchema.safeParse(value))).toEqual([['root', MISSING_CREDENTIALS_MESSAGE]]);
    }
  });

  it('checks the e-mail format only when both are filled', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([
      ['email', 'Enter a valid e-mail address.'],
    ]);
    expect(signInSchema.safeParse({ email: ' a@b.co ', password: 'x' }).success).toBe(true);
  });
});

describe('signUpSchema', () => {
  it('needs a name, a valid e-mail and the minimum password length', () => {
    const result = signUpSchema.safeParse({ name: ' ', email: 'x', password: 'short' });
    expect(messages(result).map(([path]) => path)).toEqual(['name', 'email', 'password']);
    expect(
      signUpSchema.safeParse({
        name: 'Dana',
        email: 'dana@example.com',
        password: 'x'.repeat(PASSWORD_MIN_LENGTH),
      }).success,
    ).toBe(true);
  });
});

describe('totpCodeSchema', () => {
  it('accepts six digits with the spaces apps display', () => {
    expect(totpCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(totpCodeSchema.parse({ code: '123-456' })).toEqual({ code: '123456' });
    expect(totpCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(totpCodeSchema.safeParse({ code: 'abcdef' }).success).toBe(false);
  });
});

describe('signInCodeSchema', () => {
  it('takes six digits or a backup code, keeping the backup code as shown', () => {
    expect(signInCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(signInCodeSchema.parse({ code: 'abcde-FGH12' })).toEqual({ code: 'abcde-FGH12' });
    expect(signInCodeSchema.safeParse({ code: 'abcdeFGH12' }).success).toBe(false);
    expect(signInCodeSchema.safeParse({ code: '1234567' }).success).toBe(false);
  });
});

describe('confirmedPasswordSchema', () => {
  it('flags a mismatch on the confirmation field', () => {
    expect(
      messages(confirmedPasswordSchema.safeParse({ password: 'longenough1', confirm: 'longenough2' })),
    ).toEqual([['confirm', 'The passwords do not match.']]);
  });
});

describe('isLocalHostname', () => {
  it('recognises loopback and .localhost only', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'app.localhost']) {
      expect(isLocalHostname(host)).toBe(true);
    }
    for (const host of ['mergepix.example', '10.0.0.5', 'localhost.evil.com', '127.0.0.1.nip.io']) {
      expect(isLocalHostname(host)).toBe(false);
    }
  });
});
