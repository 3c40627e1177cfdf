import { randomUUID } from 'node:crypto';
import {
  fileExtension,
  type GenerationRecord,
  type ImageResult,
  type ImageSource,
  sniffFileType,
} from '@mergepix/core';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generations } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { ObjectStore } from '../storage/object-store.ts';

/** The bucket generated images are stored in. */
export const GENERATIONS_BUCKET = 'generations';

/** Who asked, as the function routes know it. */
export interface Caller {
  userId: string | null;
  clientHash: string;
}

/** What one finished call produced. */
export interface Produced {
  bytes: Buffer;
  contentType: string;
  provider: ImageSource;
  model: string;
  fallback?: { from: string; reason: string };
}

/**
 * The stored file's type and extension come from its bytes, not from what the producer claimed:
 * the URL's name is what a browser saves the picture as (docs/product.md#downloads).
 */
function storedType(produced: Produced): { contentType: string; ext: string } {
  const contentType = sniffFileType(produced.bytes) ?? produced.contentType;
  return { contentType, ext: fileExtension(contentType) ?? 'bin' };
}

/** How many stored images an account may keep, and for how long (0 = no limit / forever). */
export interface QuotaPolicy {
  quota: number;
  retentionDays: number;
}

/** What one purge batch did. */
export interface PurgeBatch {
  /** Expired rows found (at most the batch size). */
  found: number;
  /** Rows deleted (with their files). */
  rows: number;
  /** Stored files deleted (or already gone). */
  files: number;
  /** Rows kept because their file could not be deleted; the next run tries again. */
  failed: number;
  /** Why the first of those files could not be deleted. */
  error?: string;
}

/** Files deleted at once while purging. */
const DELETE_CONCURRENCY = 16;

/** The public path of a stored generation. */
export const generationUrl = (key: string) => `/storage/v1/object/public/${GENERATIONS_BUCKET}/${key}`;

/** Stores generated images and keeps the history of every call. */
/** One function call as the log records it. */
export interface GenerationCall {
  fn: string;
  requested?: string;
  prompt: string;
  startedAt: number;
}

/** The columns every recorded call has, whatever its outcome. */
function callRow(caller: Caller, call: GenerationCall) {
  return {
    id: randomUUID(),
    userId: caller.userId,
    clientHash: caller.userId ? null : caller.clientHash,
    function: call.fn,
    requestedProvider: call.requested ?? null,
    prompt: call.prompt,
    durationMs: Math.round(performance.now() - call.startedAt),
  };
}

export class GenerationLog {
  constructor(
    private readonly db: Db,
    private readonly store: ObjectStore,
  ) {}

  /** Stores the image, records the call, and returns the function's answer. */
  async succeed(caller: Caller, call: GenerationCall, produced: Produced): Promise<ImageResult> {
    const now = new Date();
    const { contentType, ext } = storedType(produced);
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${ext}`;
    try {
      await this.store.put(GENERATIONS_BUCKET, key, produced.bytes, contentType);
      await this.insertSucceeded(key, caller, call, produced);
    } catch (err) {
      // A file without its row is an orphan nobody lists or expires: take it back.
      await this.store.delete(GENERATIONS_BUCKET, key).catch(() => undefined);
      throw err;
    }
    return {
      imageUrl: generationUrl(key),
      provider: produced.provider,
      model: produced.model,
      ...(produced.fallback ? { fallback: produced.fallback } : {}),
    };
  }

  private async insertSucceeded(key: string, caller: Caller, call: GenerationCall, produced: Produced) {
    await this.db.insert(generations).values({
      ...callRow(caller, call),
      provider: produced.provider,
      model: produced.model,
      resultKey: key,
      outcome: produced.fallback ? 'fallback' : 'ok',
      fallbackFrom: produced.fallback?.from ?? null,
      fallbackReason: produced.fallback?.reason ?? null,
    });
  }

  /** Records a call that produced nothing. */
  async fail(caller: Caller, call: GenerationCall, error: string) {
    await this.db.insert(generations).values({
      ...callRow(caller, call),
      outcome: 'error',
      error: error.slice(0, 500),
    });
  }

  /**
   * Refuses (403 quota_exceeded) a signed-in caller who already keeps `policy.quota` stored
   * images. Anonymous callers have no quota: their images expire within hours.
   */
  async ensureQuota(caller: Caller, policy: QuotaPolicy): Promise<void> {
    if (!caller.userId || policy.quota <= 0) return;
    // Counting at most `quota` rows keeps the check cheap however many a user has.
    const kept = this.db
      .select({ id: generations.id })
      .from(generations)
      .where(and(eq(generations.userId, caller.userId), isNotNull(generations.resultKey)))
      .limit(policy.quota)
      .as('kept');
    const [row] = await this.db.select({ n: count() }).from(kept);
    if (Number(row?.n ?? 0) < policy.quota) return;
    const room =
      policy.retentionDays > 0
        ? `Images older than ${policy.retentionDays} days are deleted automatically, which makes room again.`
        : 'Delete some of them to make room for new ones.';
    throw new DomainError(
      'forbidden',
      'quota_exceeded',
      `Your account keeps at most ${policy.quota} generated image${policy.quota === 1 ? '' : 's'} and has reached that limit. ${room}`,
    );
  }

  /**
   * Deletes one batch (oldest first) of the generations of signed-in users (`users`) or of
   * anonymous callers (`anonymous`) made before `before`: their stored files, then their rows.
   * A row whose file cannot be deleted is kept for the next run, so no file is ever orphaned.
   * Safe to run on several instances at once: deleting a file or row twice is harmless.
   */
  async purgeBatch(whose: 'users' | 'anonymous', before: Date, size: number): Promise<PurgeBatch> {
    const owner = whose === 'users' ? isNotNull(generations.userId) : isNull(generations.userId);
    const batch = await this.db
      .select({ id: generations.id, resultKey: generations.resultKey })
      .from(generations)
      .where(and(owner, lt(generations.createdAt, before)))
      .orderBy(asc(generations.createdAt))
      .limit(size);
    const done: string[] = [];
    let files = 0;
    let error: string | undefined;
    for (let i = 0; i < batch.length; i += DELETE_CONCURRENCY) {
      await Promise.all(
        batch.slice(i, i + DELETE_CONCURRENCY).map(async ({ id, resultKey }) => {
          if (resultKey) {
            try {
              await this.store.delete(GENERATIONS_BUCKET, resultKey);
              files++;
            } catch (err) {
              error ??= err instanceof Error ? err.message : String(err);
              return;
            }
          }
          done.push(id);
        }),
      );
    }
    if (done.length) await this.db.delete(generations).where(inArray(generations.id, done));
    const failed = batch.length - done.length;
    return { found: batch.length, rows: done.length, files, failed, ...(error ? { error } : {}) };
  }

  /** A user's own history, newest first. */
  async list(userId: string, limit: number): Promise<GenerationRecord[]> {
    const rows = await this.db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId))
      .orderBy(desc(generations.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      function: r.function,
      provider: (r.provider as ImageSource | null) ?? null,
      model: r.model,
      prompt: r.prompt,
      imageUrl: r.resultKey ? generationUrl(r.resultKey) : null,
      durationMs: r.durationMs,
      outcome: r.outcome as GenerationRecord['outcome'],
      error: r.error,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
