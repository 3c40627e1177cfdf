import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../../db/schema.ts';
import { json, testApp, useTestApp } from '../../test-support/app.ts';
import { mailTo, signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const PASSWORD = 'correct horse battery staple';

describe.each(testDbKinds())('sign-up, sign-in and sessions on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('signs up, signs in, reads the user at aal1, and signs out at once', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.signUp('ada@example.com', PASSWORD, 'Ada Example')).status).toBe(200);
    expect(client.sessionCookie()).toBeUndefined();
    const res = await client.signIn('ADA@example.com', PASSWORD);
    expect(res.status).toBe(200);
    expect(client.sessionCookie()).toBeDefined();
    const me = await client.request('/auth/v1/user');
    expect(me.status).toBe(200);
    const body = await json(me);
    expect(body.user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Example',
      twoFactorEnabled: false,
    });
    expect(body.aal).toBe('aal1');
    expect(body.factors).toEqual([]);

    const probe = await json(await client.request('/auth/v1/session'));
    expect(probe.user.email).toBe('ada@example.com');
    const anonymous = await new TestClient(ctx.app).request('/auth/v1/session');
    expect(anonymous.status).toBe(200);
    expect(await json(anonymous)).toEqual({ user: null, aal: null, factors: [] });

    const stolen = client.sessionCookie() as string;
    expect((await client.post('/auth/v1/sign-out', {})).status).toBe(200);
    expect((await client.request('/auth/v1/user')).status).toBe(401);
    // The old cookie value, replayed, is dead too: the session row is gone.
    const replay = new TestClient(ctx.app);
    replay.cookies.set('better-auth.session_token', stolen);
    expect((await replay.request('/auth/v1/user')).status).toBe(401);
  });

  it('answers sign-up identically for a taken and a fresh address, and tells the owner', async () => {
    await new TestClient(ctx.app).signUp('taken@example.com', PASSWORD);
    const taken = await new TestClient(ctx.app).signUp('taken@example.com', 'another password 123');
    const fresh = await new TestClient(ctx.app).signUp('fresh@example.com', 'another password 123');
    expect(taken.status).toBe(fresh.status);
    expect(await taken.text()).toBe(await fresh.text());
    const mail = await mailTo(ctx.database.db, 'taken@example.com');
    expect(mail.map((m) => m.kind)).toContain('existing-account');
  });

  it('answers sign-in identically for an unknown address and a wrong password', async () => {
    await new TestClient(ctx.app, '198.51.100.1').signUp('known@example.com', PASSWORD);
    const wrong = await new TestClient(ctx.app, '198.51.100.2').signIn(
      'known@example.com',
      'wrong password!!',
    );
    const unknown = await new TestClient(ctx.app, '198.51.100.3').signIn(
      'nobody@example.com',
      'wrong password!!',
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = async (r: Response) => ({ ...(await json(r)), requestId: undefined });
    expect(await strip(wrong)).toEqual(await strip(unknown));
  });

  it('needs an e-mail and a password, with the catalogue message', async () => {
    const res = await new TestClient(ctx.app).post('/auth/v1/sign-in/email', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('You must provide either an email or phone number and a password');
    const garbage = await new TestClient(ctx.app).post('/auth/v1/sign-in/email', '{"email":');
    expect(garbage.status).toBe(400);
  });

  it('lets at most 5 of 20 parallel guesses reach the password check', async () => {
    await new TestClient(ctx.app).signUp('parallel@example.com', PASSWORD);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestClient(ctx.app, `192.0.2.${100 + i}`).signIn('parallel@example.com', `guess ${i} guess`),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('mails the owner of a taken address at most once a minute', async () => {
    await new TestClient(ctx.app).signUp('owner@example.com', PASSWORD);
    for (let i = 0; i < 3; i++)
      await new TestClient(ctx.app).signUp('owner@example.com', `attempt ${i} password`);
    const mail = await mailTo(ctx.database.db, 'owner@example.com');
    expect(mail.filter((m) => m.kind === 'existing-account')).toHaveLength(1);
  });

  it('refuses tampered, foreign and expired session tokens with 401', async () => {
    const client = await signedInUser(ctx.app, 'tamper@example.com');
    const cookie = client.sessionCookie() as string;
    const [token = '', signature = ''] = decodeURIComponent(cookie).split('.');
    const forged = (value: string) => {
      const c = new TestClient(ctx.app);
      c.cookies.set('better-auth.session_token', encodeURIComponent(value));
      return c.request('/rest/v1/profiles');
    };
    expect((await forged(`${token}x.${signature}`)).status).toBe(401);
    expect((await forged(`${token}.${signature.slice(0, -2)}AA`)).status).toBe(401);
    // A different secret cannot verify the signature (same database, different key).
    const foreignApp = testApp(ctx.database, { AUTH_SECRET: 'a-completely-different-secret-0123456789' });
    const viaForeignKey = new TestClient(foreignApp);
    viaForeignKey.cookies.set('better-auth.session_token', cookie);
    expect((await viaForeignKey.request('/auth/v1/user')).status).toBe(401);
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await client.request('/auth/v1/user')).status).toBe(401);
  });

  it('accepts passwords of 8 to 256 characters and never truncates them', async () => {
    const short = await new TestClient(ctx.app).signUp('short@example.com', 'seven77');
    expect(short.status).toBe(400);
    const reason = await json(short);
    expect(reason.code).toBe('PASSWORD_TOO_SHORT');
    expect(reason.error).toBe('Password is too short: use at least 8 characters.');
    const long = `${'x'.repeat(127)}A${'y'.repeat(72)}`;
    const client = new TestClient(ctx.app);
    expect((await client.signUp('long@example.com', long)).status).toBe(200);
    expect((await client.signIn('long@example.com', long)).status).toBe(200);
    expect(
      (await new TestClient(ctx.app, '192.0.2.200').signIn('long@example.com', long.slice(0, 128))).status,
    ).toBe(401);
    expect(
      (await new TestClient(ctx.app, '192.0.2.201').signIn('long@example.com', `${long.slice(0, -1)}z`))
        .status,
    ).toBe(401);
  });

  it('refuses JSON bodies over 1 MiB with 413', async () => {
    const res = await new TestClient(ctx.app).post('/auth/v1/sign-up/email', {
      email: 'big@example.com',
      password: PASSWORD,
      name: 'x'.repeat(1024 * 1024),
    });
    expect(res.status).toBe(413);
  });
});
