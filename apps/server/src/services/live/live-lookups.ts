import { ByteLru } from '../../render/live/byte-lru.ts';
import type { DesignStore, PublishedDesign } from './designs.ts';

// Which version a public id serves, read from the database at most every few seconds, a burst of
// opens of a cold id reading it once. Opens of ids that do not exist: each unknown id is looked
// up once and the miss remembered, and each address may cause only a few such lookups, so a
// flood of random ids costs the database a handful of queries, not one per request
// (docs/live-images.md, "Unknown ids").

/** How long a public id's published version is trusted before it is read again. */
export const PUBLICATION_TTL_MS = 5_000;

/** Lookups of unknown ids one address may cause at once (the bucket's size). */
export const MISS_BURST = 20;
/** And per second after that (the bucket's refill). */
export const MISSES_PER_SECOND = 1;
/** How long a miss is remembered (a publish on this instance forgets it at once). */
export const MISS_TTL_MS = 60_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** A token bucket per client address, counting lookups that found nothing. */
export class MissBudget {
  private readonly buckets = new ByteLru<Bucket>(50_000, () => 1);

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether `client` may cause another lookup (false: answer 404 without one). */
  allows(client: string): boolean {
    const bucket = this.buckets.peek(client);
    if (!bucket) return true;
    this.refill(bucket);
    return bucket.tokens >= 1;
  }

  /** Counts a lookup by `client` that found nothing. */
  missed(client: string): void {
    const bucket = this.buckets.get(client) ?? { tokens: MISS_BURST, at: this.now() };
    this.refill(bucket);
    bucket.tokens = Math.max(0, bucket.tokens - 1);
    this.buckets.set(client, bucket);
  }

  private refill(bucket: Bucket): void {
    const now = this.now();
    bucket.tokens = Math.min(MISS_BURST, bucket.tokens + ((now - bucket.at) / 1000) * MISSES_PER_SECOND);
    bucket.at = now;
  }
}

/** What a lookup refused for an address past its budget of unknown ids gives. */
export const REFUSED = Symbol('refused');

interface Lookup {
  readonly at: number;
  readonly published: PublishedDesign | undefined;
}

/** The published versions of public ids, as this process last read them. */
export class PublishedLookups {
  private readonly lookups = new ByteLru<Lookup>(20_000, () => 1);
  private readonly reading = new Map<string, Promise<PublishedDesign | undefined>>();
  private readonly misses: MissBudget;

  constructor(
    private readonly designs: DesignStore,
    private readonly now: () => number,
    /** Told when an id serves a version other than the one seen before, and when refused. */
    private readonly on: { newVersion(publicId: string): void; refused(): void },
  ) {
    this.misses = new MissBudget(now);
  }

  forget(publicId: string): void {
    this.lookups.delete(publicId);
  }

  /** The version `publicId` serves, undefined when none, REFUSED when `client` is over budget. */
  get(publicId: string, client: string): Promise<PublishedDesign | undefined | typeof REFUSED> {
    const hit = this.lookups.get(publicId);
    const ttl = hit?.published ? PUBLICATION_TTL_MS : MISS_TTL_MS;
    if (hit && this.now() - hit.at < ttl) return Promise.resolve(hit.published);
    let pending = this.reading.get(publicId);
    // An address past its budget of unknown ids is not looked up for ids this process does not
    // know to exist (ids it knows are read again as usual).
    if (!pending && !hit?.published && !this.misses.allows(client)) {
      this.on.refused();
      return Promise.resolve(REFUSED);
    }
    if (!pending) {
      pending = this.designs
        .published(publicId)
        .then((published) => {
          const previous = hit?.published;
          // A version seen for the first time retires the renders of the one before.
          if (previous && previous.version !== published?.version) this.on.newVersion(publicId);
          this.lookups.set(publicId, { at: this.now(), published });
          if (!published) this.misses.missed(client);
          return published;
        })
        .finally(() => this.reading.delete(publicId));
      this.reading.set(publicId, pending);
    }
    return pending;
  }
}
