import { API_KEYS_PATH, type ApiKey, type CreatedApiKey } from '@mergepix/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The account's API keys over /rest/v1/api-keys, with the signed-in session (keys cannot manage
// keys). Types only from core: these answers come from our own server.

/** TanStack Query key of one account's key list. */
const apiKeysKey = (userId: string) => ['api-keys', userId] as const;

/** The account's active keys, newest first. */
export function useApiKeysQuery(userId: string) {
  return useQuery({
    queryKey: apiKeysKey(userId),
    queryFn: ({ signal }) => apiRequest<ApiKey[]>(API_KEYS_PATH, { signal }),
    staleTime: 30_000,
    retry: 1,
  });
}

/** Creates a key; the answer carries the whole key, once. The list is re-read after. */
export function useCreateApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<CreatedApiKey>(API_KEYS_PATH, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(userId) }),
  });
}

/** Revokes a key at once; it leaves the list straight away. */
export function useRevokeApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<undefined>(`${API_KEYS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<ApiKey[]>(apiKeysKey(userId), (keys) => keys?.filter((k) => k.id !== id));
      return queryClient.invalidateQueries({ queryKey: apiKeysKey(userId) });
    },
  });
}
