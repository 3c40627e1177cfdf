import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const PASSWORD = 'correct horse battery staple';

/** The session token inside the signed session cookie (`token.signature`). */
function tokenOf(client: TestClient): string {
  return decodeURIComponent(client.sessionCookie() ?? '').split('.')[0] ?? '';
}

/** Every header but Set-Cookie, and the body: where a page script could read a token. */
async function readable(res: Response): Promise<string> {
  const headers = [...res.headers].filter(([name]) => name !== 'set-cookie');
  return `${JSON.stringify(headers)}\n${await res.text()}`;
}

describe.each(testDbKinds())('the session token stays in its cookie on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('is in no header or body of the sign-up, sign-in and session answers', async () => {
    const client = new TestClient(ctx.app);
    const signUp = await client.signUp('no-token@example.com', PASSWORD);
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get('set-auth-token')).toBeNull();
    expect(await json(signUp)).not.toHaveProperty('token');
    const signIn = await client.signIn('no-token@example.com', PASSWORD);
    expect(signIn.status).toBe(200);
    const token = tokenOf(client);
    expect(token.length).toBeGreaterThan(10);
    expect(signIn.headers.get('set-auth-token')).toBeNull();
    const signInText = await readable(signIn);
    expect(signInText).not.toContain(token);
    expect(JSON.parse(signInText.split('\n')[1] ?? '{}')).not.toHaveProperty('token');
    // better-auth's own session endpoints answer with the token too: taken out.
    for (const path of ['/auth/v1/get-session', '/auth/v1/list-sessions', '/auth/v1/session']) {
      const res = await client.request(path);
      expect(res.status, path).toBe(200);
      expect(await readable(res), path).not.toContain(token);
    }
    const changed = await client.post('/auth/v1/change-password', {
      currentPassword: PASSWORD,
      newPassword: `${PASSWORD} 2`,
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    const changedText = await readable(changed);
    expect(changedText).not.toContain(tokenOf(client));
    expect(JSON.parse(changedText.split('\n')[1] ?? '{}')).not.toHaveProperty('token');
    expect((await client.request('/auth/v1/user')).status).toBe(200);
  });

  it('does not take the session token as a bearer token', async () => {
    const client = new TestClient(ctx.app);
    await client.signUp('bearer@example.com', PASSWORD);
    await client.signIn('bearer@example.com', PASSWORD);
    const token = tokenOf(client);
    for (const path of ['/rest/v1/profiles', '/auth/v1/user']) {
      const res = await ctx.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status, path).toBe(401);
    }
    // The signed cookie value is not a bearer token either.
    const signed = client.sessionCookie() ?? '';
    const res = await ctx.app.request('/rest/v1/profiles', {
      headers: { Authorization: `Bearer ${signed}` },
    });
    expect(res.status).toBe(401);
  });
});
