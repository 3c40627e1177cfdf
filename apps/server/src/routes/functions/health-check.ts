import { HEALTH_ENV_VARS, type HealthCheckResponse, isProviderKeyConfigured } from '@mergepix/core';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { pingDatabase } from '../../db/meta.ts';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../../types.ts';

const PROVIDER_KEYS = new Set<string>(['OPENAI_API_KEY', 'GEMINI_API_KEY']);

/**
 * Which settings are present; provider keys count only when long enough to be real
 * (docs/product.md#diagnostics).
 */
export function envVarStatus(env: Env): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const name of HEALTH_ENV_VARS) {
    const value = env[name];
    out[name] = PROVIDER_KEYS.has(name) ? isProviderKeyConfigured(value) : Boolean(value);
  }
  return out;
}

/** GET /functions/v1/health-check — what the diagnostics page reads. */
export function healthCheck(
  deps: AppDeps & {
    liveStats?: () => HealthCheckResponse['live'];
    providerHealth?: () => HealthCheckResponse['providers'];
  },
) {
  const route = new Hono<AppEnv>();
  route.get('/', async (c) => {
    const ok = await pingDatabase(deps.database.db);
    const body: HealthCheckResponse = {
      status: ok ? 'ok' : 'degraded',
      envVars: envVarStatus(deps.env),
      database: { kind: deps.database.kind, ok },
      version: deps.version,
      time: new Date().toISOString(),
      live: deps.liveStats?.(),
      providers: deps.providerHealth?.(),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body, ok ? 200 : 503);
  });
  return route;
}
