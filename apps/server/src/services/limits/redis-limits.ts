// Rate limits in Redis: one sorted set per (bucket, subject), members are event ids scored by
// the time they happened, so a window is a score range and a release is a ZREM.
//
// Failure rule: when a Redis command fails or times out (~300 ms), that call is answered by the
// database limiter instead, and for the next second every call goes straight to the database
// (so a hung Redis costs one timeout a second, not one per request). Limits therefore stay
// enforced across instances during an outage: neither open nor closed. The two stores do not
// see each other's events, so across a switch (Redis lost, or back) a subject may get up to its
// limit again: at most 2x max within that window. Requests never fail because Redis is down;
// the outage and the recovery are logged once each.

import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.ts';
import { Outage, type Redis } from '../storage/redis-client.ts';
import type { DatabaseLimits } from './database-limits.ts';
import type { Acquired, Budget, LimitState, LimitStore } from './limit-store.ts';

// KEYS: one sorted set per budget. ARGV: now, windowMs, maxAgeMs, then per key its new event's
// id ('' = only count) and the count that refuses (0 = never). Adds, trims what no window can
// need, counts within the window and finds the pivot (the event whose ageing out reopens the
// window); when any budget is full, the events added here are taken back. All in one step, so
// parallel acquires from any number of instances can never all slip in under a limit.
const WINDOW_SCRIPT = `
local now = tonumber(ARGV[1])
local since = now - tonumber(ARGV[2])
local cutoff = now - tonumber(ARGV[3])
local out = {0}
for i, key in ipairs(KEYS) do
  local id = ARGV[2 + 2 * i]
  local limit = tonumber(ARGV[3 + 2 * i])
  if id ~= '' then
    redis.call('ZADD', key, ARGV[1], id)
    redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. cutoff)
    redis.call('PEXPIRE', key, ARGV[3])
  end
  local n = redis.call('ZCOUNT', key, since, '+inf')
  local pivot = ''
  if limit > 0 and n >= limit then
    out[1] = 1
    pivot = redis.call('ZRANGEBYSCORE', key, since, '+inf', 'WITHSCORES', 'LIMIT', n - limit, 1)[2]
  end
  out[#out + 1] = n
  out[#out + 1] = pivot
end
if out[1] == 1 then
  for i, key in ipairs(KEYS) do
    local id = ARGV[2 + 2 * i]
    if id ~= '' then redis.call('ZREM', key, id) end
  end
end
return out
`;

/** Redis ids name their key, so a release needs nothing else; database ids are bare UUIDs. */
const ID_PREFIX = 'r:';
const UUID_LENGTH = 36;
const keyOf = (bucket: string, subject: string) => `limit:${bucket}:${subject}`;

interface Counted {
  refused: boolean;
  budgets: { count: number; pivot: number | undefined }[];
}

type WindowClient = Redis & {
  limitWindow(keys: number, ...args: (string | number)[]): Promise<(number | string)[]>;
};

export class RedisLimits implements LimitStore {
  private readonly redis: WindowClient;
  private readonly outage: Outage;
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor(
    redis: Redis,
    private readonly database: DatabaseLimits,
    options: { logger?: Logger; now?: () => number; maxAgeMs: number },
  ) {
    if (!('limitWindow' in redis)) redis.defineCommand('limitWindow', { lua: WINDOW_SCRIPT });
    this.redis = redis as WindowClient;
    this.outage = new Outage('rate limits (the database answers meanwhile)', options.logger);
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs;
  }

  /** Runs `viaRedis`, or `viaDatabase` when Redis is cooling down after a failure or fails now. */
  private async either<T>(viaRedis: () => Promise<T>, viaDatabase: () => Promise<T>): Promise<T> {
    if (this.outage.cooling() || this.redis.status !== 'ready') {
      if (!this.outage.cooling()) this.outage.failed(new Error(`connection ${this.redis.status}`));
      return viaDatabase();
    }
    let answer: T;
    try {
      answer = await viaRedis();
    } catch (err) {
      this.outage.failed(err);
      return viaDatabase();
    }
    this.outage.succeeded();
    return answer;
  }

  private async count(
    now: number,
    windowMs: number,
    budgets: { key: string; id: string; limit: number }[],
  ): Promise<Counted> {
    const args = budgets.flatMap((b) => [b.id, b.limit]);
    const keys = budgets.map((b) => b.key);
    const out = await this.redis.limitWindow(keys.length, ...keys, now, windowMs, this.maxAgeMs, ...args);
    return {
      refused: Number(out[0]) === 1,
      budgets: budgets.map((_, i) => {
        const pivot = out[2 + 2 * i];
        return { count: Number(out[1 + 2 * i]), pivot: pivot === '' ? undefined : Number(pivot) };
      }),
    };
  }

  /** Seconds until the pivot leaves the window, as the database limiter reckons them. */
  private retryAfter(pivot: number | undefined, windowMs: number, now: number): number {
    return Math.max(1, Math.ceil(((pivot ?? now) + windowMs - now) / 1000));
  }

  state(bucket: string, subject: string, windowMs: number, max: number): Promise<LimitState> {
    return this.either(
      async () => {
        const now = this.now();
        const [b] = (await this.count(now, windowMs, [{ key: keyOf(bucket, subject), id: '', limit: max }]))
          .budgets;
        const n = b?.count ?? 0;
        return { count: n, retryAfterSeconds: n < max ? 0 : this.retryAfter(b?.pivot, windowMs, now) };
      },
      () => this.database.state(bucket, subject, windowMs, max),
    );
  }

  acquire(budgets: readonly Budget[], windowMs: number): Promise<Acquired> {
    return this.either(
      async () => {
        const now = this.now();
        const held = budgets.map((b) => {
          const key = keyOf(b.bucket, b.subject);
          return { key, id: randomUUID(), limit: b.max + 1 };
        });
        const counted = await this.count(now, windowMs, held);
        if (!counted.refused)
          return { held: held.map((h) => ID_PREFIX + h.id + h.key), retryAfterSeconds: 0 };
        const retries = counted.budgets.map((b, i) =>
          b.count >= (held[i]?.limit ?? 0) ? this.retryAfter(b.pivot, windowMs, now) : 0,
        );
        return { held: [], retryAfterSeconds: Math.max(1, ...retries) };
      },
      () => this.database.acquire(budgets, windowMs),
    );
  }

  record(bucket: string, subject: string): Promise<string> {
    return this.either(
      async () => {
        const key = keyOf(bucket, subject);
        const id = randomUUID();
        await this.count(this.now(), 0, [{ key, id, limit: 0 }]);
        return ID_PREFIX + id + key;
      },
      () => this.database.record(bucket, subject),
    );
  }

  async release(...ids: string[]): Promise<void> {
    const inRedis = ids.filter((id) => id.startsWith(ID_PREFIX));
    const inDatabase = ids.filter((id) => !id.startsWith(ID_PREFIX));
    if (inRedis.length) {
      const batch = this.redis.multi();
      for (const id of inRedis) {
        const at = ID_PREFIX.length + UUID_LENGTH;
        batch.zrem(id.slice(at), id.slice(ID_PREFIX.length, at));
      }
      // Not taken back: the event keeps counting until its window ends (the stricter outcome).
      await batch.exec().catch((err: unknown) => this.outage.failed(err));
    }
    await this.database.release(...inDatabase);
  }

  async clear(bucket: string, subject: string): Promise<void> {
    // Both stores: events counted in the database during an outage must go too.
    await Promise.all([
      this.redis.del(keyOf(bucket, subject)).catch((err: unknown) => this.outage.failed(err)),
      this.database.clear(bucket, subject),
    ]);
  }
}
