import { describe, expect, it } from 'vitest';
import { DesignStore } from '../../services/live/designs.ts';
import { MISS_BURST } from '../../services/live/live-lookups.ts';
import { json, testApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { greetingDesign, publishedDesign } from '../../test-support/designs.ts';

const from = (remoteAddress: string) =>
  [{}, { incoming: { socket: { remoteAddress, remotePort: 4000, remoteFamily: 'IPv4' } } }] as const;

/** A live GIF no render thread should draw at every open: 60 frames of 20 blurred layers. */
function gifBomb() {
  const heavy = {
    text: `Hi [FIRSTNAME] ${'x'.repeat(400)}`,
    box: { x: 0, y: 0, width: 400, height: 240 },
    fontFamily: 'Inter',
    fontSize: 400,
    minFontSize: 8,
    strokeWidth: 20,
    shadow: { color: '#000000', blur: 50, offsetX: 0, offsetY: 0 },
  };
  return greetingDesign({
    format: 'gif',
    width: 400,
    height: 240,
    layers: [],
    frames: Array.from({ length: 60 }, () => ({
      path: null,
      durationMs: 100,
      layers: Array(20).fill(heavy),
    })),
  });
}

describe.each(testDbKinds())('live image guards on $name', (kind) => {
  const db = useDatabase(kind);

  it('looks an unknown id up once, and an address flooding random ids only a few times', async () => {
    const app = testApp(db.database);
    const lookups: string[] = [];
    const original = DesignStore.prototype.published;
    DesignStore.prototype.published = function (publicId: string) {
      lookups.push(publicId);
      return original.call(this, publicId);
    };
    try {
      for (let i = 0; i < 5; i++) {
        const res = await app.request('/i/nosuchdesign01.jpg', ...from('198.51.100.1'));
        expect(res.status).toBe(404);
      }
      expect(lookups).toEqual(['nosuchdesign01']);
      lookups.length = 0;
      const flood = [];
      for (let i = 0; i < 200; i++)
        flood.push(await app.request(`/i/random${1000 + i}x.jpg`, ...from('198.51.100.2')));
      expect(flood.every((r) => r.status === 404)).toBe(true);
      // The first misses are looked up (and may be kept by proxies); past the budget, none is, and
      // those answers are not to be kept (the id was not checked).
      expect(lookups.length).toBeLessThanOrEqual(MISS_BURST + 1);
      expect(flood.at(-1)?.headers.get('cache-control')).toBe('no-store');
      expect(flood[0]?.headers.get('cache-control')).toBe('public, max-age=60');
      // Another address is not held back by the flood, and real designs still answer the flooder.
      const owner = await signedInUser(app, `guards-${kind.name}@example.com`);
      const { path } = await publishedDesign(owner);
      expect((await app.request(`${path}?firstname=Ada`, ...from('198.51.100.3'))).status).toBe(200);
      expect((await app.request('/i/nosuchdesign02.jpg', ...from('198.51.100.3'))).status).toBe(404);
      expect(lookups).toContain('nosuchdesign02');
    } finally {
      DesignStore.prototype.published = original;
    }
  });

  it('refuses to save a design whose opens would draw too much, naming the limit', async () => {
    const app = testApp(db.database);
    const owner = await signedInUser(app, `bomb-${kind.name}@example.com`);
    const res = await owner.post('/rest/v1/designs', gifBomb());
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error).toMatch(/pixel passes, over the limit of 40 million/);
    // A design that grows past the limit is refused when changed too.
    const created = await owner.post('/rest/v1/designs', greetingDesign());
    const { id } = await json(created);
    const heavy = gifBomb().frames?.[0]?.layers[0];
    const patch = await owner.request(`/rest/v1/designs/${id}`, {
      method: 'PATCH',
      body: {
        layers: Array.from({ length: 20 }, () => ({
          ...heavy,
          box: { x: 0, y: 0, width: 600, height: 400 },
        })),
      },
    });
    expect(patch.status).toBe(400);
    expect((await json(patch)).error).toMatch(/over the limit/);
  });
});
