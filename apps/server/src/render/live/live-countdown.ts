import {
  type Countdown,
  type CountdownState,
  countdownDeadline,
  countdownPieces,
  countdownState,
  type Design,
  type TokenValues,
} from '@mergepix/core';
import type { LiveExtras } from './live-draw.ts';

// A countdown at one moment, as what a live image draws over its layers: the numbers, labels and
// separators as text layers, or the ended text or picture, or the fallback text when the
// recipient's deadline is missing or invalid. docs/live-images.md, "Countdowns".

/**
 * What `countdown` shows for these values at `at` (ms, the open's whole second); without `at`
 * (the design's fallback image, drawn once per version) the fallback text.
 */
export function countdownAt(
  countdown: Countdown,
  values: TokenValues,
  at: number | undefined,
): CountdownState {
  if (at === undefined) return { kind: 'invalid' };
  return countdownState(countdownDeadline(countdown, values, at), at);
}

/** The countdown drawn in `state`: its text layers, and an ended picture when it has one. */
export function countdownExtras(
  countdown: Countdown,
  state: CountdownState,
  endedBytes: Uint8Array | null,
): LiveExtras {
  const layers = countdownPieces(countdown, state).map((p) => p.layer);
  const picture =
    state.kind === 'ended' && countdown.ended.kind === 'image' && endedBytes
      ? { bytes: endedBytes, box: countdown.box }
      : undefined;
  return picture ? { layers, picture } : { layers };
}

/** A design's countdown extras for one open, or undefined when it has no countdown. */
export function designExtras(
  design: Design,
  values: TokenValues,
  at: number | undefined,
  endedBytes: Uint8Array | null,
): LiveExtras | undefined {
  const countdown = design.countdown;
  if (!countdown) return undefined;
  return countdownExtras(countdown, countdownAt(countdown, values, at), endedBytes);
}
