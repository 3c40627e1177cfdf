import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.ts';
import { ApiError, errorResponse } from '../../middleware/errors.ts';
import type { GenerationLog } from '../../services/generation/generations.ts';
import type { AppEnv } from '../../types.ts';

const query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/** GET /rest/v1/generations: the signed-in user's own generation history, newest first. */
export function generationsRouter(deps: { auth: Auth; log: GenerationLog }) {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session)
      return errorResponse(c, 401, { error: 'Sign in to see your generations.', code: 'not_authenticated' });
    c.set('userId', session.user.id);
    const parsed = query.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, 'invalid_request', 'limit must be a whole number from 1 to 100');
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.log.list(session.user.id, parsed.data.limit));
  });
  return router;
}
