import { JSON_MAX_DEPTH } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test-support/app.ts';
import { signedInUser, TestClient } from '../test-support/auth-client.ts';
import { testDbKinds } from '../test-support/databases.ts';
import { greetingDesign } from '../test-support/designs.ts';

/** `{"email": [[[…]]]}` nested `depth` arrays deep, as raw JSON text. */
function deepBody(depth: number, field = 'email'): string {
  return `{"${field}":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`;
}

describe.each(testDbKinds())('deeply nested JSON on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('is a 400 invalid_json on sign-in, sign-up and recover, without signing in', async () => {
    const anon = new TestClient(ctx.app);
    for (const path of ['/auth/v1/sign-in/email', '/auth/v1/sign-up/email', '/auth/v1/recover']) {
      const res = await anon.post(path, deepBody(5000));
      expect(res.status, path).toBe(400);
      const body = await json(res);
      expect(body.code, path).toBe('invalid_json');
      expect(body.error, path).toMatch(/levels deep/);
    }
  });

  it('is a 400 invalid_json on a design PATCH, and a body at the limit is judged by its fields', async () => {
    const me = await signedInUser(ctx.app, 'deep-json@example.com');
    const created = await json(await me.post('/rest/v1/designs', greetingDesign()));
    const path = `/rest/v1/designs/${created.id}`;
    const deep = await me.request(path, { method: 'PATCH', body: deepBody(5000, 'name') });
    expect(deep.status).toBe(400);
    expect((await json(deep)).code).toBe('invalid_json');
    // One level inside the limit is read as JSON and refused for what it holds, not its shape.
    const atLimit = await me.request(path, { method: 'PATCH', body: deepBody(JSON_MAX_DEPTH - 1, 'name') });
    expect(atLimit.status).toBe(400);
    expect((await json(atLimit)).code).toBe('invalid_design');
    // Brackets inside strings are text, not nesting.
    const named = await me.request(path, { method: 'PATCH', body: { name: '['.repeat(100) } });
    expect(named.status).toBe(200);
  });

  it('is a 400 invalid_json on a signed-in auth route that forwards to better-auth', async () => {
    const me = await signedInUser(ctx.app, 'deep-json-update@example.com');
    const res = await me.post('/auth/v1/update-user', deepBody(5000, 'name'));
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('invalid_json');
  });
});
