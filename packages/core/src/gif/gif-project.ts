import { z } from 'zod';
import {
  GIF_DEFAULT_HEIGHT_PX,
  GIF_DEFAULT_WIDTH_PX,
  GIF_DIMENSION_RANGE,
  GIF_DURATION_RANGE,
  GIF_TOKEN_DEFAULTS,
  GIF_TOKEN_FALLBACK_FONT,
  GIF_TOKEN_FONT_SIZE_RANGE,
} from '../constants/generators.ts';
import { GIF_LIMITS } from './gif-constants.ts';

// A GIF editor project (docs/product.md#gif-editor: frames, text tokens, settings) as
// the editor keeps it. Pictures are not inside: a frame names its picture, which the browser
// keeps apart (a project of 60 photos would not fit in local storage as data URLs).

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #ffffff.');
const id = z.string().min(1).max(64);

export const gifTokenSchema = z.object({
  id,
  type: z.literal('text'),
  value: z.string().max(GIF_LIMITS.maxTokenText).default(GIF_TOKEN_DEFAULTS.value),
  placeholder: z.string().max(GIF_LIMITS.maxTokenText).default(''),
  /** Centre of the text, in percent of the canvas. */
  x: z.number().min(0).max(100).default(GIF_TOKEN_DEFAULTS.x),
  y: z.number().min(0).max(100).default(GIF_TOKEN_DEFAULTS.y),
  fontSize: z
    .number()
    .min(GIF_TOKEN_FONT_SIZE_RANGE.min)
    .max(GIF_TOKEN_FONT_SIZE_RANGE.max)
    .default(GIF_TOKEN_DEFAULTS.fontSize),
  color: hex.default(GIF_TOKEN_DEFAULTS.color),
  opacity: z.number().min(0).max(1).default(GIF_TOKEN_DEFAULTS.opacity),
  fontFamily: z.string().min(1).max(60).default(GIF_TOKEN_FALLBACK_FONT),
  /** Beyond the original: an outline keeps light text readable over any picture. */
  strokeWidth: z.number().min(0).max(8).default(0),
  strokeColor: hex.default('#000000'),
});

export const gifFrameSchema = z.object({
  id,
  /** The frame's picture, kept by the browser under this name; null for a blank frame. */
  imageId: z.string().min(1).max(100).nullable(),
  duration: z.number().int().min(GIF_DURATION_RANGE.min).max(GIF_DURATION_RANGE.max),
  tokens: z.array(gifTokenSchema).max(GIF_LIMITS.maxTokensPerFrame),
});

const side = z.number().int().min(GIF_DIMENSION_RANGE.min).max(GIF_DIMENSION_RANGE.max);

export const gifProjectSchema = z.object({
  width: side.default(GIF_DEFAULT_WIDTH_PX),
  height: side.default(GIF_DEFAULT_HEIGHT_PX),
  emailOptimized: z.boolean().default(true),
  frames: z.array(gifFrameSchema).max(GIF_LIMITS.maxFrames),
});

export type GifToken = z.output<typeof gifTokenSchema>;
export type GifFrame = z.output<typeof gifFrameSchema>;
export type GifProject = z.output<typeof gifProjectSchema>;
