import { AUTH_REFRESH_TICK_MS, PROFILE_NOT_FOUND_CODE, PROFILE_RETRY_MS } from '@mergepix/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { fetchCurrentUser, fetchProfile } from './auth-api';

/** TanStack Query key of THE session query. */
export const AUTH_USER_KEY = ['auth', 'user'] as const;
/** Prefix of the profile query key; the user id follows so accounts never share a cache entry. */
export const AUTH_PROFILE_KEY = ['auth', 'profile'] as const;

/** Client errors are answers, not outages: retrying a 4xx only repeats it. */
function retryServerErrors(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The session, re-read every AUTH_REFRESH_TICK_MS while signed in (docs/product.md#accounts-and-sign-in) so a
 * sign-out from elsewhere — e.g. a password change revoking other sessions — shows up here too.
 */
export function useSessionQuery() {
  return useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: AUTH_REFRESH_TICK_MS,
    refetchInterval: (query) => (query.state.data ? AUTH_REFRESH_TICK_MS : false),
    retry: retryServerErrors,
  });
}

/**
 * The signed-in user's profile; a not-yet-created profile is read again once after 1 s
 * (docs/product.md#accounts-and-sign-in).
 */
export function useProfileQuery(userId: string | undefined) {
  return useQuery({
    queryKey: [...AUTH_PROFILE_KEY, userId],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
    retry: (failureCount, error) => {
      if (error instanceof ApiError && (error.status === 404 || error.code === PROFILE_NOT_FOUND_CODE)) {
        return failureCount < 1;
      }
      return retryServerErrors(failureCount, error);
    },
    retryDelay: PROFILE_RETRY_MS,
  });
}
