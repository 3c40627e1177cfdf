import { randomBytes } from 'node:crypto';
import type { Design, DesignBase } from '@mergepix/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generations, type StoredDesign } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { GENERATIONS_BUCKET } from '../generation/generations.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { DESIGN_BASES_BUCKET, type DesignUploads } from './design-uploads.ts';

// The stored pictures a design names: its base, each segment's base and its countdown's
// "ended" picture. A generated image is copied into the design's own folder
// (`{designId}/random.ext`, so the history's retention cannot take it); an upload is the
// user's own file, claimed by the design (decision 026). Live GIF frames are uploads too.

export interface PictureDeps {
  readonly db: Db;
  readonly store: ObjectStore;
  readonly uploads: DesignUploads;
}

/** Keys of copies a design owns (uploads are the user's, shared by their designs). */
export const ownedBy = (designId: string, key: string | null | undefined): key is string =>
  Boolean(key?.startsWith(`${designId}/`));

/** Every stored picture a version names beside its frames: base, segment bases, ended picture. */
export function storedKeys(version: StoredDesign | null | undefined): string[] {
  if (!version) return [];
  const keys = [version.baseKey, ...(version.segmentKeys ?? []), version.endedKey];
  return keys.filter((key): key is string => Boolean(key));
}

/** A 400 naming the field whose picture cannot be used. */
const refused = (code: string, message: string, path: string, issue: string) =>
  new DomainError('invalid', code, message, { issues: [{ path, message: issue }] });

const segmentLabel = (design: Design, i: number) => `segment "${design.segments?.items[i]?.value ?? i + 1}"`;

/**
 * The stored design for `design`: its uploads claimed (refused, with the field named, when one
 * is not the user's), then its generated images copied — each generation once, reusing the
 * copies `previous` (the saved draft) already made. Nothing is copied when an upload is refused;
 * copies made before a generation turns out missing are deleted again.
 */
export async function resolvePictures(
  deps: PictureDeps,
  userId: string,
  designId: string,
  design: Design,
  previous: StoredDesign | undefined,
): Promise<StoredDesign> {
  await checkUploads(deps, userId, design, previous);
  const copies = new Copies(deps, userId, designId, previous);
  try {
    const baseKey = await copies.keyOf(design.base, () => ({
      code: 'invalid_base',
      message: 'That generated image is not in your history any more.',
      path: 'base',
    }));
    const items = design.segments?.items;
    const segmentKeys: (string | null)[] = [];
    for (const [i, item] of (items ?? []).entries())
      segmentKeys.push(
        await copies.keyOf(item.base, () => ({
          code: 'invalid_segment',
          message: `The generated image of ${segmentLabel(design, i)} is not in your history any more.`,
          path: `segments.items.${i}.base`,
        })),
      );
    const ended = design.countdown?.ended;
    return {
      design,
      baseKey,
      ...(items ? { segmentKeys } : {}),
      ...(ended?.kind === 'image' ? { endedKey: ended.path } : {}),
    };
  } catch (err) {
    await copies.undo();
    throw err;
  }
}

/**
 * Claims every upload the design names. The base and segment bases must be the user's; a
 * frame's or the ended picture's path the saved draft already had was checked then (claimed
 * again all the same: a collection must not take one while this save is on its way).
 */
async function checkUploads(
  deps: PictureDeps,
  userId: string,
  design: Design,
  previous: StoredDesign | undefined,
): Promise<void> {
  const segments = design.segments?.items ?? [];
  const ended = design.countdown?.ended;
  const endedPath = ended?.kind === 'image' ? ended.path : undefined;
  const framePaths = (design.frames ?? []).map((f) => f.path).filter((p): p is string => p !== null);
  const uploadOf = (base: DesignBase) => (base.kind === 'upload' ? base.path : undefined);
  const paths = [
    uploadOf(design.base),
    ...segments.map((s) => uploadOf(s.base)),
    endedPath,
    ...framePaths,
  ].filter((p): p is string => p !== undefined);
  const claimed = await deps.uploads.claim(userId, paths);
  const own = (path: string | undefined) => path === undefined || claimed.has(path);

  if (!own(uploadOf(design.base)))
    throw new DomainError(
      'invalid',
      'invalid_base',
      'Upload the base image again: this one is not yours or is gone.',
    );
  const segment = segments.findIndex((s) => !own(uploadOf(s.base)));
  if (segment >= 0)
    throw refused(
      'invalid_segment',
      `Upload the picture of ${segmentLabel(design, segment)} again: this one is not yours or is gone.`,
      `segments.items.${segment}.base`,
      'Not one of your uploads.',
    );
  const prevEnded = previous?.design.countdown?.ended;
  if (!own(endedPath) && !(prevEnded?.kind === 'image' && prevEnded.path === endedPath))
    throw refused(
      'invalid_countdown',
      'Upload the picture shown once the countdown has ended again: this one is not yours or is gone.',
      'countdown.ended.path',
      'Not one of your uploads.',
    );
  const known = new Set(previous?.design.frames?.map((f) => f.path));
  const bad = framePaths.find((path) => !claimed.has(path) && !known.has(path));
  if (bad === undefined) return;
  const frame = design.frames?.findIndex((f) => f.path === bad) ?? 0;
  throw refused(
    'invalid_frame',
    `Upload frame ${frame + 1}'s picture again: this one is not yours or is gone.`,
    `frames.${frame}.path`,
    'Not one of your uploads.',
  );
}

interface Missing {
  code: string;
  message: string;
  path: string;
}

/** One save's generation copies: those the saved draft has, and those this save makes. */
class Copies {
  /** A copy's key by generation id. */
  private readonly known = new Map<string, string>();
  private readonly made: string[] = [];

  constructor(
    private readonly deps: PictureDeps,
    private readonly userId: string,
    private readonly designId: string,
    previous: StoredDesign | undefined,
  ) {
    const remember = (base: DesignBase | undefined, key: string | null | undefined) => {
      if (base?.kind === 'generation' && ownedBy(designId, key)) this.known.set(base.generationId, key);
    };
    remember(previous?.design.base, previous?.baseKey);
    previous?.design.segments?.items.forEach((item, i) => {
      remember(item.base, previous.segmentKeys?.[i]);
    });
  }

  /** The stored picture of a base: null for a colour or gradient, the path of an upload, a copy of a generation. */
  async keyOf(base: DesignBase, missing: () => Missing): Promise<string | null> {
    if (base.kind === 'color' || base.kind === 'gradient') return null;
    if (base.kind === 'upload') return base.path;
    const known = this.known.get(base.generationId);
    if (known) return known;
    const { db, store } = this.deps;
    const [gen] = await db
      .select({ key: generations.resultKey })
      .from(generations)
      .where(and(eq(generations.id, base.generationId), eq(generations.userId, this.userId)));
    const object = gen?.key ? await store.get(GENERATIONS_BUCKET, gen.key) : undefined;
    if (!gen?.key || !object) {
      const { code, message, path } = missing();
      throw refused(code, message, path, 'Not in your history any more.');
    }
    const key = `${this.designId}/${randomBytes(8).toString('hex')}.${gen.key.split('.').pop() ?? 'png'}`;
    await store.put(DESIGN_BASES_BUCKET, key, object.bytes, object.contentType);
    this.made.push(key);
    this.known.set(base.generationId, key);
    return key;
  }

  /** Deletes the copies this save made (it failed). */
  async undo(): Promise<void> {
    for (const key of this.made)
      await this.deps.store.delete(DESIGN_BASES_BUCKET, key).catch(() => undefined);
  }
}
