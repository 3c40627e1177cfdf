import { READINESS_PATH, readinessResponseSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../services/storage/redis-client.ts';
import { s3ObjectStore } from '../../services/storage/s3-object-store.ts';
import { testApp } from '../../test-support/app.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { ready, testRedisUrl, useRedis } from '../../test-support/redis.ts';

const kind = testDbKinds().at(-1) ?? testDbKinds()[0];

describe(`readiness in the app (${kind?.name})`, () => {
  const db = useDatabase(kind as NonNullable<typeof kind>);
  const redis = useRedis('readiness');

  const ask = async (app: ReturnType<typeof testApp>) => {
    const res = await app.request(READINESS_PATH);
    return { status: res.status, body: readinessResponseSchema.parse(await res.json()) };
  };

  it('is ready on the embedded defaults: the database and local files, no Redis', async () => {
    const { status, body } = await ask(testApp(db.database));
    expect(status).toBe(200);
    expect(body.checks).toMatchObject({
      database: { kind: kind?.name, ok: true },
      storage: { kind: 'local', ok: true },
      redis: { kind: 'none', ok: true },
    });
  });

  it('is not ready when the S3 storage cannot be reached', async () => {
    const store = s3ObjectStore(
      { bucket: 'mp-none', endpoint: 'http://127.0.0.1:1', region: 'us-east-1', forcePathStyle: true },
      { pingTimeoutMs: 500 },
    );
    const app = testApp(db.database, { S3_BUCKET: 'mp-none', S3_ENDPOINT: 'http://127.0.0.1:1' }, { store });
    const { status, body } = await ask(app);
    expect(status).toBe(503);
    expect(body.checks.storage).toMatchObject({ kind: 's3', ok: false });
  });

  it('stays ready, degraded, with Redis unreachable; not ready once draining', async () => {
    const gone = connectRedis('redis://127.0.0.1:1', { maxBackoffMs: 100 });
    let draining = false;
    const app = testApp(db.database, {}, { redis: gone, draining: () => draining });
    const { status, body } = await ask(app);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ready: true,
      degraded: true,
      checks: { redis: { kind: 'redis', ok: false } },
    });
    draining = true;
    await new Promise((r) => setTimeout(r, 1_100)); // past the shared probe's second
    expect((await ask(app)).status).toBe(503);
    gone.disconnect();
  });

  it.runIf(testRedisUrl)(
    'reports a Redis that is still being connected to as reachable once it is',
    async () => {
      // Asked at once, as a balancer may in the first second after start: the client is connecting.
      const client = redis.client();
      expect(client.status).not.toBe('ready');
      const { status, body } = await ask(testApp(db.database, {}, { redis: client }));
      expect(status).toBe(200);
      expect(body).toMatchObject({ degraded: false, checks: { redis: { kind: 'redis', ok: true } } });
    },
  );

  it('tells an unreachable Redis from one coming up: unreachable, at once, not a timeout', async () => {
    const gone = connectRedis('redis://127.0.0.1:1', { maxBackoffMs: 100 });
    const { body } = await ask(testApp(db.database, {}, { redis: gone }));
    expect(body.checks.redis).toMatchObject({ ok: false, failure: 'unreachable' });
    gone.disconnect();
  });

  it.runIf(testRedisUrl)('reports a reachable Redis', async () => {
    const client = redis.client();
    await ready(client);
    const { status, body } = await ask(testApp(db.database, {}, { redis: client }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ degraded: false, checks: { redis: { kind: 'redis', ok: true } } });
  });
});
