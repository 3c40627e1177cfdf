import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { limitEvents } from '../db/schema.ts';

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

  /** Drops events older than `maxAgeMs` so the table stays small. */
  async prune(maxAgeMs: number): Promise<void> {
    await this.db.delete(limitEvents).where(lt(limitEvents.at, new Date(this.now() - maxAgeMs)));
  }
}
