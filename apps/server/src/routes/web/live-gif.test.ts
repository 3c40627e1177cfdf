import { type GifInfo, readGif } from '@mergepix/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePhoto } from '../../render/test-images.ts';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser, type TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import {
  fetchImage,
  GIF_NAME_BOX,
  gifGreetingDesign,
  imageSize,
  publishedDesign,
  uploadPicture,
} from '../../test-support/designs.ts';

const W = 600;

/** Pixels of frame `f` that differ between two decoded GIFs, as [x, y]. */
function changed(a: GifInfo, b: GifInfo, f: number): [number, number][] {
  const x = a.frames[f]?.rgba ?? new Uint8ClampedArray();
  const y = b.frames[f]?.rgba ?? new Uint8ClampedArray();
  const out: [number, number][] = [];
  for (let p = 0; p < x.length; p += 4)
    if (x[p] !== y[p] || x[p + 1] !== y[p + 1] || x[p + 2] !== y[p + 2])
      out.push([(p / 4) % W, Math.floor(p / 4 / W)]);
  return out;
}

/** Inside the name's box, with the few pixels of antialiasing around it. */
const inNameBox = ([x, y]: [number, number]) =>
  x >= GIF_NAME_BOX.x - 2 &&
  x < GIF_NAME_BOX.x + GIF_NAME_BOX.width + 2 &&
  y >= GIF_NAME_BOX.y - 2 &&
  y < GIF_NAME_BOX.y + GIF_NAME_BOX.height + 2;

describe.each(testDbKinds())('live GIFs on $name', (kind) => {
  const ctx = useTestApp(kind);
  let owner: TestClient;
  let paths: string[];
  let gif: Awaited<ReturnType<typeof publishedDesign>>;

  beforeAll(async () => {
    owner = await signedInUser(ctx.app, `live-gif-${kind.name}@example.com`);
    paths = [
      await uploadPicture(ctx.app, owner, await makePhoto(640, 480, 1)),
      await uploadPicture(ctx.app, owner, await makePhoto(500, 500, 2)),
    ];
    gif = await publishedDesign(owner, gifGreetingDesign([paths[0] ?? null, null, paths[1] ?? null]));
  });

  it('draws each recipient’s GIF at open time: every frame, its delay, the size, an endless loop', async () => {
    expect(gif.path).toMatch(/^\/i\/[\w-]{16}\.gif$/);
    const zoe = await fetchImage(ctx.app, `${gif.path}?firstname=Zo%C3%AB`);
    const ana = await fetchImage(ctx.app, `${gif.path}?firstname=Ana`);
    expect(zoe.res.status).toBe(200);
    expect(zoe.res.headers.get('content-type')).toBe('image/gif');
    expect(zoe.res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    const a = readGif(zoe.bytes);
    const b = readGif(ana.bytes);
    expect(a).toMatchObject({ width: 600, height: 400, loop: 0 });
    expect(a.frames.map((f) => f.delayCs)).toEqual([50, 100, 50]);
    expect(a.frames.every((f) => f.width === 600 && f.height === 400)).toBe(true);
    // The names differ inside their box on every frame, and nowhere else.
    for (let f = 0; f < 3; f++) {
      const diff = changed(a, b, f);
      expect(diff.length, `frame ${f}`).toBeGreaterThan(100);
      expect(diff.every(inNameBox), `frame ${f}`).toBe(true);
    }
    // Each frame shows its own picture, or the blank gradient: pixels differ far from the name.
    const frame = (f: number) => ({ ...a, frames: [a.frames[f]] }) as GifInfo;
    const away = (x: GifInfo, y: GifInfo) => changed(x, y, 0).filter((p) => !inNameBox(p)).length;
    expect(away(frame(0), frame(1))).toBeGreaterThan(100_000);
    expect(away(frame(0), frame(2))).toBeGreaterThan(100_000);
  });

  it('answers a repeat from the cache with the same ETag, and 304 to If-None-Match', async () => {
    const first = await fetchImage(ctx.app, `${gif.path}?firstname=Bea`);
    const etag = first.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"1-[\w-]+"$/);
    const again = await fetchImage(ctx.app, `${gif.path}?FIRSTNAME=Bea`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.res.headers.get('etag')).toBe(etag);
    const revalidated = await fetchImage(ctx.app, `${gif.path}?firstname=Bea`, { 'If-None-Match': etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
  });

  it('serves its first frame as a still image, and a still design as a one-frame GIF', async () => {
    const jpg = await fetchImage(ctx.app, `${gif.path.replace(/\.gif$/, '.jpg')}?firstname=Ana`);
    expect(jpg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(imageSize(jpg.bytes)).toEqual({ width: 600, height: 400 });
    const other = await fetchImage(ctx.app, `${gif.path.replace(/\.gif$/, '.jpg')}?firstname=Zo%C3%AB`);
    expect(other.bytes.equals(jpg.bytes)).toBe(false);
    const png = await fetchImage(ctx.app, `${gif.path.replace(/\.gif$/, '.png')}`);
    expect(png.res.headers.get('content-type')).toBe('image/png');
    const still = await publishedDesign(owner);
    const one = await fetchImage(ctx.app, `${still.path.replace(/\.jpg$/, '.gif')}?firstname=Ada`);
    expect(one.res.headers.get('content-type')).toBe('image/gif');
    const decoded = readGif(one.bytes);
    expect(decoded.frames).toHaveLength(1);
    expect(decoded).toMatchObject({ width: 600, height: 400 });
  });

  it('gives platform links and snippets for the GIF URL, and the frames’ pictures to the editor', async () => {
    const { links, url } = await json(await owner.request(`/rest/v1/designs/${gif.id}/links`));
    expect(url).toBe(`http://mergepix.test${gif.path}`);
    const mailchimp = links.find((l: { platform: string }) => l.platform === 'mailchimp');
    expect(mailchimp.url).toBe(`http://mergepix.test${gif.path}?firstname=*|URL:FNAME|*`);
    expect(mailchimp.img).toContain('alt="Hi *|FNAME|*!"');
    const record = await json(await owner.request(`/rest/v1/designs/${gif.id}`));
    expect(record.url).toBe(`http://mergepix.test${gif.path}`);
    expect(record.frame_urls).toEqual([
      `/storage/v1/object/public/design-bases/${paths[0]}`,
      null,
      `/storage/v1/object/public/design-bases/${paths[1]}`,
    ]);
    expect((await ctx.app.request(record.frame_urls[0])).headers.get('content-type')).toMatch(/^image\//);
  });

  it('counts its opens like any live image', async () => {
    const counted = await publishedDesign(owner, gifGreetingDesign([null]));
    await fetchImage(ctx.app, `${counted.path}?firstname=Ada`);
    await fetchImage(ctx.app, `${counted.path}?firstname=Ada`);
    await fetchImage(ctx.app, `${counted.path}?firstname=Ben`);
    const stats = await json(await owner.request(`/rest/v1/designs/${counted.id}/stats`));
    expect(stats.totals).toMatchObject({ requests: 3, unique: 2 });
  });

  it('answers unknown and unpublished GIFs with a one-pixel GIF and a 404', async () => {
    const isNeutral = async (path: string) => {
      const got = await fetchImage(ctx.app, path);
      expect(got.res.status, path).toBe(404);
      expect(got.res.headers.get('content-type'), path).toBe('image/gif');
      expect(readGif(got.bytes), path).toMatchObject({ width: 1, height: 1 });
    };
    await isNeutral('/i/AAAAAAAAAAAAAAAA.gif');
    expect((await owner.post(`/rest/v1/designs/${gif.id}/unpublish`, {})).status).toBe(200);
    await isNeutral(`${gif.path}?firstname=Ana`);
    expect((await owner.post(`/rest/v1/designs/${gif.id}/publish`, {})).status).toBe(200);
    expect((await fetchImage(ctx.app, `${gif.path}?firstname=Ana`)).res.status).toBe(200);
  });

  it('refuses bad GIF designs with a clear 400', async () => {
    const stranger = await signedInUser(ctx.app, `live-gif-stranger-${kind.name}@example.com`);
    const problem = async (body: unknown, client = owner) => {
      const res = await client.post('/rest/v1/designs', body);
      expect(res.status).toBe(400);
      return (await json(res)).error as string;
    };
    expect(await problem({ ...gifGreetingDesign([null]), format: 'jpg' })).toBe(
      'Invalid request: frames: Only a live GIF (format "gif") has frames.',
    );
    expect(await problem(gifGreetingDesign([null, paths[0] ?? null]), stranger)).toBe(
      "Upload frame 2's picture again: this one is not yours or is gone.",
    );
    const gone = `${paths[0]?.replace(/[^/]+$/, '')}0123456789abcdef01234567.jpg`;
    expect(await problem(gifGreetingDesign([gone]))).toMatch(/^Upload frame 1's picture again/);
    expect(await problem(gifGreetingDesign(Array(25).fill(null)))).toBe(
      'Invalid request: frames: A live GIF can have up to 24 frames of 600×400 (5.76 million pixels in all): use fewer frames or a smaller size.',
    );
    expect(await problem(gifGreetingDesign(Array(61).fill(null), { width: 100, height: 100 }))).toMatch(
      /^Invalid request: frames: /,
    );
    // A change is checked the same way.
    const patch = await stranger.post('/rest/v1/designs', gifGreetingDesign([null]));
    const { id } = await json(patch);
    const bad = await stranger.request(`/rest/v1/designs/${id}`, {
      method: 'PATCH',
      body: { frames: gifGreetingDesign([paths[1] ?? null]).frames },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).details.issues[0].path).toBe('frames.0.path');
  });

  it('is not exported in batches, with a reason', async () => {
    const res = await owner.post(`/rest/v1/designs/${gif.id}/batch`, {
      csv: 'First Name\nAda\n',
      columns: ['FIRSTNAME'],
    });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatch(/^Batch exports make still images/);
  });
});
