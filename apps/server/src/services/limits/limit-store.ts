// What a rate limiter answers, whichever store keeps its counts (limits.ts chooses one:
// database-limits.ts, or redis-limits.ts standing on it).

/**
 * How long events are worth keeping: longer than the longest window any limit counts over
 * (an hour, for sign-ups per IP), so pruning never changes a limit's answer.
 */
export const LIMIT_EVENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** One counter an action counts against: at most `max` events of `bucket` for `subject` per window. */
export interface Budget {
  bucket: string;
  subject: string;
  max: number;
}

/** The outcome of {@link Limits.acquire}. */
export interface Acquired {
  /** The events recorded ahead of time (empty when refused); release them if the action should not count. */
  held: string[];
  /** Seconds until the fullest budget has room again; 0 when the action may go ahead. */
  retryAfterSeconds: number;
}

/** Where a limit stands for one subject. */
export interface LimitState {
  count: number;
  /** Seconds until the oldest counted event leaves the window (0 when under the limit). */
  retryAfterSeconds: number;
}

/** What both limiters answer (see {@link Limits} for each method). */
export interface LimitStore {
  state(bucket: string, subject: string, windowMs: number, max: number): Promise<LimitState>;
  acquire(budgets: readonly Budget[], windowMs: number): Promise<Acquired>;
  record(bucket: string, subject: string): Promise<string>;
  release(...ids: string[]): Promise<void>;
  clear(bucket: string, subject: string): Promise<void>;
}
