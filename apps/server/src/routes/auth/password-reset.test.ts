import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limitEvents, verification } from '../../db/schema.ts';
import { json, TEST_ORIGIN, useTestApp } from '../../test-support/app.ts';
import { mailTo, resetTokenFor, signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(testDbKinds())('password reset and change on $name', (kind) => {
  const ctx = useTestApp(kind);

  const requestReset = (email: string) =>
    new TestClient(ctx.app).post('/auth/v1/request-password-reset', { email, redirectTo: '/reset-password' });

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    await signedInUser(ctx.app, 'reset-known@example.com');
    const known = await requestReset('reset-known@example.com');
    const unknown = await requestReset('reset-unknown@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(await mailTo(ctx.database.db, 'reset-unknown@example.com')).toHaveLength(0);
    const [mail] = await mailTo(ctx.database.db, 'reset-known@example.com');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/reset-password?token=`);
  });

  it('uses a token of at least 128 random bits, stored only hashed', async () => {
    await signedInUser(ctx.app, 'hash@example.com');
    await requestReset('hash@example.com');
    const token = await resetTokenFor(ctx.database.db, 'hash@example.com');
    // Alphanumeric tokens carry log2(62) ≈ 5.95 bits per character.
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length * Math.log2(62)).toBeGreaterThanOrEqual(128);
    const stored = await ctx.database.db.select().from(verification);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('works once: of 20 concurrent uses exactly one succeeds, and it signs out every session', async () => {
    const owner = await signedInUser(ctx.app, 'race@example.com', PASSWORD);
    const otherDevice = new TestClient(ctx.app, '198.51.100.77');
    expect((await otherDevice.signIn('race@example.com', PASSWORD)).status).toBe(200);
    await requestReset('race@example.com');
    const token = await resetTokenFor(ctx.database.db, 'race@example.com');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestClient(ctx.app).post('/auth/v1/reset-password', {
          token,
          newPassword: `${NEW_PASSWORD} ${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.status).toBe(400);
    expect((await owner.request('/auth/v1/user')).status).toBe(401);
    expect((await otherDevice.request('/auth/v1/user')).status).toBe(401);
    const winner = results.indexOf(ok[0] as Response);
    expect(
      (await new TestClient(ctx.app).signIn('race@example.com', `${NEW_PASSWORD} ${winner}`)).status,
    ).toBe(200);
    expect((await new TestClient(ctx.app, '198.51.100.78').signIn('race@example.com', PASSWORD)).status).toBe(
      401,
    );
  });

  it('expires after an hour', async () => {
    await signedInUser(ctx.app, 'late@example.com');
    await requestReset('late@example.com');
    const token = await resetTokenFor(ctx.database.db, 'late@example.com');
    const rows = await ctx.database.db.select().from(verification).where(like(verification.identifier, '%'));
    const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(latest).toBeDefined();
    const ttl = (latest?.expiresAt.getTime() ?? 0) - (latest?.createdAt.getTime() ?? 0);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, latest?.id ?? ''));
    const res = await new TestClient(ctx.app).post('/auth/v1/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('INVALID_TOKEN');
  });

  it('sends at most one reset e-mail per address per 60 s', async () => {
    await signedInUser(ctx.app, 'flood@example.com');
    for (let i = 0; i < 4; i++) expect((await requestReset('flood@example.com')).status).toBe(200);
    expect(await mailTo(ctx.database.db, 'flood@example.com')).toHaveLength(1);
    // A minute later another may go out.
    await ctx.database.db
      .update(limitEvents)
      .set({ at: new Date(Date.now() - 61_000) })
      .where(eq(limitEvents.subject, 'flood@example.com'));
    await requestReset('flood@example.com');
    expect(await mailTo(ctx.database.db, 'flood@example.com')).toHaveLength(2);
  });

  it('answers the Supabase-shaped path /recover like request-password-reset', async () => {
    await signedInUser(ctx.app, 'recover@example.com');
    const res = await new TestClient(ctx.app).post('/auth/v1/recover', { email: 'recover@example.com' });
    expect(res.status).toBe(200);
    expect(await mailTo(ctx.database.db, 'recover@example.com')).toHaveLength(1);
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const here = await signedInUser(ctx.app, 'change@example.com', PASSWORD);
    const there = new TestClient(ctx.app, '198.51.100.90');
    await there.signIn('change@example.com', PASSWORD);
    const wrong = await here.post('/auth/v1/change-password', {
      currentPassword: 'not it at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    // Even if the client asks to keep other sessions, the server signs them out.
    const res = await here.post('/auth/v1/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect((await here.request('/auth/v1/user')).status).toBe(200);
    expect((await there.request('/auth/v1/user')).status).toBe(401);
    expect(
      (await new TestClient(ctx.app, '198.51.100.91').signIn('change@example.com', NEW_PASSWORD)).status,
    ).toBe(200);
  });
});
