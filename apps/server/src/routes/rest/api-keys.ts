import { type ApiKey, apiKeyCreateSchema, type CreatedApiKey } from '@mergepix/core';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import { readJson } from '../../middleware/json-body.ts';
import { ownerOnly } from '../../middleware/owner.ts';
import type { ApiKeyRow, ApiKeys } from '../../services/accounts/api-keys.ts';
import type { AppEnv } from '../../types.ts';

/** A key as the API lists it (snake_case like the other REST routes); never the key itself. */
function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * /rest/v1/api-keys: the signed-in user's API keys. Managed with a session only: a key can
 * neither make more keys nor revoke its siblings. Another user's key, or an id that is not one,
 * is a 404.
 */
export function apiKeysRouter(deps: { auth: Auth; apiKeys: ApiKeys }) {
  const { apiKeys } = deps;
  const router = new Hono<AppEnv>();

  router.use('*', ownerOnly(deps.auth, 'Sign in to manage your API keys.'));

  router.get('/', async (c) => c.json((await apiKeys.list(c.get('userId'))).map(toApiKey)));

  router.post('/', async (c) => {
    const { name } = await readJson(c, apiKeyCreateSchema);
    const { row, key } = await apiKeys.create(c.get('userId'), name);
    return c.json<CreatedApiKey>({ ...toApiKey(row), key }, 201);
  });

  router.delete('/:id', async (c) => {
    await apiKeys.revoke(c.get('userId'), c.req.param('id'));
    return c.body(null, 204);
  });

  return router;
}
