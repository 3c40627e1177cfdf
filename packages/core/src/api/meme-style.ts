import { z } from 'zod';
import { MEME_DEFAULTS, MEME_FONT_SIZE_RANGE, MEME_STROKE_WIDTH_RANGE } from '../constants/generators.ts';
import { resolveFont } from '../fonts/catalog.ts';

/** The cases meme text can be drawn in (the renderer's MemeTextCase). */
export const MEME_TEXT_CASES = ['upper', 'lower', 'capitalize', 'none'] as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const hex = (field: string) => z.string().trim().regex(HEX, `${field} must be a hex colour such as #FFFFFF`);
const range = (field: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${field} must be a number` })
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);

/**
 * The caption style of a meme-generator call, so the server draws the captions the browser
 * previews: a catalog font (or a system font it stands in for), size 20-72, case, colours and an
 * outline of 0-5 in steps of 0.5 (docs/product.md#meme-generator).
 */
export const memeTextStyleSchema = z
  .object({
    fontFamily: z
      .string()
      .trim()
      .max(80, 'fontFamily is too long')
      .refine(
        (family) => resolveFont(family).match !== 'default',
        'fontFamily must be a font from the catalog',
      ),
    fontSize: range('fontSize', MEME_FONT_SIZE_RANGE),
    textCase: z.enum(MEME_TEXT_CASES, { error: `textCase must be one of ${MEME_TEXT_CASES.join(', ')}` }),
    color: hex('color'),
    strokeColor: hex('strokeColor'),
    strokeWidth: range('strokeWidth', MEME_STROKE_WIDTH_RANGE).multipleOf(
      MEME_STROKE_WIDTH_RANGE.step,
      `strokeWidth must be a multiple of ${MEME_STROKE_WIDTH_RANGE.step}`,
    ),
  })
  .strict();

/** A caption style as sent. */
export type MemeTextStyleInput = z.infer<typeof memeTextStyleSchema>;

/**
 * The default caption style (docs/product.md#meme-generator): white, black outline 2, size 36, upper case,
 * Impact (Anton).
 */
export const MEME_DEFAULT_TEXT_STYLE: MemeTextStyleInput = {
  fontFamily: resolveFont(MEME_DEFAULTS.fontFamily).font.family,
  fontSize: MEME_DEFAULTS.fontSize,
  textCase: 'upper',
  color: MEME_DEFAULTS.textColor,
  strokeColor: MEME_DEFAULTS.strokeColor,
  strokeWidth: MEME_DEFAULTS.strokeWidth,
};
