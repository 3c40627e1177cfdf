import { type ReadinessResponse, readinessResponseSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { type Probe, readinessRouter } from './readiness.ts';

const up = (kind: string): Probe => ({ kind, ping: async () => undefined });
const refused = (kind: string): Probe => ({
  kind,
  ping: async () => {
    throw new Error('connect ECONNREFUSED 10.1.2.3:6379 password=hunter2');
  },
});
const hung = (kind: string): Probe => ({ kind, ping: () => new Promise(() => undefined) });

async function ask(router: ReturnType<typeof readinessRouter>, method = 'GET') {
  const res = await router.request('/', { method });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as ReadinessResponse) : undefined };
}

describe('readiness', () => {
  it('is ready when the database and storage answer, and says what backs each', async () => {
    const router = readinessRouter({
      database: up('postgres'),
      storage: up('s3'),
      redis: up('redis'),
      draining: () => false,
    });
    const { status, body } = await ask(router);
    expect(status).toBe(200);
    expect(readinessResponseSchema.parse(body)).toMatchObject({
      ready: true,
      degraded: false,
      checks: { database: { kind: 'postgres', ok: true }, storage: { kind: 's3', ok: true } },
    });
    expect((await ask(router, 'HEAD')).status).toBe(200);
  });

  it('is not ready when storage is unreachable, and never repeats the error text', async () => {
    const { status, body, text } = await ask(
      readinessRouter({ database: up('pglite'), storage: refused('s3'), draining: () => false }),
    );
    expect(status).toBe(503);
    expect(body?.checks.storage).toMatchObject({ ok: false, failure: 'unreachable' });
    expect(body?.checks.redis).toEqual({ kind: 'none', ok: true, ms: 0 });
    expect(text).not.toMatch(/10\.1\.2\.3|hunter2|ECONNREFUSED/);
  });

  it('answers "timeout" for a database that never answers instead of hanging', async () => {
    const started = Date.now();
    const { status, body } = await ask(
      readinessRouter({
        database: hung('postgres'),
        storage: up('local'),
        draining: () => false,
        timeoutMs: 50,
      }),
    );
    expect(status).toBe(503);
    expect(body?.checks.database).toMatchObject({ ok: false, failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stays ready but degraded while Redis is away (limits and counts fall back)', async () => {
    const { status, body } = await ask(
      readinessRouter({
        database: up('postgres'),
        storage: up('s3'),
        redis: refused('redis'),
        draining: () => false,
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ ready: true, degraded: true, checks: { redis: { ok: false } } });
  });

  it('is not ready while the instance drains, so the balancer sends it nothing new', async () => {
    let draining = false;
    const router = readinessRouter({
      database: up('pglite'),
      storage: up('local'),
      draining: () => draining,
    });
    expect((await ask(router)).status).toBe(200);
    draining = true;
    const { status, body } = await ask(router);
    expect(status).toBe(503);
    expect(body).toMatchObject({ ready: false, draining: true });
  });

  it('shares one probe between requests close together', async () => {
    let pings = 0;
    let clock = 0;
    const router = readinessRouter({
      database: { kind: 'postgres', ping: async () => void pings++ },
      storage: up('local'),
      draining: () => false,
      now: () => clock,
    });
    await Promise.all([ask(router), ask(router), ask(router)]);
    expect(pings).toBe(1);
    clock += 1_500;
    await ask(router);
    expect(pings).toBe(2);
  });
});
