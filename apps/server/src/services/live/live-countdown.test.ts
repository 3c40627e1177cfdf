import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedDeadline, readGif } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { useTestApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { countdownDesign } from '../../test-support/countdown-designs.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { publishedDesign } from '../../test-support/designs.ts';
import { LiveMetrics } from '../diagnostics/live-metrics.ts';
import { localObjectStore } from '../storage/object-store.ts';
import { DesignStore } from './designs.ts';
import { LiveImages } from './live-images.ts';
import { OpenCounter } from './open-counter.ts';

const [pglite] = testDbKinds();
const DEADLINE = fixedDeadline('2026-12-24T18:00', 'Europe/Berlin') as number;

describe('live countdowns: one render per second of a burst', () => {
  if (!pglite) throw new Error('no test database');
  const ctx = useTestApp(pglite);

  function engine(now: () => number, metrics?: LiveMetrics) {
    const store = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-countdown-')));
    return new LiveImages({
      designs: new DesignStore(ctx.database.db, store),
      store,
      counter: new OpenCounter(ctx.database.db, 'salt'),
      logger: createLogger('silent'),
      threads: 0,
      cacheBytes: 64 << 20,
      deadlineMs: 60_000,
      secret: 'test-secret',
      now,
      ...(metrics ? { metrics } : {}),
    });
  }

  it('answers 1,000 opens of the same second with one render, and the next second with another', async () => {
    const owner = await signedInUser(ctx.app, 'countdown-burst@example.com');
    const { publicId } = await publishedDesign(owner, countdownDesign());
    let now = DEADLINE - 90_000_000 + 120; // 120 ms into a second
    const live = engine(() => now);
    const open = (search = '') => live.answer({ publicId, format: 'gif', search, client: '203.0.113.9' });
    const burst = await Promise.all(Array.from({ length: 1000 }, () => open()));
    expect(live.stats().renders).toBe(1);
    const etags = new Set(burst.map((a) => a.headers.ETag));
    expect(etags.size).toBe(1);
    for (const a of burst.slice(0, 5)) {
      expect(a.status).toBe(200);
      expect(a.headers['Cache-Control']).toBe('no-cache');
      expect(readGif(a.body as Uint8Array).frames).toHaveLength(60);
    }
    // Within the same second a revalidation is a 304.
    now += 800;
    const again = await live.answer({ publicId, format: 'gif', search: '', ifNoneMatch: [...etags][0] });
    expect(again.status).toBe(304);
    // The next second is another picture: a new ETag, drawn once more.
    now += 300;
    const next = await open();
    expect(next.status).toBe(200);
    expect(next.headers.ETag).not.toBe([...etags][0]);
    expect(live.stats().renders).toBe(2);
    await live.close();
  });

  it('caches an ended countdown like any image, and counts invalid recipient deadlines', async () => {
    const owner = await signedInUser(ctx.app, 'countdown-ended@example.com');
    const fixed = await publishedDesign(owner, countdownDesign());
    const own = await publishedDesign(
      owner,
      countdownDesign({ deadline: { kind: 'token', timeZone: 'America/New_York', dateOrder: 'mdy' } }),
    );
    let now = DEADLINE + 5_000;
    const metrics = new LiveMetrics(() => ({ queued: 0, inFlight: 0, cacheBytes: 0 }));
    const live = engine(() => now, metrics);
    const ended = await live.answer({ publicId: fixed.publicId, format: 'gif', search: '' });
    expect(ended.headers['Cache-Control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(readGif(ended.body as Uint8Array).frames).toHaveLength(1);
    now += 3_000;
    const later = await live.answer({ publicId: fixed.publicId, format: 'gif', search: '' });
    // Ended is ended: the same picture every second after, from the cache.
    expect(later.headers.ETag).toBe(ended.headers.ETag);
    expect(live.stats()).toMatchObject({ renders: 1, cacheHits: 1 });
    // A recipient's own deadline: 12/31/2026 in New York, read in the design's date order.
    const ok = await live.answer({
      publicId: own.publicId,
      format: 'gif',
      search: 'deadline=12%2F31%2F2026',
    });
    expect(readGif(ok.body as Uint8Array).frames).toHaveLength(60);
    expect(ok.headers['Cache-Control']).toBe('no-cache');
    for (const bad of ['31%2F12%2F2026', 'soon', '2029-01-01', '2026-02-30'])
      expect(
        readGif(
          (await live.answer({ publicId: own.publicId, format: 'gif', search: `deadline=${bad}` }))
            .body as Uint8Array,
        ).frames,
      ).toHaveLength(1);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/mergepix_live_values_filtered_total\{reason="invalid_deadline"\} 4/);
    await live.close();
  });
});
