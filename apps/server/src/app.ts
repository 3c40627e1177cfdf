import { API_KEYS_PATH, API_PREFIXES, READINESS_PATH, REFERENCE_IMAGE_MAX_BYTES } from '@mergepix/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDeps } from './app-deps.ts';
import { createAuth } from './auth/auth.ts';
import { pingDatabase } from './db/meta.ts';
import { refuseApiKeys } from './middleware/api-key.ts';
import { functionCaller } from './middleware/caller.ts';
import { ApiError, errorResponse, onError } from './middleware/errors.ts';
import { JSON_BODY_LIMIT_BYTES } from './middleware/json-body.ts';
import { serverRequestId } from './middleware/request-id.ts';
import { requestLog } from './middleware/request-log.ts';
import { sameOriginWrites } from './middleware/same-origin.ts';
import { securityHeaders } from './middleware/security.ts';
import { CircuitBreaker, createProviders } from './providers/chain.ts';
import { providerHealth } from './providers/health.ts';
import { renderLocal } from './render/engine.ts';
import { authRouter } from './routes/auth/index.ts';
import { mailboxRouter } from './routes/dev/mailbox.ts';
import { healthCheck } from './routes/functions/health-check.ts';
import { imageFunctions } from './routes/functions/images.ts';
import { functionsRouter } from './routes/functions/index.ts';
import { readinessRouter } from './routes/functions/readiness.ts';
import { textFunctions } from './routes/functions/text.ts';
import { METRICS_PATH, metricsRouter } from './routes/ops/metrics.ts';
import { apiKeysRouter } from './routes/rest/api-keys.ts';
import { audienceRouter } from './routes/rest/audience.ts';
import {
  BATCH_BODY_LIMIT_BYTES,
  BATCH_TOO_LARGE_MESSAGE,
  batchRouter,
  CSV_BODY_PATH,
} from './routes/rest/batch.ts';
import { DESIGN_UPLOADS_PATH, designsRouter } from './routes/rest/designs.ts';
import { diagnosticsRouter } from './routes/rest/diagnostics.ts';
import { generationsRouter } from './routes/rest/generations.ts';
import { profilesRouter } from './routes/rest/profiles.ts';
import { storageRouter } from './routes/storage/index.ts';
import { FONT_FILES_PATH, fontFilesRouter } from './routes/web/font-files.ts';
import { LIVE_IMAGES_PATH, liveImagesRouter } from './routes/web/live-images.ts';
import { spa } from './routes/web/spa.ts';
import { ApiKeys } from './services/accounts/api-keys.ts';
import { outboxMailer } from './services/accounts/mailer.ts';
import { RequestJournal } from './services/diagnostics/request-journal.ts';
import { GenerationLog } from './services/generation/generations.ts';
import { Limits } from './services/limits/limits.ts';
import { createLiveEngine } from './services/live/live-engine.ts';
import type { ObjectStore } from './services/storage/object-store.ts';
import { objectStoreFromEnv } from './services/storage/object-store-env.ts';
import { pingRedis } from './services/storage/redis-client.ts';
import type { AppEnv } from './types.ts';

export type { AppDeps };

/** Builds the whole HTTP app: APIs under their Supabase-shaped prefixes, the SPA for the rest. */
export function createApp(deps: AppDeps) {
  const { env, database, logger } = deps;
  const db = database.db;
  const mailer = deps.mailer ?? outboxMailer(db);
  const store = deps.store ?? objectStoreFromEnv(env);
  const limits = new Limits(db, { redis: deps.redis, logger });
  const auth = createAuth({ env, db, secret: deps.authSecret, mailer, limits, logger });

  const app = new Hono<AppEnv>();
  app.onError(onError);
  // Live images first: opens come by the thousand, are counted on their own and need none of
  // the page and API middleware below (request ids, per-request log lines, CSP, compression).
  const live =
    deps.live ??
    createLiveEngine({
      db,
      dbKind: database.kind,
      store,
      env,
      logger,
      secret: deps.authSecret,
      redis: deps.redis,
    });
  app.route(LIVE_IMAGES_PATH, liveImagesRouter(live.images, env.TRUST_PROXY));
  app.route(METRICS_PATH, metricsRouter(live.metrics, env.METRICS_TOKEN));
  // Balancers ask every few seconds: answered before the request log too.
  app.route(READINESS_PATH, readinessRouter(readinessProbes(deps, store)));

  app.use('*', serverRequestId());
  app.use('*', async (c, next) => {
    c.set('env', env);
    await next();
  });
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders());
  app.use('*', compress());
  // Before any body is read or any budget spent: writes from other sites' pages are refused.
  app.use('*', sameOriginWrites(env));

  // Functions set their own body limits (reference images make some of them larger).
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'The request body is larger than the 1 MiB limit.');
    },
  });
  const uploadLimit = bodyLimit({
    maxSize: REFERENCE_IMAGE_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'The image is larger than the 10 MB limit.');
    },
  });
  const batchLimit = bodyLimit({
    maxSize: BATCH_BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', BATCH_TOO_LARGE_MESSAGE);
    },
  });
  const limitFor = (path: string) => {
    // Uploaded design bases are image bytes, up to the reference image limit.
    if (path === DESIGN_UPLOADS_PATH) return uploadLimit;
    // A batch export and an audience list carry their CSV (up to 5 MB) inside the JSON.
    return CSV_BODY_PATH.test(path) ? batchLimit : jsonLimit;
  };
  for (const prefix of API_PREFIXES.filter((p) => p !== '/functions/v1')) {
    app.use(`${prefix}/*`, (c, next) => limitFor(c.req.path)(c, next));
  }

  // Only the designs and jobs routes take API keys (ownerOnly with `apiKeys`); where a signed-in
  // person is needed, a key is refused with a message saying so.
  for (const path of ['/auth/v1/*', '/rest/v1/profiles/*', '/rest/v1/generations/*', '/functions/v1/*'])
    app.use(path, refuseApiKeys());
  const apiKeys = new ApiKeys(db);
  app.route(API_KEYS_PATH, apiKeysRouter({ auth, apiKeys }));
  app.route('/auth/v1', authRouter({ auth, db, env, limits, secret: deps.authSecret }));
  app.route('/rest/v1/profiles', profilesRouter({ auth, db, store }));
  app.route('/storage/v1', storageRouter(store));
  app.route(FONT_FILES_PATH, fontFilesRouter());
  const log = new GenerationLog(db, store);
  app.route('/rest/v1/generations', generationsRouter({ auth, log }));
  app.route(
    '/rest/v1/diagnostics',
    diagnosticsRouter({ auth, journal: deps.journal ?? new RequestJournal() }),
  );
  // Before the designs router: POST /rest/v1/designs/{id}/batch is answered here.
  app.route('/rest/v1', batchRouter({ auth, apiKeys, batch: live.batch, origin: env.publicUrl }));
  app.route(
    '/rest/v1/designs',
    audienceRouter({
      auth,
      apiKeys,
      designs: live.designs,
      audiences: live.audiences,
      live: live.images,
      limits,
    }),
  );
  app.route(
    '/rest/v1/designs',
    designsRouter({
      auth,
      apiKeys,
      designs: live.designs,
      live: live.images,
      counter: live.counter,
      limits,
      origin: env.publicUrl,
    }),
  );
  const providers = deps.providers ?? createProviders(env);
  const breaker = new CircuitBreaker();
  const caller = functionCaller({ auth, limits, env, salt: deps.authSecret });
  app.route(
    '/functions/v1',
    functionsRouter(
      {
        'health-check': healthCheck({
          ...deps,
          liveStats: () => live.images.stats(),
          providerHealth: () => providerHealth(providers, breaker),
        }),
        ...textFunctions({ chat: providers.chat, breaker, firstTokenTimeoutMs: deps.timeouts?.firstTokenMs }),
        ...imageFunctions({
          providers: providers.images,
          breaker,
          log,
          sources: { store, publicUrl: env.publicUrl },
          render: renderLocal,
          logger,
          timeoutMs: deps.timeouts?.imageMs,
        }),
      },
      caller,
    ),
  );
  if (env.mailbox !== 'off' && mailer.transport === 'outbox')
    app.route('/dev/mailbox', mailboxRouter(db, env.mailbox));

  // Unknown API paths are JSON 404s, never the SPA's HTML.
  for (const prefix of ['/auth', '/rest', '/functions', '/storage', '/dev', FONT_FILES_PATH]) {
    app.all(`${prefix}/*`, (c) =>
      errorResponse(c, 404, { error: `No API at ${c.req.method} ${c.req.path}`, code: 'not_found' }),
    );
  }

  app.use('*', spa(env.webDist));
  app.notFound((c) =>
    errorResponse(c, 404, { error: `Nothing at ${c.req.method} ${c.req.path}`, code: 'not_found' }),
  );
  return app;
}

/** What readiness probes: the database, the object store and Redis when configured. */
function readinessProbes(deps: AppDeps, store: ObjectStore) {
  const { database, redis } = deps;
  return {
    database: {
      kind: database.kind,
      ping: async () => {
        if (!(await pingDatabase(database.db))) throw new Error('database unreachable');
      },
    },
    storage: { kind: deps.env.s3 ? 's3' : 'local', ping: () => store.ping?.() ?? Promise.resolve() },
    ...(redis ? { redis: { kind: 'redis', ping: () => pingRedis(redis) } } : {}),
    draining: deps.draining ?? (() => false),
  };
}

/** The app type, for typed test helpers. */
export type App = ReturnType<typeof createApp>;
