import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GenerationLog } from '../../services/generation/generations.ts';
import { localObjectStore } from '../../services/storage/object-store.ts';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

describe.each(testDbKinds())('generation history on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('needs a session', async () => {
    expect((await new TestClient(ctx.app).request('/rest/v1/generations')).status).toBe(401);
  });

  it("lists only the caller's own generations, newest first", async () => {
    const mine = await signedInUser(ctx.app, 'history-me@example.com');
    const theirs = await signedInUser(ctx.app, 'history-them@example.com');
    const myId = (await json(await mine.request('/auth/v1/user'))).user.id;
    const theirId = (await json(await theirs.request('/auth/v1/user'))).user.id;
    const log = new GenerationLog(ctx.database.db, localObjectStore(mkdtempSync(join(tmpdir(), 'mp-gen-'))));
    const produced = {
      bytes: Buffer.from([0xff, 0xd8, 0xff]),
      contentType: 'image/jpeg',
      provider: 'local' as const,
      model: 'offline',
    };
    const call = (prompt: string) => ({
      fn: 'image-generation',
      requested: 'openai',
      prompt,
      startedAt: performance.now(),
    });
    await log.succeed({ userId: myId, clientHash: 'x' }, call('first'), produced);
    await new Promise((r) => setTimeout(r, 5));
    await log.succeed({ userId: myId, clientHash: 'x' }, call('second'), {
      ...produced,
      fallback: { from: 'openai', reason: 'no OpenAI key configured' },
    });
    await log.fail({ userId: theirId, clientHash: 'y' }, call('not yours'), 'boom');
    const list = await json(await mine.request('/rest/v1/generations'));
    expect(list.map((g: { prompt: string }) => g.prompt)).toEqual(['second', 'first']);
    expect(list[0]).toMatchObject({ outcome: 'fallback', provider: 'local', function: 'image-generation' });
    expect(list[0].imageUrl).toMatch(
      /^\/storage\/v1\/object\/public\/generations\/\d{4}\/\d{2}\/[\w-]+\.jpg$/,
    );
    const theirsList = await json(await theirs.request('/rest/v1/generations'));
    expect(theirsList).toHaveLength(1);
    expect(theirsList[0]).toMatchObject({ outcome: 'error', error: 'boom', imageUrl: null });
    expect((await mine.request('/rest/v1/generations?limit=0')).status).toBe(400);
  });
});
