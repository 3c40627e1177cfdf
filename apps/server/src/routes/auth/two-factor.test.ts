import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { secretFromUri, signedInUser, TestClient, totp } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const PASSWORD = 'correct horse battery staple';

describe.each(testDbKinds())('TOTP two-factor sign-in on $name', (kind) => {
  const ctx = useTestApp(kind);

  /** Enrols a user in TOTP and returns their secret (codes of the previous step stay valid). */
  async function enrol(email: string) {
    const client = await signedInUser(ctx.app, email, PASSWORD);
    const enable = await client.post('/auth/v1/two-factor/enable', { password: PASSWORD });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = await json(enable);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Mergepix/);
    expect(backupCodes.length).toBeGreaterThan(0);
    // Not active until a code proves the app is set up.
    expect((await json(await client.request('/auth/v1/user'))).aal).toBe('aal1');
    const secret = secretFromUri(totpURI);
    expect((await client.post('/auth/v1/two-factor/verify-totp', { code: totp(secret) })).status).toBe(200);
    return { client, secret, backupCodes: backupCodes as string[] };
  }

  it('enrols with a code, then the session is aal2 with a verified TOTP factor', async () => {
    const { client } = await enrol('mfa@example.com');
    const me = await json(await client.request('/auth/v1/user'));
    expect(me.aal).toBe('aal2');
    expect(me.factors).toEqual([{ id: expect.any(String), factor_type: 'totp', status: 'verified' }]);
  });

  it('asks for a code at sign-in, and accepts each code only once', async () => {
    const { secret } = await enrol('once@example.com');
    const first = new TestClient(ctx.app, '198.51.100.20');
    const challenge = await first.signIn('once@example.com', PASSWORD);
    expect(challenge.status).toBe(200);
    expect((await json(challenge)).twoFactorRedirect).toBe(true);
    expect((await first.request('/auth/v1/user')).status).toBe(401);
    // The enrolment used the current step's code; take the next one (valid within the window).
    const code = totp(secret, Date.now(), 1);
    expect((await first.post('/auth/v1/two-factor/verify-totp', { code })).status).toBe(200);
    expect((await json(await first.request('/auth/v1/user'))).aal).toBe('aal2');

    const second = new TestClient(ctx.app, '198.51.100.21');
    await second.signIn('once@example.com', PASSWORD);
    const replay = await second.post('/auth/v1/two-factor/verify-totp', { code });
    expect(replay.status).toBe(401);
    expect((await json(replay)).code).toBe('TOTP_CODE_ALREADY_USED');
    expect((await second.request('/auth/v1/user')).status).toBe(401);
  });

  it('ends the challenge after 5 wrong codes: even the right code is refused after that', async () => {
    const { secret } = await enrol('wrong@example.com');
    const client = new TestClient(ctx.app, '198.51.100.30');
    await client.signIn('wrong@example.com', PASSWORD);
    // The next window's code: still valid if the clock crosses a 30 s step during the test (the
    // previous window's code would then fall out of the accepted range), and never the code
    // enrolment already used.
    const good = totp(secret, Date.now(), 1);
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444'].filter((c) => c !== good);
    for (const code of wrongCodes.slice(0, 5)) {
      expect((await client.post('/auth/v1/two-factor/verify-totp', { code })).status).toBe(401);
    }
    const late = await client.post('/auth/v1/two-factor/verify-totp', { code: good });
    expect(late.status).toBe(400);
    expect((await json(late)).code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');
    const again = await client.post('/auth/v1/two-factor/verify-totp', { code: totp(secret, Date.now(), 1) });
    expect(again.status).toBe(401);
    expect((await client.request('/auth/v1/user')).status).toBe(401);
  });

  it('signs in with a backup code instead, and each backup code works once', async () => {
    const { backupCodes } = await enrol('backup@example.com');
    const [code] = backupCodes;
    const first = new TestClient(ctx.app, '198.51.100.50');
    await first.signIn('backup@example.com', PASSWORD);
    expect((await first.post('/auth/v1/two-factor/verify-backup-code', { code })).status).toBe(200);
    expect((await json(await first.request('/auth/v1/user'))).aal).toBe('aal2');
    const second = new TestClient(ctx.app, '198.51.100.51');
    await second.signIn('backup@example.com', PASSWORD);
    expect((await second.post('/auth/v1/two-factor/verify-backup-code', { code })).status).toBe(401);
    expect((await second.request('/auth/v1/user')).status).toBe(401);
  });

  it('removes the factor with the password, back to aal1 and password-only sign-in', async () => {
    const { client } = await enrol('remove@example.com');
    expect((await client.post('/auth/v1/two-factor/disable', { password: 'wrong password' })).status).toBe(
      400,
    );
    expect((await client.post('/auth/v1/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    expect((await json(await client.request('/auth/v1/user'))).aal).toBe('aal1');
    const fresh = new TestClient(ctx.app, '198.51.100.40');
    const res = await fresh.signIn('remove@example.com', PASSWORD);
    expect((await json(res)).twoFactorRedirect).toBeUndefined();
    expect((await fresh.request('/auth/v1/user')).status).toBe(200);
  });
});
