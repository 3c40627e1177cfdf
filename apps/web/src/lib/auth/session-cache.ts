import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Re-reads a query with a request sent now. `refetchQueries` alone would hand back a request
 * already in flight when the query has no data yet (TanStack dedupes those), and a session read
 * sent before signing in answers "signed out" — the header would stay on "Sign in".
 */
export async function refetchFresh(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  await queryClient.refetchQueries({ queryKey, exact: true });
}

/**
 * Writes a value that must win: a read in flight (the refresh tick, a window-focus refetch) is
 * cancelled first, so its older answer cannot land afterwards and undo, say, a sign-out.
 */
export async function replaceData<T>(queryClient: QueryClient, queryKey: QueryKey, data: T): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, data);
}
