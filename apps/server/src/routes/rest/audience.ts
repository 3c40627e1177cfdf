import { audienceRequestSchema } from '@mergepix/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/json-body.ts';
import { ownerOnly } from '../../middleware/owner.ts';
import type { ApiKeys } from '../../services/accounts/api-keys.ts';
import type { Limits } from '../../services/limits/limits.ts';
import type { Audiences } from '../../services/live/audience.ts';
import type { DesignStore } from '../../services/live/designs.ts';
import type { LiveImages } from '../../services/live/live-images.ts';
import type { AppEnv } from '../../types.ts';
import { spendDailyBudget } from './daily-budget.ts';

const uuid = z.string().uuid();
/** Audience lists one account may send a day (each may hold 10,000 rows). */
export const AUDIENCE_UPLOADS_PER_DAY = 100;

/**
 * A design's audience list (known recipients, docs/live-images.md "Brand safety"), mounted at
 * /rest/v1/designs: PUT /{id}/audience takes a CSV (the batch export's rules and limits; columns
 * by header unless given; `append` adds to the list), GET tells how many values of each token it
 * holds, DELETE empties it. The values are kept only as keyed hashes. Another user's design, or
 * an id that is not one, is a 404.
 */
export function audienceRouter(deps: {
  auth: Auth;
  apiKeys: ApiKeys;
  designs: DesignStore;
  audiences: Audiences;
  live: LiveImages;
  limits: Limits;
}) {
  const { designs, audiences, live } = deps;
  const router = new Hono<AppEnv>();
  router.use(
    '/:id/audience',
    ownerOnly(deps.auth, 'Sign in to work on your designs.', { apiKeys: deps.apiKeys }),
  );

  const design = async (userId: string, id: string) => {
    if (!uuid.safeParse(id).success) throw new ApiError(404, 'not_found', 'Design not found.');
    return designs.get(userId, id);
  };

  router.get('/:id/audience', async (c) => {
    const row = await design(c.get('userId'), c.req.param('id'));
    return c.json(await audiences.summary(row.id));
  });

  router.put('/:id/audience', async (c) => {
    const row = await design(c.get('userId'), c.req.param('id'));
    const request = await readJson(c, audienceRequestSchema);
    // The budget first: a refused upload is not read (a 5 MB list takes a second, on the plan
    // thread); then the list is read and hashed there, away from the thread serving requests.
    await spendDailyBudget(
      c,
      deps.limits,
      'audience-upload',
      AUDIENCE_UPLOADS_PER_DAY,
      `send ${AUDIENCE_UPLOADS_PER_DAY} audience lists`,
    );
    const list = await audiences.hashList(row.id, request);
    if (!list.ok) throw new ApiError(400, 'invalid_csv', list.error);
    const summary = await audiences.store(row.id, list.hashes, request.append);
    // Opens already read by this process are read again against the new list.
    live.invalidate(row.publicId);
    return c.json(summary);
  });

  router.delete('/:id/audience', async (c) => {
    const row = await design(c.get('userId'), c.req.param('id'));
    await audiences.clear(row.id);
    live.invalidate(row.publicId);
    return c.body(null, 204);
  });

  return router;
}
