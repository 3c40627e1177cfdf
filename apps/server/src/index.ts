import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { startBanner } from './banner.ts';
import { openDatabase } from './db/client.ts';
import { ensureAuthSecret, ensureInstallId } from './db/meta.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { listen } from './server.ts';
import { createLiveEngine } from './services/live-engine.ts';
import { outboxMailer, smtpMailer } from './services/mailer.ts';
import { startMaintenance } from './services/maintenance.ts';
import { localObjectStore } from './services/object-store.ts';
import { RequestJournal } from './services/request-journal.ts';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

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
  const store = localObjectStore(join(env.dataDir, 'objects'));
  const live = createLiveEngine({ db: database.db, store, env, logger, secret: authSecret });
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
  });
  const maintenance = startMaintenance({ db: database.db, store, env, logger });
  const server = await listen(app.fetch, env.PORT, env.HOST, { maxConnections: env.MAX_CONNECTIONS });
  const url = env.PUBLIC_URL ?? `http://localhost:${server.port}`;
  logger.info({ port: server.port, url }, 'listening');
  console.log(startBanner(env, url, server.port, mailer.transport));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    await server.close();
    // Writes the last open counts before the database closes.
    await live.close();
    await maintenance.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
