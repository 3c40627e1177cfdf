import { randomBytes } from 'node:crypto';
import {
  AVATAR_MAX_BYTES,
  type Profile,
  type ProfileUpdate,
  REFERENCE_IMAGE_MAX_PIXELS,
} from '@mergepix/core';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { decodeImageDataUrl } from '../images/image-data-url.ts';
import { reencodeImage } from '../images/image-decode.ts';
import type { ObjectStore } from '../storage/object-store.ts';

// A user's profile (name, company, job title, avatar, saved token values): read, created on first
// read when missing, and updated, the avatar kept in the object store.

const AVATAR_BUCKET = 'avatars';

/** The SQL that sets the given token values over the stored ones and drops those saved empty. */
function mergeTokenValuesSql(update: Record<string, string | undefined>): SQL {
  const set = Object.fromEntries(Object.entries(update).filter((e): e is [string, string] => Boolean(e[1])));
  let merged = sql`(coalesce(${profiles.tokenValues}, '{}'::jsonb) || ${JSON.stringify(set)}::jsonb)`;
  for (const [key, value] of Object.entries(update)) {
    if (value === '') merged = sql`(${merged} - ${key}::text)`;
  }
  return merged;
}
/** Avatars are shown small: stored at most this many px on their long edge, as WebP. */
const AVATAR_MAX_EDGE = 512;

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    full_name: row.fullName,
    company: row.company,
    job_title: row.jobTitle,
    avatar_url: row.avatarKey ? `/storage/v1/object/public/${AVATAR_BUCKET}/${row.avatarKey}` : null,
    token_values: row.tokenValues,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Users' own profiles. `fallbackName` names a profile made on first read (the account's name). */
export class Profiles {
  constructor(
    private readonly db: Db,
    private readonly store: ObjectStore,
  ) {}

  private async load(userId: string, fallbackName: string): Promise<ProfileRow> {
    const { db } = this;
    const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
    if (row) return row;
    // Users from before profiles existed, or a failed create hook: make the row now.
    const [created] = await db
      .insert(profiles)
      .values({ id: userId, fullName: fallbackName })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(profiles).where(eq(profiles.id, userId));
    if (!raced) throw new Error(`profile ${userId} could not be created`);
    return raced;
  }

  /** The user's profile, made now if missing. */
  async get(userId: string, fallbackName: string): Promise<Profile> {
    return toProfile(await this.load(userId, fallbackName));
  }

  /** Applies `update` to the user's profile; refuses an avatar that is not a usable image. */
  async update(userId: string, fallbackName: string, update: ProfileUpdate): Promise<Profile> {
    const { db, store } = this;
    const current = await this.load(userId, fallbackName);
    const values: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
    if (update.full_name !== undefined) values.fullName = update.full_name;
    if (update.company !== undefined) values.company = update.company;
    if (update.job_title !== undefined) values.jobTitle = update.job_title;
    // Token values merge key by key inside the database, so two screens saving different tokens
    // at once never undo each other; an empty value clears its token.
    const tokenValues = update.token_values ? mergeTokenValuesSql(update.token_values) : undefined;
    let oldAvatar: string | null = null;
    if (update.avatar !== undefined) {
      oldAvatar = current.avatarKey;
      if (update.avatar === null) {
        values.avatarKey = null;
      } else {
        const upload = decodeImageDataUrl(update.avatar, AVATAR_MAX_BYTES);
        if (typeof upload === 'string') throw new DomainError('unprocessable', 'invalid_image', upload);
        // Stored as we re-encode it, never as uploaded: a pixel bomb or a file that does not
        // decode is refused here, and EXIF (GPS, camera serials) is dropped.
        const image = await reencodeImage(upload.bytes, {
          subject: 'The avatar image',
          maxPixels: REFERENCE_IMAGE_MAX_PIXELS,
          maxEdge: AVATAR_MAX_EDGE,
          format: 'webp',
          tooManyPixelsCode: 'image_too_many_pixels',
        });
        // The key's extension is what the storage route serves the content type by.
        const key = `${userId}/${randomBytes(12).toString('hex')}.${image.ext}`;
        await store.put(AVATAR_BUCKET, key, image.bytes, image.contentType);
        values.avatarKey = key;
      }
    }
    const [row] = await db
      .update(profiles)
      .set(tokenValues ? { ...values, tokenValues } : values)
      .where(eq(profiles.id, userId))
      .returning();
    if (oldAvatar && oldAvatar !== row?.avatarKey)
      await store.delete(AVATAR_BUCKET, oldAvatar).catch(() => undefined);
    return toProfile(row ?? current);
  }
}
