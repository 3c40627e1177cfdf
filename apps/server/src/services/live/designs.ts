import { randomBytes, randomUUID } from 'node:crypto';
import { type Design, designSchema } from '@mergepix/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { designs, type StoredDesign } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { ownedBy, resolvePictures, storedKeys } from './design-pictures.ts';
import { DESIGN_BASES_BUCKET, DesignUploads } from './design-uploads.ts';

export { DESIGN_BASES_BUCKET, uploadPrefix } from './design-uploads.ts';
/** Where the designer loads a design's base picture from (keys are random, like generations'). */
export const designBaseUrl = (key: string) => `/storage/v1/object/public/${DESIGN_BASES_BUCKET}/${key}`;
/** At most this many designs per user. */
export const MAX_DESIGNS_PER_USER = 200;

export type DesignRow = typeof designs.$inferSelect;

/** What a live image URL serves: a design's frozen version. */
export interface PublishedDesign {
  readonly designId: string;
  readonly publicId: string;
  readonly version: number;
  readonly stored: StoredDesign;
}

const notFound = () => new DomainError('not_found', 'not_found', 'Design not found.');

/** A public id: 96 random bits, URL-safe (16 characters). */
export const newPublicId = () => randomBytes(12).toString('base64url');

/** The designs of each user, and the versions their public URLs serve. */
export class DesignStore {
  /** The users' uploaded pictures, which designs name by path. */
  readonly uploads: DesignUploads;

  constructor(
    private readonly db: Db,
    private readonly store: ObjectStore,
  ) {
    this.uploads = new DesignUploads(db, store);
  }

  list(userId: string): Promise<DesignRow[]> {
    return this.db.select().from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.updatedAt));
  }

  async get(userId: string, id: string): Promise<DesignRow> {
    const [row] = await this.db
      .select()
      .from(designs)
      .where(and(eq(designs.id, id), eq(designs.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  async create(userId: string, design: Design): Promise<DesignRow> {
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(designs)
      .where(eq(designs.userId, userId));
    if ((count?.n ?? 0) >= MAX_DESIGNS_PER_USER)
      throw new DomainError(
        'forbidden',
        'too_many_designs',
        `You can keep up to ${MAX_DESIGNS_PER_USER} designs.`,
      );
    const id = randomUUID();
    const draft = await this.resolveBase(userId, id, design, undefined);
    const [row] = await this.db
      .insert(designs)
      .values({ id, userId, name: design.name, draft, publicId: newPublicId() })
      .returning();
    if (!row) throw new Error('design insert returned nothing');
    return row;
  }

  /** Applies a partial change to the draft; the whole result is validated again. */
  async update(userId: string, id: string, patch: Record<string, unknown>): Promise<DesignRow> {
    const current = await this.get(userId, id);
    const parsed = designSchema.safeParse(mergePatch(current.draft.design, patch));
    if (!parsed.success) throw invalidDesign(parsed.error);
    const draft = await this.resolveBase(userId, id, parsed.data, current.draft);
    const [row] = await this.db
      .update(designs)
      .set({ name: draft.design.name, draft, updatedAt: new Date() })
      .where(and(eq(designs.id, id), eq(designs.userId, userId)))
      .returning();
    if (!row) throw notFound();
    await this.dropUnused(id, storedKeys(current.draft), row);
    await this.uploads.release(current.draft);
    return row;
  }

  /** Deletes a design and the base copies it owns; returns the deleted row. */
  async remove(userId: string, id: string): Promise<DesignRow> {
    const [row] = await this.db
      .delete(designs)
      .where(and(eq(designs.id, id), eq(designs.userId, userId)))
      .returning();
    if (!row) throw notFound();
    for (const key of new Set([...storedKeys(row.draft), ...storedKeys(row.published)]))
      if (ownedBy(id, key)) await this.store.delete(DESIGN_BASES_BUCKET, key).catch(() => undefined);
    await this.uploads.release(row.draft, row.published);
    return row;
  }

  /** Freezes the draft as the next version; the public id stays the same. */
  async publish(userId: string, id: string): Promise<DesignRow> {
    const current = await this.get(userId, id);
    // A draft saved before today's limits still meets them before it is served to the public.
    const parsed = designSchema.safeParse(current.draft.design);
    if (!parsed.success) throw invalidDesign(parsed.error);
    return this.replacePublished(userId, current, {
      published: current.draft,
      version: sql`${designs.version} + 1`,
      publishedAt: new Date(),
    });
  }

  async unpublish(userId: string, id: string): Promise<DesignRow> {
    const current = await this.get(userId, id);
    return this.replacePublished(userId, current, { published: null, publishedAt: null });
  }

  /** Sets what `current` publishes, then lets go of the base and uploads only the old version held. */
  private async replacePublished(
    userId: string,
    current: DesignRow,
    set: PgUpdateSetSource<typeof designs>,
  ): Promise<DesignRow> {
    const { id } = current;
    const [row] = await this.db
      .update(designs)
      .set(set)
      .where(and(eq(designs.id, id), eq(designs.userId, userId)))
      .returning();
    if (!row) throw notFound();
    await this.dropUnused(id, storedKeys(current.published), row);
    await this.uploads.release(current.published);
    return row;
  }

  /** The version a public id serves, or undefined when unknown or unpublished. */
  async published(publicId: string): Promise<PublishedDesign | undefined> {
    const [row] = await this.db
      .select({ id: designs.id, published: designs.published, version: designs.version })
      .from(designs)
      .where(eq(designs.publicId, publicId));
    if (!row?.published) return undefined;
    return { designId: row.id, publicId, version: row.version, stored: row.published };
  }

  /** The stored pictures a design needs (design-pictures.ts). */
  private resolveBase(
    userId: string,
    designId: string,
    design: Design,
    previous: StoredDesign | undefined,
  ): Promise<StoredDesign> {
    return resolvePictures(
      { db: this.db, store: this.store, uploads: this.uploads },
      userId,
      designId,
      design,
      previous,
    );
  }

  /**
   * Deletes the copies of `keys` (what a version named before) that neither the draft nor the
   * published version names any more.
   */
  private async dropUnused(designId: string, keys: readonly string[], row: DesignRow): Promise<void> {
    const named = new Set([...storedKeys(row.draft), ...storedKeys(row.published)]);
    for (const key of new Set(keys))
      if (ownedBy(designId, key) && !named.has(key))
        await this.store.delete(DESIGN_BASES_BUCKET, key).catch(() => undefined);
  }
}

/** Parts of a design a change removes by naming them `null` (a countdown, segments, brand safety). */
const REMOVABLE = ['countdown', 'segments', 'safety', 'gifQuality'] as const;

/** A design with a change applied: its fields replaced, and the removable ones set to null removed. */
export function mergePatch(design: Design, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...design, ...patch };
  for (const key of REMOVABLE) if (merged[key] === null) delete merged[key];
  return merged;
}

/** A 400 that names every field that is wrong. */
export function invalidDesign(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const first = issues[0];
  return new DomainError(
    'invalid',
    'invalid_design',
    first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'The design is not valid.',
    { issues },
  );
}
