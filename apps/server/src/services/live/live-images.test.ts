import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGif } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createLivePool, type LivePool } from '../../render/live/live-pool.ts';
import { makePhoto } from '../../render/test-images.ts';
import { testApp, useTestApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { gifGreetingDesign, imageSize, publishedDesign, uploadPicture } from '../../test-support/designs.ts';
import { localObjectStore } from '../storage/object-store.ts';
import { DesignStore } from './designs.ts';
import { LiveImages } from './live-images.ts';
import { OpenCounter } from './open-counter.ts';

const [pglite] = testDbKinds();

const newStore = () => localObjectStore(mkdtempSync(join(tmpdir(), 'mp-live-')));

describe('LiveImages with worker threads', () => {
  if (!pglite) throw new Error('no test database');
  const ctx = useTestApp(pglite);

  function engine(
    threads: number,
    pool?: LivePool,
    store = newStore(),
    deadlineMs = 60_000,
    cacheBytes = 1 << 20,
  ) {
    const db = ctx.database.db;
    const designs = new DesignStore(db, store);
    const counter = new OpenCounter(db, 'salt');
    return new LiveImages({
      designs,
      store,
      counter,
      logger: createLogger('silent'),
      threads,
      pool,
      cacheBytes,
      deadlineMs,
      secret: 'test-secret',
    });
  }

  it('draws in a worker thread; a burst beyond its deadline gets the fallback image, and late renders are kept', async () => {
    const owner = await signedInUser(ctx.app, 'live-pool@example.com');
    const { publicId } = await publishedDesign(owner);
    const pool = createLivePool(1, { renderLimitMs: 10_000 });
    await pool.warm?.();
    // A cache that holds every render of the burst (400 answers of ~20 KB). A deadline of half a
    // second: one thread draws a spliced JPEG in ~2.5 ms here, so a 1 s deadline could see all
    // 400 drawn in time on a fast machine.
    const live = engine(1, pool, newStore(), 500, 64 << 20);
    try {
      // The design's fallbacks first: the thread prepares the version's base with them.
      const fallback = await live.answer({ publicId, format: 'jpg', search: '' });
      // The thread's first recipient measures the layer's steady text size and loads its font: on
      // a busy machine that can take longer than the deadline. Late renders are kept, so the
      // warm-up is answered drawn once it lands; then a recipient is drawn well within the deadline.
      const warm = () => live.answer({ publicId, format: 'jpg', search: 'firstname=Warm' });
      await expect
        .poll(async () => (await warm()).headers['Cache-Control'], { timeout: 15_000 })
        .toMatch(/^public/);
      const one = await live.answer({ publicId, format: 'jpg', search: 'firstname=Ada' });
      expect(one.status).toBe(200);
      expect(one.headers['Cache-Control']).toBe('public, max-age=300, stale-while-revalidate=86400');
      expect(imageSize(Buffer.from(one.body ?? []))).toEqual({ width: 600, height: 400 });
      // Far more fresh names than one thread draws in half a second: every answer is an image, some
      // are the design's fallbacks (not to be kept by proxies), and the rest the recipients' own.
      const names = Array.from({ length: 400 }, (_, i) => `firstname=N${i}`);
      const fallbacksBefore = live.stats().fallbacks;
      const burst = await Promise.all(
        names.map((search) => live.answer({ publicId, format: 'jpg', search })),
      );
      expect(burst.every((a) => a.status === 200 && a.body && a.body.byteLength > 0)).toBe(true);
      const shed = burst.filter((a) => a.headers['Cache-Control'] === 'no-store');
      expect(shed.length).toBeGreaterThan(0);
      expect(shed.length).toBeLessThan(400);
      for (const a of shed)
        expect(Buffer.from(a.body ?? []).equals(Buffer.from(fallback.body ?? []))).toBe(true);
      expect(live.stats().fallbacks - fallbacksBefore).toBe(shed.length);
      // Renders that had started when their deadline passed finished and were kept: a retry of
      // each name answers its own image, from the cache when it was kept.
      const before = live.stats().cacheHits;
      const retried = await Promise.all(
        names.map((search) => live.answer({ publicId, format: 'jpg', search })),
      );
      expect(live.stats().cacheHits).toBeGreaterThan(before + (400 - shed.length) - 1);
      expect(retried.filter((a) => a.headers['Cache-Control'] === 'no-store').length).toBeLessThan(
        shed.length,
      );
    } finally {
      await live.close();
    }
  }, 30_000);

  it('past its deadline with no fallbacks drawn yet, answers whichever image comes first, never a blank pixel', async () => {
    const owner = await signedInUser(ctx.app, 'live-late@example.com');
    const { publicId } = await publishedDesign(owner);
    const inline = createLivePool(0);
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first open of a version on a busy server: the fallbacks take 5 s, the recipient's over 1.2 s.
    const slow: LivePool = {
      run: async (task, opts) => {
        const bytes = await inline.run(task, opts);
        await wait(Object.keys(task.values).length ? 1_200 : 5_000);
        return bytes;
      },
      pending: 0,
      running: 0,
      close: () => inline.close(),
    };
    const live = engine(0, slow, newStore(), 1_000);
    try {
      const ada = await live.answer({ publicId, format: 'jpg', search: 'firstname=Ada' });
      expect(ada.status).toBe(200);
      expect(ada.headers['Cache-Control']).toBe('public, max-age=300, stale-while-revalidate=86400');
      expect(imageSize(Buffer.from(ada.body ?? []))).toEqual({ width: 600, height: 400 });
    } finally {
      await live.close();
    }
  });

  it('draws a live GIF in a worker thread, its frame pictures shared with it', async () => {
    // The app stores the upload where the engine reads it.
    const store = newStore();
    const app = testApp(ctx.database, {}, { store });
    const owner = await signedInUser(app, 'live-gif-pool@example.com');
    const photo = await uploadPicture(app, owner, await makePhoto(300, 200, 3));
    const { publicId } = await publishedDesign(owner, gifGreetingDesign([photo, null]));
    const live = engine(1, undefined, store);
    try {
      const answer = await live.answer({ publicId, format: 'gif', search: 'firstname=Ada' });
      expect(answer.headers['Content-Type']).toBe('image/gif');
      const gif = readGif(answer.body ?? new Uint8Array());
      expect(gif.frames.map((f) => f.delayCs)).toEqual([50, 100]);
      // The photo, not the missing-picture grey, is under frame 1's corner.
      const [r = 0, g = 0, b = 0] = gif.frames[0]?.rgba ?? [];
      expect([r, g, b]).not.toEqual([0xe5, 0xe7, 0xeb]);
    } finally {
      await live.close();
    }
  });

  it('answers a live GIF whose render fails with its fallbacks GIF, not to be kept', async () => {
    const owner = await signedInUser(ctx.app, 'live-gif-fail@example.com');
    const { publicId } = await publishedDesign(owner, gifGreetingDesign([null, null]));
    const inline = createLivePool(0);
    // Recipients' renders fail; the design's fallbacks (no values) still draw.
    const failing: LivePool = {
      run: (task) => (Object.keys(task.values).length ? Promise.reject(new Error('boom')) : inline.run(task)),
      pending: 0,
      running: 0,
      close: () => inline.close(),
    };
    const live = engine(0, failing);
    try {
      const plain = await live.answer({ publicId, format: 'gif', search: '' });
      const failed = await live.answer({ publicId, format: 'gif', search: 'firstname=Ada' });
      expect(failed.status).toBe(200);
      expect(failed.headers['Cache-Control']).toBe('no-store');
      expect(Buffer.from(failed.body ?? []).equals(Buffer.from(plain.body ?? []))).toBe(true);
      expect(readGif(failed.body ?? new Uint8Array()).frames).toHaveLength(2);
      expect(live.stats().fallbacks).toBe(1);
    } finally {
      await live.close();
    }
  });
});
