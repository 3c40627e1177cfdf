import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_PREVIEW_PARAM } from '@mergepix/core';
import { createCanvas, Image } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generations } from '../../db/schema.ts';
import { GENERATIONS_BUCKET, GenerationLog } from '../../services/generation/generations.ts';
import { Limits } from '../../services/limits/limits.ts';
import { FLOOD_DISTINCT } from '../../services/live/flood-watch.ts';
import { localObjectStore } from '../../services/storage/object-store.ts';
import { json, testApp, useTestApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { fetchImage, greetingDesign, publishedDesign } from '../../test-support/designs.ts';
import { DESIGN_UPLOADS_PER_DAY } from './designs.ts';

function pngBytes(color: string, width = 300, height = 200): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return canvas.encodeSync('png');
}

describe.each(testDbKinds())('designs API on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('needs a session', async () => {
    const anon = new TestClient(ctx.app);
    expect((await anon.request('/rest/v1/designs')).status).toBe(401);
    expect((await anon.post('/rest/v1/designs', greetingDesign())).status).toBe(401);
  });

  it('creates, reads, lists, patches and deletes the owner’s designs only', async () => {
    const me = await signedInUser(ctx.app, 'designs-me@example.com');
    const them = await signedInUser(ctx.app, 'designs-them@example.com');
    const created = await me.post('/rest/v1/designs', greetingDesign());
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body).toMatchObject({ name: 'Welcome banner', published: false, version: 0, url: null });
    expect(body.design).toMatchObject({ width: 600, height: 400, format: 'jpg' });
    expect(body.public_id).toMatch(/^[\w-]{16}$/);
    const id = body.id as string;

    expect((await json(await me.request('/rest/v1/designs'))).map((d: { id: string }) => d.id)).toEqual([id]);
    expect(await json(await them.request('/rest/v1/designs'))).toEqual([]);
    for (const [method, path] of [
      ['GET', `/rest/v1/designs/${id}`],
      ['PATCH', `/rest/v1/designs/${id}`],
      ['DELETE', `/rest/v1/designs/${id}`],
      ['POST', `/rest/v1/designs/${id}/publish`],
      ['GET', `/rest/v1/designs/${id}/links`],
      ['GET', `/rest/v1/designs/${id}/stats`],
    ] as const) {
      const res = await them.request(path, {
        method,
        body: method === 'PATCH' ? { name: 'Mine now' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await me.request('/rest/v1/designs/not-a-uuid')).status).toBe(404);

    const patched = await me.request(`/rest/v1/designs/${id}`, {
      method: 'PATCH',
      body: { name: 'Spring sale', format: 'png' },
    });
    expect(patched.status).toBe(200);
    expect((await json(patched)).design).toMatchObject({ name: 'Spring sale', format: 'png' });
    expect((await me.request(`/rest/v1/designs/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await me.request(`/rest/v1/designs/${id}`)).status).toBe(404);
  });

  it('refuses invalid designs with a 400 naming the field, and keeps the saved one', async () => {
    const me = await signedInUser(ctx.app, 'designs-invalid@example.com');
    const bad = await me.post('/rest/v1/designs', greetingDesign({ width: 5000 }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain('width');
    const outside = greetingDesign();
    outside.layers[0] = { ...outside.layers[0], box: { x: 500, y: 0, width: 200, height: 100 } } as never;
    expect((await me.post('/rest/v1/designs', outside)).status).toBe(400);
    const unknownToken = await me.post(
      '/rest/v1/designs',
      greetingDesign({ fallbacks: { SHOE_SIZE: '42' } }),
    );
    expect(unknownToken.status).toBe(400);

    const { id } = await json(await me.post('/rest/v1/designs', greetingDesign()));
    const badPatch = await me.request(`/rest/v1/designs/${id}`, {
      method: 'PATCH',
      body: { layers: 'none' },
    });
    expect(badPatch.status).toBe(400);
    expect((await json(badPatch)).details.issues[0].path).toBe('layers');
    const unknownField = await me.request(`/rest/v1/designs/${id}`, {
      method: 'PATCH',
      body: { owner: 'x' },
    });
    expect(unknownField.status).toBe(400);
    expect((await json(await me.request(`/rest/v1/designs/${id}`))).design.layers).toHaveLength(2);
  });

  it('publishes with an unguessable id; republishing keeps the URL and serves the new version', async () => {
    const me = await signedInUser(ctx.app, 'designs-publish@example.com');
    const { id, publicId, path } = await publishedDesign(me);
    expect(publicId).toMatch(/^[\w-]{16}$/); // 96 random bits
    const v1 = await fetchImage(ctx.app, `${path}?firstname=Ada`);
    const typo = greetingDesign().layers.map((l, i) => (i === 0 ? { ...l, text: 'Hello [FIRSTNAME]!' } : l));
    const state = async () => (await json(await me.request(`/rest/v1/designs/${id}`))).unpublished_changes;
    expect(await state()).toBe(false);
    await me.request(`/rest/v1/designs/${id}`, { method: 'PATCH', body: { layers: typo } });
    // The draft changed; the URL still serves version 1 until the next publish.
    expect(await state()).toBe(true);
    expect((await fetchImage(ctx.app, `${path}?firstname=Ada`)).bytes.equals(v1.bytes)).toBe(true);
    const again = await json(await me.post(`/rest/v1/designs/${id}/publish`, {}));
    expect(again).toMatchObject({ publicId, version: 2 });
    expect(await state()).toBe(false);
    expect(new URL(again.url).pathname).toBe(path);
    const v2 = await fetchImage(ctx.app, `${path}?firstname=Ada`);
    expect(v2.bytes.equals(v1.bytes)).toBe(false);
    expect(v2.res.headers.get('etag')).toMatch(/^"2-/);
  });

  it('lists a link and an <img> tag for every platform', async () => {
    const me = await signedInUser(ctx.app, 'designs-links@example.com');
    const { id, path } = await publishedDesign(me);
    const { links, url, published } = await json(await me.request(`/rest/v1/designs/${id}/links`));
    expect(published).toBe(true);
    expect(url).toBe(`http://mergepix.test${path}`);
    expect(links.length).toBeGreaterThanOrEqual(18);
    const mailchimp = links.find((l: { platform: string }) => l.platform === 'mailchimp');
    expect(mailchimp.url).toBe(`http://mergepix.test${path}?firstname=*|URL:FNAME|*&company=*|URL:COMPANY|*`);
    expect(mailchimp.img).toContain('alt="Hi *|FNAME|*! *|COMPANY|* has a gift for you"');
  });

  it('counts opens per day: requests, unique recipients and image proxies apart', async () => {
    const me = await signedInUser(ctx.app, 'designs-stats@example.com');
    const { id, path } = await publishedDesign(me);
    const open = (query: string, ua = 'Mozilla/5.0 (Macintosh) AppleWebKit/605 Mail') =>
      ctx.app.request(`${path}?${query}`, { headers: { 'User-Agent': ua } });
    await open('firstname=Ada');
    await open('firstname=Ada');
    await open('FIRSTNAME=Ada'); // the same recipient, spelled differently
    await open('firstname=Ben');
    await open(
      'firstname=Ada',
      'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
    );
    await open('firstname=Cy', 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html');
    await open('firstname=Di', 'Mozilla/5.0');
    const stats = await json(await me.request(`/rest/v1/designs/${id}/stats`));
    expect(stats.totals).toEqual({ requests: 7, proxied: 3, direct: 4, filtered: 0, flood: 0, unique: 4 });
    expect(stats.days).toHaveLength(1);
    expect(stats.days[0].day).toBe(new Date().toISOString().slice(0, 10));
    // Nothing stored names a recipient.
    const rows = await ctx.database.db.execute('select recipient from design_open_recipients');
    expect(JSON.stringify(rows)).not.toMatch(/Ada|Ben/);
  });

  it('counts honestly: the owner’s previews never, filtered values and floods apart from opens', async () => {
    const me = await signedInUser(ctx.app, 'designs-honest@example.com');
    const { id, path } = await publishedDesign(me);
    const record = await json(await me.request(`/rest/v1/designs/${id}`));
    expect(record.preview_token).toMatch(/^[\w-]{22}$/);
    const from = (address: string) =>
      [
        { headers: { 'User-Agent': 'Mozilla/5.0 (X11) Firefox/140' } },
        { incoming: { socket: { remoteAddress: address, remotePort: 4000 } } },
      ] as const;
    const open = (query: string, address = '198.51.100.1') =>
      ctx.app.request(`${path}?${query}`, ...from(address));
    // The designer's test view, and a forged or another design's token (counted).
    const preview = await open(`firstname=Ada&${LIVE_PREVIEW_PARAM}=${record.preview_token}`);
    expect(preview.status).toBe(200);
    await open(`firstname=Ada&${LIVE_PREVIEW_PARAM}=${'x'.repeat(22)}`);
    // A stranger's link and a flood of made-up names from one address.
    await open('firstname=Visit+evil.com', '198.51.100.2');
    for (let i = 0; i <= FLOOD_DISTINCT + 9; i++) await open(`firstname=Bot${i}`, '203.0.113.66');
    const stats = await json(await me.request(`/rest/v1/designs/${id}/stats`));
    // The flood's first FLOOD_DISTINCT names count before the address is judged; the rest apart.
    expect(stats.totals).toEqual({
      requests: 1 + 1 + FLOOD_DISTINCT + 10,
      direct: 1 + FLOOD_DISTINCT,
      proxied: 0,
      filtered: 1,
      flood: 10,
      unique: 1 + FLOOD_DISTINCT,
    });
    expect(stats.days[0]).toMatchObject({ filtered: 1, flood: 10 });
  });

  it('takes an uploaded base (re-encoded, owner-only) and a generated image as its own copy', async () => {
    const me = await signedInUser(ctx.app, 'designs-upload@example.com');
    const them = await signedInUser(ctx.app, 'designs-upload-them@example.com');
    const upload = await me.request('/rest/v1/designs/uploads', {
      method: 'POST',
      body: undefined,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(upload.status).toBe(400);
    const res = await ctx.app.request('/rest/v1/designs/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Origin: 'http://mergepix.test', Cookie: cookieOf(me) },
      body: pngBytes('#16a34a'),
    });
    expect(res.status).toBe(201);
    const { path } = await json(res);
    expect(path).toMatch(/^uploads\/[^/]+\/[0-9a-f]+\.(png|jpg)$/);
    const design = greetingDesign({ base: { kind: 'upload', path } });
    expect((await them.post('/rest/v1/designs', design)).status).toBe(400);
    const green = await publishedDesign(me, design);
    const red = await publishedDesign(me, greetingDesign({ base: { kind: 'color', color: '#dc2626' } }));
    const a = await fetchImage(ctx.app, green.path);
    const b = await fetchImage(ctx.app, red.path);
    expect(a.res.status).toBe(200);
    expect(a.bytes.equals(b.bytes)).toBe(false);
    const junk = await ctx.app.request('/rest/v1/designs/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Origin: 'http://mergepix.test', Cookie: cookieOf(me) },
      body: Buffer.from('not an image'),
    });
    expect(junk.status).toBe(422);
    // Uploads are capped per account and day.
    const userId = (await json(await me.request('/auth/v1/user'))).user.id;
    const limits = new Limits(ctx.database.db);
    for (let i = 0; i < DESIGN_UPLOADS_PER_DAY; i++) await limits.record('design-upload', userId);
    const capped = await ctx.app.request('/rest/v1/designs/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Origin: 'http://mergepix.test', Cookie: cookieOf(me) },
      body: pngBytes('#16a34a'),
    });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    const unknownGeneration = greetingDesign({
      base: { kind: 'generation', generationId: crypto.randomUUID() },
    });
    expect((await me.post('/rest/v1/designs', unknownGeneration)).status).toBe(400);
  });
});

/** The colour of one pixel of an encoded image. */
function pixel(bytes: Buffer, x: number, y: number): number[] {
  const image = new Image();
  image.src = bytes;
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
}

describe.each(testDbKinds())('a generated base on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('is copied into the design, so the history’s retention cannot take it from a published URL', async () => {
    const store = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-design-store-')));
    const app = testApp(ctx.database, {}, { store });
    const me = await signedInUser(app, 'designs-generation@example.com');
    const userId = (await json(await me.request('/auth/v1/user'))).user.id;
    await new GenerationLog(ctx.database.db, store).succeed(
      { userId, clientHash: 'x' },
      { fn: 'image-generation', requested: 'openai', prompt: 'a red wall', startedAt: performance.now() },
      { bytes: pngBytes('#dc2626'), contentType: 'image/png', provider: 'local', model: 'offline' },
    );
    const [gen] = await ctx.database.db.select().from(generations).where(eq(generations.userId, userId));
    if (!gen?.resultKey) throw new Error('no generation');
    const design = greetingDesign({ base: { kind: 'generation', generationId: gen.id }, layers: [] });
    const { id, path } = await publishedDesign(me, design);
    // The designer loads its own copy of the picture.
    const { base_url } = await json(await me.request(`/rest/v1/designs/${id}`));
    expect(base_url).toMatch(new RegExp(`^/storage/v1/object/public/design-bases/${id}/`));
    expect((await app.request(base_url)).headers.get('content-type')).toMatch(/^image\//);
    // Retention deletes the history's file; the published image keeps its picture.
    await store.delete(GENERATIONS_BUCKET, gen.resultKey);
    const { res, bytes } = await fetchImage(app, path);
    expect(res.status).toBe(200);
    const [r = 0, g = 0, b = 0] = pixel(bytes, 300, 200);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(160);
  });
});

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
