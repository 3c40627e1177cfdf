import { API_PREFIXES } from '@mergepix/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { ApiError, errorResponse, onError } from './middleware/errors.ts';
import { JSON_BODY_LIMIT_BYTES } from './middleware/json-body.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security.ts';
import { functionsRouter } from './routes/functions/index.ts';
import { spa } from './routes/web/spa.ts';
import type { AppEnv } from './types.ts';

/** Everything the app needs from the outside, so tests can hand in their own. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  version: string;
}

/** Builds the whole HTTP app: APIs under their Supabase-shaped prefixes, the SPA for the rest. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', requestId({ headerName: 'X-Request-ID' }));
  app.use('*', async (c, next) => {
    c.set('env', deps.env);
    await next();
  });
  app.use('*', requestLog(deps.logger));
  app.use('*', securityHeaders());
  app.use('*', compress());

  for (const prefix of API_PREFIXES) {
    app.use(
      `${prefix}/*`,
      bodyLimit({
        maxSize: JSON_BODY_LIMIT_BYTES,
        onError: () => {
          throw new ApiError(413, 'payload_too_large', 'The request body is larger than the 1 MiB limit.');
        },
      }),
    );
  }

  app.route('/functions/v1', functionsRouter(deps));

  // Unknown API paths are JSON 404s, never the SPA's HTML.
  for (const prefix of ['/auth', '/rest', '/functions', '/storage']) {
    app.all(`${prefix}/*`, (c) =>
      errorResponse(c, 404, { error: `No API at ${c.req.method} ${c.req.path}`, code: 'not_found' }),
    );
  }

  app.use('*', spa(deps.env.webDist));
  app.notFound((c) =>
    errorResponse(c, 404, { error: `Nothing at ${c.req.method} ${c.req.path}`, code: 'not_found' }),
  );
  return app;
}

/** The app type, for typed test helpers. */
export type App = ReturnType<typeof createApp>;
