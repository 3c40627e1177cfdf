import { readFileSync } from 'node:fs';
import { createApp } from './app.ts';
import { startBanner } from './banner.ts';
import { openDatabase } from './db/client.ts';
import { ensureAuthSecret, ensureInstallId } from './db/meta.ts';
import { loadEnv } from './env.ts';
import { droppedLogLines, stdoutLogOutput } from './log-output.ts';
import { createLogger } from './logger.ts';
import { ROOT_PACKAGE_JSON } from './paths.ts';
import { liveFastPath } from './routes/web/live-fast-path.ts';
import { listen } from './server.ts';
import { outboxMailer, smtpMailer } from './services/accounts/mailer.ts';
import { RequestJournal } from './services/diagnostics/request-journal.ts';
import { createLiveEngine } from './services/live/live-engine.ts';
import { startMaintenance } from './services/maintenance/maintenance.ts';
import { objectStoreFromEnv } from './services/storage/object-store-env.ts';
import { connectRedis, REDIS_BACKGROUND_TIMEOUT_MS } from './services/storage/redis-client.ts';

const pkg = JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')) as {
  version: string;
};

/** What a parent's going does: exit while starting, a graceful stop once serving. */
let onParentGone: () => void = () => process.exit(1);
// Started with an IPC channel (scripts/start.mjs): the channel closes when that parent dies,
// even by SIGKILL, and the server then stops rather than outlive it. Listened to from the first
// moment: a parent gone during the start (migrations) would otherwise go unnoticed.
if (process.channel) process.once('disconnect', () => onParentGone());

async function main() {
  const env = loadEnv();
  const journal = new RequestJournal();
  const logger = createLogger(env.LOG_LEVEL, journal);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.dataDir,
    onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
  });
  const installId = await ensureInstallId(database.db);
  logger.info({ database: database.kind, installId }, 'database ready, migrations applied');

  const authSecret = env.AUTH_SECRET ?? (await ensureAuthSecret(database.db));
  const mailer = env.SMTP_URL
    ? await smtpMailer(env.SMTP_URL, env.MAIL_FROM, logger)
    : outboxMailer(database.db);
  // One store for the app and the cleanup that expires what it keeps.
  const store = objectStoreFromEnv(env);
  // Never waits for Redis: an instance booted while it is away serves through the fallbacks.
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, { logger }) : undefined;
  // Open counts on a connection of their own, with the patient timeout background work wants.
  const countsRedis = env.REDIS_URL
    ? connectRedis(env.REDIS_URL, { logger, commandTimeoutMs: REDIS_BACKGROUND_TIMEOUT_MS })
    : undefined;
  let stopping = false;
  const live = createLiveEngine({
    db: database.db,
    dbKind: database.kind,
    store,
    env,
    logger,
    secret: authSecret,
    redis: countsRedis,
  });
  // The render threads load while the server starts listening.
  void live.warm();
  const app = createApp({
    env,
    database,
    logger,
    journal,
    version: pkg.version,
    authSecret,
    mailer,
    store,
    live,
    redis,
    draining: () => stopping,
  });
  const maintenance = startMaintenance({ db: database.db, store, env, logger });
  const server = await listen(app.fetch, env.PORT, env.HOST, {
    maxConnections: env.MAX_CONNECTIONS,
    fastPath: liveFastPath(live.images, env.TRUST_PROXY, logger),
  });
  const url = env.PUBLIC_URL ?? `http://localhost:${server.port}`;
  logger.info({ port: server.port, url }, 'listening');
  console.log(startBanner(env, url, server.port, mailer.transport));

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Readiness already says 503; balancers that poll it stop sending before the port closes.
    if (env.SHUTDOWN_DELAY_MS) await new Promise((r) => setTimeout(r, env.SHUTDOWN_DELAY_MS));
    const drain = await server.close();
    // Writes the last open counts before the database closes.
    await live.close();
    await maintenance.stop();
    for (const client of [redis, countsRedis]) await client?.quit().catch(() => client.disconnect());
    await database.close();
    logger.info({ drain, logLinesDropped: droppedLogLines() }, 'stopped');
    // Lets the last lines leave (a reader that stopped reading is not waited on for long).
    await stdoutLogOutput().drain(1000);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
  onParentGone = () => void stop('parent gone');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
