import { readGif } from '@mergepix/core';
import { Image } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser, type TestClient } from '../../test-support/auth-client.ts';
import { countdownDesign } from '../../test-support/countdown-designs.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { fetchImage, publishedDesign } from '../../test-support/designs.ts';

/** The wall-clock time `ms` from now in UTC, as a design stores a fixed deadline. */
const utcIn = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);

/** The colour of one pixel of a PNG. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const image = new Image();
  image.src = bytes;
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const d = ctx.getImageData(x, y, 1, 1).data;
  return [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0];
}

describe.each(testDbKinds())('live countdowns and segments on $name', (kind) => {
  const ctx = useTestApp(kind);
  let owner: TestClient;

  beforeAll(async () => {
    owner = await signedInUser(ctx.app, `countdown-${kind.name}@example.com`);
  });

  it('answers a ticking GIF, a still at the open, and the ended state once the deadline has passed', async () => {
    const running = await publishedDesign(
      owner,
      countdownDesign({
        deadline: { kind: 'fixed', at: utcIn(3 * 86_400_000), timeZone: 'UTC' },
        loop: 'forever',
      }),
    );
    const gif = await fetchImage(ctx.app, `${running.path}?firstname=Ada`);
    expect(gif.res.status).toBe(200);
    expect(gif.res.headers.get('cache-control')).toBe('no-cache');
    const info = readGif(gif.bytes);
    expect(info).toMatchObject({ width: 600, height: 200, loop: 0 });
    expect(info.frames).toHaveLength(60);
    expect(info.frames.every((f) => f.delayCs === 100)).toBe(true);
    const still = await fetchImage(ctx.app, `${running.path.replace(/\.gif$/, '.png')}?firstname=Ada`);
    expect(still.res.headers.get('content-type')).toBe('image/png');
    expect(still.res.headers.get('cache-control')).toBe('no-cache');

    const over = await publishedDesign(
      owner,
      countdownDesign({ deadline: { kind: 'fixed', at: utcIn(-120_000), timeZone: 'UTC' } }),
    );
    const ended = await fetchImage(ctx.app, over.path);
    expect(ended.res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(readGif(ended.bytes).frames).toHaveLength(1);
  });

  it('gives each recipient their own deadline, and the fallback text to a deadline that does not read', async () => {
    const own = await publishedDesign(
      owner,
      countdownDesign({ deadline: { kind: 'token', timeZone: 'Europe/Berlin' } }),
    );
    const soon = new Date(Date.now() + 40_000).toISOString();
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const a = readGif((await fetchImage(ctx.app, `${own.path}?deadline=${encodeURIComponent(soon)}`)).bytes);
    const b = readGif((await fetchImage(ctx.app, `${own.path}?DEADLINE=${encodeURIComponent(later)}`)).bytes);
    // 40 s left: about 40 ticks, then the ended frame; 5 days: the whole minute.
    expect(a.frames.length).toBeGreaterThan(35);
    expect(a.frames.length).toBeLessThan(45);
    expect(b.frames).toHaveLength(60);
    for (const bad of ['', 'tomorrow', '2026-13-01', '9999-01-01T00:00Z', `${'1'.repeat(41)}`]) {
      const answer = await fetchImage(ctx.app, `${own.path}?deadline=${bad}`);
      expect(answer.res.status).toBe(200);
      expect(readGif(answer.bytes).frames).toHaveLength(1);
    }
  });

  it('draws each segment’s base, and the design’s own for an unknown, missing or overlong segment', async () => {
    const design = {
      ...countdownDesign({ deadline: { kind: 'fixed', at: utcIn(86_400_000), timeZone: 'UTC' } }),
      format: 'png' as const,
      base: { kind: 'color' as const, color: '#0000ff' },
      segments: {
        items: [
          { value: 'Retail', base: { kind: 'color' as const, color: '#ff0000' } },
          { value: 'health care', base: { kind: 'color' as const, color: '#00ff00' } },
        ],
      },
    };
    const { path } = await publishedDesign(owner, design);
    const corner = async (query: string) => pixel((await fetchImage(ctx.app, `${path}${query}`)).bytes, 2, 2);
    expect(await corner('?segment=retail')).toEqual([255, 0, 0]);
    expect(await corner('?SEGMENT=%20RETAIL%20')).toEqual([255, 0, 0]);
    expect(await corner('?segment=Health%20%20Care&firstname=Ada')).toEqual([0, 255, 0]);
    expect(await corner('?segment=wholesale')).toEqual([0, 0, 255]);
    expect(await corner('')).toEqual([0, 0, 255]);
    expect(await corner(`?segment=${'r'.repeat(61)}`)).toEqual([0, 0, 255]);
  });

  it('removes a countdown and segments named null in a change, and keeps them when a change leaves them out', async () => {
    const created = await owner.post('/rest/v1/designs', {
      ...countdownDesign({ deadline: { kind: 'fixed', at: utcIn(86_400_000), timeZone: 'UTC' } }),
      format: 'png',
      segments: { items: [{ value: 'retail', base: { kind: 'color', color: '#ff0000' } }] },
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const change = (body: unknown) => owner.request(`/rest/v1/designs/${id}`, { method: 'PATCH', body });
    const renamed = await json(await change({ name: 'Renamed' }));
    expect(renamed.design.countdown).toBeDefined();
    expect(renamed.design.segments.items).toHaveLength(1);
    const removed = await change({ countdown: null, segments: null });
    expect(removed.status, await removed.clone().text()).toBe(200);
    const design = (await json(removed)).design;
    expect(design.countdown).toBeUndefined();
    expect(design.segments).toBeUndefined();
    expect(design.name).toBe('Renamed');
  });

  it('refuses on save a countdown under a personal layer, a countdown GIF past the cap, and 51 segments', async () => {
    const overlap = countdownDesign();
    const layer = overlap.layers[0];
    if (!layer) throw new Error('no layer');
    const under = await owner.post('/rest/v1/designs', {
      ...overlap,
      layers: [{ ...layer, box: { x: 200, y: 40, width: 200, height: 80 } }],
    });
    expect(under.status).toBe(400);
    expect((await json(under)).error).toMatch(/overlaps the countdown/);
    const big = await owner.post('/rest/v1/designs', {
      ...countdownDesign({ box: { x: 0, y: 0, width: 1200, height: 600 } }),
      width: 1200,
      height: 600,
      layers: [],
    });
    expect(big.status).toBe(400);
    expect((await json(big)).error).toMatch(/tick for at most 8 seconds/);
    const many = await owner.post('/rest/v1/designs', {
      ...countdownDesign(),
      segments: {
        items: Array.from({ length: 51 }, (_, i) => ({
          value: `s${i}`,
          base: { kind: 'color', color: '#123456' },
        })),
      },
    });
    expect(many.status).toBe(400);
    expect((await json(many)).error).toMatch(/up to 50 segments/);
  });
});
