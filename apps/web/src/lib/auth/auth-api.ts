import type { CurrentUser, Profile, ProfileUpdate } from '@mergepix/core';
import { apiRequest, isApiError } from '@/lib/api-client';

// Thin, typed wrappers over the server's auth and profile endpoints. Types only from core, so
// zod stays out of the first-load bundle (these answers come from our own server).

/** What a password sign-in returned: a session, or a pending TOTP challenge. */
export type SignInOutcome = { status: 'signed-in' } | { status: 'two-factor' };

/** What enabling TOTP returns before the first code confirms it. */
export interface TotpEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** The session, or null when signed out (401, or a server that answers `{ user: null }`). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const data = await apiRequest<CurrentUser | { user: null } | undefined>('/auth/v1/session', { signal });
    return data?.user ? (data as CurrentUser) : null;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export async function signInWithEmail(email: string, password: string): Promise<SignInOutcome> {
  const data = await apiRequest<{ twoFactorRedirect?: boolean } | undefined>('/auth/v1/sign-in/email', {
    body: { email, password },
  });
  return data?.twoFactorRedirect ? { status: 'two-factor' } : { status: 'signed-in' };
}

export function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return apiRequest<{ ok: true }>('/auth/v1/sign-up/email', { body: input });
}

export function signOutSession() {
  return apiRequest<unknown>('/auth/v1/sign-out', { method: 'POST', body: {} });
}

/** Verifies the app's six digits, or a backup code (`abcde-FGH12`) at the sign-in challenge. */
export function verifyTotpCode(code: string) {
  const path = /^\d{6}$/.test(code)
    ? '/auth/v1/two-factor/verify-totp'
    : '/auth/v1/two-factor/verify-backup-code';
  return apiRequest<unknown>(path, { body: { code } });
}

export function enableTotp(password: string) {
  return apiRequest<TotpEnrolment>('/auth/v1/two-factor/enable', { body: { password } });
}

export function disableTotp(password: string) {
  return apiRequest<unknown>('/auth/v1/two-factor/disable', { body: { password } });
}

export function requestPasswordReset(email: string, redirectTo: string) {
  return apiRequest<{ status: boolean; message?: string }>('/auth/v1/request-password-reset', {
    body: { email, redirectTo },
  });
}

export function resetPasswordWithToken(token: string, newPassword: string) {
  return apiRequest<{ status: boolean }>('/auth/v1/reset-password', { body: { token, newPassword } });
}

export function changePasswordRequest(currentPassword: string, newPassword: string) {
  // The server signs out every other session; the contract requires asking for it explicitly.
  return apiRequest<unknown>('/auth/v1/change-password', {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export function fetchProfile(signal?: AbortSignal) {
  return apiRequest<Profile>('/rest/v1/profiles', { signal });
}

export function patchProfile(update: ProfileUpdate) {
  return apiRequest<Profile>('/rest/v1/profiles', { method: 'PATCH', body: update });
}
