import { DIAGNOSTIC_LOGS_PATH, serverLogsResponseSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

describe.each(testDbKinds())('diagnostics log lines on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('needs a session', async () => {
    const res = await new TestClient(ctx.app).request(DIAGNOSTIC_LOGS_PATH);
    expect(res.status).toBe(401);
    expect((await json(res)).error).toBe('Sign in to see the server log lines of your requests.');
  });

  it("shows a person the server's lines of their own requests, by request id, and nobody else's", async () => {
    const me = await signedInUser(ctx.app, 'diag-me@example.com');
    const them = await signedInUser(ctx.app, 'diag-them@example.com');
    const mine = await me.post('/functions/v1/image-generation', {
      prompt: 'A red kite',
      provider: 'openai',
    });
    const theirs = await them.post('/functions/v1/image-description', { tokens: {} });
    const myId = mine.headers.get('x-request-id');
    const theirId = theirs.headers.get('x-request-id');
    expect(mine.status).toBe(200);

    const res = await me.request(DIAGNOSTIC_LOGS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = serverLogsResponseSchema.parse(await json(res));
    const ids = new Set(body.lines.map((l) => l.requestId));
    expect(ids.has(myId ?? '')).toBe(true);
    expect(ids.has(theirId ?? '')).toBe(false);
    const call = body.lines.filter((l) => l.requestId === myId);
    expect(call.find((l) => l.msg === 'request')).toMatchObject({
      method: 'POST',
      path: '/functions/v1/image-generation',
      status: 200,
    });
    // The provider chain's own line says why the offline engine made the image; the prompt is not shown.
    expect(call.some((l) => JSON.stringify(l.detail ?? {}).includes('no OpenAI key configured'))).toBe(true);
    expect(JSON.stringify(body)).not.toContain('A red kite');

    const other = serverLogsResponseSchema.parse(await json(await them.request(DIAGNOSTIC_LOGS_PATH)));
    expect(other.lines.some((l) => l.requestId === theirId)).toBe(true);
    expect(other.lines.some((l) => l.requestId === myId)).toBe(false);
  });

  it("never shows one person another's lines through a reused or chosen X-Request-ID", async () => {
    const alice = await signedInUser(ctx.app, 'diag-alice@example.com');
    const bob = await signedInUser(ctx.app, 'diag-bob@example.com');
    const chosen = 'support-ticket-1234';
    const mine = await alice.post(
      '/functions/v1/image-generation',
      { prompt: 'A blue kite', provider: 'openai' },
      { 'X-Request-ID': chosen },
    );
    expect(mine.status).toBe(200);
    // The id is the server's, whatever the client sent.
    const aliceId = mine.headers.get('x-request-id') ?? '';
    expect(aliceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(aliceId).not.toBe(chosen);

    // Bob reuses Alice's id (from a support report) and the id she chose, on his own requests.
    for (const id of [aliceId, chosen]) {
      const res = await bob.post('/functions/v1/image-description', { tokens: {} }, { 'X-Request-ID': id });
      expect(res.headers.get('x-request-id')).not.toBe(id);
      const logs = await bob.request(DIAGNOSTIC_LOGS_PATH, { headers: { 'X-Request-ID': id } });
      expect(logs.headers.get('x-request-id')).not.toBe(id);
    }

    const bobs = serverLogsResponseSchema.parse(await json(await bob.request(DIAGNOSTIC_LOGS_PATH)));
    expect(bobs.lines.length).toBeGreaterThan(0);
    expect(bobs.lines.some((l) => l.requestId === aliceId)).toBe(false);
    expect(bobs.lines.some((l) => l.path === '/functions/v1/image-generation')).toBe(false);
    // His lines carry the id he sent beside the server's.
    expect(bobs.lines.some((l) => l.detail?.clientRequestId === aliceId)).toBe(true);

    const alices = serverLogsResponseSchema.parse(await json(await alice.request(DIAGNOSTIC_LOGS_PATH)));
    const hers = alices.lines.filter((l) => l.requestId === aliceId);
    expect(hers.find((l) => l.msg === 'request')).toMatchObject({
      path: '/functions/v1/image-generation',
      status: 200,
    });
    expect(hers.find((l) => l.msg === 'request')?.detail?.clientRequestId).toBe(chosen);
    expect(alices.lines.some((l) => l.path === '/functions/v1/image-description')).toBe(false);
  });
});
