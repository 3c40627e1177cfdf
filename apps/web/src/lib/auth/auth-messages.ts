import { ApiError } from '@/lib/api-client';

/** Shown when sign-up succeeded but the follow-up sign-in did not (the e-mail may already be taken). */
export const SIGN_UP_SIGN_IN_FAILED_MESSAGE =
  "We couldn't sign you in. If you already have an account with this e-mail, sign in or reset your password.";
/** Shown after five wrong TOTP codes end the sign-in challenge. */
export const TOTP_CHALLENGE_ENDED_MESSAGE = 'Too many wrong codes. Sign in again.';
/** Shown after a reset link is requested, whether or not the account exists. */
export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that e-mail, we've sent a reset link. It is valid for 1 hour.";
/** Shown for an unknown, used or expired reset token. */
export const INVALID_RESET_TOKEN_MESSAGE = 'This reset link is invalid or has expired. Request a new one.';
/** Shown after a successful reset. */
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with your new password.';

/**
 * Server codes meaning the TOTP sign-in challenge is over: the attempt after the fifth wrong
 * code answers TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE (400), later ones or an expired challenge
 * INVALID_TWO_FACTOR_COOKIE (401). Either way only a new password sign-in helps.
 */
export const TOTP_CHALLENGE_ENDED_CODES: readonly string[] = [
  'INVALID_TWO_FACTOR_COOKIE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
];
/** Server code for an unknown or expired reset token. */
export const INVALID_TOKEN = 'INVALID_TOKEN';

/** "Too many attempts. Try again in N minutes." — rounded up so the user never retries too early. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) {
    return 'Too many attempts. Try again later.';
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The text to show for any failure of an auth or profile call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 429 ? tooManyAttemptsMessage(error.retryAfter) : error.message;
  }
  return 'Something went wrong. Please try again.';
}
