import { AUDIENCE_MAX_ROWS, type AudienceSummary, audienceValue, type TokenKey } from '@mergepix/core';
import { count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designAudience } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import {
  AUDIENCE_HASH_LENGTH,
  type AudiencePlanRequest,
  audienceHash,
  audienceKey,
  type HashedAudience,
  hashAudience,
} from './audience-hash.ts';

// Known recipients (docs/live-images.md, "Brand safety"): each design's audience list, stored as
// keyed hashes of its values (HMAC-SHA256 under a key derived from the server's secret, with the
// design and token in it), never the values. An open of a design that takes known recipients only
// draws a value when the list holds it; the lists of designs being opened are held in memory, and
// read again after AUDIENCE_TRUST_MS (so another instance's upload reaches this one by then).

/** How long a design's list held in memory is trusted before it is read again. */
export const AUDIENCE_TRUST_MS = 30_000;
/**
 * Designs whose lists are held in memory at once (the least recently opened go first): a full
 * list of AUDIENCE_MAX_ROWS values is ~15 MB held.
 */
const HELD_DESIGNS = 20;

/** Reads and hashes a list somewhere (batch-plan-thread.ts). */
export type AudiencePlanner = (
  request: AudiencePlanRequest,
  key: string,
  designId: string,
) => Promise<HashedAudience>;

/** Hashes to one insert. */
const INSERT_CHUNK = 2_000;

/** Whether a design's list holds a value of a token. */
export type AudienceCheck = (token: TokenKey, value: string) => boolean;

export class Audiences {
  private readonly held = new Map<string, { at: number; check: Promise<AudienceCheck> }>();

  private readonly key: string;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly now: () => number = Date.now,
    /** Where lists are read and hashed (the plan thread on a server). */
    private readonly planner?: AudiencePlanner,
  ) {
    this.key = audienceKey(secret);
  }

  private hash(designId: string, token: string, value: string): string {
    return audienceHash(this.key, designId, token, value);
  }

  /**
   * Reads and hashes an uploaded list for a design: on the plan thread when one is given (a 5 MB
   * list takes a second to read), else here.
   */
  hashList(designId: string, request: AudiencePlanRequest): Promise<HashedAudience> {
    return this.planner
      ? this.planner(request, this.key, designId)
      : Promise.resolve(hashAudience(request, this.key, designId));
  }

  /** Stores a list's hashed values (replacing the design's list unless `append`), all or none. */
  async store(
    designId: string,
    hashes: ReadonlyArray<readonly [string, string]>,
    append: boolean,
  ): Promise<AudienceSummary> {
    await this.db.transaction(async (tx) => {
      if (!append) await tx.delete(designAudience).where(eq(designAudience.designId, designId));
      // Hashes sent as strings of INSERT_CHUNK, split by the database: 20,000 values took ~3 s as
      // rows of parameters on the embedded database. Its statements run on this thread and its
      // answers come back without a turn of the event loop, so each chunk also gives one.
      const width = INSERT_CHUNK * (AUDIENCE_HASH_LENGTH + 1);
      for (const [token, list] of hashes)
        for (let at = 0; at < list.length; at += width) {
          await tx.execute(sql`
            insert into design_audience (design_id, token, hash)
            select ${designId}, ${token}, h
            from unnest(string_to_array(${list.slice(at, at + width - 1)}::text, ',')) as h
            on conflict do nothing`);
          await new Promise((next) => setImmediate(next));
        }
      const [total] = await tx
        .select({ n: count() })
        .from(designAudience)
        .where(eq(designAudience.designId, designId));
      if ((total?.n ?? 0) > AUDIENCE_MAX_ROWS)
        throw new DomainError(
          'too_large',
          'audience_too_large',
          `A design's list holds at most ${AUDIENCE_MAX_ROWS.toLocaleString('en')} values; this would make ${total?.n.toLocaleString('en')}.`,
        );
    });
    this.forget(designId);
    return this.summary(designId);
  }

  /** How many values of each token a design's list holds, and when it last changed. */
  async summary(designId: string): Promise<AudienceSummary> {
    const rows = await this.db
      .select({ token: designAudience.token, n: count(), at: max(designAudience.addedAt) })
      .from(designAudience)
      .where(eq(designAudience.designId, designId))
      .groupBy(designAudience.token);
    const latest = rows.reduce<Date | null>((m, r) => (r.at && (!m || r.at > m) ? r.at : m), null);
    return {
      values: Object.fromEntries(rows.map((r) => [r.token, r.n])),
      updated_at: latest ? new Date(latest).toISOString() : null,
    };
  }

  async clear(designId: string): Promise<void> {
    await this.db.delete(designAudience).where(eq(designAudience.designId, designId));
    this.forget(designId);
  }

  /** Forgets what this process holds of a design's list. */
  forget(designId: string): void {
    this.held.delete(designId);
  }

  /** The check of a design's list, read once and held (the first open of a design waits for it). */
  check(designId: string): Promise<AudienceCheck> {
    const now = this.now();
    const known = this.held.get(designId);
    if (known && now - known.at < AUDIENCE_TRUST_MS) {
      // Most recently used last, so the oldest is dropped first.
      this.held.delete(designId);
      this.held.set(designId, known);
      return known.check;
    }
    const check = this.load(designId);
    this.held.set(designId, { at: now, check });
    check.catch(() => this.held.delete(designId));
    if (this.held.size > HELD_DESIGNS) this.held.delete(this.held.keys().next().value ?? '');
    return check;
  }

  private async load(designId: string): Promise<AudienceCheck> {
    const rows = await this.db
      .select({ token: designAudience.token, hash: designAudience.hash })
      .from(designAudience)
      .where(eq(designAudience.designId, designId));
    const hashes = new Set(rows.map((r) => `${r.token}\n${r.hash}`));
    return (token, value) => hashes.has(`${token}\n${this.hash(designId, token, audienceValue(value))}`);
  }
}
