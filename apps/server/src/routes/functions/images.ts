import {
  actionFigureSchema,
  crazyImageSchema,
  ghibliImageSchema,
  imageGenerationSchema,
  memeGeneratorSchema,
  referenceImageSchema,
} from '@mergepix/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Logger } from '../../logger.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/json-body.ts';
import { type CircuitBreaker, generateImage } from '../../providers/chain.ts';
import {
  type AspectRatio,
  type ImageProvider,
  type ImageRequest,
  resolvePayloadProvider,
} from '../../providers/types.ts';
import type { LocalRenderRequest, renderLocal } from '../../render/engine.ts';
import type { GenerationLog } from '../../services/generations.ts';
import {
  loadReferenceImage,
  type ReferenceImage,
  type ReferenceSources,
} from '../../services/reference-image.ts';
import type { AppEnv } from '../../types.ts';

/** What the image functions need. */
export interface ImageFunctionDeps {
  providers: readonly ImageProvider[];
  breaker: CircuitBreaker;
  log: GenerationLog;
  sources: ReferenceSources;
  render: typeof renderLocal;
  logger: Logger;
  timeoutMs?: number;
}

/** One image call, described for the provider chain and for the offline engine. */
interface ImageJob {
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

async function reference(url: string | null | undefined, deps: ImageFunctionDeps) {
  return url ? loadReferenceImage(url, deps.sources) : undefined;
}

/** The six image functions of the spec, over the provider chain with the offline engine last. */
export function imageFunctions(deps: ImageFunctionDeps) {
  async function run(c: Context<AppEnv>, job: ImageJob) {
    const caller = c.get('caller');
    const call = { fn: job.fn, requested: job.requested, prompt: job.prompt, startedAt: performance.now() };
    const choice = resolvePayloadProvider(job.requested);
    if (!choice) throw new ApiError(400, 'invalid_request', `Unknown provider ${job.requested}`);
    const local = async () => {
      const out = await deps.render(job.local(job.reference));
      return { bytes: out.bytes, contentType: out.contentType, model: `mergepix-offline` };
    };
    const request: ImageRequest = {
      prompt: job.prompt,
      model: choice.model,
      aspectRatio: job.aspectRatio,
      reference: job.reference
        ? { bytes: job.reference.bytes, contentType: job.reference.contentType }
        : undefined,
    };
    try {
      const made = job.localOnly
        ? { image: await local(), provider: 'local' as const, model: 'mergepix-offline', fallback: undefined }
        : await generateImage(request, {
            requested: choice.provider,
            providers: deps.providers,
            local,
            timeoutMs: deps.timeoutMs,
            breaker: deps.breaker,
            log: c.get('log') ?? deps.logger,
            signal: c.req.raw.signal,
          });
      let { bytes, contentType } = made.image;
      if (job.finish && made.provider !== 'local') ({ bytes, contentType } = await job.finish(bytes));
      const result = await deps.log.succeed(caller, call, {
        bytes,
        contentType,
        provider: made.provider,
        model: made.model,
        ...(made.fallback ? { fallback: made.fallback } : {}),
      });
      return c.json(result);
    } catch (err) {
      await deps.log
        .fail(caller, call, err instanceof Error ? err.message : String(err))
        .catch(() => undefined);
      throw err;
    }
  }

  const route = <S extends Parameters<typeof readJson>[1]>(
    schema: S,
    build: (body: Awaited<ReturnType<typeof readJson<S>>>) => Promise<ImageJob>,
  ) =>
    new Hono<AppEnv>().post('/', async (c) => {
      const body = await readJson(c, schema);
      // Before any fetch, provider or render work: a full account gets a clear answer, not a bill.
      const env = c.get('env');
      await deps.log.ensureQuota(c.get('caller'), {
        quota: env.GENERATION_QUOTA,
        retentionDays: env.GENERATION_RETENTION_DAYS,
      });
      return run(c, await build(body));
    });

  return {
    'image-generation': route(imageGenerationSchema, async (b) => ({
      fn: 'image-generation',
      requested: b.provider,
      prompt: b.prompt,
      aspectRatio: b.aspectRatio,
      local: () => ({ kind: 'poster', prompt: b.prompt, aspectRatio: b.aspectRatio }),
    })),
    'reference-image': route(referenceImageSchema, async (b) => {
      if ('imageType' in b) {
        const prompt = [b.basePrompt, b.style ? `Style: ${b.style}.` : ''].filter(Boolean).join(' ');
        return {
          fn: 'reference-image',
          requested: b.provider,
          prompt,
          reference: await reference(b.referenceImageUrl, deps),
          local: (ref) => ({ kind: 'cartoon', prompt, style: b.style, reference: ref?.bytes }),
        };
      }
      return {
        fn: 'reference-image',
        requested: b.provider,
        prompt: b.prompt,
        reference: await reference(b.referenceImageUrl, deps),
        local: (ref) => ({ kind: 'cartoon', prompt: b.prompt, reference: ref?.bytes }),
      };
    }),
    'action-figure': route(actionFigureSchema, async (b) => ({
      fn: 'action-figure',
      requested: b.provider,
      prompt: b.prompt,
      aspectRatio: b.aspectRatio,
      reference: await reference(b.referenceImageUrl, deps),
      local: (ref) => ({
        kind: 'action-figure',
        prompt: b.prompt,
        aspectRatio: b.aspectRatio,
        reference: ref?.bytes,
        title: b.details?.title,
        firstName: b.details?.name,
        subtitle: [b.details?.jobTitle, b.details?.company].filter(Boolean).join(' · ') || undefined,
        accessories: b.details?.accessories,
        pose: b.details?.pose,
        packaging: b.details?.packaging,
        colors: b.details?.colors,
      }),
    })),
    'ghibli-image': route(ghibliImageSchema, async (b) => ({
      fn: 'ghibli-image',
      requested: b.provider,
      prompt: b.prompt,
      aspectRatio: b.aspectRatio,
      reference: await reference(b.referenceImageUrl, deps),
      local: (ref) => ({
        kind: 'ghibli',
        prompt: b.prompt,
        aspectRatio: b.aspectRatio,
        reference: ref?.bytes,
      }),
    })),
    'meme-generator': route(memeGeneratorSchema, async (b) => {
      const template = await reference(b.referenceImageUrl, deps);
      const meme = (bytes: Buffer | undefined) =>
        ({
          kind: 'meme',
          prompt: b.additionalStyle ?? '',
          reference: bytes,
          topText: b.topText,
          bottomText: b.bottomText,
        }) as const;
      const style = b.additionalStyle?.trim();
      return {
        fn: 'meme-generator',
        requested: b.provider,
        prompt: style
          ? `Restyle this meme template: ${style}. Keep the composition and leave clear space at the top and bottom for captions. Do not add any text.`
          : `Meme: ${b.topText} / ${b.bottomText}`,
        reference: template,
        // The spec: AI enhancement only with a description; otherwise the plain text overlay.
        localOnly: !style,
        local: (ref) => meme(ref?.bytes),
        // Captions are drawn by us on top of the AI image, so the words are always exact.
        finish: async (bytes) => deps.render(meme(bytes)),
      };
    }),
    'crazy-image': route(crazyImageSchema, async (b) => ({
      fn: 'crazy-image',
      requested: b.provider,
      prompt: b.prompt,
      reference: await reference(b.referenceImageUrl, deps),
      local: (ref) => ({ kind: 'crazy', prompt: b.prompt, intensity: b.intensity, reference: ref?.bytes }),
    })),
  } as const;
}
