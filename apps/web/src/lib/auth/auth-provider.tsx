import { PASSWORD_RESET_PATH, type ProfileUpdate } from '@mergepix/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { ApiError, isApiError } from '@/lib/api-client';
import * as api from './auth-api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { type AuthEvent, type AuthListener, createAuthEmitter, sessionTransitionEvents } from './auth-events';
import { SIGN_UP_SIGN_IN_FAILED_MESSAGE } from './auth-messages';
import { AUTH_PROFILE_KEY, AUTH_USER_KEY, useProfileQuery, useSessionQuery } from './auth-queries';
import { refetchFresh, replaceData } from './session-cache';

/**
 * The one auth context (docs/product.md#accounts-and-sign-in): reads the session, fetches the profile while a
 * user exists, clears it on sign-out, and turns session changes into the GoTrue-named events. Must sit inside
 * a QueryClientProvider.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const sessionQuery = useSessionQuery();
  const session = sessionQuery.data ?? null;
  const userId = session?.user.id;
  const profileQuery = useProfileQuery(userId);

  const emitter = useMemo(createAuthEmitter, []);
  // Events announced by an action, emitted together with the session change it causes.
  const pending = useRef<AuthEvent[]>([]);
  // Events raised before the first session answer; they follow INITIAL_SESSION, never precede it.
  const beforeInitial = useRef<AuthEvent[]>([]);
  // Last session answer turned into events; `at` tells a new answer from a re-render.
  const seen = useRef<{ at: number; session: typeof session } | null>(null);
  const loading = sessionQuery.isPending;

  const answeredAt = sessionQuery.dataUpdatedAt || sessionQuery.errorUpdatedAt;
  useEffect(() => {
    if (loading || seen.current?.at === answeredAt) return;
    const prev = seen.current ? seen.current.session : undefined;
    seen.current = { at: answeredAt, session };
    const events = sessionTransitionEvents(prev, session, pending.current.splice(0));
    if (prev === undefined) events.push(...beforeInitial.current.splice(0));
    if (events.includes('SIGNED_OUT')) queryClient.removeQueries({ queryKey: AUTH_PROFILE_KEY });
    for (const event of events) emitter.emit(event, session);
  }, [loading, answeredAt, session, emitter, queryClient]);

  // A profile answering 401 means the session ended under us: re-read it so the UI signs out.
  const profileError = profileQuery.error;
  useEffect(() => {
    if (isApiError(profileError, 401)) void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  }, [profileError, queryClient]);

  const refreshSession = useCallback(
    async (...announce: AuthEvent[]) => {
      pending.current.push(...announce);
      await refetchFresh(queryClient, AUTH_USER_KEY);
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const outcome = await api.signInWithEmail(email, password);
      if (outcome.status === 'signed-in') await refreshSession();
      return outcome;
    },
    [refreshSession],
  );

  // Stable identity, so subscribing in an effect does not resubscribe on every session change.
  const onAuthStateChange = useCallback(
    (listener: AuthListener) => {
      let active = true;
      const unsubscribe = emitter.subscribe(listener);
      // Late subscribers get INITIAL_SESSION too (the effect above delivers it to early ones).
      if (seen.current) {
        const current = seen.current.session;
        queueMicrotask(() => {
          if (active) listener('INITIAL_SESSION', current);
        });
      }
      return () => {
        active = false;
        unsubscribe();
      };
    },
    [emitter],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      loading,
      session,
      user: session?.user ?? null,
      aal: session?.aal ?? null,
      profile: userId ? (profileQuery.data ?? null) : null,
      profileLoading: userId !== undefined && profileQuery.isPending,
      signIn,
      async signUp(input) {
        await api.signUpWithEmail(input);
        try {
          return await signIn(input.email, input.password);
        } catch (error) {
          // The server never says whether the e-mail was taken; a failed sign-in is the only hint.
          if (isApiError(error, 401)) throw new ApiError(401, error.code, SIGN_UP_SIGN_IN_FAILED_MESSAGE);
          throw error;
        }
      },
      async signOut() {
        try {
          await api.signOutSession();
        } catch (error) {
          // Already signed out on the server is fine; anything else must not fake a sign-out.
          if (!isApiError(error, 401)) throw error;
        }
        await replaceData(queryClient, AUTH_USER_KEY, null);
      },
      async verifyTotp(code) {
        await api.verifyTotpCode(code);
        // Signed in already means enrolment: the account itself changed (2FA on, aal2).
        await refreshSession('MFA_CHALLENGE_VERIFIED', ...(session ? (['USER_UPDATED'] as const) : []));
      },
      async refresh() {
        await Promise.all([
          refreshSession(),
          queryClient.refetchQueries({ queryKey: AUTH_PROFILE_KEY, type: 'active' }),
        ]);
      },
      async updateProfile(update: ProfileUpdate) {
        const profile = await api.patchProfile(update);
        queryClient.setQueryData([...AUTH_PROFILE_KEY, profile.id], profile);
        emitter.emit('USER_UPDATED', session);
        return profile;
      },
      async changePassword(currentPassword, newPassword) {
        await api.changePasswordRequest(currentPassword, newPassword);
        await refreshSession('USER_UPDATED');
      },
      enableTwoFactor: api.enableTotp,
      async disableTwoFactor(password) {
        await api.disableTotp(password);
        await refreshSession('USER_UPDATED');
      },
      async requestPasswordReset(email) {
        await api.requestPasswordReset(email, PASSWORD_RESET_PATH);
      },
      async resetPassword(token, newPassword) {
        await api.resetPasswordWithToken(token, newPassword);
      },
      beginPasswordRecovery() {
        if (seen.current) emitter.emit('PASSWORD_RECOVERY', session);
        else beforeInitial.current.push('PASSWORD_RECOVERY');
      },
      onAuthStateChange,
    }),
    [
      loading,
      session,
      userId,
      profileQuery.data,
      profileQuery.isPending,
      signIn,
      refreshSession,
      onAuthStateChange,
      queryClient,
      emitter,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
