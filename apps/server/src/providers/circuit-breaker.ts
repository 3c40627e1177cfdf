/** When a provider counts as failing repeatedly, and for how long it is then left alone. */
export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit (5). */
  threshold?: number;
  /** How long an open circuit skips the provider (60 s). */
  cooldownMs?: number;
  /** How far back the recent error rate looks (10 minutes). */
  windowMs?: number;
  /** Injectable clock for tests. */
  now?: () => number;
}

/** What the diagnostics page shows of one key. */
export interface BreakerSnapshot {
  /** open: skipped until retryInMs passes; half-open: the next call is its one trial. */
  circuit: 'closed' | 'open' | 'half-open';
  failuresInRow: number;
  retryInMs: number;
  recent: { calls: number; failures: number; windowMs: number };
}

/** Outcomes kept per key for the error rate; older ones fall out of the window anyway. */
const MAX_OUTCOMES = 500;

/**
 * Skips a provider that failed `threshold` times in a row for `cooldownMs`, so a dead provider
 * does not cost every user a timeout. Afterwards it gets one try again: a success closes the
 * circuit, a failure opens it for another cooldown. State is per server instance, by key. It
 * also keeps the recent outcomes, so diagnostics can show an error rate.
 */
export class CircuitBreaker {
  private readonly threshold: number;
  private readonly cooldownMs: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly state = new Map<string, { failures: number; openUntil: number }>();
  private readonly outcomes = new Map<string, { at: number; ok: boolean }[]>();

  constructor(opts: CircuitBreakerOptions = {}) {
    this.threshold = opts.threshold ?? 5;
    this.cooldownMs = opts.cooldownMs ?? 60_000;
    this.windowMs = opts.windowMs ?? 10 * 60_000;
    this.now = opts.now ?? Date.now;
  }

  /** True while `key` is being skipped. */
  isOpen(key: string): boolean {
    return (this.state.get(key)?.openUntil ?? 0) > this.now();
  }

  /** Milliseconds until `key` is tried again (0 when it is not being skipped). */
  retryInMs(key: string): number {
    return Math.max(0, (this.state.get(key)?.openUntil ?? 0) - this.now());
  }

  /** A call to `key` worked: forget its failures. */
  recordSuccess(key: string): void {
    this.state.delete(key);
    this.remember(key, true);
  }

  /** A call to `key` failed; the threshold-th failure in a row opens the circuit. */
  recordFailure(key: string): void {
    const entry = this.state.get(key) ?? { failures: 0, openUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= this.threshold) entry.openUntil = this.now() + this.cooldownMs;
    this.state.set(key, entry);
    this.remember(key, false);
  }

  /** The state of `key` and its calls within the window. */
  snapshot(key: string): BreakerSnapshot {
    const entry = this.state.get(key);
    const retryInMs = this.retryInMs(key);
    const failuresInRow = entry?.failures ?? 0;
    const circuit = retryInMs > 0 ? 'open' : failuresInRow >= this.threshold ? 'half-open' : 'closed';
    const recent = this.recentOutcomes(key);
    return {
      circuit,
      failuresInRow,
      retryInMs,
      recent: {
        calls: recent.length,
        failures: recent.filter((o) => !o.ok).length,
        windowMs: this.windowMs,
      },
    };
  }

  private recentOutcomes(key: string) {
    const since = this.now() - this.windowMs;
    const list = (this.outcomes.get(key) ?? []).filter((o) => o.at > since);
    this.outcomes.set(key, list);
    return list;
  }

  private remember(key: string, ok: boolean): void {
    const list = this.recentOutcomes(key);
    list.push({ at: this.now(), ok });
    if (list.length > MAX_OUTCOMES) list.splice(0, list.length - MAX_OUTCOMES);
  }
}
