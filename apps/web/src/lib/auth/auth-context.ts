import type { CurrentUser, Profile, ProfileUpdate } from '@mergepix/core';
import { createContext, useContext } from 'react';
import type { SignInOutcome, TotpEnrolment } from './auth-api';
import type { AuthListener } from './auth-events';

/** The signed-in user as GET /auth/v1/user describes it. */
export type AuthUser = CurrentUser['user'];
/** Authenticator assurance level: aal2 once a TOTP code was verified for this session. */
export type AssuranceLevel = CurrentUser['aal'];

/** Everything the app knows and can do about the current account. */
export interface AuthContextValue {
  /** True until the first answer to GET /auth/v1/user. */
  loading: boolean;
  user: AuthUser | null;
  session: CurrentUser | null;
  /** The profile of the signed-in user; null while signed out or still loading. */
  profile: Profile | null;
  profileLoading: boolean;
  aal: AssuranceLevel | null;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Creates the account, then signs in with the same credentials. */
  signUp(input: { name: string; email: string; password: string }): Promise<SignInOutcome>;
  signOut(): Promise<void>;
  /** Confirms a TOTP code: finishes a sign-in challenge, or activates a new authenticator. */
  verifyTotp(code: string): Promise<void>;
  /** Re-reads the session (and the profile) from the server. */
  refresh(): Promise<void>;
  updateProfile(update: ProfileUpdate): Promise<Profile>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  enableTwoFactor(password: string): Promise<TotpEnrolment>;
  disableTwoFactor(password: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
  /** Announces that a reset link was opened (PASSWORD_RECOVERY). */
  beginPasswordRecovery(): void;
  /**
   * Subscribes to auth events. A late subscriber still gets INITIAL_SESSION once the first
   * session answer is known, so it never has to special-case "already loaded".
   */
  onAuthStateChange(listener: AuthListener): () => void;
}

/** Provided by AuthProvider in app/providers.tsx. */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** The current account and auth actions; must be used under AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
