import { z } from 'zod';
import { FONT_SIZE_RANGE, LETTER_SPACING_RANGE, LINE_HEIGHT_RANGE } from '../constants/platform.ts';
import { isTokenKey, type TokenKey } from '../tokens/registry.ts';
import { DEFAULT_TOKEN_RULE, defaultRuleFor, type TokenRule } from './recipient-values.ts';

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
} as const;

export const DESIGN_FORMATS = ['jpg', 'png', 'webp'] as const;
export type DesignFormat = (typeof DESIGN_FORMATS)[number];

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1e293b.');
const side = z.number().int().min(1).max(DESIGN_LIMITS.maxSide);

/** What the text is drawn over. */
export const designBaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('color'), color: hex }),
  z.object({
    kind: z.literal('gradient'),
    from: hex,
    to: hex,
    angle: z.number().min(0).max(360).default(135),
  }),
  z.object({
    kind: z.literal('generation'),
    generationId: z.string().uuid('Pick one of your generated images.'),
  }),
  z.object({ kind: z.literal('upload'), path: z.string().min(1).max(300) }),
]);

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
  shadow: z
    .object({
      color: z.string().max(40),
      blur: z.number().min(0).max(50),
      offsetX: z.number().min(-50).max(50),
      offsetY: z.number().min(-50).max(50),
    })
    .nullable()
    .default(null),
  align: z.enum(['left', 'center', 'right']).default('center'),
  verticalAlign: z.enum(['top', 'middle', 'bottom']).default('middle'),
  lineHeight: z.number().min(LINE_HEIGHT_RANGE.min).max(LINE_HEIGHT_RANGE.max).default(1.2),
  letterSpacing: z.number().min(LETTER_SPACING_RANGE.min).max(LETTER_SPACING_RANGE.max).default(0),
  textCase: z.enum(['none', 'uppercase', 'lowercase', 'capitalize']).default('none'),
  rotation: z.number().min(-180).max(180).default(0),
  autoFit: z.boolean().default(true),
});

const tokenKeyed = <T extends z.ZodType>(value: T) =>
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
  })
  .superRefine((design, ctx) => {
    design.layers.forEach((layer, i) => {
      const { x, y, width, height } = layer.box;
      if (x + width > design.width || y + height > design.height)
        ctx.addIssue({
          code: 'custom',
          message: 'The text box must lie inside the image.',
          path: ['layers', i, 'box'],
        });
    });
  });

/** A change to a design: any of its top-level fields; the merged result is validated whole. */
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
  })
  .partial()
  .strict();

export type DesignInput = z.input<typeof designSchema>;
export type Design = z.output<typeof designSchema>;
export type DesignLayer = z.output<typeof designLayerSchema>;

/** The rule of each token the design sets rules for, over that token's default rule. */
export function designTokenRules(design: Pick<Design, 'rules'>): Partial<Record<TokenKey, TokenRule>> {
  return Object.fromEntries(
    (Object.keys(design.rules) as TokenKey[]).map((k) => [k, { ...defaultRuleFor(k), ...design.rules[k] }]),
  );
}
