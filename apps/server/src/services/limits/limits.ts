import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { Redis } from '../storage/redis-client.ts';
import { DatabaseLimits } from './database-limits.ts';
import type { Acquired, Budget, LimitState, LimitStore } from './limit-store.ts';
import { LIMIT_EVENT_MAX_AGE_MS } from './limit-store.ts';
import { RedisLimits } from './redis-limits.ts';

export type { Acquired, Budget, LimitState, LimitStore };
export { LIMIT_EVENT_MAX_AGE_MS };

/** "Try again in N minutes." for a Retry-After in seconds, rounded up. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export interface LimitsOptions {
  /** Counts kept in Redis, shared by every instance; the database answers when Redis fails. */
  redis?: Redis;
  logger?: Logger;
  now?: () => number;
}

/**
 * Sliding-window rate limits. In the database by default; with `redis`, in Redis (the database
 * standing in for any call Redis fails, see redis-limits.ts). Either way every server instance
 * sees the same counts.
 */
export class Limits implements LimitStore {
  private readonly database: DatabaseLimits;
  private readonly store: LimitStore;

  /** `options` may also be just the clock, as before Redis. */
  constructor(db: Db, options: LimitsOptions | (() => number) = {}) {
    const { redis, logger, now = Date.now } = typeof options === 'function' ? { now: options } : options;
    this.database = new DatabaseLimits(db, now);
    this.store = redis
      ? new RedisLimits(redis, this.database, { logger, now, maxAgeMs: LIMIT_EVENT_MAX_AGE_MS })
      : this.database;
  }

  /** Counts events of `bucket` for `subject` within the last `windowMs`. */
  state(bucket: string, subject: string, windowMs: number, max: number): Promise<LimitState> {
    return this.store.state(bucket, subject, windowMs, max);
  }

  /**
   * Counts one action against every budget before it runs, so parallel requests cannot all slip
   * in under a limit: at most `max` of them per window ever get through. Over any budget, the
   * events are taken back (a refused action does not count, so Retry-After stays true).
   */
  acquire(budgets: readonly Budget[], windowMs: number): Promise<Acquired> {
    return this.store.acquire(budgets, windowMs);
  }

  /** Records one event; returns its id so it can be released. */
  record(bucket: string, subject: string): Promise<string> {
    return this.store.record(bucket, subject);
  }

  /** Takes back events recorded ahead of time (the attempt turned out not to count). */
  release(...ids: string[]): Promise<void> {
    return this.store.release(...ids);
  }

  /** Forgets a subject's events (e.g. after a successful sign-in). */
  clear(bucket: string, subject: string): Promise<void> {
    return this.store.clear(bucket, subject);
  }

  /**
   * Drops database events older than `maxAgeMs`; returns how many went. Redis needs none (its
   * counters trim themselves and expire), but rows from before it or from its outages remain.
   */
  prune(maxAgeMs: number = LIMIT_EVENT_MAX_AGE_MS): Promise<number> {
    return this.database.prune(maxAgeMs);
  }
}
