import {
  FUNCTION_NAMES,
  type FunctionName,
  IMAGE_FUNCTION_BODY_LIMIT_BYTES,
  IMAGE_FUNCTION_NAMES,
} from '@mergepix/core';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ApiError, errorResponse } from '../../middleware/errors.ts';
import { JSON_BODY_LIMIT_BYTES } from '../../middleware/json-body.ts';
import type { AppEnv } from '../../types.ts';

const KNOWN = new Set<string>(FUNCTION_NAMES);
/** Functions that take a reference image, and so bodies up to 15 MB. */
export const IMAGE_BODY_FUNCTIONS: ReadonlySet<string> = new Set(
  IMAGE_FUNCTION_NAMES.filter((name) => name !== 'image-generation'),
);

/** The implemented functions, by name. */
export type FunctionHandlers = Partial<Record<FunctionName, Hono<AppEnv>>>;

function limitFor(name: string) {
  const image = IMAGE_BODY_FUNCTIONS.has(name);
  return bodyLimit({
    maxSize: image ? IMAGE_FUNCTION_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `The request body is larger than the ${image ? '15 MB' : '1 MiB'} limit.`,
      );
    },
  });
}

/**
 * /functions/v1/{name}. Only implemented functions are mounted, so OPTIONS answers 204 exactly
 * for the ones that work: the diagnostics page counts those as accessible.
 */
export function functionsRouter(handlers: FunctionHandlers, caller?: MiddlewareHandler<AppEnv>) {
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
    return limitFor(name)(c, next);
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
      exposeHeaders: ['X-Request-ID', 'X-Assistant-Provider', 'X-Assistant-Fallback'],
      maxAge: 600,
    }),
  );
  if (caller) router.use('/:name/*', caller);
  for (const [name, handler] of Object.entries(handlers)) router.route(`/${name}`, handler);
  return router;
}
