import type { DesignFormat, TokenValues } from '@mergepix/core';
import { LiveOverloadError, LiveShedError, RenderAbandonedError } from '../../render/live/live-pool.ts';
import { CONTENT_TYPES } from '../../render/live/neutral-image.ts';
import type { AnswerKind, FallbackReason } from '../diagnostics/live-metrics.ts';

// What a live open asks and is answered, and the small rules about both (live-images.ts).

/**
 * Browsers and CDNs may reuse an answer for 5 minutes, then revalidate with its ETag (a 304
 * costs no drawing). A republished design reaches readers after those 5 minutes, which is short
 * enough to fix a typo after a send and long enough to absorb an open burst. For a day after
 * that, a cache (a CDN in front of `/i/`, docs/scale-out.md) may answer its stale copy once while
 * it revalidates in the background, so a late open never waits on this server: the reader after
 * it gets the fresh one.
 */
export const LIVE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';
/** Unknown ids may be published soon; a miss is cached only briefly. */
export const MISSING_CACHE_CONTROL = 'public, max-age=60';
/** What the route sends. */
export interface LiveAnswer {
  readonly status: 200 | 304 | 404;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array | null;
}

/** A request for a live image. */
export interface LiveRequest {
  readonly publicId: string;
  readonly format: DesignFormat;
  /** The raw query string, `?` included or not. */
  readonly search: string;
  readonly ifNoneMatch?: string;
  /** Counted as an open of this kind; undefined for a direct open. */
  readonly proxy?: string;
  /** The client's address: turns between clients, and its budget of unknown ids. */
  readonly client?: string;
}

/** An answer with how it was made, for the metrics. */
export interface Answered extends LiveAnswer {
  readonly kind: AnswerKind;
  readonly reason?: FallbackReason;
}

export interface Encoded {
  readonly bytes: Uint8Array;
  readonly etag: string;
}

/** A request's values in one canonical string: the cache key and what unique opens hash. */
export function canonicalValues(values: TokenValues): string {
  return Object.keys(values)
    .sort()
    .map((k) => `${k}=${values[k]}`)
    .join('\u0000');
}

/** The headers of every live answer. */
export function liveHeaders(format: DesignFormat, cacheControl: string): Record<string, string> {
  return {
    'Content-Type': CONTENT_TYPES[format],
    'Cache-Control': cacheControl,
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** Why a render gave no image. */
export function fallbackReason(err: unknown): FallbackReason {
  if (err instanceof LiveShedError) return 'deadline';
  if (err instanceof LiveOverloadError) return 'overload';
  if (err instanceof RenderAbandonedError) return 'abandoned';
  return 'error';
}

/** Whether an If-None-Match header names the ETag (or is `*`). */
export function matches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}
