import { EMAIL_PLATFORMS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import {
  expectDrawn,
  fetchImage,
  greetingDesign,
  imageSize,
  publishedDesign,
} from '../../test-support/designs.ts';

const JPEG = [0xff, 0xd8, 0xff];

describe.each(testDbKinds())('live images on $name', (kind) => {
  const ctx = useTestApp(kind);

  async function setup(email: string, design = greetingDesign()) {
    const owner = await signedInUser(ctx.app, email);
    const d = await publishedDesign(owner, design);
    const plain = await fetchImage(ctx.app, d.path);
    return { owner, ...d, plain };
  }

  it('draws a recipient their own image, a JPEG of the design size, with a strong ETag', async () => {
    const { path, plain } = await setup('live-basic@example.com');
    const ada = await fetchImage(ctx.app, `${path}?firstname=Ada&company=Acme`);
    expect(ada.res.status).toBe(200);
    expect(ada.res.headers.get('content-type')).toBe('image/jpeg');
    expect([...ada.bytes.subarray(0, 3)]).toEqual(JPEG);
    expect(imageSize(ada.bytes)).toEqual({ width: 600, height: 400 });
    expect(ada.res.headers.get('etag')).toMatch(/^"1-[\w-]+"$/);
    expect(ada.res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(ada.bytes.equals(plain.bytes)).toBe(false);
    // The same recipient again: the same bytes and ETag; another recipient: other bytes.
    const again = await fetchImage(ctx.app, `${path}?company=Acme&firstname=Ada`);
    expect(again.bytes.equals(ada.bytes)).toBe(true);
    expect(again.res.headers.get('etag')).toBe(ada.res.headers.get('etag'));
    const ben = await fetchImage(ctx.app, `${path}?firstname=Ben&company=Acme`);
    expect(ben.bytes.equals(ada.bytes)).toBe(false);
  });

  it('answers 304 to If-None-Match and serves png and webp from the same URL', async () => {
    const { path } = await setup('live-etag@example.com');
    const first = await fetchImage(ctx.app, `${path}?firstname=Ada`);
    const etag = first.res.headers.get('etag') ?? '';
    const revalidated = await fetchImage(ctx.app, `${path}?firstname=Ada`, { 'If-None-Match': etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    // A 304 renews a cached copy with the same rules (docs/scale-out.md: a CDN in front of /i/).
    expect(revalidated.res.headers.get('cache-control')).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    expect((await fetchImage(ctx.app, `${path}?firstname=Bo`, { 'If-None-Match': etag })).res.status).toBe(
      200,
    );
    const png = await fetchImage(ctx.app, `${path.replace(/\.jpg$/, '.png')}?firstname=Ada`);
    expect(png.res.headers.get('content-type')).toBe('image/png');
    expect(imageSize(png.bytes)).toEqual({ width: 600, height: 400 });
    const webp = await fetchImage(ctx.app, `${path.replace(/\.jpg$/, '.webp')}?firstname=Ada`);
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.res.headers.get('etag')).not.toBe(etag);
  });

  it('reads token names in any spelling and values decoded leniently', async () => {
    const { path } = await setup('live-lenient@example.com');
    const want = (await fetchImage(ctx.app, `${path}?firstname=Ana%20Mar%C3%ADa`)).bytes;
    for (const query of [
      'FIRSTNAME=Ana+Mar%C3%ADa',
      'first_name=Ana%20María',
      'FirstName=%20Ana%20%20Mar%C3%ADa%20',
    ])
      expect((await fetchImage(ctx.app, `${path}?${query}`)).bytes.equals(want), query).toBe(true);
    // NFD input is the same recipient as NFC.
    const nfd = encodeURIComponent('Ana María'.normalize('NFD'));
    expect((await fetchImage(ctx.app, `${path}?firstname=${nfd}`)).bytes.equals(want)).toBe(true);
    // A stray % does not fail the request.
    const stray = await fetchImage(ctx.app, `${path}?firstname=100%&company=%ZZ`);
    expect(stray.res.status).toBe(200);
  });

  it('refuses a value with control characters (the fallback is drawn); tabs and line breaks are spaces', async () => {
    const { path, plain } = await setup('live-controls@example.com');
    await expectDrawn(ctx.app, { path, param: 'firstname', plain: plain.bytes }, [
      'Ada%00Lovelace',
      'Ada%00',
      '%01Ada',
      'Ada%1FLovelace',
      'Ada%7F',
      'Ada%C2%85Lovelace',
    ]);
    const spaced = (await fetchImage(ctx.app, `${path}?firstname=Ada%20Lovelace`)).bytes;
    expect(spaced.equals(plain.bytes)).toBe(false);
    for (const value of ['Ada%09Lovelace', 'Ada%0D%0ALovelace', 'Ada%0B%0CLovelace'])
      expect((await fetchImage(ctx.app, `${path}?firstname=${value}`)).bytes.equals(spaced), value).toBe(
        true,
      );
  });

  it('uses the fallback for empty, unmerged, too long and disallowed values', async () => {
    const { path, plain } = await setup('live-fallbacks@example.com');
    await expectDrawn(ctx.app, { path, param: 'firstname', plain: plain.bytes }, [
      '',
      '%20',
      '*|FNAME|*',
      '%7B%7Bfirst_name%7D%7D',
      'x'.repeat(61),
      '<script>',
      'ada@example.com',
    ]);
  });

  it('draws the fallback for merge tags left in a token that takes any printable text', async () => {
    const { path, plain } = await setup(
      'live-tags-any@example.com',
      greetingDesign({ rules: { COMPANY: { allowed: 'any-printable' } } }),
    );
    await expectDrawn(ctx.app, { path, param: 'company', plain: plain.bytes }, [
      '%24EMAIL%24',
      '%3C%25%3D%20email%20%25%3E',
      '%7B!Contact.Email%7D',
      '%23email%23',
      '%7B%7B%20first_name%20%7C%20default%3A%20%22%22%20%7D%7D',
      '%257B%257Bfirst_name%257D%257D',
      '%255BFIRSTNAME%255D',
    ]);
    await expectDrawn(ctx.app, { path, param: 'company', plain: plain.bytes, drawn: 'value' }, [
      'C%23%20Devs',
      'AT%26T',
      '50%25%20off',
    ]);
  });

  it('follows the design’s own fallbacks and rules', async () => {
    const owner = await signedInUser(ctx.app, 'live-rules@example.com');
    const design = greetingDesign({
      fallbacks: { firstname: 'friend' },
      rules: { FIRSTNAME: { maxLength: 5 } },
    });
    const { path } = await publishedDesign(owner, design);
    const friend = await fetchImage(ctx.app, `${path}?firstname=friend`);
    expect((await fetchImage(ctx.app, path)).bytes.equals(friend.bytes)).toBe(true);
    expect((await fetchImage(ctx.app, `${path}?firstname=Maximiliana`)).bytes.equals(friend.bytes)).toBe(
      true,
    );
    expect((await fetchImage(ctx.app, `${path}?firstname=Maxi`)).bytes.equals(friend.bytes)).toBe(false);
  });

  it('draws extreme values inside the image without failing', async () => {
    const { path } = await setup('live-extreme@example.com');
    const rule = { FIRSTNAME: { maxLength: 200, allowed: 'any-printable' as const } };
    const owner = await signedInUser(ctx.app, 'live-extreme-2@example.com');
    const roomy = await publishedDesign(owner, greetingDesign({ rules: rule }));
    const values = [
      'x'.repeat(500),
      '🎉🎉🎉',
      'محمد عبد الله',
      '山田 太郎',
      '',
      'Maximiliana Constantinopoulou',
    ];
    for (const value of values) {
      for (const p of [path, roomy.path]) {
        const got = await fetchImage(ctx.app, `${p}?firstname=${encodeURIComponent(value)}`);
        expect(got.res.status, value).toBe(200);
        expect(imageSize(got.bytes), value).toEqual({ width: 600, height: 400 });
      }
    }
  });

  it.each(EMAIL_PLATFORMS.map((p) => [p.name, p.id] as const))(
    '%s: a merged link shows the name, an unmerged one the fallbacks',
    async (_, id) => {
      const { owner, id: designId, plain } = await setup(`live-${id}@example.com`);
      const { links } = await json(await owner.request(`/rest/v1/designs/${designId}/links`));
      const link = links.find((l: { platform: string }) => l.platform === id);
      const platform = EMAIL_PLATFORMS.find((p) => p.id === id);
      if (!link || !platform) throw new Error(`no link for ${id}`);
      const local = (url: string) => url.replace('http://mergepix.test', '');
      const unmerged = await fetchImage(ctx.app, local(link.url));
      expect(unmerged.res.status).toBe(200);
      expect(unmerged.bytes.equals(plain.bytes)).toBe(true);
      const print = (v: string) => (platform.urlTag ? encodeURIComponent(v) : v);
      const tag = platform.urlTag ?? platform.tag;
      const merged = local(link.url)
        .replace(`=${tag('FIRSTNAME')}`, `=${print('Zoë')}`)
        .replace(`=${tag('COMPANY')}`, `=${print('Acme')}`);
      const got = await fetchImage(ctx.app, merged);
      const want = await fetchImage(ctx.app, `${new URL(link.url).pathname}?firstname=Zo%C3%AB&company=Acme`);
      expect(got.bytes.equals(want.bytes)).toBe(true);
      expect(got.bytes.equals(plain.bytes)).toBe(false);
    },
  );

  it('answers unknown, malformed, unpublished and deleted ids with a tiny neutral 404 image', async () => {
    const owner = await signedInUser(ctx.app, 'live-404@example.com');
    const { id, path } = await publishedDesign(owner);
    for (const p of ['/i/AAAAAAAAAAAAAAAA.jpg', '/i/short.jpg', '/i/AAAAAAAAAAAAAAAA.gif', '/i/a/b']) {
      const got = await fetchImage(ctx.app, p);
      expect(got.res.status, p).toBe(404);
      expect(got.res.headers.get('content-type'), p).toMatch(/^image\//);
      expect(imageSize(got.bytes)).toEqual({ width: 1, height: 1 });
    }
    expect((await owner.post(`/rest/v1/designs/${id}/unpublish`, {})).status).toBe(200);
    expect((await fetchImage(ctx.app, `${path}?firstname=Ada`)).res.status).toBe(404);
    expect((await owner.post(`/rest/v1/designs/${id}/publish`, {})).status).toBe(200);
    expect((await fetchImage(ctx.app, `${path}?firstname=Ada`)).res.status).toBe(200);
    expect((await owner.request(`/rest/v1/designs/${id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await fetchImage(ctx.app, `${path}?firstname=Ada`);
    expect(gone.res.status).toBe(404);
    expect(gone.res.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['/i/AAAAAAAAAAAAAAAA/bad..name.webp', 'image/webp', [0x52, 0x49, 0x46, 0x46]],
    ['/i/bad..name.jpg', 'image/jpeg', JPEG],
    ['/i/.JPEG', 'image/jpeg', JPEG],
    ['/i/short.gif', 'image/gif', [0x47, 0x49, 0x46]],
    ['/i/no%20such%20design.png?firstname=Ada', 'image/png', [0x89, 0x50, 0x4e, 0x47]],
    ['/i/AAAAAAAAAAAAAAAA.bmp', 'image/png', [0x89, 0x50, 0x4e, 0x47]],
    ['/i/AAAAAAAAAAAAAAAA', 'image/png', [0x89, 0x50, 0x4e, 0x47]],
  ])('answers the malformed name %s with a 404 image of the type it asks for', async (path, type, magic) => {
    const got = await fetchImage(ctx.app, path);
    expect(got.res.status).toBe(404);
    expect(got.res.headers.get('content-type')).toBe(type);
    expect([...got.bytes.subarray(0, magic.length)]).toEqual(magic);
    expect(imageSize(got.bytes)).toEqual({ width: 1, height: 1 });
    expect(got.res.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
