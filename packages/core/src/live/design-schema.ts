import { z } from 'zod';
import { GIF_DURATION_RANGE, GIF_QUALITY_MODES, type GifQualityMode } from '../constants/generators.ts';
import { FONT_SIZE_RANGE, LETTER_SPACING_RANGE, LINE_HEIGHT_RANGE } from '../constants/platform.ts';
import { GIF_LIMITS } from '../gif/gif-constants.ts';
import { isTokenKey, type TokenKey } from '../tokens/registry.ts';
import { countdownSchema } from './countdown.ts';
import { countdownIssues, LIVE_GIF_PIXELS } from './countdown-rules.ts';
import { designWorkProblem } from './design-work.ts';
import {
  checkRecipientValue,
  DEFAULT_TOKEN_RULE,
  DEFAULT_VALUE_FILTER,
  defaultRuleFor,
  normalizeRecipientValue,
  type TokenRule,
  valueProblemNote,
} from './recipient-values.ts';
import type { ValueFilterSettings } from './value-filter.ts';

// A live image design: a base picture and text layers with tokens, validated the same way by
// the API and the designer. Limits keep every render small and fast.

export const DESIGN_LIMITS = {
  maxSide: 2000,
  defaultWidth: 600,
  defaultHeight: 400,
  maxLayers: 20,
  maxTextLength: 500,
  maxNameLength: 120,
  maxFontSize: 400,
  maxStrokeWidth: 20,
  maxRuleLength: 200,
  /** Words and phrases in a design's own blocklist, and the characters of each. */
  maxBlocked: 500,
  maxBlockedLength: 60,
  /** A live GIF has at most as many frames as the GIF editor makes. */
  maxGifFrames: GIF_LIMITS.maxFrames,
  /**
   * A live GIF's frames together have at most this many pixels (frames × width × height): what
   * one open may cost to draw and encode. 24 frames of 600×400, or 10 of 800×720; about 0.4 s of
   * one core for a fresh recipient whose name is on every frame (bench/live-gif.ts).
   */
  maxGifPixels: LIVE_GIF_PIXELS,
} as const;

/** Formats of a still design. */
export const STILL_DESIGN_FORMATS = ['jpg', 'png', 'webp'] as const;
/** Every format a design is published in; `gif` is an animation (the design has frames). */
export const DESIGN_FORMATS = [...STILL_DESIGN_FORMATS, 'gif'] as const;
export type DesignFormat = (typeof DESIGN_FORMATS)[number];
export type StillDesignFormat = (typeof STILL_DESIGN_FORMATS)[number];

import { designBaseSchema, hexColor as hex, shadowSchema } from './design-base.ts';
import { segmentsSchema } from './segments.ts';

export { designBaseSchema } from './design-base.ts';

const side = z.number().int().min(1).max(DESIGN_LIMITS.maxSide);

/** One text layer as stored: the renderer's TextLayer plus the number of lines it may use. */
export const designLayerSchema = z.object({
  text: z.string().min(1, 'A text layer needs text.').max(DESIGN_LIMITS.maxTextLength),
  box: z.object({
    x: z.number().min(0).max(DESIGN_LIMITS.maxSide),
    y: z.number().min(0).max(DESIGN_LIMITS.maxSide),
    width: z.number().min(1).max(DESIGN_LIMITS.maxSide),
    height: z.number().min(1).max(DESIGN_LIMITS.maxSide),
  }),
  fontFamily: z.string().min(1).max(60),
  fontSize: z.number().min(FONT_SIZE_RANGE.min).max(DESIGN_LIMITS.maxFontSize),
  minFontSize: z.number().min(FONT_SIZE_RANGE.min).max(DESIGN_LIMITS.maxFontSize).optional(),
  maxLines: z.number().int().min(1).max(20).optional(),
  fontWeight: z.number().int().min(100).max(900).multipleOf(100).default(400),
  italic: z.boolean().default(false),
  underline: z.boolean().default(false),
  color: hex.default('#000000'),
  strokeWidth: z.number().min(0).max(DESIGN_LIMITS.maxStrokeWidth).default(0),
  strokeColor: hex.default('#000000'),
  shadow: shadowSchema.nullable().default(null),
  align: z.enum(['left', 'center', 'right']).default('center'),
  verticalAlign: z.enum(['top', 'middle', 'bottom']).default('middle'),
  lineHeight: z.number().min(LINE_HEIGHT_RANGE.min).max(LINE_HEIGHT_RANGE.max).default(1.2),
  letterSpacing: z.number().min(LETTER_SPACING_RANGE.min).max(LETTER_SPACING_RANGE.max).default(0),
  textCase: z.enum(['none', 'uppercase', 'lowercase', 'capitalize']).default('none'),
  rotation: z.number().min(-180).max(180).default(0),
  autoFit: z.boolean().default(true),
  /**
   * One size for every recipient (`steady`, the default) or each value as large as it fits
   * (`shrink`: short names bigger). Designs saved before it have none: `shrink`.
   */
  fit: z.enum(['steady', 'shrink']).default('steady'),
  /** 0 (invisible) to 1 (opaque). */
  opacity: z.number().min(0).max(1).default(1),
});

/** One frame of a live GIF: its picture, how long it shows, and its text layers. */
export const designFrameSchema = z.object({
  /** An upload of the user's (as an `upload` base's path); null shows the design's base colour. */
  path: z.string().min(1).max(300).nullable(),
  durationMs: z
    .number()
    .int('Use whole milliseconds.')
    .min(GIF_DURATION_RANGE.min)
    .max(GIF_DURATION_RANGE.max),
  layers: z.array(designLayerSchema).max(DESIGN_LIMITS.maxLayers),
});

/** A record keyed by token names (any case), each key checked and upper-cased. */
export const tokenKeyed = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string(), value)
    .superRefine((record, ctx) => {
      for (const key of Object.keys(record))
        if (!isTokenKey(key.toUpperCase()))
          ctx.addIssue({ code: 'custom', message: `Unknown token "${key}".`, path: [key] });
    })
    .transform(
      (record) =>
        Object.fromEntries(Object.entries(record).map(([k, v]) => [k.toUpperCase(), v])) as Partial<
          Record<TokenKey, z.output<T>>
        >,
    );

/** A design as the API accepts it. */
export const designSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the design.').max(DESIGN_LIMITS.maxNameLength),
    width: side.default(DESIGN_LIMITS.defaultWidth),
    height: side.default(DESIGN_LIMITS.defaultHeight),
    format: z.enum(DESIGN_FORMATS).default('jpg'),
    base: designBaseSchema,
    layers: z.array(designLayerSchema).max(DESIGN_LIMITS.maxLayers),
    fallbacks: tokenKeyed(z.string().trim().max(DESIGN_LIMITS.maxRuleLength)).default({}),
    rules: tokenKeyed(
      z.object({
        maxLength: z
          .number()
          .int()
          .min(1)
          .max(DESIGN_LIMITS.maxRuleLength)
          .default(DEFAULT_TOKEN_RULE.maxLength),
        allowed: z.enum(['name', 'any-printable']).default(DEFAULT_TOKEN_RULE.allowed),
      }),
    ).default({}),
    /**
     * Brand safety (docs/live-images.md, "Brand safety"): the filter on open-time values (on unless
     * turned off) and the owner's own blocklist. Designs saved before it have none: the defaults.
     */
    safety: z
      .object({
        filter: z.boolean().default(true),
        /** Values are drawn only from signed links (the API's and batch exports'), not merge tags. */
        signed: z.boolean().default(false),
        /** Values are drawn only when the design's audience list holds them (PUT …/audience). */
        known: z.boolean().default(false),
        blocklist: z
          .array(
            z
              .string()
              .trim()
              .min(1, 'A blocked word cannot be empty.')
              .max(
                DESIGN_LIMITS.maxBlockedLength,
                `A blocked word has at most ${DESIGN_LIMITS.maxBlockedLength} characters.`,
              ),
          )
          .max(DESIGN_LIMITS.maxBlocked, `Block at most ${DESIGN_LIMITS.maxBlocked} words or phrases.`)
          .default([]),
      })
      .strict()
      .optional(),
    /** A live GIF's frames (format `gif` only); a still design has none. */
    frames: z.array(designFrameSchema).max(DESIGN_LIMITS.maxGifFrames).optional(),
    /** A live GIF's colours: `email` (fewer, smaller files, the default) or `high`. */
    gifQuality: z.enum(Object.keys(GIF_QUALITY_MODES) as [GifQualityMode, ...GifQualityMode[]]).optional(),
    /** A countdown drawn over the layers at each open (countdown.ts). */
    countdown: countdownSchema.optional(),
    /** One base per value of a token (segments.ts); other values show `base`. */
    segments: segmentsSchema.optional(),
  })
  .superRefine((design, ctx) => {
    const inside = (layers: readonly DesignLayer[], path: (string | number)[]) =>
      layers.forEach((layer, i) => {
        const { x, y, width, height } = layer.box;
        // A hair of slack: boxes placed by percent (GIF tokens) may end at 400.00000000000006.
        if (x + width > design.width + EDGE_SLACK || y + height > design.height + EDGE_SLACK)
          ctx.addIssue({
            code: 'custom',
            message: 'The text box must lie inside the image.',
            path: [...path, i, 'box'],
          });
      });
    inside(design.layers, ['layers']);
    design.frames?.forEach((frame, i) => {
      inside(frame.layers, ['frames', i, 'layers']);
    });
    for (const issue of [...gifIssues(design), ...countdownIssues(design), ...segmentValueIssues(design)])
      ctx.addIssue({ code: 'custom', ...issue });
    const tooMuch = designWorkProblem(design);
    if (tooMuch)
      ctx.addIssue({ code: 'custom', message: tooMuch, path: [design.frames ? 'frames' : 'layers'] });
  });

const EDGE_SLACK = 1e-6;

/** What makes a design's frames and format disagree, or a live GIF too heavy to draw per open. */
function gifIssues(
  design: Pick<Design, 'format' | 'frames' | 'base' | 'layers' | 'width' | 'height' | 'countdown'>,
): { message: string; path: string[] }[] {
  const frames = design.frames;
  if (design.format !== 'gif')
    return frames ? [{ message: 'Only a live GIF (format "gif") has frames.', path: ['frames'] }] : [];
  // A countdown GIF ticks over a still design: its frames are the seconds (countdown-rules.ts).
  if (design.countdown && !frames) return [];
  if (!frames?.length) return [{ message: 'A live GIF needs at least one frame.', path: ['format'] }];
  const issues: { message: string; path: string[] }[] = [];
  if (design.base.kind !== 'color' && design.base.kind !== 'gradient')
    issues.push({
      message: 'A live GIF’s background must be a colour or a gradient: put pictures on its frames.',
      path: ['base'],
    });
  if (design.layers.length > 0)
    issues.push({
      message: 'A live GIF keeps its text on its frames (frames.N.layers): leave layers empty.',
      path: ['layers'],
    });
  const tooBig = liveGifSizeProblem(frames.length, design.width, design.height);
  if (tooBig) issues.push({ message: tooBig, path: ['frames'] });
  return issues;
}

/**
 * Segment values a link could never carry (its token's rule or the design's filter refuses
 * them at every open): the segment would never show, so it is refused when saved.
 */
function segmentValueIssues(design: Pick<Design, 'segments' | 'rules' | 'safety'>) {
  const segments = design.segments;
  if (!segments) return [];
  const token = segments.token as TokenKey;
  const rule = designTokenRules(design)[token] ?? defaultRuleFor(token);
  const filter = designValueFilter(design);
  return segments.items.flatMap((item, i) => {
    const { problem, filtered } = checkRecipientValue(
      normalizeRecipientValue(item.value),
      token,
      rule,
      filter,
    );
    if (!problem || problem === 'empty') return [];
    const why = valueProblemNote(`"${item.value}"`, problem, rule, filtered);
    return [
      {
        message: `No link can pick this segment: ${why}. Rename it.`,
        path: ['segments', 'items', i, 'value'],
      },
    ];
  });
}

/** Why a live GIF of this many frames at this size would be refused, if it would be. */
export function liveGifSizeProblem(frames: number, width: number, height: number): string | undefined {
  if (frames * width * height <= DESIGN_LIMITS.maxGifPixels) return undefined;
  const most = Math.max(1, Math.floor(DESIGN_LIMITS.maxGifPixels / (width * height)));
  return `A live GIF can have up to ${most} frames of ${width}×${height} (${DESIGN_LIMITS.maxGifPixels / 1e6} million pixels in all): use fewer frames or a smaller size.`;
}

/**
 * A change to a design: any of its top-level fields; the merged result is validated whole.
 * `countdown`, `segments`, `safety` and `gifQuality` set to null are removed.
 */
export const designPatchSchema = z
  .object({
    name: z.unknown(),
    width: z.unknown(),
    height: z.unknown(),
    format: z.unknown(),
    base: z.unknown(),
    layers: z.unknown(),
    fallbacks: z.unknown(),
    rules: z.unknown(),
    safety: z.unknown(),
    frames: z.unknown(),
    gifQuality: z.unknown(),
    countdown: z.unknown(),
    segments: z.unknown(),
  })
  .partial()
  .strict();

export type DesignInput = z.input<typeof designSchema>;
export type Design = z.output<typeof designSchema>;
export type DesignLayer = z.output<typeof designLayerSchema>;
export type DesignFrame = z.output<typeof designFrameSchema>;

/**
 * Every layer's text of a design, frames' included, in drawing order and each once (a GIF says
 * "Hi [FIRSTNAME]!" on many frames): what links take their tokens and alt text from.
 */
export function designTexts(design: Pick<Design, 'layers' | 'frames'>): string[] {
  const layers = [...design.layers, ...(design.frames ?? []).flatMap((f) => f.layers)];
  return [...new Set(layers.map((l) => l.text))];
}

/** A design's brand safety settings: its own, or the defaults (filter on, no blocklist). */
export function designValueFilter(design: Pick<Design, 'safety'>): ValueFilterSettings {
  return design.safety ?? DEFAULT_VALUE_FILTER;
}

/** The rule of each token the design sets rules for, over that token's default rule. */
export function designTokenRules(design: Pick<Design, 'rules'>): Partial<Record<TokenKey, TokenRule>> {
  return Object.fromEntries(
    (Object.keys(design.rules) as TokenKey[]).map((k) => [k, { ...defaultRuleFor(k), ...design.rules[k] }]),
  );
}
