import {
  accountEmailSchema,
  MISSING_CREDENTIALS_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@mergepix/core';
import { z } from 'zod';

// Form schemas shared by the auth dialog, the reset page and the account page. Limits come from
// core so the browser and the server reject exactly the same input.

const EMAIL_MESSAGE = 'Enter a valid e-mail address.';

/** A required, trimmed e-mail address within the server's (RFC 5321) length limits. */
export const emailSchema = z.string().trim().min(1, 'Enter your e-mail address.').pipe(accountEmailSchema);

/** A new password: the server's length limits, nothing else. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/**
 * Sign-in: blank fields get the catalogue's one message (docs/product.md#error-catalogue) as a form-level
 * error.
 */
export const signInSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .superRefine((value, ctx) => {
    if (value.email === '' || value.password === '') {
      ctx.addIssue({ code: 'custom', path: ['root'], message: MISSING_CREDENTIALS_MESSAGE });
    } else if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_MESSAGE });
    }
  });
export type SignInValues = z.input<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your full name.')
    .max(USER_NAME_MAX_LENGTH, `At most ${USER_NAME_MAX_LENGTH} characters.`),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

/** Six digits; spaces and dashes that authenticator apps display are ignored. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')),
});
export type TotpCodeValues = z.input<typeof totpCodeSchema>;

/** A one-time backup code as shown at enrolment, e.g. `abcde-FGH12` (case matters). */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** At sign-in: the app's six digits, or one of the backup codes. */
export const signInCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((value) => (BACKUP_CODE_PATTERN.test(value) ? value : value.replace(/[\s-]/g, '')))
    .pipe(
      z
        .string()
        .refine(
          (value) => /^\d{6}$/.test(value) || BACKUP_CODE_PATTERN.test(value),
          'Enter the 6-digit code from your authenticator app, or a backup code.',
        ),
    ),
});

/** A new password typed twice. */
export const confirmedPasswordSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match.',
  });
export type ConfirmedPasswordValues = z.input<typeof confirmedPasswordSchema>;
