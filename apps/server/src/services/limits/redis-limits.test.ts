import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limitEvents } from '../../db/schema.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { listLogger, ready, testRedisUrl, useRedis, useRedisProxy } from '../../test-support/redis.ts';
import { Limits } from './limits.ts';

const [pglite] = testDbKinds();
const MINUTE = 60_000;

describe.runIf(testRedisUrl)('Limits in Redis', () => {
  if (!pglite) throw new Error('no test database');
  const ctx = useDatabase(pglite);
  const redis = useRedis('limits');
  let bucketNo = 0;
  const bucket = () => `test-${++bucketNo}`;
  // Two instances: separate connections to the same Redis, over the same database.
  const pair = async (now?: () => number): Promise<[Limits, Limits]> => {
    const [a, b] = [redis.client(), redis.client()];
    await Promise.all([ready(a), ready(b)]);
    return [new Limits(ctx.database.db, { redis: a, now }), new Limits(ctx.database.db, { redis: b, now })];
  };
  const rowsOf = async (b: string) =>
    Number(
      (await ctx.database.db.select({ n: count() }).from(limitEvents).where(eq(limitEvents.bucket, b)))[0]?.n,
    );

  it('trips at the same max whichever instance counts, and keeps nothing in the database', async () => {
    const [a, b] = await pair();
    const budget = { bucket: bucket(), subject: 'ip-1', max: 4 };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await (i % 2 ? a : b).acquire([budget], MINUTE));
    expect(answers.map((x) => x.retryAfterSeconds === 0)).toEqual([true, true, true, true, false, false]);
    expect(answers[4]?.held).toEqual([]);
    expect((await a.state(budget.bucket, 'ip-1', MINUTE, 4)).count).toBe(4);
    expect(await rowsOf(budget.bucket)).toBe(0);
  });

  it('lets exactly max of 30 parallel acquires through, across two instances', async () => {
    const [a, b] = await pair();
    const budget = { bucket: bucket(), subject: 'ip-2', max: 10 };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).acquire([budget], MINUTE)),
    );
    expect(answers.filter((x) => x.retryAfterSeconds === 0)).toHaveLength(10);
    // Refused attempts were taken back: the count is the 10 that got through.
    expect((await b.state(budget.bucket, 'ip-2', MINUTE, 10)).count).toBe(10);
  });

  it('gives room back on release (from either instance) and forgets on clear', async () => {
    const [a, b] = await pair();
    const budget = { bucket: bucket(), subject: 'user-3', max: 2 };
    const first = await a.acquire([budget], MINUTE);
    await a.acquire([budget], MINUTE);
    expect((await b.acquire([budget], MINUTE)).retryAfterSeconds).toBeGreaterThan(0);
    await b.release(...first.held);
    expect((await b.acquire([budget], MINUTE)).retryAfterSeconds).toBe(0);
    expect((await a.acquire([budget], MINUTE)).retryAfterSeconds).toBeGreaterThan(0);
    await a.clear(budget.bucket, 'user-3');
    expect((await b.state(budget.bucket, 'user-3', MINUTE, 2)).count).toBe(0);
    // record + state, as the reset e-mail uses them.
    await a.record(budget.bucket, 'mail');
    expect(await b.state(budget.bucket, 'mail', MINUTE, 1)).toMatchObject({ count: 1 });
  });

  it('answers the same Retry-After as the database limiter, and refuses on the fullest budget', async () => {
    let t = 1_700_000_000_000;
    const now = () => t;
    const [viaRedis] = await pair(now);
    const viaDb = new Limits(ctx.database.db, now);
    const tight = { bucket: bucket(), subject: 's', max: 2 };
    const loose = { bucket: bucket(), subject: 's', max: 100 };
    for (const limits of [viaRedis, viaDb]) {
      t = 1_700_000_000_000;
      const name = `${tight.bucket}-${limits === viaDb ? 'db' : 'redis'}`;
      const budgets = [
        { ...tight, bucket: name },
        { ...loose, bucket: `${name}-loose` },
      ];
      expect((await limits.acquire(budgets, MINUTE)).retryAfterSeconds).toBe(0);
      t += 10_000;
      expect((await limits.acquire(budgets, MINUTE)).retryAfterSeconds).toBe(0);
      t += 10_500;
      // Full until the first event (at 0 s) leaves the 60 s window: 39.5 s → 40.
      expect(await limits.acquire(budgets, MINUTE)).toEqual({ held: [], retryAfterSeconds: 40 });
      expect(await limits.state(name, 's', MINUTE, 2)).toEqual({ count: 2, retryAfterSeconds: 40 });
      // The refused attempt counted against neither budget.
      expect((await limits.state(`${name}-loose`, 's', MINUTE, 100)).count).toBe(2);
      t += 40_000;
      expect((await limits.acquire(budgets, MINUTE)).retryAfterSeconds).toBe(0);
    }
  });

  describe('when Redis goes away', () => {
    const proxy = useRedisProxy();

    it('answers from the database, still enforcing the limit, and goes back to Redis after', async () => {
      const { logger, lines } = listLogger();
      const client = redis.client(proxy.url, { logger });
      await ready(client);
      const limits = new Limits(ctx.database.db, { redis: client, logger });
      const budget = { bucket: bucket(), subject: 'ip-4', max: 3 };
      expect((await limits.acquire([budget], MINUTE)).retryAfterSeconds).toBe(0);
      proxy.cut();
      const during = [];
      for (let i = 0; i < 4; i++) during.push(await limits.acquire([budget], MINUTE));
      expect(during.map((x) => x.retryAfterSeconds === 0)).toEqual([true, true, true, false]);
      expect(await rowsOf(budget.bucket)).toBe(3);
      // A database event is released from the database.
      await limits.release(...(during[0]?.held ?? []));
      expect(await rowsOf(budget.bucket)).toBe(2);

      proxy.restore();
      await ready(client);
      await new Promise((r) => setTimeout(r, 1_100)); // past the cool-down after the failure
      // Redis again: it still holds its one event, so two more fit.
      const after = [];
      for (let i = 0; i < 3; i++) after.push(await limits.acquire([budget], MINUTE));
      expect(after.map((x) => x.retryAfterSeconds === 0)).toEqual([true, true, false]);
      expect(await rowsOf(budget.bucket)).toBe(2);
      // One line when it went (client and limiter each), one when it came back; none per retry.
      expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(2);
      expect(lines.filter((l) => l.startsWith('info'))).toHaveLength(2);
      // clear forgets the events in both stores.
      await limits.clear(budget.bucket, 'ip-4');
      expect(await rowsOf(budget.bucket)).toBe(0);
    });

    it('never waits on a hung Redis for longer than the command timeout', async () => {
      const client = redis.client(proxy.url);
      proxy.restore();
      await ready(client);
      const limits = new Limits(ctx.database.db, { redis: client });
      const budget = { bucket: bucket(), subject: 'ip-5', max: 2 };
      proxy.hang();
      const started = Date.now();
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await limits.acquire([budget], MINUTE));
      // One command timeout (300 ms), then the database straight away during the cool-down.
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(answers.map((x) => x.retryAfterSeconds === 0)).toEqual([true, true, false]);
      expect(await rowsOf(budget.bucket)).toBe(2);
      proxy.restore();
    });
  });
});
