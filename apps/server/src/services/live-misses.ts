import { ByteLru } from '../render/live/byte-lru.ts';

// Opens of public ids that do not exist: each unknown id is looked up in the database once and
// then remembered (the lookup cache keeps the miss), and each address may cause only a few such
// lookups: a flood of random ids costs the database a handful of queries, not one per request
// (docs/live-images.md, "Unknown ids").

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
