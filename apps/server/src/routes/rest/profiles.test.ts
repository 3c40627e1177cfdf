import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

// A 1x1 PNG.
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG of a few dozen bytes whose header claims `width`×`height` RGB pixels. */
function claimedSizePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    PNG_BYTES.subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe.each(testDbKinds())('profiles on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('needs a session', async () => {
    const res = await new TestClient(ctx.app).request('/rest/v1/profiles');
    expect(res.status).toBe(401);
    const patch = await new TestClient(ctx.app).request('/rest/v1/profiles', {
      method: 'PATCH',
      body: { company: 'x' },
    });
    expect(patch.status).toBe(401);
  });

  it('is created with the user, carrying the sign-up name', async () => {
    const client = await signedInUser(ctx.app, 'new-profile@example.com');
    const profile = await json(await client.request('/rest/v1/profiles'));
    expect(profile).toMatchObject({
      full_name: 'Test User',
      company: '',
      job_title: '',
      avatar_url: null,
      token_values: {},
    });
  });

  it('saves the allowed fields and token values, and keeps them', async () => {
    const client = await signedInUser(ctx.app, 'editor@example.com');
    const res = await client.request('/rest/v1/profiles', {
      method: 'PATCH',
      body: {
        full_name: ' Rae Editor ',
        company: 'Brightside Co.',
        job_title: 'CMO',
        token_values: { FIRSTNAME: 'Rae' },
      },
    });
    expect(res.status).toBe(200);
    const again = await json(await client.request('/rest/v1/profiles'));
    expect(again).toMatchObject({
      full_name: 'Rae Editor',
      company: 'Brightside Co.',
      job_title: 'CMO',
      token_values: { FIRSTNAME: 'Rae' },
    });
  });

  it('merges token values key by key, cleans them, and clears a token saved empty', async () => {
    const client = await signedInUser(ctx.app, 'tokens@example.com');
    const patch = (token_values: Record<string, string>) =>
      client.request('/rest/v1/profiles', { method: 'PATCH', body: { token_values } });
    expect((await patch({ FIRSTNAME: 'Rae', COMPANY: 'Brightside' })).status).toBe(200);
    // Another screen saves a different token: the first two stay.
    expect((await patch({ LASTNAME: ' Quill\t\u0007Jr ' })).status).toBe(200);
    let profile = await json(await client.request('/rest/v1/profiles'));
    expect(profile.token_values).toEqual({ FIRSTNAME: 'Rae', COMPANY: 'Brightside', LASTNAME: 'Quill Jr' });
    expect((await patch({ COMPANY: '   ' })).status).toBe(200);
    profile = await json(await client.request('/rest/v1/profiles'));
    expect(profile.token_values).toEqual({ FIRSTNAME: 'Rae', LASTNAME: 'Quill Jr' });
  });

  it('keeps every token when several screens save different ones at the same moment', async () => {
    const client = await signedInUser(ctx.app, 'racing-tokens@example.com');
    const saves = { FIRSTNAME: 'Rae', LASTNAME: 'Quill', COMPANY: 'Brightside', EMAIL: 'rae@example.com' };
    const answers = await Promise.all(
      Object.entries(saves).map(([key, value]) =>
        client.request('/rest/v1/profiles', { method: 'PATCH', body: { token_values: { [key]: value } } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await json(await client.request('/rest/v1/profiles'))).token_values).toEqual(saves);
  });

  it('refuses an over-long token value or a malformed e-mail token and saves nothing', async () => {
    const client = await signedInUser(ctx.app, 'long-token@example.com');
    const before = await json(await client.request('/rest/v1/profiles'));
    for (const [token_values, message] of [
      [{ FIRSTNAME: 'x'.repeat(101) }, /At most 100 characters/],
      [{ EMAIL: 'not-an-address' }, /e-mail address/],
      [{ FIRSTNAME: 'Rae', COMPANY: 'ok\ud800' }, /cannot/],
    ] as const) {
      const res = await client.request('/rest/v1/profiles', { method: 'PATCH', body: { token_values } });
      expect(res.status).toBe(400);
      expect((await json(res)).error ?? (await json(res)).message).toMatch(message);
    }
    expect(await json(await client.request('/rest/v1/profiles'))).toEqual(before);
  });

  it('rejects mass-assignment of other fields and keeps the record unchanged', async () => {
    const client = await signedInUser(ctx.app, 'sneaky@example.com');
    const before = await json(await client.request('/rest/v1/profiles'));
    for (const body of [
      { id: 'someone-else' },
      { company: 'ok', avatar_key: 'x' },
      { token_values: { CITY: 'Paris' } },
    ]) {
      const res = await client.request('/rest/v1/profiles', { method: 'PATCH', body });
      expect(res.status).toBe(400);
    }
    expect(await json(await client.request('/rest/v1/profiles'))).toEqual(before);
  });

  it("never shows or changes another user's profile", async () => {
    const alice = await signedInUser(ctx.app, 'alice@example.com');
    const bob = await signedInUser(ctx.app, 'bob@example.com');
    const aliceId = (await json(await alice.request('/rest/v1/profiles'))).id;
    const peek = await bob.request(`/rest/v1/profiles?id=eq.${aliceId}`);
    expect(peek.status).toBe(404);
    const write = await bob.request(`/rest/v1/profiles?id=eq.${aliceId}`, {
      method: 'PATCH',
      body: { company: 'Pwned' },
    });
    expect(write.status).toBe(404);
    expect((await json(await alice.request('/rest/v1/profiles'))).company).toBe('');
    const own = await bob.request(
      `/rest/v1/profiles?id=eq.${(await json(await bob.request('/rest/v1/profiles'))).id}`,
    );
    expect(own.status).toBe(200);
  });

  it('stores an avatar, serves it, and replaces or removes it', async () => {
    const client = await signedInUser(ctx.app, 'avatar@example.com');
    const res = await client.request('/rest/v1/profiles', { method: 'PATCH', body: { avatar: PNG } });
    expect(res.status).toBe(200);
    const url = (await json(res)).avatar_url as string;
    // Re-encoded as WebP, and served as such.
    expect(url).toMatch(/^\/storage\/v1\/object\/public\/avatars\/.+\.webp$/);
    const image = await ctx.app.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1, 1]);
    const removed = await client.request('/rest/v1/profiles', { method: 'PATCH', body: { avatar: null } });
    expect((await json(removed)).avatar_url).toBeNull();
    expect((await ctx.app.request(url)).status).toBe(404);
  });

  it('refuses avatars that are not what they claim, or too large', async () => {
    const client = await signedInUser(ctx.app, 'badavatar@example.com');
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`;
    const lying = `data:image/jpeg;base64,${PNG_BYTES.toString('base64')}`;
    const notImage = `data:image/png;base64,${Buffer.from('hello world, not a png').toString('base64')}`;
    const huge = `data:image/png;base64,${Buffer.concat([PNG_BYTES, Buffer.alloc(600 * 1024)]).toString('base64')}`;
    for (const avatar of [svg, lying, notImage, huge]) {
      const res = await client.request('/rest/v1/profiles', { method: 'PATCH', body: { avatar } });
      expect([400, 422]).toContain(res.status);
      expect((await json(res)).error).toMatch(/image|KB/i);
    }
    expect((await json(await client.request('/rest/v1/profiles'))).avatar_url).toBeNull();
  });

  it('refuses a pixel bomb avatar (a 66-byte PNG claiming 100000×100000) with 422', async () => {
    const client = await signedInUser(ctx.app, 'bomb-avatar@example.com');
    const bomb = claimedSizePng(100_000, 100_000);
    expect(bomb.length).toBe(66);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 100_000,
      height: 100_000,
    });
    const res = await client.request('/rest/v1/profiles', {
      method: 'PATCH',
      body: { avatar: dataUrl(bomb) },
    });
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      code: 'image_too_many_pixels',
      error: 'The avatar image has more than 25 megapixels (it has 100000×100000).',
    });
    expect((await json(await client.request('/rest/v1/profiles'))).avatar_url).toBeNull();
  });

  it('refuses an avatar that does not decode with 422', async () => {
    const client = await signedInUser(ctx.app, 'broken-avatar@example.com');
    // A real PNG header for 64×64 pixels, then image data that is not there.
    const res = await client.request('/rest/v1/profiles', {
      method: 'PATCH',
      body: { avatar: dataUrl(claimedSizePng(64, 64)) },
    });
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      code: 'unreadable_image',
      error: 'The avatar image could not be decoded.',
    });
    expect((await json(await client.request('/rest/v1/profiles'))).avatar_url).toBeNull();
  });

  it('stores avatars re-encoded: at most 512 px, without EXIF, typed by their key', async () => {
    const client = await signedInUser(ctx.app, 'exif-avatar@example.com');
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a5' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes('secret')).toBe(true);
    const res = await client.request('/rest/v1/profiles', {
      method: 'PATCH',
      body: { avatar: dataUrl(photo, 'image/jpeg') },
    });
    expect(res.status).toBe(200);
    const url = (await json(res)).avatar_url as string;
    expect(url).toMatch(/\.webp$/);
    const served = await ctx.app.request(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 341]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret')).toBe(false);
  });
});
