import { Redis } from 'ioredis';
import type { Logger } from '../../logger.ts';

export type { Redis };

/** Key prefix in production; tests pass their own so runs never see each other's keys. */
export const REDIS_KEY_PREFIX = 'mergepix:';

/**
 * Command timeout for background work (open counts): nothing waits on it, and a command given up
 * on too early is sent again and counted twice, so it gets far longer than a request's 300 ms.
 */
export const REDIS_BACKGROUND_TIMEOUT_MS = 5_000;

export interface RedisOptions {
  logger?: Logger;
  keyPrefix?: string;
  /** A command answered by nothing within this long fails (the caller falls back). */
  commandTimeoutMs?: number;
  /** Longest wait between reconnection attempts. */
  maxBackoffMs?: number;
}

/**
 * A client tuned so a dead Redis never stalls a request: commands are never queued while
 * disconnected (they fail at once), a hung server fails a command after ~300 ms, and the
 * connection is retried forever in the background. Start-up does not wait for Redis, so an
 * instance booted while Redis is down serves requests (through the fallbacks) and joins later.
 */
export function connectRedis(url: string, options: RedisOptions = {}): Redis {
  const { logger, keyPrefix = REDIS_KEY_PREFIX, commandTimeoutMs = 300, maxBackoffMs = 2_000 } = options;
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A command cut off by a lost connection has already failed for its caller (who fell back
    // or buffered it): sending it again after reconnecting would count it twice.
    autoResendUnfulfilledCommands: false,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    // Forever, doubling from 50 ms up to the cap.
    retryStrategy: (times) => Math.min(50 * 2 ** Math.min(times, 10), maxBackoffMs),
  });
  // One line per outage, not one per reconnection attempt. The URL is never logged (it may
  // hold a password).
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger?.warn({ err: { message: err.message } }, 'redis unreachable; retrying in the background');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger?.info('redis reachable again');
  });
  // The first attempt's outcome: a probe asked while it is under way waits for it (pingRedis).
  firstAttempts.set(
    client,
    new Promise<void>((resolve) => {
      client.once('ready', () => resolve());
      client.once('error', () => resolve());
      client.once('end', () => resolve());
    }),
  );
  // The first attempt's failure is already told by the error event; retries go on regardless.
  client.connect().catch(() => undefined);
  return client;
}

/** Per client, settled once its first connection attempt succeeded or failed. */
const firstAttempts = new WeakMap<Redis, Promise<void>>();

/**
 * Resolves when Redis answers PING (the readiness probe); rejects otherwise. Commands fail at
 * once while the client is not connected, so a probe asked while the first connection is still
 * being made (the first second or two after start) waits for that attempt — bounded by its
 * connect timeout and the probe's own — rather than call a Redis that is coming up unreachable.
 * After that attempt, a client that is not connected fails at once.
 */
export async function pingRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') await firstAttempts.get(client);
  const answer = await client.ping();
  if (answer !== 'PONG') throw new Error(`unexpected PING answer: ${answer}`);
}

/**
 * "Log once per outage" for code that falls back when Redis fails: `failed` logs the first
 * failure, `succeeded` the recovery. `cooling` says to skip Redis for a moment after a failure,
 * so a hung server costs one command timeout a second rather than one per request.
 */
export class Outage {
  private down = false;
  private skipUntil = 0;

  constructor(
    private readonly what: string,
    private readonly logger?: Logger,
    private readonly coolMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get active(): boolean {
    return this.down;
  }

  cooling(): boolean {
    return this.now() < this.skipUntil;
  }

  failed(err: unknown): void {
    this.skipUntil = this.now() + this.coolMs;
    if (this.down) return;
    this.down = true;
    const message = err instanceof Error ? err.message : String(err);
    this.logger?.warn({ err: { message } }, `redis failed: ${this.what}`);
  }

  succeeded(): void {
    if (!this.down) return;
    this.down = false;
    this.logger?.info(`redis back: ${this.what} through redis again`);
  }
}
