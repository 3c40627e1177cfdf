import {
  type AspectRatio,
  actionFigureSchema,
  crazyImageSchema,
  ghibliImageSchema,
  type ImageFunctionName,
  imageGenerationSchema,
  memeGeneratorSchema,
  referenceImageSchema,
  resolveFont,
} from '@mergepix/core';
import type { z } from 'zod';
import type { LocalRenderRequest, renderLocal } from '../../render/engine.ts';
import type { ReferenceImage } from './reference-image.ts';

/** One image call, described for the provider chain and for the offline engine. */
export interface ImageJob {
  fn: string;
  requested: string;
  prompt: string;
  aspectRatio?: AspectRatio;
  reference?: ReferenceImage;
  local: (reference: ReferenceImage | undefined) => LocalRenderRequest;
  /** Skip the AI providers (e.g. a plain meme overlay). */
  localOnly?: boolean;
  /** Draw on what the provider made (e.g. meme text over an AI-styled template). */
  finish?: (bytes: Buffer) => Promise<{ bytes: Buffer; contentType: string }>;
}

/** What building a job may need: the reference loader and the offline engine. */
export interface JobTools {
  reference: (url: string | null | undefined) => Promise<ReferenceImage | undefined>;
  render: typeof renderLocal;
}

/** A function's payload schema and how a valid payload becomes a job. */
export interface JobSpec<S extends z.ZodType> {
  schema: S;
  // A method, so a spec of one schema still fits where any spec is expected (the routes).
  build(body: z.output<S>, tools: JobTools): Promise<ImageJob>;
}

const spec = <S extends z.ZodType>(
  schema: S,
  build: (body: z.output<S>, tools: JobTools) => Promise<ImageJob>,
): JobSpec<S> => ({ schema, build });

/** The six image functions (docs/product.md#server-functions): payload in, job out. */
export const IMAGE_JOBS: Readonly<Record<ImageFunctionName, JobSpec<z.ZodType>>> = {
  'image-generation': spec(imageGenerationSchema, async (b, tools) => ({
    fn: 'image-generation',
    requested: b.provider,
    prompt: b.prompt,
    aspectRatio: b.aspectRatio,
    reference: await tools.reference(b.referenceImageUrl),
    local: (ref) => ({ kind: 'scene', prompt: b.prompt, aspectRatio: b.aspectRatio, reference: ref?.bytes }),
  })),
  'reference-image': spec(referenceImageSchema, async (b, tools) => {
    const cartoon = b.imageType === 'cartoonStyle' ? b : undefined;
    const style = cartoon?.style;
    const prompt =
      b.imageType === 'cartoonStyle'
        ? [b.basePrompt, style ? `Style: ${style}.` : ''].filter(Boolean).join(' ')
        : b.prompt;
    return {
      fn: 'reference-image',
      requested: b.provider,
      prompt,
      reference: await tools.reference(b.referenceImageUrl),
      local: (ref) => ({
        kind: 'cartoon',
        prompt,
        ...(style ? { style } : {}),
        ...(cartoon?.options ? { options: cartoon.options } : {}),
        ...(cartoon?.caption ? { caption: cartoon.caption } : {}),
        reference: ref?.bytes,
      }),
    };
  }),
  'action-figure': spec(actionFigureSchema, async (b, tools) => ({
    fn: 'action-figure',
    requested: b.provider,
    prompt: b.prompt,
    aspectRatio: b.aspectRatio,
    reference: await tools.reference(b.referenceImageUrl),
    local: (ref) => ({
      kind: 'action-figure',
      prompt: b.prompt,
      aspectRatio: b.aspectRatio,
      reference: ref?.bytes,
      details: b.details,
    }),
  })),
  'ghibli-image': spec(ghibliImageSchema, async (b, tools) => ({
    fn: 'ghibli-image',
    requested: b.provider,
    prompt: b.prompt,
    aspectRatio: b.aspectRatio,
    reference: await tools.reference(b.referenceImageUrl),
    local: (ref) => ({
      kind: 'ghibli',
      prompt: b.prompt,
      aspectRatio: b.aspectRatio,
      reference: ref?.bytes,
      details: b.details,
    }),
  })),
  'meme-generator': spec(memeGeneratorSchema, async (b, tools) => {
    const template = await tools.reference(b.referenceImageUrl);
    const meme = (bytes: Buffer | undefined): LocalRenderRequest => ({
      kind: 'meme',
      prompt: b.additionalStyle ?? '',
      reference: bytes,
      topText: b.topText,
      bottomText: b.bottomText,
      // The style the browser previewed, so the captions come out the same.
      text: b.textStyle && { ...b.textStyle, fontFamily: resolveFont(b.textStyle.fontFamily).font.family },
    });
    const style = b.additionalStyle?.trim();
    return {
      fn: 'meme-generator',
      requested: b.provider,
      prompt: style
        ? `Restyle this meme template: ${style}. Keep the composition and leave clear space at the top and bottom for captions. Do not add any text.`
        : `Meme: ${b.topText} / ${b.bottomText}`,
      reference: template,
      // docs/product.md#meme-generator: AI enhancement only with a description; otherwise the plain text
      // overlay.
      localOnly: !style,
      local: (ref) => meme(ref?.bytes),
      // Captions are drawn by us on top of the AI image, so the words are always exact.
      finish: async (bytes) => tools.render(meme(bytes)),
    };
  }),
  'crazy-image': spec(crazyImageSchema, async (b, tools) => ({
    fn: 'crazy-image',
    requested: b.provider,
    // A provider gets the caption as words to paint; the offline engine draws it itself.
    prompt: b.caption ? `${b.prompt} Include the words "${b.caption}" in big playful letters.` : b.prompt,
    aspectRatio: b.aspectRatio,
    reference: await tools.reference(b.referenceImageUrl),
    local: (ref) => ({
      kind: 'crazy',
      prompt: b.prompt,
      intensity: b.intensity,
      aspectRatio: b.aspectRatio,
      ...(b.caption ? { caption: b.caption } : {}),
      reference: ref?.bytes,
    }),
  })),
};
