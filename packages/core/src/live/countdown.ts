import { z } from 'zod';
import { isTokenKey, type TokenKey, type TokenValues } from '../tokens/registry.ts';
import {
  DATE_ORDERS,
  type DateOrder,
  fixedDeadline,
  isTimeZone,
  LOCAL_DATE_TIME,
  MAX_DEADLINE_AHEAD_MS,
  parseDeadline,
} from './deadline.ts';
import { hexColor as hex, shadowSchema } from './design-base.ts';

// A live countdown: "Sale ends in 02 : 14 : 33 : 05" drawn at the moment an e-mail is opened,
// to a deadline of the design's or the recipient's own (`[DEADLINE]` in the link). Still images
// show the time left at the open; a GIF ticks one frame a second for up to a minute.
// docs/live-images.md, "Countdowns"; decision 030.

export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

export const COUNTDOWN_LIMITS = {
  /** A countdown GIF ticks at most this many seconds (one frame each). */
  maxFrames: 60,
  maxLabelLength: 20,
  maxText: 120,
} as const;

const UNIT_SECONDS: Record<CountdownUnit, number> = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 };

const zone = z
  .string()
  .min(1, 'Choose a time zone.')
  .max(64)
  .refine(isTimeZone, 'Choose a time zone such as Europe/Berlin or America/New_York.');
const label = z.string().trim().max(COUNTDOWN_LIMITS.maxLabelLength);

export const countdownDeadlineSchema = z.discriminatedUnion('kind', [
  /** The same deadline for everyone: a wall-clock time in a time zone. */
  z.object({
    kind: z.literal('fixed'),
    at: z.string().regex(LOCAL_DATE_TIME, 'Give the deadline as a date and time, like 2026-12-24T18:00.'),
    timeZone: zone,
  }),
  /** Each recipient's own, from a token in the link (DEADLINE unless the owner picks another). */
  z.object({
    kind: z.literal('token'),
    token: z
      .string()
      .default('DEADLINE')
      .transform((t) => t.toUpperCase())
      .refine(isTokenKey, 'Pick one of the tokens.'),
    /** The zone of deadlines written without an offset. */
    timeZone: zone,
    /** How dates written with slashes or dots read: 12/24/2026 (mdy) or 24.12.2026 (dmy). */
    dateOrder: z.enum(DATE_ORDERS).default('mdy'),
  }),
]);

/** What shows once the deadline has passed: a text, or a picture (one of the owner's uploads). */
export const countdownEndedSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    text: z.string().trim().min(1, 'Say what shows when it has ended.').max(COUNTDOWN_LIMITS.maxText),
  }),
  z.object({ kind: z.literal('image'), path: z.string().min(1).max(300) }),
]);

export const countdownSchema = z
  .object({
    box: z.object({
      x: z.number().min(0).max(2000),
      y: z.number().min(0).max(2000),
      width: z.number().min(20).max(2000),
      height: z.number().min(10).max(2000),
    }),
    deadline: countdownDeadlineSchema,
    /** The units shown, largest first; the largest holds the rest (no days: 50 hours). */
    units: z
      .array(z.enum(COUNTDOWN_UNITS))
      .min(1, 'Show at least one unit.')
      .max(4)
      .default([...COUNTDOWN_UNITS])
      .transform((units) => COUNTDOWN_UNITS.filter((u) => units.includes(u))),
    labels: z
      .object({ days: label, hours: label, minutes: label, seconds: label })
      .default({ days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }),
    showLabels: z.boolean().default(true),
    /** Between the numbers: ':' by default, '' for none. */
    separator: z.string().max(3).default(':'),
    fontFamily: z.string().min(1).max(60).default('Inter'),
    fontWeight: z.number().int().min(100).max(900).multipleOf(100).default(700),
    italic: z.boolean().default(false),
    /** The numbers' size; each shrinks to its cell when it would not fit. */
    fontSize: z.number().min(8).max(400).default(48),
    color: hex.default('#111827'),
    labelColor: hex.default('#4b5563'),
    strokeWidth: z.number().min(0).max(20).default(0),
    strokeColor: hex.default('#000000'),
    shadow: shadowSchema.nullable().default(null),
    letterSpacing: z.number().min(-20).max(50).default(0),
    /** A GIF ticks this many seconds, one frame each. */
    frames: z.number().int().min(1).max(COUNTDOWN_LIMITS.maxFrames).default(COUNTDOWN_LIMITS.maxFrames),
    /** A GIF plays its seconds once and stays on the last, or starts over. */
    loop: z.enum(['once', 'forever']).default('once'),
    ended: countdownEndedSchema.default({ kind: 'text', text: 'This offer has ended' }),
    /** Drawn instead of the numbers when a recipient's deadline is missing or invalid. */
    fallbackText: z.string().trim().min(1).max(COUNTDOWN_LIMITS.maxText).default('Ends soon'),
  })
  .strict();

export type Countdown = z.output<typeof countdownSchema>;
export type CountdownInput = z.input<typeof countdownSchema>;

/** What a countdown shows at one moment. */
export type CountdownState =
  | { readonly kind: 'running'; readonly deadline: number; readonly remaining: number }
  | { readonly kind: 'ended' }
  | { readonly kind: 'invalid' };

/**
 * The instant a countdown counts to for one recipient: the fixed deadline, or the recipient's
 * own value; undefined when it does not read as one or lies more than a year ahead of `now`.
 */
export function countdownDeadline(
  countdown: Countdown,
  values: TokenValues,
  now: number,
): number | undefined {
  const d = countdown.deadline;
  if (d.kind === 'fixed') return fixedDeadline(d.at, d.timeZone);
  const raw = values[d.token as TokenKey];
  if (raw === undefined) return undefined;
  const at = parseDeadline(raw, d.timeZone, d.dateOrder as DateOrder);
  if (at === undefined || at - now > MAX_DEADLINE_AHEAD_MS) return undefined;
  return at;
}

/** What the countdown shows at `now` (ms): whole seconds left, ended, or invalid. */
export function countdownState(deadline: number | undefined, now: number): CountdownState {
  if (deadline === undefined) return { kind: 'invalid' };
  const remaining = Math.floor((deadline - now) / 1000);
  return remaining < 0 ? { kind: 'ended' } : { kind: 'running', deadline, remaining };
}

/** Whole seconds left split over the shown units, the largest holding the rest: {days: 2, …}. */
export function countdownParts(
  countdown: Pick<Countdown, 'units'>,
  remaining: number,
): Record<CountdownUnit, number> {
  const parts: Record<CountdownUnit, number> = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  let left = Math.max(0, remaining);
  for (const unit of countdown.units) {
    parts[unit] = Math.floor(left / UNIT_SECONDS[unit]);
    left -= parts[unit] * UNIT_SECONDS[unit];
  }
  return parts;
}

/** A number as its cell shows it: two digits at least. */
export const countdownDigits = (n: number) => String(n).padStart(2, '0');
