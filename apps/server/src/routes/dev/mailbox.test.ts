import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { json, testApp, useTestApp } from '../../test-support/app.ts';
import { mailTo, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const PASSWORD = 'correct horse battery staple';

describe.each(testDbKinds())('dev mailbox on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('shows this machine the mail, with working reset links', async () => {
    await new TestClient(ctx.app).signUp('mb@example.com', PASSWORD);
    await new TestClient(ctx.app).post('/auth/v1/request-password-reset', { email: 'mb@example.com' });
    const local = new TestClient(ctx.app, '127.0.0.1');
    const page = await local.request('/dev/mailbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Reset your Mergepix password');
    expect(html).toMatch(/<a href="http:\/\/mergepix\.test\/reset-password\?token=/);
    // Its one <style> by hash: no inline style or script gets in beside it (decision 025).
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe');
    const list = await json(await local.request('/dev/mailbox/messages?to=mb@example.com'));
    expect(list.messages[0].kind).toBe('password-reset');
    for (const ip of ['::1', '::ffff:127.0.0.1', '127.8.9.10'])
      expect((await new TestClient(ctx.app, ip).request('/dev/mailbox')).status).toBe(200);
  });

  it('does not exist for anyone else, so a stranger cannot read a reset link and take an account', async () => {
    await new TestClient(ctx.app).signUp('victim@example.com', PASSWORD);
    const attacker = new TestClient(ctx.app, '203.0.113.66');
    expect(
      (await attacker.post('/auth/v1/request-password-reset', { email: 'victim@example.com' })).status,
    ).toBe(200);
    expect(await mailTo(ctx.database.db, 'victim@example.com')).toHaveLength(1);
    for (const path of ['/dev/mailbox', '/dev/mailbox/messages?to=victim@example.com']) {
      const res = await attacker.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('reset-password?token=');
    }
    // A proxy on this machine makes every visitor a loopback peer: forwarded requests are not local.
    const viaProxy = await new TestClient(ctx.app, '127.0.0.1').request('/dev/mailbox', {
      headers: { 'X-Forwarded-For': '203.0.113.66' },
    });
    expect(viaProxy.status).toBe(404);
  });

  it('is off when the server listens beyond loopback, in production, or when disabled', async () => {
    const offs: Record<string, string>[] = [
      { HOST: '0.0.0.0' },
      { NODE_ENV: 'production' },
      { MAILBOX_ENABLED: 'false' },
    ];
    for (const env of offs) {
      const app = testApp(ctx.database, env);
      expect((await new TestClient(app, '127.0.0.1').request('/dev/mailbox')).status).toBe(404);
    }
  });

  it('is open to every peer only when MAILBOX_ENABLED=true says so', async () => {
    const opens: Record<string, string>[] = [
      { MAILBOX_ENABLED: 'true', HOST: '0.0.0.0' },
      { NODE_ENV: 'production', MAILBOX_ENABLED: 'true' },
    ];
    for (const env of opens) {
      const app = testApp(ctx.database, env);
      expect((await new TestClient(app, '203.0.113.5').request('/dev/mailbox')).status).toBe(200);
    }
  });

  it('answers a recipient filter holding NUL with an empty list, not a 500', async () => {
    const res = await new TestClient(ctx.app, '127.0.0.1').request('/dev/mailbox/messages?to=a%00b');
    expect(res.status).toBe(200);
    expect((await json(res)).messages).toEqual([]);
  });
});
