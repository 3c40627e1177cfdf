import { SIGN_IN_ACCOUNT_MAX_FAILURES, SIGN_IN_IP_MAX_FAILURES, SIGN_IN_MAX_FAILURES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { limitEvents } from '../../db/schema.ts';
import { json, testApp, useTestApp } from '../../test-support/app.ts';
import { TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const PASSWORD = 'correct horse battery staple';
const WRONG = 'not the password';

describe.each(testDbKinds())('sign-in throttles on $name', (kind) => {
  const ctx = useTestApp(kind);
  const signUp = (email: string) => new TestClient(ctx.app).signUp(email, PASSWORD);

  it('locks one account from one IP after 5 failures, with Retry-After', async () => {
    await signUp('victim@example.com');
    const guesser = new TestClient(ctx.app, '192.0.2.10');
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await guesser.signIn('victim@example.com', WRONG)).status).toBe(401);
    const sixth = await guesser.signIn('victim@example.com', PASSWORD);
    expect(sixth.status).toBe(429);
    const retry = Number(sixth.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(500);
    expect(retry).toBeLessThanOrEqual(600);
    expect((await json(sixth)).code).toBe('too_many_attempts');
  });

  it("does not lock other people who share the guesser's IP", async () => {
    await signUp('colleague@example.com');
    const office = '192.0.2.20';
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await new TestClient(ctx.app, office).signIn('typo@example.com', WRONG)).status).toBe(401);
    expect((await new TestClient(ctx.app, office).signIn('colleague@example.com', PASSWORD)).status).toBe(
      200,
    );
  });

  it('keeps a looser per-IP ceiling across accounts', async () => {
    const sprayer = '192.0.2.30';
    for (let i = 0; i < SIGN_IN_IP_MAX_FAILURES; i++)
      expect((await new TestClient(ctx.app, sprayer).signIn(`spray${i}@example.com`, WRONG)).status).toBe(
        401,
      );
    expect((await new TestClient(ctx.app, sprayer).signIn('one-more@example.com', WRONG)).status).toBe(429);
    expect((await new TestClient(ctx.app, '192.0.2.31').signIn('one-more@example.com', WRONG)).status).toBe(
      401,
    );
  });

  it('brakes guessing spread over many IPs, but never locks the owner out of a browser they used', async () => {
    await signUp('owner@example.com');
    const owner = new TestClient(ctx.app, '198.51.100.200');
    expect((await owner.signIn('owner@example.com', PASSWORD)).status).toBe(200);
    expect((await owner.post('/auth/v1/sign-out', {})).status).toBe(200);
    for (let i = 0; i < SIGN_IN_ACCOUNT_MAX_FAILURES; i++)
      expect(
        (await new TestClient(ctx.app, `192.0.2.${100 + i}`).signIn('owner@example.com', WRONG)).status,
      ).toBe(401);
    // A stranger on a fresh IP is refused: the account-wide brake holds.
    expect((await new TestClient(ctx.app, '192.0.2.199').signIn('owner@example.com', PASSWORD)).status).toBe(
      429,
    );
    // The owner's browser carries its known-device cookie and is counted on its own.
    expect((await owner.signIn('owner@example.com', PASSWORD)).status).toBe(200);
    // A forged or foreign device cookie does not help.
    const forger = new TestClient(ctx.app, '192.0.2.198');
    for (const [name, value] of owner.cookies)
      if (name.startsWith('mp_device_')) forger.cookies.set(name, `${value}x`);
    expect((await forger.signIn('owner@example.com', PASSWORD)).status).toBe(429);
  });

  it('lets at most 5 parallel guesses from one IP, and 10 from many, reach the password check', async () => {
    await signUp('parallel@example.com');
    const sameIp = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestClient(ctx.app, '192.0.2.40').signIn('parallel@example.com', `guess ${i} guess`),
      ),
    );
    expect(sameIp.filter((r) => r.status === 401).length).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES);
    expect(sameIp.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    await signUp('parallel2@example.com');
    const spread = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestClient(ctx.app, `192.0.2.${50 + i}`).signIn('parallel2@example.com', `guess ${i} guess`),
      ),
    );
    expect(spread.filter((r) => r.status === 401).length).toBeLessThanOrEqual(SIGN_IN_ACCOUNT_MAX_FAILURES);
    expect(spread.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('behind a trusted proxy, counts the address the proxy saw, whatever the client writes', async () => {
    await signUp('proxied@example.com');
    const proxied = testApp(ctx.database, { TRUST_PROXY: 'true' });
    const viaProxy = (spoof: string, real: string) =>
      new TestClient(proxied, '127.0.0.1').signIn('proxied@example.com', WRONG, {
        'X-Forwarded-For': `${spoof}, ${real}`,
      });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await viaProxy(`10.9.8.${i}`, '198.51.100.50')).status).toBe(401);
    expect((await viaProxy('10.9.8.99', '198.51.100.50')).status).toBe(429);
    expect((await viaProxy('10.9.8.99', '198.51.100.51')).status).toBe(401);
  });

  it('without a trusted proxy, a forged X-Forwarded-For changes nothing', async () => {
    await signUp('direct@example.com');
    const client = (forged: string) =>
      new TestClient(ctx.app, '192.0.2.60').signIn('direct@example.com', WRONG, {
        'X-Forwarded-For': forged,
      });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await client(`10.1.1.${i}`)).status).toBe(401);
    expect((await client('10.1.1.200')).status).toBe(429);
  });

  it('never counts an attempt refused for its characters, so it cannot lock anyone out', async () => {
    await signUp('nul@example.com');
    const ip = '192.0.2.70';
    for (let i = 0; i < SIGN_IN_IP_MAX_FAILURES + 2; i++) {
      const res = await new TestClient(ctx.app, ip).signIn(`nul${i}\u0000@example.com`, WRONG);
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatch(/^email contains a character that cannot be stored/);
    }
    expect((await new TestClient(ctx.app, ip).signIn('nul@example.com', PASSWORD)).status).toBe(200);
    const rows = await ctx.database.db.select().from(limitEvents);
    expect(rows.some((r) => r.subject.includes('\u0000'))).toBe(false);
  });
});
