import { API_KEY_PATTERN } from '@mergepix/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, user } from '../../db/schema.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { DomainError } from '../errors.ts';
import { ApiKeys, hashApiKey, LAST_USED_RESOLUTION_MS, REVOKED_API_KEYS_KEPT } from './api-keys.ts';

describe.each(testDbKinds())('ApiKeys on $name', (kind) => {
  const ctx = useDatabase(kind);
  let users = 0;

  async function newUser(): Promise<string> {
    const id = `user-${++users}`;
    await ctx.database.db.insert(user).values({ id, name: 'Ada Moreno', email: `${id}@example.com` });
    return id;
  }

  it('makes keys of mpx_ and 40 base62 characters, every character about equally often', async () => {
    const service = new ApiKeys(ctx.database.db);
    const owner = await newUser();
    const counts = new Map<string, number>();
    for (let i = 0; i < 15; i++) {
      const { key, row } = await service.create(owner, `Key ${i}`);
      expect(key).toMatch(API_KEY_PATTERN);
      expect(row.hash).toBe(hashApiKey(key));
      for (const ch of key.slice(4)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
      await service.revoke(owner, row.id);
    }
    // 600 characters over 62 symbols: ~9.7 each; a biased alphabet would leave some far off.
    expect(counts.size).toBeGreaterThan(55);
    expect(Math.max(...counts.values())).toBeLessThan(30);
  });

  it('writes last_used_at at most once a minute per key', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const service = new ApiKeys(ctx.database.db, () => now);
    const owner = await newUser();
    const { key, row } = await service.create(owner, 'Script');
    const lastUsed = async () =>
      (
        await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, row.id))
      )[0]?.lastUsedAt?.toISOString();

    expect(await service.authenticate(key)).toBe(owner);
    expect(await lastUsed()).toBe('2030-01-01T10:00:00.000Z');
    now = new Date(now.getTime() + LAST_USED_RESOLUTION_MS - 1000);
    await service.authenticate(key);
    expect(await lastUsed()).toBe('2030-01-01T10:00:00.000Z');
    now = new Date('2030-01-01T10:01:00Z');
    await service.authenticate(key);
    expect(await lastUsed()).toBe('2030-01-01T10:01:00.000Z');
  });

  it('refuses unknown, malformed and revoked keys with the invalid_api_key code', async () => {
    const service = new ApiKeys(ctx.database.db);
    const owner = await newUser();
    const { key, row } = await service.create(owner, 'Script');
    await service.revoke(owner, row.id);
    const refusal = (k: string) => service.authenticate(k).catch((e: unknown) => e as DomainError);
    for (const [k, message] of [
      [key, /revoked/],
      ['mpx_', /not valid/],
      [`mpx_${'A'.repeat(40)}`, /not valid/],
      [`MPX_${key.slice(4)}`, /not valid/],
    ] as const) {
      const err = await refusal(k);
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({ kind: 'unauthenticated', code: 'invalid_api_key', message });
    }
  });

  it(`keeps the newest ${REVOKED_API_KEYS_KEPT} revoked keys of an account, and all its active ones`, async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const service = new ApiKeys(ctx.database.db, () => now);
    const owner = await newUser();
    const other = await newUser();
    const { row: othersRevoked } = await service.create(other, 'Theirs');
    await service.revoke(other, othersRevoked.id);
    const active = await service.create(owner, 'Still in use');
    const revoked: string[] = [];
    for (let i = 0; i < REVOKED_API_KEYS_KEPT + 3; i++) {
      const { row } = await service.create(owner, `Old ${i}`);
      now = new Date(now.getTime() + 1000);
      await service.revoke(owner, row.id);
      revoked.push(row.id);
    }
    const left = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.userId, owner));
    const leftIds = new Set(left.map((r) => r.id));
    expect(leftIds.has(active.row.id)).toBe(true);
    expect(revoked.filter((id) => leftIds.has(id))).toEqual(revoked.slice(3));
    expect((await service.list(owner)).map((r) => r.id)).toEqual([active.row.id]);
    const [theirs] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, othersRevoked.id));
    expect(theirs?.revokedAt).not.toBeNull();
  });

  it('goes with its account', async () => {
    const service = new ApiKeys(ctx.database.db);
    const owner = await newUser();
    const { key } = await service.create(owner, 'Script');
    await ctx.database.db.delete(user).where(eq(user.id, owner));
    await expect(service.authenticate(key)).rejects.toMatchObject({ message: /not valid/ });
  });
});
