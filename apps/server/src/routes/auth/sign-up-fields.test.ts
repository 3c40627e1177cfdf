import { SIGN_UP_MAX_PER_IP } from '@mergepix/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { json, TEST_ORIGIN, testApp, useTestApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const PASSWORD = 'correct horse battery staple';

/** Status and body of an answer, without the per-request id. */
async function answer(res: Response) {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = { ...JSON.parse(text), requestId: undefined };
  } catch {}
  return { status: res.status, body };
}

describe.each(testDbKinds())('sign-up and account fields on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('answers every sign-up identically for a taken and a fresh address, whatever the other fields hold', async () => {
    await new TestClient(ctx.app).signUp('taken@example.com', PASSWORD);
    const odd: Record<string, unknown>[] = [
      { name: 'Nul\u0000Name' },
      { name: 'Lone \uD800 surrogate' },
      { name: 'x'.repeat(500_000) },
      { name: 'x'.repeat(121) },
      { name: 42 },
      { image: 'javascript:alert(1)' },
      { image: 'data:image/png;base64,AAAA' },
      { image: 'https://example.com/\u0000.png' },
      { password: 'short' },
      { password: `pass\u0000word-long-enough` },
      { role: 'admin' },
      { emailVerified: true },
    ];
    for (const extra of odd) {
      const body = (email: string) => ({ email, password: PASSWORD, name: 'Sam Sample', ...extra });
      const taken = await answer(
        await new TestClient(ctx.app).post('/auth/v1/sign-up/email', body('taken@example.com')),
      );
      const fresh = await answer(
        await new TestClient(ctx.app).post('/auth/v1/sign-up/email', body('fresh@example.com')),
      );
      expect({ extra: Object.keys(extra), ...fresh }).toEqual({ extra: Object.keys(extra), ...taken });
      expect(taken.status).toBe(400);
    }
    // None of them created the fresh account.
    expect(await ctx.database.db.select().from(user).where(eq(user.email, 'fresh@example.com'))).toHaveLength(
      0,
    );
  });

  it('holds names, e-mail addresses and images to the profile bounds on sign-up', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'x'.repeat(500_000) }, /name is too long: at most 120 characters/],
      [{ email: `${'a'.repeat(10_000)}@example.com` }, /Enter a valid e-mail address/],
      [{ email: `${'a'.repeat(65)}@example.com` }, /Enter a valid e-mail address/],
      [{ email: `a@${'b'.repeat(250)}.com` }, /Enter a valid e-mail address/],
      [{ image: 'javascript:alert(1)' }, /image must be an http\(s\) URL or a stored image path/],
    ];
    for (const [fields, message] of cases) {
      const res = await new TestClient(ctx.app).post('/auth/v1/sign-up/email', {
        email: 'bounded@example.com',
        password: PASSWORD,
        name: 'Sam',
        ...fields,
      });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatch(message);
    }
    const ok = await new TestClient(ctx.app).post('/auth/v1/sign-up/email', {
      email: `${'a'.repeat(64)}@example.com`,
      password: PASSWORD,
      name: 'n'.repeat(120),
      image: 'https://cdn.example.com/a.png',
    });
    expect(ok.status).toBe(200);
  });

  it('holds update-user to the same bounds, so every session read stays small', async () => {
    const client = await signedInUser(ctx.app, 'update@example.com', PASSWORD);
    for (const body of [
      { name: 'x'.repeat(500_000) },
      { image: 'javascript:alert(1)' },
      { name: 'a\u0000b' },
      { email: 'other@example.com' },
    ]) {
      const res = await client.post('/auth/v1/update-user', body);
      expect(res.status).toBe(400);
    }
    expect(
      (
        await client.post('/auth/v1/update-user', {
          name: 'Sam Renamed',
          image: '/storage/v1/object/public/avatars/a/b.png',
        })
      ).status,
    ).toBe(200);
    const me = await client.request('/auth/v1/user');
    expect((await json(me)).user.name).toBe('Sam Renamed');
    const session = await client.request('/auth/v1/get-session');
    expect((await session.text()).length).toBeLessThan(4_000);
  });

  it('limits sign-ups per IP, with the same answer for taken and fresh addresses', async () => {
    const ip = '192.0.2.150';
    await new TestClient(ctx.app, '192.0.2.151').signUp('limit-taken@example.com', PASSWORD);
    for (let i = 0; i < SIGN_UP_MAX_PER_IP; i++)
      expect((await new TestClient(ctx.app, ip).signUp(`farm${i}@example.com`, PASSWORD)).status).toBe(200);
    const taken = await new TestClient(ctx.app, ip).signUp('limit-taken@example.com', PASSWORD);
    const fresh = await new TestClient(ctx.app, ip).signUp('limit-fresh@example.com', PASSWORD);
    expect(taken.status).toBe(429);
    expect(Number(taken.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await answer(fresh)).toEqual(await answer(taken));
    expect((await json(await new TestClient(ctx.app, ip).signUp('x@example.com', PASSWORD))).code).toBe(
      'too_many_sign_ups',
    );
    expect(
      (await new TestClient(ctx.app, '192.0.2.152').signUp('elsewhere@example.com', PASSWORD)).status,
    ).toBe(200);
  });

  it('refuses text that cannot be stored with a 400 naming the field, on every API', async () => {
    const client = await signedInUser(ctx.app, 'nul-everywhere@example.com', PASSWORD);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/functions/v1/image-generation', { provider: 'openai', prompt: 'a\u0000b' }, 'prompt'],
      ['POST', '/functions/v1/action-figure', { provider: 'openai', prompt: 'a\u0000b' }, 'prompt'],
      [
        'POST',
        '/functions/v1/meme-generator',
        { topText: 'top\u0000', bottomText: '', referenceImageUrl: 'data:image/png;base64,AAAA' },
        'topText',
      ],
      ['PATCH', '/rest/v1/profiles', { full_name: 'Nul\u0000' }, 'full_name'],
      ['PATCH', '/rest/v1/profiles', { token_values: { COMPANY: 'Acme\u0000' } }, 'token_values.COMPANY'],
      ['POST', '/auth/v1/request-password-reset', { email: 'a\u0000@example.com' }, 'email'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await client.request(path, { method, body });
      expect(res.status, path).toBe(400);
      const error = (await json(res)).error as string;
      expect(error).toContain(`${field} contains a character that cannot be stored (U+0000)`);
    }
    const history = await json(await client.request('/rest/v1/generations'));
    expect(history.generations ?? history).toHaveLength(0);
  });

  it('in development, accepts the loopback aliases of its own address and explains a refused origin', async () => {
    const dev = testApp(ctx.database, { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    const signUp = (app: typeof dev, url: string, origin: string) =>
      app.request(`${url}/auth/v1/sign-up/email`, {
        method: 'POST',
        // A browser that has been here before sends cookies, and better-auth checks the Origin then.
        headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: 'seen=1' },
        body: JSON.stringify({ email: `alias${Math.random()}@example.com`, password: PASSWORD, name: 'Al' }),
      });
    expect((await signUp(dev, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(200);
    expect((await signUp(dev, 'http://[::1]:3000', 'http://[::1]:3000')).status).toBe(200);
    const foreign = await signUp(dev, 'http://127.0.0.1:3000', 'http://evil.example');
    expect(foreign.status).toBe(403);
    // Another site's page is refused before better-auth, as on every route (decision 024).
    expect(await json(foreign)).toMatchObject({
      code: 'cross_site_request',
      error: expect.stringContaining('at http://localhost:3000'),
    });
    // Outside development only the public origin counts for sign-ins: the server's own other
    // address passes the cross-site check but not better-auth's, which says where to go.
    const prod = testApp(ctx.database, { NODE_ENV: 'production', PUBLIC_URL: TEST_ORIGIN });
    const elsewhere = await signUp(prod, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000');
    expect(elsewhere.status).toBe(403);
    expect((await json(elsewhere)).error).toBe(
      `This page was opened at an address the server does not accept sign-ins from. Open Mergepix at ${TEST_ORIGIN} and try again.`,
    );
  });
});
