/**
 * A counting semaphore: at most `limit` tasks run at once, the others wait their turn in
 * arrival order. A failing task frees its slot like a finished one.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be ≥ 1, got ${limit}`);
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` once a slot is free, and frees the slot when it settles. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    // The releasing task hands its slot straight to us, so `running` never overshoots.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** `limit(n)(task)`: the same gate as a function. */
export function limit(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  const gate = new Semaphore(n);
  return (task) => gate.run(task);
}

/**
 * The gate every decode of a client's image goes through (reference images, avatars). A
 * decode holds up to width × height × channels bytes, so a burst of large images must queue
 * here rather than all be in memory at once.
 */
export const decodeGate = new Semaphore(2);
