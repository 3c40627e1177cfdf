import type { Env } from './env.ts';
import type { Logger } from './logger.ts';

/** Hono context variables set by our middleware. */
export type AppEnv = {
  Variables: {
    /** Made by the server for every request (middleware/request-id.ts). */
    requestId: string;
    /** The client's own well-formed `X-Request-ID`, when it sent one; never the request's id. */
    clientRequestId?: string;
    log: Logger;
    env: Env;
    /** Set by routes that require a signed-in user. */
    userId: string;
    userName: string;
    /** Set on function calls: the session's user, or an anonymous caller's salted IP hash. */
    caller: { userId: string | null; clientHash: string };
  };
};
