import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generations, user } from '../../db/schema.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { DomainError } from '../errors.ts';
import { localObjectStore, type ObjectStore } from '../storage/object-store.ts';
import { GENERATIONS_BUCKET, GenerationLog } from './generations.ts';

/** Every file under a directory, recursively (paths relative to it). */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

const produced = {
  bytes: Buffer.from([0xff, 0xd8, 0xff]),
  contentType: 'image/jpeg',
  provider: 'local' as const,
  model: 'offline',
};
const call = (prompt: string) => ({ fn: 'image-generation', requested: 'openai', prompt, startedAt: 0 });

describe.each(testDbKinds())('GenerationLog on $name', (kind) => {
  const ctx = useDatabase(kind);

  const newUser = async () => {
    const id = randomUUID();
    await ctx.database.db.insert(user).values({ id, name: 'T', email: `${id}@example.com` });
    return id;
  };

  it('leaves no orphan file when the row cannot be saved (a NUL in the prompt)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mp-gen-'));
    const log = new GenerationLog(ctx.database.db, localObjectStore(root));
    const caller = { userId: null, clientHash: 'nul' };
    // Postgres (and PGlite) refuse U+0000 in text: the insert fails after the file was written.
    await expect(log.succeed(caller, call('before\u0000after'), produced)).rejects.toThrow();
    expect(filesIn(root)).toEqual([]);
    const rows = await ctx.database.db.select().from(generations).where(eq(generations.clientHash, 'nul'));
    expect(rows).toEqual([]);
    // A good prompt still stores both.
    await log.succeed(caller, call('fine'), produced);
    expect(filesIn(root)).toHaveLength(1);
  });

  it('names and types the stored file by its bytes, not by what the producer claimed', async () => {
    const kept = new Map<string, string>();
    const store = {
      ...localObjectStore(mkdtempSync(join(tmpdir(), 'mp-gen-'))),
      put: async (_bucket: string, key: string, _bytes: Uint8Array, type: string) => void kept.set(key, type),
    };
    const log = new GenerationLog(ctx.database.db, store);
    const caller = { userId: null, clientHash: 'typed' };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    // Claimed JPEG, is PNG; then claimed PNG, is JPEG.
    const a = await log.succeed(caller, call('a'), { ...produced, bytes: png, contentType: 'image/jpeg' });
    const b = await log.succeed(caller, call('b'), { ...produced, contentType: 'image/png' });
    expect(a.imageUrl).toMatch(/\.png$/);
    expect(b.imageUrl).toMatch(/\.jpg$/);
    expect([...kept.values()]).toEqual(['image/png', 'image/jpeg']);
  });

  it('takes the file back whatever makes the insert fail', async () => {
    const kept = new Map<string, Uint8Array>();
    const store: ObjectStore = {
      put: async (bucket, key, bytes) => void kept.set(`${bucket}/${key}`, bytes),
      get: async () => undefined,
      delete: async (bucket, key) => void kept.delete(`${bucket}/${key}`),
      putFile: async () => undefined,
      read: async () => undefined,
      stat: async () => undefined,
      deleteFolder: async () => undefined,
      folders: async () => [],
      list: async function* () {},
    };
    const log = new GenerationLog(ctx.database.db, store);
    // A user id that does not exist breaks the foreign key.
    const caller = { userId: 'no-such-user', clientHash: 'x' };
    await expect(log.succeed(caller, call('ghost'), produced)).rejects.toThrow();
    expect([...kept.keys()]).toEqual([]);
  });

  it('quota counts only stored images, and 0 means no limit', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mp-gen-'));
    const log = new GenerationLog(ctx.database.db, localObjectStore(root));
    const caller = { userId: await newUser(), clientHash: 'x' };
    const policy = { quota: 2, retentionDays: 90 };
    await log.succeed(caller, call('one'), produced);
    await log.fail(caller, call('failed'), 'boom');
    await log.fail(caller, call('failed again'), 'boom');
    await expect(log.ensureQuota(caller, policy)).resolves.toBeUndefined();
    await log.succeed(caller, call('two'), produced);
    const refused = await log.ensureQuota(caller, policy).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'forbidden', code: 'quota_exceeded' });
    expect((refused as DomainError).message).toMatch(/at most 2 generated images.*older than 90 days/);
    await expect(log.ensureQuota(caller, { quota: 0, retentionDays: 90 })).resolves.toBeUndefined();
    // Anonymous callers have no quota, only a short lifetime.
    await expect(log.ensureQuota({ userId: null, clientHash: 'x' }, policy)).resolves.toBeUndefined();
    expect(filesIn(join(root, GENERATIONS_BUCKET))).toHaveLength(2);
  });
});
