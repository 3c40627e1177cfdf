import type { DependencyCheck, ReadinessResponse } from '@mergepix/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../types.ts';

/** A dependency to probe: what backs it and how to reach it (rejects when it can't). */
export interface Probe {
  kind: string;
  ping: () => Promise<unknown>;
}

export interface ReadinessDeps {
  database: Probe;
  storage: Probe;
  /** Undefined when REDIS_URL is not set. */
  redis?: Probe;
  /** True once the instance has been told to stop: the balancer should send it nothing new. */
  draining: () => boolean;
  /** Per probe (default 2 s): a hung dependency answers "timeout", never a hung probe. */
  timeoutMs?: number;
  /** Probes are shared by requests within this long (default 1 s), so a burst of balancers costs one. */
  reuseMs?: number;
  now?: () => number;
}

const TIMED_OUT = Symbol('timeout');

async function check(
  probe: Probe | undefined,
  timeoutMs: number,
  now: () => number,
): Promise<DependencyCheck> {
  if (!probe) return { kind: 'none', ok: true, ms: 0 };
  const start = now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const outcome = await Promise.race([probe.ping(), timeout]);
    const ms = now() - start;
    if (outcome === TIMED_OUT) return { kind: probe.kind, ok: false, ms, failure: 'timeout' };
    return { kind: probe.kind, ok: true, ms };
  } catch {
    // The error itself may name hosts or addresses: only its kind is told.
    return { kind: probe.kind, ok: false, ms: now() - start, failure: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /functions/v1/readiness, for load balancers: 200 when this instance can serve (database and
 * storage reachable, not shutting down), 503 otherwise. Redis away is `degraded`, not unready:
 * limits and open counts fall back while it is gone (docs/scale-out.md).
 */
export function readinessRouter(deps: ReadinessDeps) {
  const timeoutMs = deps.timeoutMs ?? 2_000;
  const reuseMs = deps.reuseMs ?? 1_000;
  const now = deps.now ?? Date.now;
  let last: { at: number; checks: Promise<ReadinessResponse['checks']> } | undefined;

  const checks = () => {
    if (last && now() - last.at < reuseMs) return last.checks;
    const run = async () => {
      const [database, storage, redis] = await Promise.all([
        check(deps.database, timeoutMs, now),
        check(deps.storage, timeoutMs, now),
        check(deps.redis, timeoutMs, now),
      ]);
      return { database, storage, redis };
    };
    last = { at: now(), checks: run() };
    return last.checks;
  };

  const router = new Hono<AppEnv>();
  router.on(['GET', 'HEAD'], '/', async (c) => {
    const result = await checks();
    const draining = deps.draining();
    const ready = !draining && result.database.ok && result.storage.ok;
    const body: ReadinessResponse = { ready, degraded: !result.redis.ok, draining, checks: result };
    c.header('Cache-Control', 'no-store');
    return c.json(body, ready ? 200 : 503);
  });
  return router;
}
