import type { CurrentUser } from '@mergepix/core';

/** Session events, named as in GoTrue's auth context (docs/product.md#accounts-and-sign-in). */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

/** Receives every auth event with the session as it is after the event (null when signed out). */
export type AuthListener = (event: AuthEvent, session: CurrentUser | null) => void;

/**
 * The events implied by the session query moving from `prev` to `next`.
 * `prev` is undefined before the first answer. `pending` are events an action announced before
 * refetching (e.g. MFA_CHALLENGE_VERIFIED); they ride along with the transition they caused.
 */
export function sessionTransitionEvents(
  prev: CurrentUser | null | undefined,
  next: CurrentUser | null,
  pending: readonly AuthEvent[] = [],
): AuthEvent[] {
  if (prev === undefined) return ['INITIAL_SESSION'];
  if (prev === null && next === null) return [];
  if (prev === null) return ['SIGNED_IN', ...pending];
  if (next === null) return ['SIGNED_OUT'];
  if (prev.user.id !== next.user.id) return ['SIGNED_OUT', 'SIGNED_IN', ...pending];
  if (pending.length > 0) return [...pending];
  return sameSession(prev, next) ? ['TOKEN_REFRESHED'] : ['USER_UPDATED'];
}

function sameSession(a: CurrentUser, b: CurrentUser): boolean {
  return (
    a.aal === b.aal &&
    a.user.email === b.user.email &&
    a.user.name === b.user.name &&
    a.user.twoFactorEnabled === b.user.twoFactorEnabled &&
    a.factors.map((f) => f.id).join() === b.factors.map((f) => f.id).join()
  );
}

/** A minimal listener set; a listener that throws must not stop the others. */
export function createAuthEmitter() {
  const listeners = new Set<AuthListener>();
  return {
    emit(event: AuthEvent, session: CurrentUser | null) {
      for (const listener of listeners) {
        try {
          listener(event, session);
        } catch (error) {
          console.error('Auth listener failed', error);
        }
      }
    },
    subscribe(listener: AuthListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
