import { createHmac } from 'node:crypto';
import type { OpenDay } from '@mergepix/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designOpenRecipients, designOpens, designs } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';

// Opens of live images, counted in memory and written in batches: a render never waits on a
// database write. A crash loses at most the counts of the last flush interval (5 s by default).

/** Counts written every this many ms. */
export const OPEN_FLUSH_MS = 5_000;
/**
 * Recipients per insert, and on the embedded database the rest after each. There every statement
 * runs on the main thread, which also answers the opens: a send's ~1,400 new recipients of five
 * seconds take ~150–300 ms to write, and in one statement they held every answer behind them.
 * After each statement the write rests {@link OPEN_WRITE_REST_FACTOR} times as long as the
 * statement took (at most {@link OPEN_WRITE_MAX_REST_MS}), so it takes at most a tenth of the
 * thread; a write on shutdown does not rest. On Postgres the work is the database server's, and
 * the write does not rest.
 */
export const OPEN_WRITE_CHUNK = 100;
export const OPEN_WRITE_REST_FACTOR = 9;
export const OPEN_WRITE_MAX_REST_MS = 200;
const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Memory for recipients held between writes; past it, new ones still count as requests only. */
export const MAX_PENDING_RECIPIENT_BYTES = 16 * 1024 * 1024;

/**
 * What a design's day counts: every request, and of them those a mail proxy fetched, those with a
 * value the filter refused, and those from a flooding address (direct opens are the rest).
 */
export const COUNT_FIELDS = ['requests', 'proxied', 'filtered', 'flood'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
type Pending = Record<CountField, number>;
export const noCounts = (): Pending => ({ requests: 0, proxied: 0, filtered: 0, flood: 0 });

/** Requests counted apart from opens: with a filtered value, or from a flooding address. */
export type ApartKind = 'filtered' | 'flood';

/** Counts of one design on one day (UTC), as stored. */
export interface OpenRow extends Pending {
  designId: string;
  day: string;
}

/** One distinct recipient of a design on a day, as its salted hash. */
export interface RecipientRow {
  designId: string;
  day: string;
  recipient: string;
}

/** What one write adds. */
export interface OpenBatch {
  rows: OpenRow[];
  hashes: RecipientRow[];
}

export const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** A day as the stats answer it: its counts, direct opens (the rest) and unique recipients. */
export function openDay(day: string, c: Pending, unique: number): OpenDay {
  return { day, ...c, direct: c.requests - c.proxied - c.filtered - c.flood, unique };
}

/** The in-memory key of one design's counts on one day. */
export const dayKey = (designId: string, day: string) => `${designId}|${day}`;
/** The design and day a {@link dayKey} names. */
export function splitDayKey(key: string): { designId: string; day: string } {
  const [designId = '', day = ''] = key.split('|');
  return { designId, day };
}

export class OpenCounter {
  private counts = new Map<string, Pending>();
  private recipients = new Map<string, Set<string>>();
  private pendingRecipientBytes = 0;
  protected timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** True while stop() writes what is left: no rests then. */
  private final = false;

  constructor(
    protected readonly db: Db,
    private readonly salt: string,
    protected readonly logger?: Logger,
    protected readonly now: () => number = Date.now,
    /** The database runs in this process (PGlite): its writes rest between statements. */
    private readonly embedded = false,
  ) {}

  /** Starts writing every `intervalMs` (the timer never keeps the process alive). */
  start(intervalMs = OPEN_FLUSH_MS): this {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
    return this;
  }

  /** Stops the timer and writes what is pending. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.final = true;
    try {
      await this.flush();
    } finally {
      this.final = false;
    }
  }

  /** The pending counts of a design today. */
  private pending(key: string): Pending {
    let pending = this.counts.get(key);
    if (!pending) {
      pending = noCounts();
      this.counts.set(key, pending);
    }
    return pending;
  }

  /** Counts one request apart from opens: it is no recipient's, and adds none to the unique count. */
  recordApart(designId: string, kind: ApartKind): void {
    const pending = this.pending(dayKey(designId, today(this.now())));
    pending.requests++;
    pending[kind]++;
  }

  /** Counts one request: `recipient` is the canonical form of its values, hashed here. */
  record(designId: string, recipient: string, proxied: boolean): void {
    const key = dayKey(designId, today(this.now()));
    const pending = this.pending(key);
    pending.requests++;
    if (proxied) pending.proxied++;
    if (this.pendingRecipientBytes >= MAX_PENDING_RECIPIENT_BYTES) return;
    let set = this.recipients.get(key);
    if (!set) {
      set = new Set();
      this.recipients.set(key, set);
    }
    // Held in memory until the next write, which stores only their salted hashes.
    if (!set.has(recipient)) {
      set.add(recipient);
      this.pendingRecipientBytes += 64 + 2 * recipient.length;
    }
  }

  protected hash(designId: string, recipient: string): string {
    return createHmac('sha256', this.salt)
      .update(`${designId}\n${recipient}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /** Writes pending counts; overlapping calls run one after the other. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Takes what was counted since the last call, recipients hashed. */
  protected take(): OpenBatch {
    const counts = this.counts;
    const recipients = this.recipients;
    this.counts = new Map();
    this.recipients = new Map();
    this.pendingRecipientBytes = 0;
    const rows = [...counts].map(([key, c]) => ({ ...splitDayKey(key), ...c }));
    const hashes = [...recipients].flatMap(([key, set]) => {
      const { designId, day } = splitDayKey(key);
      return [...set].map((recipient) => ({ designId, day, recipient: this.hash(designId, recipient) }));
    });
    return { rows, hashes };
  }

  protected async write(): Promise<void> {
    const batch = this.take();
    if (batch.rows.length === 0) return;
    try {
      await this.store(batch);
    } catch (err) {
      // The database away: the counts of this batch are lost, as the interval promises at most.
      this.logger?.warn({ err }, 'could not write live image opens');
    }
  }

  /**
   * Adds a batch to the database; rejects when it can't. The counts are written all or none; a
   * rejected batch may have stored some of its recipients, which making it again skips.
   */
  protected async store({ rows, hashes }: OpenBatch): Promise<void> {
    if (rows.length === 0) return;
    // Designs deleted since their opens were counted take their counts with them.
    const ids = [...new Set(rows.map((r) => r.designId))];
    const existing = new Set(
      (await this.db.select({ id: designs.id }).from(designs).where(inArray(designs.id, ids))).map(
        (d) => d.id,
      ),
    );
    const live = rows.filter((r) => existing.has(r.designId));
    const liveHashes = hashes.filter((h) => existing.has(h.designId));
    // The recipients first, a few at a time with rests between: each insert is idempotent (a
    // recipient already stored is skipped), so a write that fails half way is simply made again.
    for (let i = 0; i < liveHashes.length; i += OPEN_WRITE_CHUNK) {
      const started = performance.now();
      await this.db
        .insert(designOpenRecipients)
        .values(liveHashes.slice(i, i + OPEN_WRITE_CHUNK))
        .onConflictDoNothing();
      if (this.embedded && !this.final)
        await rest(Math.min(OPEN_WRITE_MAX_REST_MS, OPEN_WRITE_REST_FACTOR * (performance.now() - started)));
    }
    // Then the counts (a row per design and day), which add up: all in one transaction or none.
    await this.db.transaction(async (tx) => {
      for (let i = 0; i < live.length; i += OPEN_WRITE_CHUNK)
        await tx
          .insert(designOpens)
          .values(live.slice(i, i + OPEN_WRITE_CHUNK))
          .onConflictDoUpdate({
            target: [designOpens.designId, designOpens.day],
            set: Object.fromEntries(
              COUNT_FIELDS.map((f) => [
                f,
                sql`${designOpens[f]} + excluded.${sql.identifier(designOpens[f].name)}`,
              ]),
            ),
          });
    });
  }

  /** A design's opens per day, oldest first. */
  async days(designId: string): Promise<OpenDay[]> {
    const rows = await this.db
      .select({
        day: designOpens.day,
        requests: designOpens.requests,
        proxied: designOpens.proxied,
        filtered: designOpens.filtered,
        flood: designOpens.flood,
        // Qualified by hand: inside a subquery drizzle would print the bare column names.
        unique: sql<number>`(select count(*)::int from ${designOpenRecipients} r where r.design_id = "design_opens"."design_id" and r.day = "design_opens"."day")`,
      })
      .from(designOpens)
      .where(eq(designOpens.designId, designId))
      .orderBy(asc(designOpens.day));
    return rows.map((r) => openDay(String(r.day), r, r.unique));
  }
}
