import { describe, expect, it } from 'vitest';
import { json, TEST_ORIGIN, useTestApp } from '../test-support/app.ts';
import { signedInUser, type TestClient } from '../test-support/auth-client.ts';
import { testDbKinds } from '../test-support/databases.ts';
import { greetingDesign } from '../test-support/designs.ts';

const EVIL = 'http://evil.example';

/** Who sent the request, as a browser (or a script) would say it. */
const REFUSED: Record<string, Record<string, string>> = {
  'a foreign Origin': { Origin: EVIL },
  'Origin: null': { Origin: 'null' },
  'a foreign Referer and no Origin': { Referer: `${EVIL}/page` },
  'Sec-Fetch-Site: cross-site': { Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'cross-site' },
  'an Origin that is no address': { Origin: 'evil' },
  'the request’s own host under another scheme': { Origin: 'https://localhost' },
};
const ALLOWED: Record<string, Record<string, string>> = {
  'our Origin (PUBLIC_URL)': { Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
  'the Origin the request was sent to (its Host)': { Origin: 'http://localhost' },
  'our Referer and no Origin': { Referer: `${TEST_ORIGIN}/editor` },
  'neither Origin nor Referer (curl, scripts)': {},
};

/** The state-changing routes: method, path, content type and body. */
const ROUTES: [string, string, string, string][] = [
  ['POST', '/rest/v1/designs/uploads', 'text/plain', 'not really an image'],
  ['POST', '/rest/v1/designs', 'application/json', JSON.stringify(greetingDesign())],
  ['PATCH', '/rest/v1/designs/00000000-0000-4000-8000-000000000000', 'application/json', '{"name":"x"}'],
  ['DELETE', '/rest/v1/designs/00000000-0000-4000-8000-000000000000', 'text/plain', ''],
  ['PATCH', '/rest/v1/profiles', 'application/json', '{"full_name":"Mallory"}'],
  ['POST', '/rest/v1/api-keys', 'text/plain', '{"name":"CSRF"}'],
  ['POST', '/functions/v1/prompt-recommendations', 'text/plain', '{}'],
  ['POST', '/auth/v1/update-user', 'text/plain', '{"name":"Mallory"}'],
];

describe.each(testDbKinds())('cross-site writes on $name', (kind) => {
  const ctx = useTestApp(kind);

  /** Sends one request with the signed-in client's cookie and exactly `from`'s headers. */
  function send(client: TestClient, [method, path, type, body]: (typeof ROUTES)[number], from: object) {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return ctx.app.request(
      path,
      { method, headers: { Cookie: cookie, 'Content-Type': type, ...from }, body: body || undefined },
      { incoming: { socket: { remoteAddress: client.ip, remotePort: 4000, remoteFamily: 'IPv4' } } },
    );
  }

  it('refuses every state-changing route from another site with 403 cross_site_request', async () => {
    const me = await signedInUser(ctx.app, 'csrf-refused@example.com');
    for (const route of ROUTES)
      for (const [who, from] of Object.entries(REFUSED)) {
        const res = await send(me, route, from);
        const where = `${route[0]} ${route[1]} with ${who}`;
        expect(res.status, where).toBe(403);
        const body = await json(res);
        expect(body.code, where).toBe('cross_site_request');
        expect(body.error, where).toContain(TEST_ORIGIN);
      }
    // Nothing was done: no key made, the name unchanged, the session alive.
    expect(await json(await me.request('/rest/v1/api-keys'))).toHaveLength(0);
    const user = await json(await me.request('/auth/v1/user'));
    expect(user.user.name).toBe('Test User');
    const signOut = await send(me, ['POST', '/auth/v1/sign-out', 'text/plain', '{}'], { Origin: EVIL });
    expect(signOut.status).toBe(403);
    expect((await me.request('/auth/v1/user')).status).toBe(200);
  });

  it('lets our own pages and clients without Origin or Referer through', async () => {
    const me = await signedInUser(ctx.app, 'csrf-allowed@example.com');
    for (const route of ROUTES)
      for (const [who, from] of Object.entries(ALLOWED)) {
        const res = await send(me, route, from);
        const where = `${route[0]} ${route[1]} with ${who}`;
        expect(res.status, where).not.toBe(403);
        expect(res.status, where).toBeLessThan(500);
      }
    // The profile update went through; the key creation was judged on its content type.
    expect((await json(await me.request('/rest/v1/profiles'))).full_name).toBe('Mallory');
  });

  it('lets an API key through whatever its Origin: no cookie rides on it', async () => {
    const me = await signedInUser(ctx.app, 'csrf-key@example.com');
    const { key } = await json(await me.post('/rest/v1/api-keys', { name: 'script' }));
    const res = await ctx.app.request('/rest/v1/designs', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, Origin: EVIL, 'Content-Type': 'application/json' },
      body: JSON.stringify(greetingDesign()),
    });
    expect(res.status).toBe(201);
  });

  it('takes the Vite dev proxy’s requests, whose Origin is the page’s own host', async () => {
    const me = await signedInUser(ctx.app, 'csrf-dev@example.com');
    const cookie = [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await ctx.app.request('http://127.0.0.1:5173/rest/v1/designs', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://127.0.0.1:5173', 'Content-Type': 'application/json' },
      body: JSON.stringify(greetingDesign()),
    });
    expect(res.status).toBe(201);
  });
});
