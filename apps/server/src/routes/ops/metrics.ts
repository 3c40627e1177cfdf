import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import ipaddr from 'ipaddr.js';
import { droppedLogLines } from '../../log-output.ts';
import { peerAddress } from '../../middleware/client-ip.ts';
import type { LiveMetrics } from '../../services/diagnostics/live-metrics.ts';
import type { AppEnv } from '../../types.ts';

/** Where Prometheus scrapes this instance. */
export const METRICS_PATH = '/metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the request comes straight from this machine (not relayed by a proxy on it). */
function fromLoopback(peer: string, forwarded: boolean): boolean {
  if (forwarded || !ipaddr.isValid(peer)) return false;
  return ipaddr.parse(peer).range() === 'loopback';
}

/**
 * GET /metrics: the live engine's figures in Prometheus text format. With METRICS_TOKEN set, a
 * request must carry it as a bearer token; without one, only clients on this machine that came
 * through no proxy may read (a proxy on the same machine adds X-Forwarded-For or Forwarded).
 */
export function metricsRouter(metrics: LiveMetrics, token: string | undefined) {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => {
    if (token) {
      const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(given), digest(token)))
        return c.json(
          { error: 'Metrics need the bearer token set in METRICS_TOKEN.', code: 'unauthorized' },
          401,
        );
    } else {
      const forwarded = Boolean(c.req.header('x-forwarded-for') ?? c.req.header('forwarded'));
      if (!fromLoopback(peerAddress(c), forwarded))
        return c.json(
          {
            error: 'Metrics are read from this machine only; set METRICS_TOKEN to read them from elsewhere.',
            code: 'forbidden',
          },
          403,
        );
    }
    return c.body((await metrics.text()) + logMetrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return router;
}

/** The process's own figures beside the live engine's: log lines standard output could not take. */
function logMetrics(): string {
  return [
    '# HELP mergepix_log_lines_dropped_total Log lines dropped because standard output was closed (EPIPE) or full',
    '# TYPE mergepix_log_lines_dropped_total counter',
    `mergepix_log_lines_dropped_total ${droppedLogLines()}`,
    '',
  ].join('\n');
}
