import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { limitEvents } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { Redis } from './redis/redis-client.ts';
import { RedisLimits } from './redis/redis-limits.ts';

/**
 * How long events are worth keeping: longer than the longest window any limit counts over
 * (an hour, for sign-ups per IP), so pruning never changes a limit's answer.
 */
export const LIMIT_EVENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** One counter an action counts against: at most `max` events of `bucket` for `subject` per window. */
export interface Budget {
  bucket: string;
  subject: string;
  max: number;
}

/** The outcome of {@link Limits.acquire}. */
export interface Acquired {
  /** The events recorded ahead of time (empty when refused); release them if the action should not count. */
  held: string[];
  /** Seconds until the fullest budget has room again; 0 when the action may go ahead. */
  retryAfterSeconds: number;
}

/** "Try again in N minutes." for a Retry-After in seconds, rounded up. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Where a limit stands for one subject. */
export interface LimitState {
  count: number;
  /** Seconds until the oldest counted event leaves the window (0 when under the limit). */
  retryAfterSeconds: number;
}

/** What both limiters answer (see {@link Limits} for each method). */
export interface LimitStore {
  state(bucket: string, subject: string, windowMs: number, max: number): Promise<LimitState>;
  acquire(budgets: readonly Budget[], windowMs: number): Promise<Acquired>;
  record(bucket: string, subject: string): Promise<string>;
  release(...ids: string[]): Promise<void>;
  clear(bucket: string, subject: string): Promise<void>;
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

/** Sliding-window counters in the database table limit_events; a restart forgets nothing. */
export class DatabaseLimits implements LimitStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async state(bucket: string, subject: string, windowMs: number, max: number): Promise<LimitState> {
    const since = new Date(this.now() - windowMs);
    const where = and(
      eq(limitEvents.bucket, bucket),
      eq(limitEvents.subject, subject),
      gte(limitEvents.at, since),
    );
    const [row] = await this.db.select({ n: count() }).from(limitEvents).where(where);
    const n = Number(row?.n ?? 0);
    if (n < max) return { count: n, retryAfterSeconds: 0 };
    // The window reopens when the event that puts the count at the limit ages out.
    const rows = await this.db
      .select({ at: limitEvents.at })
      .from(limitEvents)
      .where(where)
      .orderBy(asc(limitEvents.at))
      .limit(n - max + 1);
    const pivot = rows.at(-1)?.at ?? new Date(this.now());
    const retry = Math.ceil((pivot.getTime() + windowMs - this.now()) / 1000);
    return { count: n, retryAfterSeconds: Math.max(1, retry) };
  }

  async acquire(budgets: readonly Budget[], windowMs: number): Promise<Acquired> {
    const held = await Promise.all(budgets.map((b) => this.record(b.bucket, b.subject)));
    const states = await Promise.all(
      budgets.map((b) => this.state(b.bucket, b.subject, windowMs, b.max + 1)),
    );
    const retryAfterSeconds = Math.max(0, ...states.map((s) => s.retryAfterSeconds));
    if (retryAfterSeconds === 0) return { held, retryAfterSeconds };
    await this.release(...held);
    return { held: [], retryAfterSeconds };
  }

  async record(bucket: string, subject: string): Promise<string> {
    const id = randomUUID();
    await this.db.insert(limitEvents).values({ id, bucket, subject, at: new Date(this.now()) });
    return id;
  }

  async release(...ids: string[]): Promise<void> {
    if (ids.length) await this.db.delete(limitEvents).where(inArray(limitEvents.id, ids));
  }

  async clear(bucket: string, subject: string): Promise<void> {
    await this.db
      .delete(limitEvents)
      .where(and(eq(limitEvents.bucket, bucket), eq(limitEvents.subject, subject)));
  }

  async prune(maxAgeMs: number = LIMIT_EVENT_MAX_AGE_MS): Promise<number> {
    const result = await this.db
      .delete(limitEvents)
      .where(lt(limitEvents.at, new Date(this.now() - maxAgeMs)));
    // node-postgres says rowCount, PGlite affectedRows.
    const r = result as { rowCount?: number | null; affectedRows?: number };
    return r.rowCount ?? r.affectedRows ?? 0;
  }
}
