import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { limitEvents } from '../db/schema.ts';

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

/**
 * Sliding-window counters kept in the database, so every server instance sees the same counts
 * and a restart forgets nothing.
 */
export class Limits {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts events of `bucket` for `subject` within the last `windowMs`. */
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

  /**
   * Counts one action against every budget before it runs, so parallel requests cannot all slip
   * in under a limit: at most `max` of them per window ever get through. Over any budget, the
   * events are taken back (a refused action does not count, so Retry-After stays true).
   */
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

  /** Records one event; returns its id so it can be released. */
  async record(bucket: string, subject: string): Promise<string> {
    const id = randomUUID();
    await this.db.insert(limitEvents).values({ id, bucket, subject, at: new Date(this.now()) });
    return id;
  }

  /** Takes back events recorded ahead of time (the attempt turned out not to count). */
  async release(...ids: string[]): Promise<void> {
    if (ids.length) await this.db.delete(limitEvents).where(inArray(limitEvents.id, ids));
  }

  /** Forgets a subject's events (e.g. after a successful sign-in). */
  async clear(bucket: string, subject: string): Promise<void> {
    await this.db
      .delete(limitEvents)
      .where(and(eq(limitEvents.bucket, bucket), eq(limitEvents.subject, subject)));
  }

  /** Drops events older than `maxAgeMs` so the table stays small; returns how many went. */
  async prune(maxAgeMs: number = LIMIT_EVENT_MAX_AGE_MS): Promise<number> {
    const result = await this.db
      .delete(limitEvents)
      .where(lt(limitEvents.at, new Date(this.now() - maxAgeMs)));
    // node-postgres says rowCount, PGlite affectedRows.
    const r = result as { rowCount?: number | null; affectedRows?: number };
    return r.rowCount ?? r.affectedRows ?? 0;
  }
}
