import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import { errorResponse } from '../../middleware/errors.ts';
import type { RequestJournal } from '../../services/diagnostics/request-journal.ts';
import type { AppEnv } from '../../types.ts';

/**
 * GET /rest/v1/diagnostics/logs: the server's recent log lines of the signed-in person's own
 * requests, newest first, for the diagnostics page's Debug Logs. Nobody else's.
 */
export function diagnosticsRouter(deps: { auth: Auth; journal: RequestJournal }) {
  return new Hono<AppEnv>().get('/logs', async (c) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session)
      return errorResponse(c, 401, {
        error: 'Sign in to see the server log lines of your requests.',
        code: 'not_authenticated',
      });
    c.set('userId', session.user.id);
    c.header('Cache-Control', 'no-store');
    return c.json(deps.journal.linesFor(session.user.id));
  });
}
