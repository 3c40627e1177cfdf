import { z } from 'zod';
import {
  CARTOON_BACKGROUNDS,
  CARTOON_CAPTION_MAX_LENGTH,
  CARTOON_COLOR_INTENSITIES,
  CARTOON_LINE_WEIGHTS,
} from '../generators/cartoon-themes.ts';
import { GHIBLI_NAME_MAX_LENGTH, FIGURE_DETAILS_LIMITS as L } from '../generators/figure-details.ts';
import {
  GHIBLI_CHARACTER_TYPES,
  GHIBLI_ELEMENTS,
  GHIBLI_SCENE_TYPES,
  GHIBLI_TIMES,
  GHIBLI_WEATHER,
} from '../generators/ghibli-options.ts';
import { memeTextStyleSchema } from './meme-style.ts';

/** The provider values the payloads carry (docs/product.md#providers-and-models). */
export const PROVIDER_VALUES = ['openai', 'gpt-image-1', 'gemini', 'gemini2flash', 'imagen'] as const;
/** A provider value from a payload. */
export type ProviderValue = (typeof PROVIDER_VALUES)[number];
/** Who made an image: a real provider or the offline engine. */
export type ImageSource = 'openai' | 'gemini' | 'local';

/** Longest prompt accepted. */
export const PROMPT_MAX_LENGTH = 4000;
/**
 * Largest reference image in pixels, checked before decoding: a 24-MP phone photo fits, and more
 * is never needed as reference images are kept at most 2048 px on their long edge.
 */
export const REFERENCE_IMAGE_MAX_PIXELS = 25_000_000;
/** Largest body of a function that takes a reference image (10 MB as base64 plus the rest). */
export const IMAGE_FUNCTION_BODY_LIMIT_BYTES = 15 * 1024 * 1024;
/** Supported aspect ratios. */
export const ASPECT_RATIOS = ['1:1', '16:9', '9:16', '4:3', '3:4'] as const;
/** One of {@link ASPECT_RATIOS}. */
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

const provider = z.enum(PROVIDER_VALUES, {
  error: () => `provider must be one of ${PROVIDER_VALUES.join(', ')}`,
});
const prompt = z
  .string({ error: 'prompt is required' })
  .trim()
  .min(1, 'prompt must not be empty')
  .max(PROMPT_MAX_LENGTH, `prompt is too long: at most ${PROMPT_MAX_LENGTH} characters`);
/** A data: URL, an http(s) URL, or one of our stored images; validated for real on the server. */
const referenceImageUrl = z
  .string()
  .trim()
  .max(IMAGE_FUNCTION_BODY_LIMIT_BYTES, 'referenceImageUrl is larger than 10 MB')
  .refine((v) => /^(data:|https?:\/\/|\/storage\/v1\/object\/public\/)/i.test(v), {
    message: 'referenceImageUrl must be a data: URL, an http(s) URL or a stored image path',
  });
const optionalReference = referenceImageUrl.nullish().or(z.literal('').transform(() => undefined));
const tokens = z.record(z.string().max(64), z.string().max(500)).default({});

/**
 * The choices behind an action-figure prompt. The offline engine draws from them; it reads the
 * prompt's prose only when a call carries none (a free-text prompt).
 */
export const figureDetailsSchema = z
  .object({
    title: z.string().max(L.title).optional(),
    name: z.string().max(L.name).optional(),
    company: z.string().max(L.company).optional(),
    jobTitle: z.string().max(L.jobTitle).optional(),
    packaging: z.string().max(L.packaging).optional(),
    colors: z.array(z.string().max(L.color)).max(L.colors).optional(),
    accessories: z.array(z.string().max(L.accessory)).max(L.accessories).optional(),
    /** Elements of a character the user removed ("Helmet"); the offline figure leaves them out. */
    removals: z.array(z.string().max(L.accessory)).max(L.accessories).optional(),
    pose: z.string().max(L.pose).optional(),
  })
  .strict();

/** The structured choices of an action-figure call. */
export type FigureDetails = z.infer<typeof figureDetailsSchema>;

/** The choices behind a Ghibli prompt, from the generator's option lists. */
export const ghibliDetailsSchema = z
  .object({
    sceneType: z.enum(GHIBLI_SCENE_TYPES).optional(),
    characterType: z.enum(GHIBLI_CHARACTER_TYPES).optional(),
    timeOfDay: z.enum(GHIBLI_TIMES).optional(),
    weather: z.enum(GHIBLI_WEATHER).optional(),
    elements: z.array(z.enum(GHIBLI_ELEMENTS)).max(GHIBLI_ELEMENTS.length).optional(),
    /** Personalized name painted on a wooden sign in the scene. */
    characterName: z.string().max(GHIBLI_NAME_MAX_LENGTH).optional(),
  })
  .strict();

/** The structured choices of a ghibli-image call. */
export type GhibliDetails = z.infer<typeof ghibliDetailsSchema>;

/** image-generation: a prompt, an optional aspect ratio and an optional reference image to follow. */
export const imageGenerationSchema = z.object({
  provider,
  prompt,
  aspectRatio: z.enum(ASPECT_RATIOS).optional(),
  referenceImageUrl: optionalReference,
});

const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: () => `${field} must be one of ${values.join(', ')}` });

/** The cartoon generator's advanced options; the offline engine draws from them. */
export const cartoonOptionsSchema = z
  .object({
    lineWeight: oneOf('options.lineWeight', CARTOON_LINE_WEIGHTS).optional(),
    colorIntensity: oneOf('options.colorIntensity', CARTOON_COLOR_INTENSITIES).optional(),
    background: oneOf('options.background', CARTOON_BACKGROUNDS).optional(),
  })
  .strict();

/** The advanced options of a cartoon call, as validated. */
export type CartoonOptionsInput = z.infer<typeof cartoonOptionsSchema>;

/**
 * reference-image: the cartoon generator's variant (imageType cartoonStyle) and the generic one
 * (no imageType), told apart by imageType so a bad cartoon field is named in the answer.
 */
export const referenceImageSchema = z.discriminatedUnion('imageType', [
  z.object({
    imageType: z.literal('cartoonStyle'),
    basePrompt: prompt,
    provider,
    referenceImageUrl: optionalReference,
    style: z.string().trim().max(120).optional(),
    options: cartoonOptionsSchema.optional(),
    /** A caption drawn on the image (tokens already filled). */
    caption: z
      .string()
      .trim()
      .max(
        CARTOON_CAPTION_MAX_LENGTH,
        `caption is too long: at most ${CARTOON_CAPTION_MAX_LENGTH} characters`,
      )
      .optional(),
  }),
  z.object({ imageType: z.undefined().optional(), provider, prompt, referenceImageUrl }),
]);

/** action-figure. */
export const actionFigureSchema = z.object({
  prompt,
  provider,
  referenceImageUrl: optionalReference,
  aspectRatio: z.enum(ASPECT_RATIOS).optional(),
  details: figureDetailsSchema.optional(),
});

/** ghibli-image. */
export const ghibliImageSchema = z.object({
  prompt,
  provider,
  referenceImageUrl: optionalReference,
  aspectRatio: z.enum(ASPECT_RATIOS).optional(),
  details: ghibliDetailsSchema.optional(),
});

/** meme-generator. */
export const memeGeneratorSchema = z.object({
  topText: z.string().max(300, 'topText is too long: at most 300 characters').default(''),
  bottomText: z.string().max(300, 'bottomText is too long: at most 300 characters').default(''),
  referenceImageUrl,
  additionalStyle: z.string().trim().max(1000).optional(),
  provider: provider.default('gpt-image-1'),
  /** How the captions are drawn; the defaults of docs/product.md#meme-generator when left out. */
  textStyle: memeTextStyleSchema.optional(),
});

/** Longest big caption a crazy image carries. */
export const CRAZY_CAPTION_MAX_LENGTH = 80;

/**
 * crazy-image (payload of our own: the original had none): prompt, provider, optional reference and intensity
 * (0 calm to 1 unhinged), an aspect ratio, and a big caption across the picture (tokens already
 * filled in by the caller).
 */
export const crazyImageSchema = z.object({
  prompt,
  provider,
  referenceImageUrl: optionalReference,
  intensity: z
    .number()
    .min(0, 'intensity must be between 0 and 1')
    .max(1, 'intensity must be between 0 and 1')
    .default(0.6),
  aspectRatio: z.enum(ASPECT_RATIOS).optional(),
  caption: z
    .string()
    .trim()
    .max(CRAZY_CAPTION_MAX_LENGTH, `caption is too long: at most ${CRAZY_CAPTION_MAX_LENGTH} characters`)
    .optional(),
});

/** prompt-recommendations. */
export const promptRecommendationsSchema = z.object({
  basePrompt: z.string().max(PROMPT_MAX_LENGTH).default(''),
  tokens,
  style: z.string().max(120).optional(),
});

/** What prompt-recommendations answers: rewritten prompts, and who wrote them. */
export const promptRecommendationsResultSchema = z.object({
  recommendations: z.array(z.string()),
  provider: z.string(),
});

/** image-description. */
export const imageDescriptionSchema = z.object({ tokens });

/** assistant-stream. */
export const assistantStreamSchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(PROMPT_MAX_LENGTH) }))
    .min(1, 'messages must contain at least one message')
    .max(50, 'at most 50 messages'),
  userContext: tokens.optional(),
  temperature: z.number().min(0).max(2).default(0.7),
  /** The page the person is on when they ask, so "this tool" has a meaning. */
  page: z
    .object({
      path: z.string().trim().max(300, 'page.path is too long'),
      title: z.string().trim().max(200, 'page.title is too long').optional(),
    })
    .optional(),
});

/** What every image function answers. */
export const imageResultSchema = z.object({
  imageUrl: z.string(),
  provider: z.enum(['openai', 'gemini', 'local']),
  model: z.string(),
  fallback: z.object({ from: z.string(), reason: z.string() }).optional(),
});

/** The answer of an image function. */
export type ImageResult = z.infer<typeof imageResultSchema>;

/** One row of GET /rest/v1/generations. */
export interface GenerationRecord {
  id: string;
  function: string;
  provider: ImageSource | null;
  model: string | null;
  prompt: string;
  imageUrl: string | null;
  durationMs: number;
  outcome: 'ok' | 'fallback' | 'error';
  error: string | null;
  createdAt: string;
}
