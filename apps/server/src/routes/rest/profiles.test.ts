import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { json, testApp, useTestApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

// A 1x1 PNG.
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

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
    expect(url).toMatch(/^\/storage\/v1\/object\/public\/avatars\/.+\.png$/);
    const image = await ctx.app.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
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
});

describe('dev mailbox', () => {
  // Opened in a hook: a fresh PGlite with its migrations takes seconds on a loaded 2-core machine.
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is on outside production, off in production unless enabled', async () => {
    const dev = testApp(database);
    await new TestClient(dev).signUp('mb@example.com', 'correct horse battery staple');
    await new TestClient(dev).post('/auth/v1/request-password-reset', { email: 'mb@example.com' });
    const page = await dev.request('/dev/mailbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Reset your Mergepix password');
    expect(html).toMatch(/<a href="http:\/\/mergepix\.test\/reset-password\?token=/);
    const list = await json(await dev.request('/dev/mailbox/messages?to=mb@example.com'));
    expect(list.messages[0].kind).toBe('password-reset');
    const prod = testApp(database, { NODE_ENV: 'production' });
    expect((await prod.request('/dev/mailbox')).status).toBe(404);
    const enabled = testApp(database, { NODE_ENV: 'production', MAILBOX_ENABLED: 'true' });
    expect((await enabled.request('/dev/mailbox')).status).toBe(200);
  });
});
