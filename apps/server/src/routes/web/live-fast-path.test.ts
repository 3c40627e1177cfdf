import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createLivePool } from '../../render/live/live-pool.ts';
import { listen, type RunningServer } from '../../server.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { batchApp } from '../../test-support/batch.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { publishedDesign } from '../../test-support/designs.ts';
import { liveFastPath } from './live-fast-path.ts';

describe.each(testDbKinds())('opens answered before the app on $name', (kind) => {
  const db = useDatabase(kind);
  let server: RunningServer;
  let base = '';
  let setup: ReturnType<typeof batchApp>;

  beforeAll(async () => {
    setup = batchApp(db.database, createLivePool(0));
    const fastPath = liveFastPath(setup.engine.images, { kind: 'none' }, createLogger('silent'));
    server = await listen(setup.app.fetch, 0, '127.0.0.1', { fastPath });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server?.close(1_000);
    await setup?.engine.close();
  });

  it('answers what the app router answers, HEAD without a body, and leaves other paths to the app', async () => {
    const owner = await signedInUser(setup.app, `fast-${kind.name}@example.com`);
    const { path } = await publishedDesign(owner);
    const fast = await fetch(`${base}${path}?firstname=Ada`);
    const routed = await setup.app.request(`${path}?firstname=Ada`);
    expect(fast.status).toBe(200);
    const bytes = Buffer.from(await fast.arrayBuffer());
    expect(bytes.equals(Buffer.from(await routed.arrayBuffer()))).toBe(true);
    for (const h of ['content-type', 'etag', 'cache-control', 'access-control-allow-origin'])
      expect(fast.headers.get(h)).toBe(routed.headers.get(h));
    expect(fast.headers.get('content-length')).toBe(String(bytes.byteLength));
    const revalidated = await fetch(`${base}${path}?firstname=Ada`, {
      headers: { 'If-None-Match': fast.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    const head = await fetch(`${base}${path}?firstname=Ada`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    // Unknown ids, odd file names and other paths: the same answers as through the app.
    expect((await fetch(`${base}/i/unknownid12345.png`)).status).toBe(404);
    expect((await fetch(`${base}/i/not-a-file`)).status).toBe(404);
    // A malformed name is the app's to answer: a 404 in the type it asks for.
    const malformed = await fetch(`${base}/i/${path.slice(3, 11)}/bad..name.webp`);
    expect([malformed.status, malformed.headers.get('content-type')]).toEqual([404, 'image/webp']);
    const health = await fetch(`${base}/functions/v1/health-check`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toBeTruthy();
  });
});
