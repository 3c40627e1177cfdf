import { randomBytes } from 'node:crypto';
import { DESIGN_LIMITS, REFERENCE_IMAGE_MAX_PIXELS } from '@mergepix/core';
import { and, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designUploads, type StoredDesign } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { reencodeImage } from '../images/image-decode.ts';
import type { ObjectStore } from '../storage/object-store.ts';

/** Where design bases live: copies of generations (safe from retention) and uploads. */
export const DESIGN_BASES_BUCKET = 'design-bases';
/** Uploaded pictures (bases, live GIF frames): `uploads/{userId}/{random}.{ext}` in the design-bases bucket. */
export const uploadPrefix = (userId: string) => `uploads/${userId}/`;
/**
 * An upload no design names is kept this long after it was made or last saved in a design, so
 * one made just before its design is saved is never collected (decision 026).
 */
export const UPLOAD_GRACE_HOURS = 24;

const MB = 1024 * 1024;
/** "12.3 MB", "1,024 MB": how a marketer reads upload space. */
export const megabytes = (bytes: number) =>
  `${(bytes / MB).toLocaleString('en-US', { maximumFractionDigits: bytes < 10 * MB ? 1 : 0 })} MB`;

/** What one collection removed. */
export interface CollectReport {
  uploads: number;
  bytes: number;
  /** Files that could not be deleted (tried again next run). */
  failed: number;
}

/**
 * Whether a version of a design (`d.draft` or `d.published`) names the upload row's key: as its
 * base, a live GIF frame, a segment's base or its countdown's ended picture. Containment (`@>`)
 * of jsonb, which PGlite and Postgres read alike.
 */
const names = (version: SQL) => {
  const key = sql`${designUploads.key}`;
  const design = sql`${version}->'design'`;
  return sql`(${version}->>'baseKey' = ${key}
      or coalesce(${design}->'frames', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('path', ${key}))
      or coalesce(${design}->'segments'->'items', '[]'::jsonb)
        @> jsonb_build_array(jsonb_build_object('base', jsonb_build_object('kind', 'upload', 'path', ${key})))
      or (${design}->'countdown'->'ended'->>'kind' = 'image' and ${design}->'countdown'->'ended'->>'path' = ${key}))`;
};

/** A row of `design_uploads` still naming no design: any reference in a draft or published version. */
const unreferenced = sql`not exists (
  select 1 from designs d
  where d.user_id = ${designUploads.userId}
    and (${names(sql.raw('d.draft'))} or ${names(sql.raw('d.published'))}))`;

/**
 * Each account's uploaded pictures: stored with a row that the upload quota counts, claimed by
 * the designs that use them, and collected once no design has used them for the grace period.
 */
export class DesignUploads {
  constructor(
    private readonly db: Db,
    private readonly store: ObjectStore,
  ) {}

  /** Bytes the user's uploads take in storage. */
  async used(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ bytes: sql<string>`coalesce(sum(${designUploads.bytes}), 0)` })
      .from(designUploads)
      .where(eq(designUploads.userId, userId));
    return Number(row?.bytes ?? 0);
  }

  /** Refuses an upload of `adding` bytes that would take the user past `quotaBytes` (0: no limit). */
  async checkQuota(userId: string, quotaBytes: number, adding: number): Promise<void> {
    if (quotaBytes <= 0) return;
    const used = await this.used(userId);
    if (used + adding <= quotaBytes) return;
    throw new DomainError(
      'forbidden',
      'upload_quota_exceeded',
      `Your uploaded pictures use ${megabytes(used)} of your ${megabytes(quotaBytes)} upload space` +
        (adding > 0 ? `, and this one needs ${megabytes(adding)}. ` : '. ') +
        `Remove pictures from designs (or designs) you no longer need: a picture no design uses is deleted ${UPLOAD_GRACE_HOURS} hours after its last use, and its space is freed.`,
      { usedBytes: used, quotaBytes },
    );
  }

  /**
   * Takes an uploaded picture: re-encoded (never stored as sent; refused when it does not decode
   * or has too many pixels), checked against the quota at its stored size, and stored.
   */
  async accept(
    userId: string,
    bytes: Uint8Array,
    quotaBytes: number,
  ): Promise<{ path: string; width: number; height: number }> {
    const image = await reencodeImage(bytes, {
      subject: 'The base image',
      maxPixels: REFERENCE_IMAGE_MAX_PIXELS,
      maxEdge: DESIGN_LIMITS.maxSide,
      format: 'same',
      tooManyPixelsCode: 'image_too_many_pixels',
    });
    await this.checkQuota(userId, quotaBytes, image.bytes.byteLength);
    const path = await this.save(userId, image.bytes, image.ext, image.contentType);
    return { path, width: image.width, height: image.height };
  }

  /** Stores an upload under the user's prefix; returns its path. */
  async save(userId: string, bytes: Uint8Array, ext: string, contentType: string): Promise<string> {
    const key = `${uploadPrefix(userId)}${randomBytes(12).toString('hex')}.${ext}`;
    // The row first: a file is never stored without one, so the quota sees it and it is collected.
    await this.db.insert(designUploads).values({ key, userId, bytes: bytes.byteLength });
    try {
      await this.store.put(DESIGN_BASES_BUCKET, key, bytes, contentType);
    } catch (err) {
      await this.db.delete(designUploads).where(eq(designUploads.key, key));
      throw err;
    }
    return key;
  }

  /**
   * The paths among `paths` that are the user's stored uploads, each marked as used now (so a
   * collection cannot take it while the design naming it is saved). An upload being collected is
   * not one any more. A file stored before uploads had rows gets its row here.
   */
  async claim(userId: string, paths: readonly string[]): Promise<Set<string>> {
    const own = [...new Set(paths)].filter((p) => p.startsWith(uploadPrefix(userId)));
    if (own.length === 0) return new Set();
    const touched = await this.db
      .update(designUploads)
      .set({ usedAt: new Date() })
      .where(
        and(
          inArray(designUploads.key, own),
          eq(designUploads.userId, userId),
          eq(designUploads.deleting, false),
        ),
      )
      .returning({ key: designUploads.key });
    const claimed = new Set(touched.map((r) => r.key));
    const unknown = own.filter((p) => !claimed.has(p));
    if (unknown.length === 0) return claimed;
    const rows = await this.db
      .select({ key: designUploads.key })
      .from(designUploads)
      .where(inArray(designUploads.key, unknown));
    const tracked = new Set(rows.map((r) => r.key));
    for (const key of unknown.filter((p) => !tracked.has(p))) {
      const info = await this.store.stat(DESIGN_BASES_BUCKET, key);
      if (!info) continue;
      const [adopted] = await this.db
        .insert(designUploads)
        .values({ key, userId, bytes: info.size })
        .onConflictDoNothing()
        .returning({ key: designUploads.key });
      if (adopted) claimed.add(key);
    }
    return claimed;
  }

  /**
   * Starts the grace period again for the uploads these versions of a design named (its base, GIF
   * frames, segment bases and countdown's ended picture), when the design is deleted or they were replaced: an upload is collected a grace
   * period after its design let go of it, not at once.
   */
  async release(...versions: (StoredDesign | null | undefined)[]): Promise<void> {
    const keys = versions.flatMap((v) =>
      v
        ? [v.baseKey, ...(v.segmentKeys ?? []), v.endedKey, ...(v.design.frames ?? []).map((f) => f.path)]
        : [],
    );
    const uploads = [...new Set(keys)].filter((k): k is string => Boolean(k?.startsWith('uploads/')));
    if (uploads.length === 0) return;
    await this.db
      .update(designUploads)
      .set({ usedAt: new Date() })
      .where(and(inArray(designUploads.key, uploads), eq(designUploads.deleting, false)));
  }

  /**
   * Gives a row to every stored upload that has none (files stored before uploads had rows), last
   * used when the file was written, so the quota counts it and a collection can take it.
   * Returns how many it adopted.
   */
  async adoptStored(): Promise<number> {
    let adopted = 0;
    for await (const page of this.store.list(DESIGN_BASES_BUCKET, 'uploads')) {
      const keys = page.map((o) => o.key);
      const known = await this.db
        .select({ key: designUploads.key })
        .from(designUploads)
        .where(inArray(designUploads.key, keys));
      const tracked = new Set(known.map((r) => r.key));
      const fresh = page.filter((o) => !tracked.has(o.key) && o.key.split('/').length === 3);
      if (fresh.length === 0) continue;
      const rows = await this.db
        .insert(designUploads)
        .values(
          fresh.map((o) => ({
            key: o.key,
            userId: o.key.split('/')[1] ?? '',
            bytes: o.size,
            createdAt: o.modifiedAt,
            usedAt: o.modifiedAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ key: designUploads.key });
      // A file another instance collected since it was listed gets no row back.
      for (const { key } of rows) {
        if (await this.store.stat(DESIGN_BASES_BUCKET, key)) adopted++;
        else await this.db.delete(designUploads).where(eq(designUploads.key, key));
      }
    }
    return adopted;
  }

  /**
   * Deletes uploads no design names that were last used before `before` (files, then rows),
   * at most `limit` of them; rows whose file could not be deleted stay marked and are tried again.
   */
  async collect(before: Date, limit: number): Promise<CollectReport> {
    // Marked in one statement with the reference check: a design saved since claimed its
    // uploads (used_at is recent), and one saved after the mark finds them gone. New ones
    // first: files that keep failing to delete must not fill every run's `limit`.
    const picked = this.db
      .select({ key: designUploads.key })
      .from(designUploads)
      .where(or(eq(designUploads.deleting, true), and(lt(designUploads.usedAt, before), unreferenced)))
      .orderBy(designUploads.deleting, designUploads.usedAt)
      .limit(limit);
    const marked = await this.db
      .update(designUploads)
      .set({ deleting: true })
      .where(
        and(
          inArray(designUploads.key, picked),
          or(eq(designUploads.deleting, true), and(lt(designUploads.usedAt, before), unreferenced)),
        ),
      )
      .returning({ key: designUploads.key, bytes: designUploads.bytes });
    const report: CollectReport = { uploads: 0, bytes: 0, failed: 0 };
    for (const { key, bytes } of marked) {
      try {
        await this.store.delete(DESIGN_BASES_BUCKET, key);
      } catch {
        report.failed++;
        continue;
      }
      await this.db.delete(designUploads).where(eq(designUploads.key, key));
      report.uploads++;
      report.bytes += bytes;
    }
    return report;
  }
}
