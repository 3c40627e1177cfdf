import type { MiddlewareHandler } from 'hono';
import { bodyTimedOut, REQUEST_TIMEOUT } from '../body-deadline.ts';
import type { Logger } from '../logger.ts';
import type { AppEnv } from '../types.ts';
import { CLIENT_CLOSED_REQUEST } from './errors.ts';

/** Logs one line per request with its id, so a user's report can be matched to server logs. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const clientRequestId = c.get('clientRequestId');
    const log = logger.child({ reqId: c.get('requestId'), ...(clientRequestId ? { clientRequestId } : {}) });
    c.set('log', log);
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    // Cut off by the server's body deadline (server.ts): the 408 it sent, though the app saw an abort.
    const timedOut = bodyTimedOut((c.env as { incoming?: unknown } | undefined)?.incoming);
    const aborted = !timedOut && (c.req.raw.signal.aborted || c.res.status === CLIENT_CLOSED_REQUEST);
    const status = timedOut ? REQUEST_TIMEOUT : aborted ? CLIENT_CLOSED_REQUEST : c.res.status;
    // Who asked, when a route knew: the diagnostics page shows people their own requests' lines.
    const userId = c.get('caller')?.userId ?? c.get('userId');
    const line = { method: c.req.method, path: c.req.path, status, ms, ...(userId ? { userId } : {}) };
    if (timedOut) log.info({ ...line, timedOut: true }, 'request body did not arrive in time');
    else if (aborted) log.info({ ...line, aborted: true }, 'request aborted by the client');
    else if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
