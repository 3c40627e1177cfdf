import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/auth-client.ts';
import { testDbKinds } from '../test-support/databases.ts';
import { greetingDesign, imageSize, publishedDesign } from '../test-support/designs.ts';
import { DesignStore } from './designs.ts';
import { LiveImages } from './live-images.ts';
import { localObjectStore } from './object-store.ts';
import { OpenCounter } from './open-counter.ts';

const [pglite] = testDbKinds();

describe('LiveImages with worker threads', () => {
  if (!pglite) throw new Error('no test database');
  const ctx = useTestApp(pglite);

  function engine(threads: number) {
    const db = ctx.database.db;
    const store = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-live-')));
    const designs = new DesignStore(db, store);
    const counter = new OpenCounter(db, 'salt');
    return new LiveImages({
      designs,
      store,
      counter,
      logger: createLogger('silent'),
      threads,
      cacheBytes: 1 << 20,
    });
  }

  it('draws in a worker thread, and under overload answers the fallback image instead of queueing', async () => {
    const owner = await signedInUser(ctx.app, 'live-pool@example.com');
    const { publicId } = await publishedDesign(owner, greetingDesign());
    const live = engine(1);
    try {
      const one = await live.answer({ publicId, format: 'jpg', search: 'firstname=Ada' });
      expect(one.status).toBe(200);
      expect(imageSize(Buffer.from(one.body ?? []))).toEqual({ width: 600, height: 400 });
      const fallback = await live.answer({ publicId, format: 'jpg', search: '' });
      // A burst far beyond one thread's queue: every answer is an image, some are the fallback.
      const burst = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          live.answer({ publicId, format: 'jpg', search: `firstname=N${i}` }),
        ),
      );
      expect(burst.every((a) => a.status === 200 && a.body && a.body.byteLength > 0)).toBe(true);
      const shed = burst.filter((a) => a.headers['Cache-Control'] === 'no-store');
      expect(shed.length).toBeGreaterThan(0);
      expect(shed.length).toBeLessThan(120);
      for (const a of shed)
        expect(Buffer.from(a.body ?? []).equals(Buffer.from(fallback.body ?? []))).toBe(true);
    } finally {
      await live.close();
    }
  });
});
