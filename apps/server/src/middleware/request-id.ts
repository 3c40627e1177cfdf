import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';

export const REQUEST_ID_HEADER = 'X-Request-ID';
/** A client's own id is kept (as `clientRequestId`) only when it looks like an id. */
const CLIENT_ID = /^[\w\-=.:]{1,128}$/;

/**
 * Every request gets an id made here, sent back in `X-Request-ID` and carried by its log lines
 * (`reqId`). An id the client sent in that header is never taken as the request's: ids are shown
 * in support reports, and the diagnostics page answers the lines of a request id to the user who
 * made it, so a reused id must not join someone else's request. The client's id is kept beside
 * it as `clientRequestId` (its log lines carry it too), to match a client's own trace.
 */
export function serverRequestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('requestId', randomUUID());
    const sent = c.req.header(REQUEST_ID_HEADER);
    if (sent && CLIENT_ID.test(sent)) c.set('clientRequestId', sent);
    c.header(REQUEST_ID_HEADER, c.get('requestId'));
    await next();
  };
}
