import {
  type Design,
  fixedDeadline,
  segmentIndex,
  segmentToken,
  type TokenKey,
  type TokenValues,
} from '@mergepix/core';
import type { LiveFrame } from './live-frame';
import type { SampleRecipient } from './sample-recipients';

// The worst cases of a live design, previewed beside the sample customers so the owner sees the
// fallbacks before publishing: the countdown after its deadline, a recipient's deadline that does
// not read as one, and a segment value the design does not list.

/** A sample previewed at a moment of its own (a countdown after its deadline). */
export interface TimedSample extends SampleRecipient {
  /** The moment the preview draws, instead of now. */
  readonly at?: number;
}

/** A segment value the design does not list: "unlisted", with a number when that one is listed. */
export function unlistedSegmentValue(design: Pick<Design, 'segments'>): string {
  for (let n = 1; ; n++) {
    const value = n === 1 ? 'unlisted' : `unlisted ${n}`;
    if (!design.segments || segmentIndex(design.segments, { [design.segments.token]: value }) < 0)
      return value;
  }
}

/** The worst-case recipients of `design` at `now`; none when it has no countdown and no segments. */
export function worstCaseRecipients(
  design: Pick<Design, 'countdown' | 'segments'>,
  now: number,
): TimedSample[] {
  const out: TimedSample[] = [];
  const cd = design.countdown;
  if (cd?.deadline.kind === 'fixed') {
    const at = fixedDeadline(cd.deadline.at, cd.deadline.timeZone);
    if (at !== undefined)
      out.push({ id: 'countdown-ended', label: 'Countdown ended', values: {}, at: Math.max(now, at + 1000) });
  } else if (cd?.deadline.kind === 'token') {
    const key = cd.deadline.token as TokenKey;
    const past = new Date(now - 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    out.push({ id: 'countdown-ended', label: 'Countdown ended', values: { [key]: past } });
    out.push({ id: 'deadline-invalid', label: 'Invalid deadline', values: { [key]: 'next Friday' } });
  }
  if (design.segments && design.segments.items.length > 0)
    out.push({
      id: 'segment-unknown',
      label: 'Unknown segment',
      values: { [segmentToken(design.segments)]: unlistedSegmentValue(design) },
    });
  return out;
}

/**
 * A sample's values with a deadline of its own when the countdown reads one per recipient and
 * the sample has none: the typical recipient sees the numbers, not the fallback.
 */
export function withSampleDeadline(
  values: TokenValues,
  design: Pick<Design, 'countdown'>,
  deadline: string,
): TokenValues {
  const d = design.countdown?.deadline;
  if (d?.kind !== 'token') return values;
  const key = d.token as TokenKey;
  return values[key] === undefined ? { ...values, [key]: deadline } : values;
}

/** What a preview shows instead of the usual, in words: the countdown's fallback, the default picture. */
export function fallbackNotes(
  design: Pick<Design, 'countdown' | 'segments'>,
  frame: LiveFrame,
  values: TokenValues,
): string[] {
  const notes: string[] = [];
  const cd = design.countdown;
  if (cd && frame.countdown?.kind === 'ended')
    notes.push(cd.ended.kind === 'text' ? `Ended: “${cd.ended.text}”` : 'Ended: your picture');
  if (cd && frame.countdown?.kind === 'invalid') notes.push(`No valid deadline: “${cd.fallbackText}”`);
  // A recipient without a value is the usual case, not worth a note; a value not listed is.
  const segments = design.segments;
  if (
    segments &&
    segments.items.length > 0 &&
    frame.segment < 0 &&
    values[segmentToken(segments)] !== undefined
  )
    notes.push('Unknown segment: default picture');
  return notes;
}
