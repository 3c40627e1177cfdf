import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { Providers } from './providers/chain.ts';
import type { Mailer } from './services/accounts/mailer.ts';
import type { RequestJournal } from './services/diagnostics/request-journal.ts';
import type { LiveEngine } from './services/live/live-engine.ts';
import type { ObjectStore } from './services/storage/object-store.ts';
import type { Redis } from './services/storage/redis-client.ts';

/** Everything the app needs from the outside, so tests can hand in their own. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  version: string;
  /** Signs session cookies; from AUTH_SECRET or the database (see ensureAuthSecret). */
  authSecret: string;
  /** Defaults to the outbox (dev mailbox). */
  mailer?: Mailer;
  /** Defaults to local files under DATA_DIR/objects. */
  store?: ObjectStore;
  /** AI providers; defaults to those the environment configures. */
  providers?: Providers;
  /** Live images (designs, renders, open counts); built over the database and store if absent. */
  live?: LiveEngine;
  /** The recent log lines by request, fed by the logger (see createLogger's tap). */
  journal?: RequestJournal;
  /** Shared rate limits and open counts across instances (REDIS_URL); in-process without it. */
  redis?: Redis;
  /** True once the process has been told to stop: readiness then answers 503. */
  draining?: () => boolean;
  /** Provider call limits (tests shorten them). */
  timeouts?: { imageMs?: number; firstTokenMs?: number };
}
