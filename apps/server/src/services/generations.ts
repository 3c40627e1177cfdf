import { randomUUID } from 'node:crypto';
import type { GenerationRecord, ImageResult, ImageSource } from '@mergepix/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { generations } from '../db/schema.ts';
import type { ObjectStore } from './object-store.ts';

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

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The public path of a stored generation. */
export const generationUrl = (key: string) => `/storage/v1/object/public/${GENERATIONS_BUCKET}/${key}`;

/** Stores generated images and keeps the history of every call. */
export class GenerationLog {
  constructor(
    private readonly db: Db,
    private readonly store: ObjectStore,
  ) {}

  /** Stores the image, records the call, and returns the function's answer. */
  async succeed(
    caller: Caller,
    call: { fn: string; requested?: string; prompt: string; startedAt: number },
    produced: Produced,
  ): Promise<ImageResult> {
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${EXT[produced.contentType] ?? 'bin'}`;
    await this.store.put(GENERATIONS_BUCKET, key, produced.bytes, produced.contentType);
    await this.db.insert(generations).values({
      id: randomUUID(),
      userId: caller.userId,
      clientHash: caller.userId ? null : caller.clientHash,
      function: call.fn,
      requestedProvider: call.requested ?? null,
      provider: produced.provider,
      model: produced.model,
      prompt: call.prompt,
      resultKey: key,
      durationMs: Math.round(performance.now() - call.startedAt),
      outcome: produced.fallback ? 'fallback' : 'ok',
      fallbackFrom: produced.fallback?.from ?? null,
      fallbackReason: produced.fallback?.reason ?? null,
    });
    return {
      imageUrl: generationUrl(key),
      provider: produced.provider,
      model: produced.model,
      ...(produced.fallback ? { fallback: produced.fallback } : {}),
    };
  }

  /** Records a call that produced nothing. */
  async fail(
    caller: Caller,
    call: { fn: string; requested?: string; prompt: string; startedAt: number },
    error: string,
  ) {
    await this.db.insert(generations).values({
      id: randomUUID(),
      userId: caller.userId,
      clientHash: caller.userId ? null : caller.clientHash,
      function: call.fn,
      requestedProvider: call.requested ?? null,
      prompt: call.prompt,
      durationMs: Math.round(performance.now() - call.startedAt),
      outcome: 'error',
      error: error.slice(0, 500),
    });
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
