import { FUNCTION_NAMES, type FunctionName } from '@mergepix/core';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppDeps } from '../../app.ts';
import { errorResponse } from '../../middleware/errors.ts';
import type { AppEnv } from '../../types.ts';
import { healthCheck } from './health-check.ts';

const KNOWN = new Set<string>(FUNCTION_NAMES);

/**
 * /functions/v1/{name}. Only functions that are implemented are mounted, so OPTIONS answers
 * 204 exactly for the ones that work: the diagnostics page counts those as accessible.
 */
export function functionsRouter(deps: AppDeps) {
  const handlers: Partial<Record<FunctionName, Hono<AppEnv>>> = {
    'health-check': healthCheck(deps),
  };
  const router = new Hono<AppEnv>();
  router.use('/:name/*', async (c, next) => {
    const name = c.req.param('name');
    if (!handlers[name as FunctionName]) {
      const known = KNOWN.has(name);
      return errorResponse(c, 404, {
        error: known ? `Function ${name} is not available on this server` : `No function named ${name}`,
        code: 'function_not_found',
      });
    }
    return next();
  });
  router.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Request-ID',
        'X-Debug-Mode',
        'apikey',
        'x-client-info',
      ],
      exposeHeaders: ['X-Request-ID'],
      maxAge: 600,
    }),
  );
  for (const [name, handler] of Object.entries(handlers)) router.route(`/${name}`, handler);
  return router;
}
