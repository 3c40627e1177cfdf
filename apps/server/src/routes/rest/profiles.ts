import { profileUpdateSchema } from '@mergepix/core';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/json-body.ts';
import { Profiles } from '../../services/accounts/profiles.ts';
import type { ObjectStore } from '../../services/storage/object-store.ts';
import type { AppEnv } from '../../types.ts';

/**
 * /rest/v1/profiles — the caller's own profile only. A Supabase-style `?id=eq.X` filter naming
 * anyone else finds nothing (404), so ids of other users are never confirmed.
 */
export function profilesRouter(deps: { auth: Auth; db: Db; store: ObjectStore }) {
  const { auth } = deps;
  const profiles = new Profiles(deps.db, deps.store);
  const router = new Hono<AppEnv>();

  router.use('*', async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session)
      return errorResponse(c, 401, { error: 'Sign in to see your profile.', code: 'not_authenticated' });
    const filter = c.req.query('id');
    if (filter !== undefined && filter !== `eq.${session.user.id}`) {
      return errorResponse(c, 404, { error: 'Profile not found.', code: 'not_found' });
    }
    c.set('userId', session.user.id);
    c.set('userName', session.user.name);
    await next();
  });

  router.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await profiles.get(c.get('userId'), c.get('userName')));
  });

  router.patch('/', async (c) => {
    const update = await readJson(c, profileUpdateSchema);
    return c.json(await profiles.update(c.get('userId'), c.get('userName'), update));
  });

  return router;
}
