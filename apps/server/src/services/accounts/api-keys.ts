import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_SECRET_LENGTH,
  API_KEY_SHOWN_LENGTH,
  API_KEYS_MAX_ACTIVE,
} from '@mergepix/core';
import { and, desc, eq, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';

/** `last_used_at` is this precise: a key in steady use costs one write a minute, not one a request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
/** Revoked keys kept per account (to answer "revoked"); older ones are deleted. */
export const REVOKED_API_KEYS_KEPT = 50;

/** A key as stored: its hash, never the key. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62: bytes of 248 and over are skipped, so every character is equally likely. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue;
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** The stored form of a key: SHA-256, hex. Keys are long random strings, so no salt or stretching. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

const notFound = () => new DomainError('not_found', 'not_found', 'API key not found.');

/**
 * Each account's API keys: created with a name (the key is returned once), listed without the
 * key, revoked; and the check a request's `Authorization: Bearer mpx_…` goes through.
 */
export class ApiKeys {
  constructor(
    private readonly db: Db,
    /** The clock `last_used_at` and `revoked_at` are written with (tests move it). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The account's active keys, newest first. */
  list(userId: string): Promise<ApiKeyRow[]> {
    return this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  }

  /** Makes a key; `key` is the only copy of it there will ever be. */
  async create(userId: string, name: string): Promise<{ row: ApiKeyRow; key: string }> {
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((count?.n ?? 0) >= API_KEYS_MAX_ACTIVE)
      throw new DomainError(
        'forbidden',
        'too_many_api_keys',
        `You can have up to ${API_KEYS_MAX_ACTIVE} API keys. Revoke one you no longer use, then create the new one.`,
      );
    const key = `${API_KEY_PREFIX}${randomBase62(API_KEY_SECRET_LENGTH)}`;
    const [row] = await this.db
      .insert(apiKeys)
      .values({
        id: randomUUID(),
        userId,
        name,
        prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
        hash: hashApiKey(key),
      })
      .returning();
    if (!row) throw new Error('api key insert returned nothing');
    return { row, key };
  }

  /** Revokes one of the account's keys at once; revoking it again changes nothing. */
  async revoke(userId: string, id: string): Promise<void> {
    const mine = and(eq(apiKeys.id, id), eq(apiKeys.userId, userId));
    const [revoked] = await this.db
      .update(apiKeys)
      .set({ revokedAt: this.now() })
      .where(and(mine, isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!revoked) {
      const [already] = await this.db.select({ id: apiKeys.id }).from(apiKeys).where(mine);
      if (!already) throw notFound();
      return;
    }
    // Revoked keys are kept only to say "revoked": an account cycling keys must not grow forever.
    const revokedOfUser = and(eq(apiKeys.userId, userId), isNotNull(apiKeys.revokedAt));
    const kept = this.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(revokedOfUser)
      .orderBy(desc(apiKeys.revokedAt), desc(apiKeys.id))
      .limit(REVOKED_API_KEYS_KEPT);
    await this.db.delete(apiKeys).where(and(revokedOfUser, notInArray(apiKeys.id, kept)));
  }

  /**
   * The id of the user a key belongs to. An unknown or malformed key and a revoked one are
   * refused with messages that say which, so a script's owner knows what to fix.
   */
  async authenticate(key: string): Promise<string> {
    if (!API_KEY_PATTERN.test(key)) throw invalidKey();
    const [row] = await this.db
      .select({
        id: apiKeys.id,
        userId: apiKeys.userId,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.hash, hashApiKey(key)));
    if (!row) throw invalidKey();
    if (row.revokedAt)
      throw new DomainError(
        'unauthenticated',
        'invalid_api_key',
        'This API key was revoked. Create a new one on your account page.',
      );
    const now = this.now();
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (!row.lastUsedAt || row.lastUsedAt <= staleBefore) {
      // Conditional, so requests racing past the read above still write once.
      await this.db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, staleBefore))),
        );
    }
    return row.userId;
  }
}

function invalidKey() {
  return new DomainError(
    'unauthenticated',
    'invalid_api_key',
    'This API key is not valid. Check that it was copied whole, or create a new one on your account page.',
  );
}
