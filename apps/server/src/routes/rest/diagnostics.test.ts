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
});
