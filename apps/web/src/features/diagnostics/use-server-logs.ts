import { DIAGNOSTIC_LOGS_PATH, type ServerLogsResponse, serverLogsResponseSchema } from '@mergepix/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';

// The server's log lines of the signed-in user's own requests. Asked only while signed in (the
// server answers 401 otherwise), on opening the tab and on Refresh.

/** Where the server's lines stand. */
export type ServerLogsState =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ready'; readonly logs: ServerLogsResponse };

/** The lines for `userId` (null: signed out), with a refresh. */
export function useServerLogs(userId: string | null) {
  const query = useQuery({
    queryKey: ['diagnostics', 'server-logs', userId],
    queryFn: async ({ signal }) =>
      serverLogsResponseSchema.parse(await apiRequest<unknown>(DIAGNOSTIC_LOGS_PATH, { signal })),
    enabled: userId !== null,
    retry: false,
    // Fresh on each opening of the tab (the tests just run are what the reader wants to see),
    // otherwise only on Refresh.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  let state: ServerLogsState;
  if (userId === null || isApiError(query.error, 401)) state = { kind: 'signed-out' };
  // A server without the log endpoint (older build) answers 404: say so, it is not a failure.
  else if (isApiError(query.error, 404)) state = { kind: 'unavailable' };
  else if (query.error)
    state = {
      kind: 'error',
      message: isApiError(query.error) ? query.error.message : 'The server sent lines this page cannot read.',
    };
  else if (query.data) state = { kind: 'ready', logs: query.data };
  else state = { kind: 'loading' };
  return { state, refreshing: query.isFetching, refresh: query.refetch };
}
