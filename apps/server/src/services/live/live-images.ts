import { createHash } from 'node:crypto';
import { type DesignFormat, designValueFilter, type TokenValues } from '@mergepix/core';
import type { Logger } from '../../logger.ts';
import { ByteLru } from '../../render/live/byte-lru.ts';
import { createLivePool, type LivePool } from '../../render/live/live-pool.ts';
import { neutralImage } from '../../render/live/neutral-image.ts';
import type { AnswerKind, FallbackReason, LiveMetrics } from '../diagnostics/live-metrics.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { Audiences } from './audience.ts';
import type { DesignStore, PublishedDesign } from './designs.ts';
import { FloodWatch } from './flood-watch.ts';
import {
  type Answered,
  canonicalValues,
  type Encoded,
  fallbackReason,
  LIVE_CACHE_CONTROL,
  type LiveAnswer,
  type LiveRequest,
  liveHeaders,
  MISSING_CACHE_CONTROL,
  matches,
} from './live-answer.ts';
import { LiveDraws } from './live-draws.ts';
import { PublishedLookups, REFUSED } from './live-lookups.ts';
import { COUNTDOWN_CACHE_CONTROL, type OpenMoment, openMoment } from './live-moment.ts';
import { isOwnerPreview, previewToken } from './live-preview.ts';
import { knownOnly, type ReadQuery, readQuery } from './live-reading.ts';
import { valuesSignature } from './live-signing.ts';
import type { OpenCounter } from './open-counter.ts';

// The public side of live images: GET /i/{publicId}.{ext}?firstname=… answered from memory
// when it can be, drawn in the worker pool when it must be, and always with an image.

/** Of an open's deadline, kept for sending the answer once it is drawn. */
const SEND_MARGIN_MS = 20;
/** How much longer than its deadline an open may wait when its version's fallbacks are not drawn yet. */
const FIRST_DRAW_WAIT_MS = 10_000;
/** How much longer than its deadline an open may wait for the design's fallbacks to be drawn. */
const FALLBACK_GRACE_MS = 250;

export interface LiveImagesOptions {
  designs: DesignStore;
  store: ObjectStore;
  counter: OpenCounter;
  logger: Logger;
  threads: number;
  /** The render pool, when it is shared (batch exports draw in it too); else one of `threads`. */
  pool?: LivePool;
  cacheBytes: number;
  /** An open is answered within this (LIVE_DEADLINE_MS); 2 s by default. */
  deadlineMs?: number;
  metrics?: LiveMetrics;
  now?: () => number;
  /** The server's secret: owners' preview parameters are made with it (services/live/live-preview.ts). */
  secret: string;
  /** Designs' audience lists (known recipients only); without it the setting is not applied. */
  audiences?: Audiences;
}

export class LiveImages {
  private readonly rendered: ByteLru<Encoded>;
  /**
   * Answers of running countdowns, apart: each is asked for within its second and hardly ever
   * after, so they must not push the rest of the cache out (16 MB: ~190 ticking GIFs of 600×200).
   */
  private readonly ticking = new ByteLru<Encoded>(16 * 1024 * 1024, (e) => e.bytes.byteLength);
  /** Fallback renders by version and format (a few hundred designs' worth). */
  private readonly fallbacks = new ByteLru<Promise<Encoded | undefined>>(500, () => 1);
  private readonly lookups: PublishedLookups;
  private readonly floods: FloodWatch;
  /** Raw queries already checked, by design version (the memory of a few MB at most). */
  private readonly queries = new ByteLru<ReadQuery & { size: number }>(8 * 1024 * 1024, (q) => q.size);
  private readonly now: () => number;
  private readonly draws: LiveDraws;
  private readonly counts = { renders: 0, cacheHits: 0, notModified: 0, fallbacks: 0, notFound: 0 };
  private readonly deadlineMs: number;
  private lastAnswerAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly opts: LiveImagesOptions) {
    this.draws = new LiveDraws(opts.pool ?? createLivePool(opts.threads), opts.store, () => {
      this.counts.renders++;
    });
    this.rendered = new ByteLru(opts.cacheBytes, (e) => e.bytes.byteLength);
    this.now = opts.now ?? Date.now;
    this.floods = new FloodWatch(this.now);
    this.lookups = new PublishedLookups(opts.designs, this.now, {
      newVersion: (publicId) => this.invalidate(publicId),
      refused: () => opts.metrics?.missRefused(),
    });
    this.deadlineMs = opts.deadlineMs ?? 2_000;
  }

  /** Forgets what this process knows of a public id (after publish, unpublish or delete). */
  invalidate(publicId: string): void {
    this.lookups.forget(publicId);
    this.rendered.deletePrefix(`${publicId}:`);
    this.ticking.deletePrefix(`${publicId}:`);
    this.fallbacks.deletePrefix(`${publicId}:`);
    this.queries.deletePrefix(`${publicId}:`);
  }

  /** Whether an open was answered within the last `ms` (batch exports then leave opens the CPU). */
  answeredWithin(ms: number): boolean {
    return this.now() - this.lastAnswerAt < ms;
  }

  /** What this process has answered since it started. */
  stats() {
    return { ...this.counts, cacheBytes: this.rendered.bytes + this.ticking.bytes };
  }

  /** What GET /metrics reads of the render pool and the cache. */
  state() {
    return {
      queued: this.draws.pool.pending,
      inFlight: this.draws.pool.running,
      cacheBytes: this.rendered.bytes + this.ticking.bytes,
    };
  }

  /** Stops the render pool once the renders in flight are done (a worker torn down mid-render errs). */
  async close(): Promise<void> {
    return this.draws.close();
  }

  async answer(req: LiveRequest): Promise<LiveAnswer> {
    const arrived = performance.now();
    this.lastAnswerAt = this.now();
    const answer = await this.answerWithin(req, arrived + this.deadlineMs - SEND_MARGIN_MS);
    this.opts.metrics?.answered(answer.kind, (performance.now() - arrived) / 1000, answer.reason);
    return answer;
  }

  private async answerWithin(req: LiveRequest, deadline: number): Promise<Answered> {
    const published = await this.lookups.get(req.publicId, req.client ?? '');
    if (published === REFUSED) return this.missing(req.format, 'no-store');
    if (!published) return this.missing(req.format, MISSING_CACHE_CONTROL);
    const preview = isOwnerPreview(this.opts.secret, published.publicId, req.search);
    let read = this.recipient(published, req.search);
    // Known recipients only: a value the design's list does not hold is not drawn (in the owner's
    // test view too, which shows what that recipient will see).
    if (designValueFilter(published.stored.design).known && this.opts.audiences)
      read = knownOnly(read, await this.opts.audiences.check(published.designId));
    const { values, canonical } = read;
    void this.fallbackImage(published, req.format);
    const moment = openMoment(published.stored.design, values, this.now());
    if (!preview) this.count(published, read, req, moment);
    const key = `${published.publicId}:${published.version}:${req.format}:${canonical}${moment ? `:${moment.tag}` : ''}`;
    const cacheControl = moment?.running ? COUNTDOWN_CACHE_CONTROL : LIVE_CACHE_CONTROL;
    const cache = moment?.running ? this.ticking : this.rendered;
    const etag = (cache.peek(key) ?? this.answerEtag(published, key)).etag;
    if (req.ifNoneMatch && matches(req.ifNoneMatch, etag)) {
      this.counts.notModified++;
      const headers = { ETag: etag, 'Cache-Control': cacheControl };
      return { kind: 'not_modified', status: 304, headers, body: null };
    }
    const cached = cache.get(key);
    if (cached) {
      this.counts.cacheHits++;
      return this.image('cache_hit', req.format, cached, cacheControl);
    }
    const shared = this.draws.shared(key, etag, cache, () => ({
      published,
      values,
      format: req.format,
      at: moment?.at,
      client: req.client,
      deadline,
    }));
    shared.waiters++;
    const { kept } = shared;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, deadline - performance.now()));
    });
    try {
      const outcome = await Promise.race([kept, late]);
      if (outcome !== 'late') return this.image('rendered', req.format, outcome, cacheControl);
      kept.catch(() => undefined);
      const lateImage = await this.lateAnswer(published, req.format, kept);
      if (lateImage) return this.image('rendered', req.format, lateImage, cacheControl);
      // Out of the queue if no other open waits for it and it is still there; a render under
      // way finishes and is kept.
      if (shared.waiters === 1) {
        this.draws.abandon(key, shared);
      }
      return this.fallback(published, req.format, 'deadline');
    } catch (err) {
      const reason = fallbackReason(err);
      if (reason === 'error')
        this.opts.logger.error(
          { err, publicId: req.publicId },
          'live image render failed; serving fallbacks',
        );
      return this.fallback(published, req.format, reason);
    } finally {
      shared.waiters--;
      clearTimeout(timer);
    }
  }

  /**
   * Counts an open: apart when it is part of a flood or carries a filtered value, else as a
   * recipient's (a proxy's prefetch apart among those).
   */
  private count(published: PublishedDesign, read: ReadQuery, req: LiveRequest, moment?: OpenMoment): void {
    const { designId } = published;
    for (const reason of read.filtered) this.opts.metrics?.filtered(reason);
    if (moment?.invalidDeadline) this.opts.metrics?.filtered('invalid_deadline');
    // A filtered value reads as no value: the raw query tells one stranger's values apart.
    const distinct = `${designId}\n${read.filtered.length ? req.search : read.canonical}`;
    if (req.proxy === undefined && this.floods.flooding(req.client, distinct))
      this.opts.counter.recordApart(designId, 'flood');
    else if (read.filtered.length) this.opts.counter.recordApart(designId, 'filtered');
    else this.opts.counter.record(designId, read.canonical, req.proxy !== undefined);
    this.opts.metrics?.opensCounted.inc();
  }

  /** The signature of one recipient's values, for a signed link to a design. */
  signature(publicId: string, values: TokenValues): string {
    return valuesSignature(this.opts.secret, publicId, values);
  }

  /** The preview parameter of a design's public id, for its owner's test view. */
  previewToken(publicId: string): string {
    return previewToken(this.opts.secret, publicId);
  }

  /**
   * Past the deadline: the fallbacks when they are drawn. When they are not (the first opens of
   * a version on a busy server, while the threads prepare it), whichever of the two images comes
   * first, for up to FIRST_DRAW_WAIT_MS more, beats the blank pixel; the recipient's own image
   * when it wins.
   */
  private async lateAnswer(
    published: PublishedDesign,
    format: DesignFormat,
    own: Promise<Encoded>,
  ): Promise<Encoded | undefined> {
    const fallback = this.fallbackImage(published, format);
    const drawn = await Promise.race([fallback, Promise.resolve('pending' as const)]);
    if (drawn !== 'pending') return undefined;
    let timer: NodeJS.Timeout | undefined;
    const winner = await Promise.race([
      own.then(
        (encoded) => ({ encoded }),
        () => undefined,
      ),
      fallback.then(() => undefined),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), FIRST_DRAW_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    return winner?.encoded;
  }

  /**
   * A request's checked values and the reasons its filtered values were refused, remembered by
   * its raw query (repeat opens skip the decoding and the filter).
   */
  private recipient(published: PublishedDesign, search: string): ReadQuery {
    const memoKey = `${published.publicId}:${published.version}:${search}`;
    const known = this.queries.get(memoKey);
    if (known) return known;
    const { values, filtered } = readQuery(published, search, this.opts.secret);
    const canonical = canonicalValues(values);
    // Its key and values, two bytes a character, and the objects around them.
    const parsed = { values, canonical, filtered, size: 200 + 2 * (memoKey.length + 2 * canonical.length) };
    this.queries.set(memoKey, parsed);
    return parsed;
  }

  /** The strong ETag of an answer: its version and a digest of what it shows. */
  private answerEtag(published: PublishedDesign, key: string): { etag: string } {
    return {
      etag: `"${published.version}-${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`,
    };
  }

  /**
   * The design with every fallback, kept apart so overload and failures always have it. Its
   * render starts with the first request for a version, ahead of the recipients' own.
   */
  private fallbackImage(published: PublishedDesign, format: DesignFormat): Promise<Encoded | undefined> {
    const key = `${published.publicId}:${published.version}:${format}`;
    let pending = this.fallbacks.get(key);
    if (!pending) {
      pending = this.draws.render(published, {}, format).then(
        (bytes) => ({ bytes, etag: `"${published.version}-fallback-${format}"` }),
        () => {
          this.fallbacks.delete(key); // tried again by the next request
          return undefined;
        },
      );
      this.fallbacks.set(key, pending);
    }
    return pending;
  }

  private async fallback(
    published: PublishedDesign,
    format: DesignFormat,
    reason: FallbackReason,
  ): Promise<Answered> {
    // Drawn ahead of the recipients' own, so almost always ready; if not, a neutral image soon.
    let timer: NodeJS.Timeout | undefined;
    const encoded = await Promise.race([
      this.fallbackImage(published, format),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), FALLBACK_GRACE_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    this.counts.fallbacks++;
    // Not for proxies to keep: the next request may well get the recipient's own image. When
    // nothing can be drawn at all, an empty pixel beats a broken image.
    return {
      kind: 'fallback',
      reason,
      status: 200,
      headers: liveHeaders(format, 'no-store'),
      body: encoded?.bytes ?? neutralImage(format),
    };
  }

  private image(kind: AnswerKind, format: DesignFormat, encoded: Encoded, cacheControl: string): Answered {
    return {
      kind,
      status: 200,
      headers: { ...liveHeaders(format, cacheControl), ETag: encoded.etag },
      body: encoded.bytes,
    };
  }

  /** A 404 image; not to be kept when no lookup was made (the id may well exist). */
  private missing(format: DesignFormat, cacheControl: string): Answered {
    this.counts.notFound++;
    const headers = liveHeaders(format, cacheControl);
    return { kind: 'not_found', status: 404, headers, body: neutralImage(format) };
  }
}
