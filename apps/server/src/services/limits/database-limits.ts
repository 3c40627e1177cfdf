import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { limitEvents } from '../../db/schema.ts';
import {
  type Acquired,
  type Budget,
  LIMIT_EVENT_MAX_AGE_MS,
  type LimitState,
  type LimitStore,
} from './limit-store.ts';

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
