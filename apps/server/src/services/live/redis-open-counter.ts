// Live-image opens shared by every instance through Redis. A render still only bumps counters in
// memory; every second they go to Redis (one MULTI), and every 5 s one instance (holding a lock)
// moves what Redis holds into the database. Reads add what Redis still holds to the database's
// rows, so every instance shows the same counts within about a second.
//
// When Redis fails, the batch stays in this instance's memory and is retried next second (its
// recipients capped as in OpenCounter; counts are never dropped); past `fallbackAfterMs` of
// failures it goes straight to the database instead. A drain whose database write fails puts
// its counts back into Redis (or memory), so nothing is lost. Caveats of a command that times
// out after Redis ran it: a push is sent again (a second of opens counted twice), and a drain's
// take is lost (its scripts are kept small, so this needs Redis to stall mid-drain).

import { randomUUID } from 'node:crypto';
import type { OpenDay } from '@mergepix/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designOpenRecipients } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { Outage, type Redis } from '../storage/redis-client.ts';
import {
  COUNT_FIELDS,
  type CountField,
  dayKey,
  MAX_PENDING_RECIPIENT_BYTES,
  noCounts,
  type OpenBatch,
  OpenCounter,
  openDay,
  splitDayKey,
} from './open-counter.ts';
import {
  type CounterClient,
  countsKey,
  DESIGNS_KEY,
  daysKey,
  LOCK_KEY,
  TAKE_RECIPIENTS,
  toRecord,
  whoKey,
  withOpenScripts,
} from './open-keys.ts';

/** Buffered counts go to Redis every this many ms. */
export const REDIS_OPEN_PUSH_MS = 1_000;

type Held = Record<CountField, number> & { hashes: Set<string> };

export interface RedisOpenCounterOptions {
  logger?: Logger;
  now?: () => number;
  /** One instance moves Redis's counts into the database every this many ms. */
  drainMs?: number;
  /** Redis failing this long, buffered counts go to the database directly. */
  fallbackAfterMs?: number;
  /** How long a drain may hold the lock (a crashed drainer blocks the others no longer). */
  lockMs?: number;
  /** The database runs in this process (PGlite): see OpenCounter. */
  embedded?: boolean;
}

export class RedisOpenCounter extends OpenCounter {
  private readonly redis: CounterClient;
  private readonly outage: Outage;
  private readonly options: Required<Omit<RedisOpenCounterOptions, 'logger' | 'now' | 'embedded'>>;
  /** Hashed counts not yet in Redis (it failed). */
  private held = new Map<string, Held>();
  private heldBytes = 0;
  private failingSince: number | undefined;
  private stopping = false;
  private drainTimer: NodeJS.Timeout | undefined;
  private draining: Promise<void> = Promise.resolve();

  constructor(db: Db, salt: string, redis: Redis, options: RedisOpenCounterOptions = {}) {
    super(db, salt, options.logger, options.now, options.embedded);
    this.redis = withOpenScripts(redis);
    this.outage = new Outage('live image opens (buffered meanwhile)', options.logger);
    this.options = { drainMs: 5_000, fallbackAfterMs: 30_000, lockMs: 30_000, ...options };
  }

  /** Pushes to Redis every `intervalMs` and drains into the database every `drainMs`. */
  override start(intervalMs = REDIS_OPEN_PUSH_MS): this {
    super.start(intervalMs);
    this.drainTimer ??= setInterval(() => void this.drain(), this.options.drainMs);
    this.drainTimer.unref();
    return this;
  }

  /** Stops both timers, pushes what is buffered (to the database if Redis fails) and drains. */
  override async stop(): Promise<void> {
    clearInterval(this.drainTimer);
    this.drainTimer = undefined;
    this.stopping = true;
    try {
      await super.stop();
      await this.drain();
    } finally {
      this.stopping = false;
    }
  }

  protected override async write(): Promise<void> {
    this.hold(this.take());
    if (this.held.size === 0) return;
    const batch = this.unhold();
    try {
      await this.push(batch);
      this.outage.succeeded();
      this.failingSince = undefined;
      return;
    } catch (err) {
      this.outage.failed(err);
      // Wall time, not `now` (which says which day counts belong to): an outage lasts real time.
      this.failingSince ??= Date.now();
    }
    if (this.stopping || Date.now() - this.failingSince >= this.options.fallbackAfterMs) {
      try {
        await this.store(batch);
        return;
      } catch (err) {
        this.logger?.warn({ err }, 'could not write live image opens; kept for the next attempt');
      }
    }
    this.hold(batch);
  }

  /** Adds a batch to Redis in one MULTI (all or nothing); rejects when Redis fails. */
  private async push({ rows, hashes }: OpenBatch): Promise<void> {
    if (rows.length === 0) return;
    if (this.redis.status !== 'ready') throw new Error(`redis connection ${this.redis.status}`);
    const tx = this.redis.multi();
    for (const r of rows) {
      const key = countsKey(r.designId, r.day);
      for (const field of COUNT_FIELDS) if (r[field]) tx.hincrby(key, field, r[field]);
      tx.sadd(daysKey(r.designId), r.day);
      tx.sadd(DESIGNS_KEY, r.designId);
    }
    const byKey = new Map<string, string[]>();
    for (const h of hashes) {
      const key = whoKey(h.designId, h.day);
      const list = byKey.get(key) ?? [];
      list.push(h.recipient);
      byKey.set(key, list);
    }
    for (const [key, list] of byKey)
      for (let i = 0; i < list.length; i += 1000) tx.sadd(key, ...list.slice(i, i + 1000));
    const results = await tx.exec();
    const failed = results?.find(([err]) => err)?.[0];
    if (!results || failed) throw failed ?? new Error('redis MULTI aborted');
  }

  /** Moves what Redis holds into the database, on one instance at a time; overlapping calls queue. */
  drain(): Promise<void> {
    this.draining = this.draining.then(() => this.drainOnce());
    return this.draining;
  }

  private async drainOnce(): Promise<void> {
    if (this.redis.status !== 'ready') return;
    const token = randomUUID();
    try {
      if ((await this.redis.set(LOCK_KEY, token, 'PX', this.options.lockMs, 'NX')) !== 'OK') return;
    } catch (err) {
      this.outage.failed(err);
      return;
    }
    const taken: OpenBatch = { rows: [], hashes: [] };
    try {
      await this.takeAll(taken);
    } catch (err) {
      // What was taken before the failure is written below like the rest.
      this.outage.failed(err);
    }
    try {
      if (taken.rows.length === 0) return;
      try {
        await this.store(taken);
      } catch (err) {
        this.logger?.warn({ err }, 'could not write live image opens; put back for the next drain');
        await this.push(taken).catch(() => this.hold(taken));
      }
    } finally {
      await this.redis.openUnlock(1, LOCK_KEY, token).catch(() => undefined);
    }
  }

  /** Takes every design's pending counts out of Redis into `batch`. */
  private async takeAll(batch: OpenBatch): Promise<void> {
    const prefix = this.redis.options.keyPrefix ?? '';
    // One row per design and day (an upsert may not touch a row twice), however many calls.
    const rows = new Map<string, OpenBatch['rows'][number]>();
    for (const designId of await this.redis.smembers(DESIGNS_KEY)) {
      // Bounded, so a flood of new recipients cannot keep one drain going (the rest waits 5 s).
      let left = 1;
      for (let calls = 0; left && calls < 100; calls++) {
        const args = [daysKey(designId), DESIGNS_KEY, prefix, designId, TAKE_RECIPIENTS] as const;
        const [more, out] = await this.redis.openTake(2, ...args);
        left = more;
        for (let i = 0; i + 2 < out.length; i += 3) {
          const day = String(out[i]);
          const fields = toRecord(out[i + 1] as string[]);
          let row = rows.get(dayKey(designId, day));
          if (!row) {
            row = { designId, day, ...noCounts() };
            rows.set(dayKey(designId, day), row);
            batch.rows.push(row);
          }
          for (const field of COUNT_FIELDS) row[field] += fields[field] ?? 0;
          for (const recipient of out[i + 2] as string[]) batch.hashes.push({ designId, day, recipient });
        }
      }
    }
  }

  /** The database's days plus what Redis (and this instance's buffer) still holds. */
  override async days(designId: string): Promise<OpenDay[]> {
    const stored = await super.days(designId);
    const pending = new Map<string, Held>();
    const add = (
      day: string,
      counts: Partial<Record<CountField, number | string>>,
      hashes: Iterable<string>,
    ) => {
      const p = pending.get(day) ?? { ...noCounts(), hashes: new Set<string>() };
      for (const field of COUNT_FIELDS) p[field] += Number(counts[field] ?? 0);
      for (const h of hashes) p.hashes.add(h);
      pending.set(day, p);
    };
    if (this.redis.status === 'ready' && !this.outage.cooling()) {
      try {
        const days = await this.redis.smembers(daysKey(designId));
        const reads = this.redis.pipeline();
        for (const day of days) reads.hgetall(countsKey(designId, day)).smembers(whoKey(designId, day));
        const results = (await reads.exec()) ?? [];
        days.forEach((day, i) => {
          const fields = results[2 * i]?.[1] as Record<string, string> | undefined;
          const who = (results[2 * i + 1]?.[1] as string[] | undefined) ?? [];
          add(day, fields ?? {}, who);
        });
      } catch (err) {
        this.outage.failed(err);
      }
    }
    for (const [key, h] of this.held) {
      const at = splitDayKey(key);
      if (at.designId === designId) add(at.day, h, h.hashes);
    }
    if (pending.size === 0) return stored;

    const byDay = new Map(stored.map((d) => [d.day, d]));
    for (const [day, p] of pending) {
      const known = await this.knownRecipients(designId, day, [...p.hashes]);
      const base = byDay.get(day) ?? openDay(day, noCounts(), 0);
      const sum = noCounts();
      for (const field of COUNT_FIELDS) sum[field] = base[field] + p[field];
      byDay.set(day, openDay(day, sum, base.unique + p.hashes.size - known));
    }
    return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  }

  /** How many of `hashes` the database already has for the day (they are not new recipients). */
  private async knownRecipients(designId: string, day: string, hashes: string[]): Promise<number> {
    let n = 0;
    for (let i = 0; i < hashes.length; i += 1000) {
      const rows = await this.db
        .select({ r: designOpenRecipients.recipient })
        .from(designOpenRecipients)
        .where(
          and(
            eq(designOpenRecipients.designId, designId),
            eq(designOpenRecipients.day, day),
            inArray(designOpenRecipients.recipient, hashes.slice(i, i + 1000)),
          ),
        );
      n += rows.length;
    }
    return n;
  }

  /** Keeps a batch in memory until Redis or the database takes it (recipients capped). */
  private hold({ rows, hashes }: OpenBatch): void {
    const entry = (designId: string, day: string) => {
      const key = dayKey(designId, day);
      let h = this.held.get(key);
      if (!h) {
        h = { ...noCounts(), hashes: new Set() };
        this.held.set(key, h);
      }
      return h;
    };
    for (const r of rows) {
      const h = entry(r.designId, r.day);
      for (const field of COUNT_FIELDS) h[field] += r[field];
    }
    for (const r of hashes) {
      if (this.heldBytes >= MAX_PENDING_RECIPIENT_BYTES) break;
      const h = entry(r.designId, r.day);
      if (h.hashes.has(r.recipient)) continue;
      h.hashes.add(r.recipient);
      this.heldBytes += 64 + 2 * r.recipient.length;
    }
  }

  /** Takes everything held, as one batch. */
  private unhold(): OpenBatch {
    const batch: OpenBatch = { rows: [], hashes: [] };
    for (const [key, h] of this.held) {
      const { designId, day } = splitDayKey(key);
      const row = { designId, day, ...noCounts() };
      for (const field of COUNT_FIELDS) row[field] = h[field];
      batch.rows.push(row);
      for (const recipient of h.hashes) batch.hashes.push({ designId, day, recipient });
    }
    this.held = new Map();
    this.heldBytes = 0;
    return batch;
  }
}
