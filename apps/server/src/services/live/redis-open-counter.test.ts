import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designOpenRecipients, designOpens, designs, user } from '../../db/schema.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { ready, testRedisUrl, useRedis, useRedisProxy } from '../../test-support/redis.ts';
import type { Redis } from '../storage/redis-client.ts';
import type { OpenBatch } from './open-counter.ts';
import { RedisOpenCounter, type RedisOpenCounterOptions } from './redis-open-counter.ts';

const [pglite] = testDbKinds();
const DAY = '2030-01-02';
const now = () => Date.parse(`${DAY}T10:00:00Z`);

/** Fails its next database writes (as if the database were away). */
class FlakyCounter extends RedisOpenCounter {
  failures = 0;
  protected override async store(batch: OpenBatch): Promise<void> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('database away');
    }
    return super.store(batch);
  }
}

describe.runIf(testRedisUrl)('RedisOpenCounter', () => {
  if (!pglite) throw new Error('no test database');
  const ctx = useDatabase(pglite);
  const redis = useRedis('opens');
  const userId = randomUUID();

  async function design(): Promise<string> {
    const id = randomUUID();
    const draft = { design: {}, baseKey: null } as never;
    await ctx.database.db.insert(designs).values({ id, userId, name: 'D', draft, publicId: randomUUID() });
    return id;
  }
  async function counter(client?: Redis, options: RedisOpenCounterOptions = {}) {
    const c = client ?? redis.client();
    await ready(c);
    return new FlakyCounter(ctx.database.db, 'salt', c, { now, ...options });
  }
  const stored = async (id: string) =>
    (await ctx.database.db.select().from(designOpens).where(eq(designOpens.designId, id)))[0];
  const storedRecipients = async (id: string) =>
    (await ctx.database.db.select().from(designOpenRecipients).where(eq(designOpenRecipients.designId, id)))
      .length;

  beforeAll(async () => {
    await ctx.database.db.insert(user).values({ id: userId, name: 'T', email: `${userId}@example.com` });
  });

  it('adds up two instances: the same counts everywhere before and after the drain', async () => {
    const id = await design();
    const [a, b] = [await counter(), await counter()];
    a.record(id, 'ada', false);
    a.record(id, 'ada', false);
    b.record(id, 'ada', true);
    b.record(id, 'ben', false);
    a.recordApart(id, 'filtered');
    b.recordApart(id, 'flood');
    b.recordApart(id, 'flood');
    await Promise.all([a.flush(), b.flush()]);
    const expected = [{ day: DAY, requests: 7, proxied: 1, filtered: 1, flood: 2, direct: 3, unique: 2 }];
    // Still only in Redis, and already the same on both.
    expect(await stored(id)).toBeUndefined();
    expect(await a.days(id)).toEqual(expected);
    expect(await b.days(id)).toEqual(expected);

    await Promise.all([a.drain(), b.drain()]);
    expect(await stored(id)).toMatchObject({ requests: 7, proxied: 1, filtered: 1, flood: 2 });
    expect(await storedRecipients(id)).toBe(2);
    expect(await b.days(id)).toEqual(expected);

    // A recipient the database already has is not new while pending in Redis, nor after.
    a.record(id, 'ada', false);
    b.record(id, 'cy', false);
    await Promise.all([a.flush(), b.flush()]);
    const more = [{ day: DAY, requests: 9, proxied: 1, filtered: 1, flood: 2, direct: 5, unique: 3 }];
    expect(await a.days(id)).toEqual(more);
    await b.drain();
    expect(await a.days(id)).toEqual(more);
    expect(await storedRecipients(id)).toBe(3);
  });

  it('drains more recipients than one take, over several days', async () => {
    const id = await design();
    let t = now();
    const a = await counter(undefined, { now: () => t });
    for (let i = 0; i < 12_000; i++) a.record(id, `r${i}`, i % 4 === 0);
    t += 24 * 60 * 60 * 1000;
    a.record(id, 'r1', false);
    await a.flush();
    await a.drain();
    expect(await a.days(id)).toEqual([
      { day: DAY, requests: 12_000, proxied: 3_000, filtered: 0, flood: 0, direct: 9_000, unique: 12_000 },
      { day: '2030-01-03', requests: 1, proxied: 0, filtered: 0, flood: 0, direct: 1, unique: 1 },
    ]);
    expect(await storedRecipients(id)).toBe(12_001);
  });

  it('loses nothing when the database write of a drain fails', async () => {
    const id = await design();
    const a = await counter();
    a.record(id, 'ada', false);
    a.record(id, 'ben', true);
    await a.flush();
    a.failures = 1;
    await a.drain();
    expect(await stored(id)).toBeUndefined();
    // Put back into Redis: still counted, and drained whole next time.
    const expected = [{ day: DAY, requests: 2, proxied: 1, filtered: 0, flood: 0, direct: 1, unique: 2 }];
    expect(await a.days(id)).toEqual(expected);
    await a.drain();
    expect(await stored(id)).toMatchObject({ requests: 2, proxied: 1 });
    expect(await a.days(id)).toEqual(expected);
  });

  it('drops the counts of a design deleted before the drain', async () => {
    const id = await design();
    const a = await counter();
    a.record(id, 'ada', false);
    await a.flush();
    await ctx.database.db.delete(designs).where(eq(designs.id, id));
    await a.drain();
    expect(await a.days(id)).toEqual([]);
  });

  describe('when Redis goes away', () => {
    const proxy = useRedisProxy();
    const viaProxy = () => redis.client(proxy.url);

    it('keeps counting in memory and sends it all once Redis is back', async () => {
      const id = await design();
      const client = viaProxy();
      const a = await counter(client);
      const b = await counter();
      a.record(id, 'ada', false);
      proxy.cut();
      await a.flush();
      a.record(id, 'ben', true);
      await a.flush();
      // This instance still sees its own counts; the database has none yet.
      const expected = [{ day: DAY, requests: 2, proxied: 1, filtered: 0, flood: 0, direct: 1, unique: 2 }];
      expect(await a.days(id)).toEqual(expected);
      expect(await stored(id)).toBeUndefined();

      proxy.restore();
      await ready(client);
      await a.flush();
      expect(await b.days(id)).toEqual(expected);
      await b.drain();
      expect(await stored(id)).toMatchObject({ requests: 2, proxied: 1 });
      expect(await a.days(id)).toEqual(expected);
    });

    it('writes to the database directly once Redis has been away too long', async () => {
      const id = await design();
      proxy.restore();
      const a = await counter(viaProxy(), { fallbackAfterMs: 200 });
      proxy.cut();
      a.record(id, 'ada', false);
      await a.flush();
      expect(await stored(id)).toBeUndefined();
      await new Promise((r) => setTimeout(r, 250));
      a.record(id, 'ben', false);
      await a.flush();
      expect(await stored(id)).toMatchObject({ requests: 2, proxied: 0 });
      expect(await a.days(id)).toEqual([
        { day: DAY, requests: 2, proxied: 0, filtered: 0, flood: 0, direct: 2, unique: 2 },
      ]);
      proxy.restore();
    });

    it('on stop, writes what Redis would not take to the database', async () => {
      const id = await design();
      proxy.restore();
      const a = (await counter(viaProxy())).start();
      proxy.cut();
      a.record(id, 'ada', true);
      await a.stop();
      expect(await stored(id)).toMatchObject({ requests: 1, proxied: 1 });
      proxy.restore();
    });
  });
});
