// Saves the latest version of something a moment after it stops changing, one save at a time,
// retrying after failures that may pass (network, server), and says where it stands.

export type SaveState =
  | { readonly status: 'saved' }
  | { readonly status: 'pending' }
  | { readonly status: 'saving' }
  | { readonly status: 'error'; readonly message: string; readonly retrying: boolean };

export interface AutosaverOptions<T> {
  save: (value: T) => Promise<void>;
  onState: (state: SaveState) => void;
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  /** Wait before retrying a failure that may pass. */
  retryMs?: number;
  /** Whether a failure is worth retrying (a refused value is not: it will be refused again). */
  retryable?: (error: unknown) => boolean;
  describe?: (error: unknown) => string;
}

export class Autosaver<T> {
  private latest: { value: T } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | undefined;
  private current: SaveState = { status: 'saved' };

  constructor(private readonly options: AutosaverOptions<T>) {}

  get state(): SaveState {
    return this.current;
  }

  /** Whether something is not saved yet. */
  get dirty(): boolean {
    return this.current.status !== 'saved';
  }

  change(value: T): void {
    this.latest = { value };
    this.set({ status: 'pending' });
    this.schedule(this.options.delayMs ?? 800);
  }

  /** Saves now whatever is waiting (leaving the page, pressing Save). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.inFlight) await this.inFlight;
    if (this.latest) await this.run();
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, ms);
  }

  private async run(): Promise<void> {
    if (this.inFlight) return; // the save in flight picks up the latest value when it ends
    const pending = this.latest;
    if (!pending) return;
    this.latest = undefined;
    this.set({ status: 'saving' });
    this.inFlight = this.options.save(pending.value).then(
      () => {
        this.inFlight = undefined;
        if (this.latest) void this.run();
        else this.set({ status: 'saved' });
      },
      (error: unknown) => {
        this.inFlight = undefined;
        this.latest ??= pending; // a newer change wins; otherwise the failed one waits again
        const retrying = this.options.retryable?.(error) ?? true;
        const message = this.options.describe?.(error) ?? String(error);
        this.set({ status: 'error', message, retrying });
        if (retrying) this.schedule(this.options.retryMs ?? 5000);
      },
    );
    return this.inFlight;
  }

  private set(state: SaveState): void {
    this.current = state;
    this.options.onState(state);
  }
}
