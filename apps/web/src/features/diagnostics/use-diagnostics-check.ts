import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchHealth } from './health';
import { countAccessible, functionStatuses, probeAll } from './probe';

// The page's one check of the backend: health-check, then an OPTIONS probe of every function.
// Run on opening the page and on Refresh only: each check adds its calls to the Debug Logs.

const HEALTH_KEY = ['diagnostics', 'health'] as const;
const PROBES_KEY = ['diagnostics', 'probes'] as const;
const manual = { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false } as const;

/** Health, each function's row and the accessible count, with a refresh of them all. */
export function useDiagnosticsCheck() {
  const health = useQuery({ queryKey: HEALTH_KEY, queryFn: ({ signal }) => fetchHealth(signal), ...manual });
  const probes = useQuery({ queryKey: PROBES_KEY, queryFn: () => probeAll(), ...manual });
  const functions = useMemo(() => functionStatuses(probes.data, health.data), [probes.data, health.data]);
  const { refetch: refetchHealth } = health;
  const { refetch: refetchProbes } = probes;
  const refresh = useCallback(() => {
    void refetchHealth();
    void refetchProbes();
  }, [refetchHealth, refetchProbes]);
  return {
    health: health.data,
    functions,
    count: countAccessible(functions),
    checking: health.isFetching || probes.isFetching,
    checkedAt: Math.max(health.dataUpdatedAt, probes.dataUpdatedAt) || null,
    refresh,
  };
}

/** What {@link useDiagnosticsCheck} returns. */
export type DiagnosticsCheck = ReturnType<typeof useDiagnosticsCheck>;
