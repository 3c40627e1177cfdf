import { randomBytes, randomUUID } from 'node:crypto';
import { type Design, designSchema } from '@mergepix/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { designs, generations, type StoredDesign } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { GENERATIONS_BUCKET } from '../generation/generations.ts';
import type { ObjectStore } from '../storage/object-store.ts';
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

/** Keys of base copies a design owns (uploads are the user's, shared by their designs). */
const ownedBy = (designId: string, key: string | null | undefined): key is string =>
  Boolean(key?.startsWith(`${designId}/`));

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
    const parsed = designSchema.safeParse({ ...current.draft.design, ...patch });
    if (!parsed.success) throw invalidDesign(parsed.error);
    const draft = await this.resolveBase(userId, id, parsed.data, current.draft);
    const [row] = await this.db
      .update(designs)
      .set({ name: draft.design.name, draft, updatedAt: new Date() })
      .where(and(eq(designs.id, id), eq(designs.userId, userId)))
      .returning();
    if (!row) throw notFound();
    await this.dropUnused(id, current.draft.baseKey, row);
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
    for (const key of new Set([row.draft.baseKey, row.published?.baseKey]))
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
    await this.dropUnused(id, current.published?.baseKey ?? null, row);
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

  /** The picture a design's base needs, as a key in the design-bases bucket. */
  private async resolveBase(
    userId: string,
    designId: string,
    design: Design,
    previous: StoredDesign | undefined,
  ): Promise<StoredDesign> {
    const base = design.base;
    const prev = previous?.design.base;
    await this.checkFrames(userId, design, previous);
    if (base.kind === 'color' || base.kind === 'gradient') return { design, baseKey: null };
    if (base.kind === 'upload') {
      if (!(await this.isUpload(userId, base.path)))
        throw new DomainError(
          'invalid',
          'invalid_base',
          'Upload the base image again: this one is not yours or is gone.',
        );
      return { design, baseKey: base.path };
    }
    if (prev?.kind === 'generation' && prev.generationId === base.generationId && previous?.baseKey)
      return { design, baseKey: previous.baseKey };
    const [gen] = await this.db
      .select({ key: generations.resultKey })
      .from(generations)
      .where(and(eq(generations.id, base.generationId), eq(generations.userId, userId)));
    const object = gen?.key ? await this.store.get(GENERATIONS_BUCKET, gen.key) : undefined;
    if (!gen?.key || !object)
      throw new DomainError(
        'invalid',
        'invalid_base',
        'That generated image is not in your history any more.',
      );
    // A copy the design owns: the history's retention may delete the original.
    const baseKey = `${designId}/${randomBytes(8).toString('hex')}.${gen.key.split('.').pop() ?? 'png'}`;
    await this.store.put(DESIGN_BASES_BUCKET, baseKey, object.bytes, object.contentType);
    return { design, baseKey };
  }

  /** Whether a path is one of the user's uploads, still stored (claimed for the design now). */
  private async isUpload(userId: string, path: string): Promise<boolean> {
    return (await this.uploads.claim(userId, [path])).has(path);
  }

  /**
   * A live GIF's frame pictures are the user's uploads, like an `upload` base (the paths are the
   * keys: no copy, no new column). Paths the saved draft already had were checked then.
   */
  private async checkFrames(userId: string, design: Design, previous: StoredDesign | undefined) {
    const known = new Set(previous?.design.frames?.map((f) => f.path));
    const paths = [...new Set(design.frames?.map((f) => f.path))].filter((p): p is string => p !== null);
    // Every frame is claimed again (a collection must not take one while this save is on its
    // way); only paths the saved draft did not have yet can be refused.
    const claimed = await this.uploads.claim(userId, paths);
    const bad = paths.filter((path) => !claimed.has(path) && !known.has(path));
    if (bad.length === 0) return;
    const frame = design.frames?.findIndex((f) => f.path === bad[0]) ?? 0;
    throw new DomainError(
      'invalid',
      'invalid_frame',
      `Upload frame ${frame + 1}'s picture again: this one is not yours or is gone.`,
      { issues: [{ path: `frames.${frame}.path`, message: 'Not one of your uploads.' }] },
    );
  }

  /** Deletes a base copy neither the draft nor the published version uses any more. */
  private async dropUnused(designId: string, key: string | null, row: DesignRow): Promise<void> {
    if (!ownedBy(designId, key)) return;
    if (key === row.draft.baseKey || key === row.published?.baseKey) return;
    await this.store.delete(DESIGN_BASES_BUCKET, key).catch(() => undefined);
  }
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
