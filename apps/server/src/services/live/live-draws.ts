import type { DesignFormat, TokenValues } from '@mergepix/core';
import { ByteLru } from '../../render/live/byte-lru.ts';
import type { LivePool, RunOptions } from '../../render/live/live-pool.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { DESIGN_BASES_BUCKET, type PublishedDesign } from './designs.ts';
import type { Encoded } from './live-answer.ts';
import { segmentPick } from './live-moment.ts';

// The drawing side of live images (live-images.ts answers): renders sent to the render pool with
// the pictures they need, and renders under way shared by every open that asks for the same
// picture meanwhile (docs/live-images.md, "How a render is made"; decision 030).

/** A render under way: what its opens wait for, how many wait, and how to take it back. */
export interface SharedDraw {
  readonly kept: Promise<Encoded>;
  waiters: number;
  readonly giveUp: AbortController;
}

/** What a new render is asked for. */
export interface DrawAsk {
  readonly published: PublishedDesign;
  readonly values: TokenValues;
  readonly format: DesignFormat;
  /** The open's whole second, for a countdown; absent: none. */
  readonly at: number | undefined;
  readonly client: string | undefined;
  readonly deadline: number;
}

export class LiveDraws {
  /** Renders under way by answer key. */
  private readonly drawing = new Map<string, SharedDraw>();
  private readonly inflight = new Set<Promise<Uint8Array>>();
  /** Pictures (bases, frames, ended pictures) by storage key, shared with the threads. */
  private readonly bases = new ByteLru<SharedArrayBuffer>(256 * 1024 * 1024, (b) => b.byteLength);

  constructor(
    readonly pool: LivePool,
    private readonly store: ObjectStore,
    private readonly drawn: () => void,
  ) {}

  /**
   * The render of `key` under way, or a new one; either way kept in `cache` when drawn, in time
   * or not (the recipient's next open, or a proxy's retry, has it).
   */
  shared(key: string, etag: string, cache: ByteLru<Encoded>, ask: () => DrawAsk): SharedDraw {
    const under = this.drawing.get(key);
    if (under) return under;
    const { published, values, format, at, client, deadline } = ask();
    const giveUp = new AbortController();
    const run = { flow: published.publicId, client, deadline, signal: giveUp.signal };
    const kept = this.render(published, values, format, run, at).then((bytes) => {
      const encoded = { bytes, etag };
      this.drawn();
      cache.set(key, encoded);
      return encoded;
    });
    const entry: SharedDraw = { kept, waiters: 0, giveUp };
    this.drawing.set(key, entry);
    const done = () => {
      if (this.drawing.get(key) === entry) this.drawing.delete(key);
    };
    kept.then(done, done);
    return entry;
  }

  /** Takes back a render no open waits for any more; an open that comes next starts its own. */
  abandon(key: string, entry: SharedDraw): void {
    entry.giveUp.abort();
    if (this.drawing.get(key) === entry) this.drawing.delete(key);
  }

  /** One render in the pool: the base the values' segment picks, the pictures it needs. */
  async render(
    published: PublishedDesign,
    values: TokenValues,
    format: DesignFormat,
    run: RunOptions = { flow: published.publicId },
    at?: number,
  ): Promise<Uint8Array> {
    // The segment the values pick draws its own base (kept apart in the threads by its index).
    const { index, design, baseKey } = segmentPick(published.stored, values);
    const { endedKey } = published.stored;
    const rendering = this.pool.run(
      {
        baseId: `${published.publicId}:${published.version}${index < 0 ? '' : `:s${index}`}`,
        design,
        baseBytes: baseKey ? await this.bytes(baseKey) : null,
        ...(at === undefined ? {} : { at }),
        ...(endedKey && design.countdown?.ended.kind === 'image'
          ? { endedBytes: await this.bytes(endedKey) }
          : {}),
        // A live GIF's frame pictures are uploads, kept like bases (decoded once per thread).
        frameBytes: design.frames
          ? await Promise.all(design.frames.map((f) => (f.path ? this.bytes(f.path) : null)))
          : undefined,
        values,
        format,
      },
      run,
    );
    this.inflight.add(rendering);
    const done = () => this.inflight.delete(rendering);
    rendering.then(done, done);
    return rendering;
  }

  /** Stops the pool once the renders in flight are done (a worker torn down mid-render errs). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
    return this.pool.close();
  }

  private async bytes(key: string): Promise<SharedArrayBuffer | null> {
    const cached = this.bases.get(key);
    if (cached) return cached;
    const object = await this.store.get(DESIGN_BASES_BUCKET, key);
    if (!object) return null;
    const shared = new SharedArrayBuffer(object.bytes.byteLength);
    new Uint8Array(shared).set(object.bytes);
    this.bases.set(key, shared);
    return shared;
  }
}
