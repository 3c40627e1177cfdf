import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, testApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { useFakeProviders } from '../../test-support/fake-providers.ts';

const KEY = 'sk-test-0123456789abcdefghij';
const fake = useFakeProviders();

/** Stored generated images under a DATA_DIR. */
const storedImages = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, 'objects', 'generations'), {
      recursive: true,
      withFileTypes: true,
    }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
};

const generate = (client: TestClient) =>
  client.post('/functions/v1/image-generation', { provider: 'openai', prompt: 'A summer sale banner' });

describe.each(testDbKinds())('generation quota on $name', (kind) => {
  const ctx = useDatabase(kind);

  it('refuses a full account with 403 quota_exceeded before any provider call, and stores nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-quota-'));
    const app = testApp(ctx.database, {
      GENERATION_QUOTA: '2',
      DATA_DIR: dataDir,
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: fake().openaiBaseUrl,
    });
    fake().reset();
    const client = await signedInUser(app, 'quota-full@example.com');
    expect((await generate(client)).status).toBe(200);
    expect((await generate(client)).status).toBe(200);
    expect(fake().received('openai.generations')).toHaveLength(2);

    const third = await generate(client);
    expect(third.status).toBe(403);
    const body = await json(third);
    expect(body.code).toBe('quota_exceeded');
    expect(body.error).toMatch(/at most 2 generated images/);
    expect(body.error).toMatch(/older than 90 days/);
    // Nothing asked of the provider, nothing stored, nothing recorded.
    expect(fake().received('openai.generations')).toHaveLength(2);
    expect(storedImages(dataDir)).toBe(2);
    expect(await json(await client.request('/rest/v1/generations'))).toHaveLength(2);
  });

  it('tells users to delete images when nothing expires', async () => {
    const app = testApp(ctx.database, { GENERATION_QUOTA: '1', GENERATION_RETENTION_DAYS: '0' });
    const client = await signedInUser(app, 'quota-forever@example.com');
    expect((await generate(client)).status).toBe(200);
    const refused = await generate(client);
    expect(refused.status).toBe(403);
    const body = await json(refused);
    expect(body.code).toBe('quota_exceeded');
    expect(body.error).toMatch(/at most 1 generated image and/);
    expect(body.error).toMatch(/Delete some/);
  });

  it('gives anonymous callers no quota, and GENERATION_QUOTA=0 means no limit', async () => {
    const anonApp = testApp(ctx.database, { GENERATION_QUOTA: '1' });
    const anon = new TestClient(anonApp, '198.51.100.7');
    expect((await generate(anon)).status).toBe(200);
    expect((await generate(anon)).status).toBe(200);

    const unlimited = testApp(ctx.database, { GENERATION_QUOTA: '0' });
    const client = await signedInUser(unlimited, 'quota-none@example.com');
    expect((await generate(client)).status).toBe(200);
    expect((await generate(client)).status).toBe(200);
  });
});
