import { z } from 'zod';
import { isTokenKey, type TokenKey, type TokenValues } from '../tokens/registry.ts';
import { type DesignBase, designBaseSchema } from './design-base.ts';

// Segments: one base picture per value of a token (`[SEGMENT]` by default), so retail customers
// see one scene and healthcare another, each with their own name over it. A value the design
// does not list, or none, shows the design's own base. docs/live-images.md, "Segments".

export const SEGMENT_LIMITS = {
  maxSegments: 50,
  maxValueLength: 60,
} as const;

/** How a segment value is compared: NFC, white space collapsed, trimmed, in lower case. */
export const segmentKey = (value: string) =>
  value.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();

export const segmentSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, 'Name the segment value, such as retail.')
    .max(
      SEGMENT_LIMITS.maxValueLength,
      `A segment value has at most ${SEGMENT_LIMITS.maxValueLength} characters.`,
    ),
  base: designBaseSchema,
});

export const segmentsSchema = z
  .object({
    /** The token whose value picks the segment. */
    token: z
      .string()
      .default('SEGMENT')
      .transform((t) => t.toUpperCase())
      .refine(isTokenKey, 'Pick one of the tokens.'),
    items: z
      .array(segmentSchema)
      .max(
        SEGMENT_LIMITS.maxSegments,
        `A design can have up to ${SEGMENT_LIMITS.maxSegments} segments: merge some, or make a second design.`,
      ),
  })
  .strict()
  .superRefine((segments, ctx) => {
    const seen = new Set<string>();
    segments.items.forEach((item, i) => {
      const key = segmentKey(item.value);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: `The segment "${item.value}" is listed twice.`,
          path: ['items', i, 'value'],
        });
      seen.add(key);
    });
  });

export type Segments = z.output<typeof segmentsSchema>;

/** The token a design's segments read, typed. */
export const segmentToken = (segments: Pick<Segments, 'token'>) => segments.token as TokenKey;

const indexes = new WeakMap<Segments, Map<string, number>>();

/**
 * Which segment a recipient's values pick: its index in `items`, or -1 for the design's own base
 * (no segments, no value, a value over the limit or one the design does not list). A lookup
 * is one map read: the map is built once per segments object.
 */
export function segmentIndex(segments: Segments | undefined, values: TokenValues): number {
  if (!segments || segments.items.length === 0) return -1;
  const raw = values[segments.token];
  if (raw === undefined || raw.length > SEGMENT_LIMITS.maxValueLength * 4) return -1;
  const key = segmentKey(raw);
  if (key.length === 0 || key.length > SEGMENT_LIMITS.maxValueLength) return -1;
  let map = indexes.get(segments);
  if (!map) {
    map = new Map(segments.items.map((item, i) => [segmentKey(item.value), i]));
    indexes.set(segments, map);
  }
  return map.get(key) ?? -1;
}

/** The base a segment index shows: the segment's, or the design's own for -1. */
export function segmentBase(design: { base: DesignBase; segments?: Segments }, index: number): DesignBase {
  return index < 0 ? design.base : (design.segments?.items[index]?.base ?? design.base);
}
