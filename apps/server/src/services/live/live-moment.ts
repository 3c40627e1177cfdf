import { type Design, segmentBase, segmentIndex, type TokenValues } from '@mergepix/core';
import type { StoredDesign } from '../../db/schema.ts';
import { countdownAt } from '../../render/live/live-countdown.ts';

// What of an open besides its values decides its picture: the second it comes in, when the
// design has a countdown, and the segment its values pick. docs/live-images.md, "Countdowns" and
// "Segments"; decision 030.

/**
 * Until a countdown has ended, a cache must ask again each time (the ETag names the second, so
 * a repeat within it is a 304); after, the answer no longer changes and is cached as any other.
 */
export const COUNTDOWN_CACHE_CONTROL = 'no-cache';

/** The moment a countdown is drawn at, for one open. */
export interface OpenMoment {
  /** The open's whole second (ms): what the render threads count from. */
  readonly at: number;
  /** Part of the cache key: the seconds left, or `ended` or `invalid` (the same ever after). */
  readonly tag: string;
  /** Still counting: answers change by the second. */
  readonly running: boolean;
  /** The recipient's own deadline is missing or does not read as one (counted as such). */
  readonly invalidDeadline: boolean;
}

/** The moment of an open at `now` (ms), or undefined when the design has no countdown. */
export function openMoment(design: Design, values: TokenValues, now: number): OpenMoment | undefined {
  const countdown = design.countdown;
  if (!countdown) return undefined;
  const at = Math.floor(now / 1000) * 1000;
  const state = countdownAt(countdown, values, at);
  const running = state.kind === 'running';
  return {
    at,
    tag: running ? `r${state.remaining}` : state.kind,
    running,
    invalidDeadline: state.kind === 'invalid' && countdown.deadline.kind === 'token',
  };
}

/** The picture an open's values pick: the segment's base and its stored key, or the design's own. */
export function segmentPick(stored: StoredDesign, values: TokenValues) {
  const { design } = stored;
  const index = segmentIndex(design.segments, values);
  if (index < 0) return { index, design, baseKey: stored.baseKey };
  return {
    index,
    design: { ...design, base: segmentBase(design, index) },
    baseKey: stored.segmentKeys?.[index] ?? null,
  };
}
