import { type HealthCheckResponse, healthCheckResponseSchema } from '@mergepix/core';
import { env } from '@/config/env';
import { recordResponse } from '@/lib/api-calls';

// GET /functions/v1/health-check, read by hand rather than through apiRequest: the server answers
// 503 with the same body when the database is down, and the page wants that body, not an error.

export const HEALTH_PATH = '/functions/v1/health-check';

/** What the page knows after asking health-check. */
export interface HealthState {
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly ms: number;
  readonly body: HealthCheckResponse | null;
  /** Why the check is not OK (no answer, HTTP error, unreadable body); null when it is. */
  readonly error: string | null;
}

/** The backend answered 2xx: no function counts as accessible otherwise (docs/product.md#diagnostics). */
export function isHealthOk(health: HealthState | undefined): boolean {
  return health !== undefined && health.status >= 200 && health.status < 300 && health.body !== null;
}

/** Turns an answer (or its absence) into a {@link HealthState}; exported for tests. */
export function readHealth(status: number, ms: number, json: unknown): HealthState {
  if (status === 0) return { status, ms, body: null, error: 'The backend did not answer' };
  const parsed = healthCheckResponseSchema.safeParse(json);
  const body = parsed.success ? parsed.data : null;
  let error: string | null = null;
  if (status < 200 || status >= 300) {
    const reason = body?.database.ok === false ? 'the database is not reachable' : `HTTP ${status}`;
    error = `Health check not OK: ${reason}`;
  } else if (!body) error = 'Health check answered something unexpected';
  return { status, ms, body, error };
}

/** Asks health-check once, recording the call in the browser's API journal. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthState> {
  const started = performance.now();
  try {
    const response = await fetch(`${env.apiBase}${HEALTH_PATH}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Request-ID': crypto.randomUUID() },
      cache: 'no-store',
      signal,
    });
    const json: unknown = await response.json().catch(() => null);
    const state = readHealth(response.status, Math.round(performance.now() - started), json);
    recordResponse('GET', HEALTH_PATH, started, response, state.error ?? undefined);
    return state;
  } catch {
    recordResponse('GET', HEALTH_PATH, started, undefined, 'Function call failed: no answer');
    return readHealth(0, Math.round(performance.now() - started), null);
  }
}
