import { createHash } from 'node:crypto';
import { API_KEY_PATTERN, API_KEYS_MAX_ACTIVE } from '@mergepix/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema.ts';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const PATH = '/rest/v1/api-keys';

describe.each(testDbKinds())('API keys on $name', (kind) => {
  const ctx = useTestApp(kind);

  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  async function createKey(client: TestClient, name = 'Newsletter script') {
    const res = await client.post(PATH, { name });
    expect(res.status).toBe(201);
    return json(res);
  }

  it('needs a session', async () => {
    const anon = new TestClient(ctx.app);
    const res = await anon.request(PATH);
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({
      code: 'not_authenticated',
      error: 'Sign in to manage your API keys.',
    });
    expect((await anon.post(PATH, { name: 'x' })).status).toBe(401);
  });

  it('shows a new key once, lists it by prefix only, and stores only its hash', async () => {
    const me = await signedInUser(ctx.app, 'keys-create@example.com');
    const created = await createKey(me, '  Newsletter script ');
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created).toMatchObject({ name: 'Newsletter script', last_used_at: null });
    expect(created.prefix).toBe(created.key.slice(0, 10));
    expect(Date.parse(created.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const list = await me.request(PATH);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const text = await list.text();
    expect(text).not.toContain(created.key);
    expect(JSON.parse(text)).toEqual([
      {
        id: created.id,
        name: 'Newsletter script',
        prefix: created.prefix,
        created_at: created.created_at,
        last_used_at: null,
      },
    ]);

    const rows = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(10));
    expect(rows[0]?.hash).toBe(createHash('sha256').update(created.key).digest('hex'));

    // Two keys are never alike, and the newest is listed first.
    const second = await createKey(me, 'CRM sync');
    expect(second.key).not.toBe(created.key);
    expect((await json(await me.request(PATH))).map((k: { id: string }) => k.id)).toEqual([
      second.id,
      created.id,
    ]);
  });

  it('refuses bad names with a 400 that says what is wrong', async () => {
    const me = await signedInUser(ctx.app, 'keys-names@example.com');
    for (const [body, message] of [
      [{ name: '' }, 'Name the key'],
      [{}, 'Name the key'],
      [{ name: 'x'.repeat(61) }, 'at most 60 characters'],
      [{ name: 'two\nlines' }, 'one line'],
      [{ name: 'ok', scopes: ['all'] }, 'scopes'],
    ] as const) {
      const res = await me.post(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error).toContain(message);
    }
    expect(await json(await me.request(PATH))).toEqual([]);
  });

  it(`caps an account at ${API_KEYS_MAX_ACTIVE} active keys; revoking one makes room`, async () => {
    const me = await signedInUser(ctx.app, 'keys-cap@example.com');
    const ids: string[] = [];
    for (let i = 0; i < API_KEYS_MAX_ACTIVE; i++) ids.push((await createKey(me, `Key ${i + 1}`)).id);
    const over = await me.post(PATH, { name: 'One too many' });
    expect(over.status).toBe(403);
    expect(await json(over)).toMatchObject({
      code: 'too_many_api_keys',
      error: expect.stringMatching(/up to 20 API keys\. Revoke one/),
    });
    expect((await me.request(`${PATH}/${ids[0]}`, { method: 'DELETE' })).status).toBe(204);
    await createKey(me, 'One more');
  });

  it('works as its owner on every designs route, and only on the owner’s designs', async () => {
    const me = await signedInUser(ctx.app, 'keys-designs-me@example.com');
    const them = await signedInUser(ctx.app, 'keys-designs-them@example.com');
    const { key } = await createKey(me);
    const { key: theirKey } = await createKey(them);
    const anon = new TestClient(ctx.app);
    const design = {
      name: 'Welcome',
      base: { kind: 'color', color: '#1e3a8a' },
      layers: [
        {
          text: 'Hi [FIRSTNAME]!',
          box: { x: 20, y: 20, width: 560, height: 360 },
          fontFamily: 'Inter',
          fontSize: 64,
        },
      ],
    };

    const created = await anon.post('/rest/v1/designs', design, bearer(key));
    expect(created.status).toBe(201);
    const { id } = await json(created);
    // The session sees what the key made: they are the same person.
    expect((await json(await me.request('/rest/v1/designs'))).map((d: { id: string }) => d.id)).toEqual([id]);

    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await anon.request(path, { method, body, headers: bearer(key) });
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return res;
    };
    await ok('GET', '/rest/v1/designs');
    await ok('GET', `/rest/v1/designs/${id}`);
    await ok('PATCH', `/rest/v1/designs/${id}`, { name: 'Spring' });
    const published = await json(await ok('POST', `/rest/v1/designs/${id}/publish`));
    expect(published.url).toMatch(/\/i\/[\w-]{16}\.jpg$/);
    expect((await json(await ok('GET', `/rest/v1/designs/${id}/links`))).links.length).toBeGreaterThan(3);
    expect((await json(await ok('GET', `/rest/v1/designs/${id}/stats`))).totals).toBeDefined();
    await ok('POST', `/rest/v1/designs/${id}/unpublish`);
    // Batch exports too: start one, read it, list it.
    const job = await json(
      await ok('POST', `/rest/v1/designs/${id}/batch`, {
        csv: 'First Name\nAda\n',
        columns: ['FIRSTNAME'],
        nameColumn: 0,
      }),
    );
    expect((await json(await ok('GET', `/rest/v1/jobs/${job.id}`))).total).toBe(1);
    expect(
      (await json(await ok('GET', `/rest/v1/jobs?design_id=${id}`))).map((j: { id: string }) => j.id),
    ).toEqual([job.id]);
    const theirs = await anon.request(`/rest/v1/jobs/${job.id}`, { headers: bearer(theirKey) });
    expect(theirs.status).toBe(404);
    const upload = await ctx.app.request('/rest/v1/designs/uploads', {
      method: 'POST',
      headers: bearer(key),
      body: new Uint8Array(0),
    });
    expect((await json(upload)).code).toBe('empty_upload'); // got past the owner check

    // Someone else's key finds nothing of mine, and lists only their own.
    expect(await json(await anon.request('/rest/v1/designs', { headers: bearer(theirKey) }))).toEqual([]);
    for (const [method, path] of [
      ['GET', `/rest/v1/designs/${id}`],
      ['PATCH', `/rest/v1/designs/${id}`],
      ['POST', `/rest/v1/designs/${id}/publish`],
      ['GET', `/rest/v1/designs/${id}/links`],
      ['GET', `/rest/v1/designs/${id}/stats`],
      ['DELETE', `/rest/v1/designs/${id}`],
    ] as const) {
      const res = await anon.request(path, {
        method,
        body: method === 'PATCH' ? { name: 'Mine now' } : undefined,
        headers: bearer(theirKey),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    await ok('DELETE', `/rest/v1/designs/${id}`);
  });

  it('records when a key was last used', async () => {
    const me = await signedInUser(ctx.app, 'keys-last-used@example.com');
    const { key, id } = await createKey(me);
    await ctx.app.request('/rest/v1/designs', { headers: bearer(key) });
    const [listed] = await json(await me.request(PATH));
    expect(listed.id).toBe(id);
    expect(Date.parse(listed.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers a revoked, unknown or malformed key with a 401 saying which', async () => {
    const me = await signedInUser(ctx.app, 'keys-revoke@example.com');
    const { key, id } = await createKey(me);
    expect((await ctx.app.request('/rest/v1/designs', { headers: bearer(key) })).status).toBe(200);
    expect((await me.request(`${PATH}/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await json(await me.request(PATH))).toEqual([]);

    const revoked = await ctx.app.request('/rest/v1/designs', { headers: bearer(key) });
    expect(revoked.status).toBe(401);
    expect(await json(revoked)).toMatchObject({
      code: 'invalid_api_key',
      error: expect.stringMatching(/^This API key was revoked\./),
    });
    // Revoking again changes nothing.
    expect((await me.request(`${PATH}/${id}`, { method: 'DELETE' })).status).toBe(204);

    for (const wrong of [`${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`, 'mpx_short', `${key}-`]) {
      const res = await ctx.app.request('/rest/v1/designs', {
        headers: { Authorization: `bearer ${wrong}` },
      });
      expect(res.status, wrong).toBe(401);
      expect(await json(res)).toMatchObject({
        code: 'invalid_api_key',
        error: expect.stringMatching(/^This API key is not valid\./),
      });
    }
  });

  it('revokes only the caller’s own keys: another user’s or a malformed id is a 404', async () => {
    const me = await signedInUser(ctx.app, 'keys-404-me@example.com');
    const them = await signedInUser(ctx.app, 'keys-404-them@example.com');
    const theirs = await createKey(them);
    for (const id of [theirs.id, 'not-an-id', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1"]) {
      const res = await me.request(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      expect(res.status, id).toBe(404);
      expect(await json(res)).toMatchObject({ code: 'not_found', error: 'API key not found.' });
    }
    expect((await ctx.app.request('/rest/v1/designs', { headers: bearer(theirs.key) })).status).toBe(200);
  });

  it('is refused on sign-in, profile and key management, and functions: a key is not a session', async () => {
    const me = await signedInUser(ctx.app, 'keys-scope@example.com', 'correct horse battery staple');
    const { key, id } = await createKey(me);
    const anon = new TestClient(ctx.app);
    const refused = [
      ['GET', '/auth/v1/user', undefined],
      ['GET', '/auth/v1/session', undefined],
      [
        'POST',
        '/auth/v1/change-password',
        { currentPassword: 'correct horse battery staple', newPassword: 'a brand new passphrase' },
      ],
      ['POST', '/auth/v1/update-user', { name: 'Taken over' }],
      ['GET', '/rest/v1/profiles', undefined],
      ['PATCH', '/rest/v1/profiles', { full_name: 'Taken over' }],
      ['GET', '/rest/v1/generations', undefined],
      ['GET', PATH, undefined],
      ['POST', PATH, { name: 'Made by a key' }],
      ['DELETE', `${PATH}/${id}`, undefined],
      ['POST', '/functions/v1/prompt-recommendations', { basePrompt: 'a cozy cafe' }],
    ] as const;
    for (const [method, path, body] of refused) {
      // With the key alone, and with the key beside the owner's own session cookie.
      for (const client of [anon, me]) {
        const res = await client.request(path, { method, body, headers: bearer(key) });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect((await json(res)).code).toBe('api_key_not_allowed');
      }
    }
    // Nothing changed: the password, the name and the keys are as they were.
    expect(
      (await new TestClient(ctx.app).signIn('keys-scope@example.com', 'correct horse battery staple')).status,
    ).toBe(200);
    expect((await json(await me.request('/rest/v1/profiles'))).full_name).toBe('Test User');
    expect((await json(await me.request(PATH))).map((k: { id: string }) => k.id)).toEqual([id]);
    expect((await ctx.app.request('/rest/v1/designs', { headers: bearer(key) })).status).toBe(200);
  });

  it('takes no session token as a bearer on the designs routes: only mpx_ keys (decision 024)', async () => {
    const client = new TestClient(ctx.app);
    await client.signUp('keys-session-bearer@example.com', 'correct horse battery staple');
    const signIn = await client.signIn('keys-session-bearer@example.com', 'correct horse battery staple');
    expect(signIn.headers.get('set-auth-token')).toBeNull();
    const token = decodeURIComponent(client.sessionCookie() ?? '').split('.')[0];
    for (const path of ['/rest/v1/designs', PATH]) {
      const res = await ctx.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status, path).toBe(401);
      expect((await json(res)).code, path).toBe('not_authenticated');
    }
    // The cookie itself still works.
    expect((await client.request('/rest/v1/designs')).status).toBe(200);
  });
});
