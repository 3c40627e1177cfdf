import type { ImageResult } from '@mergepix/core';
import type { Logger } from '../../logger.ts';
import { type CircuitBreaker, generateImage } from '../../providers/chain.ts';
import { type ImageProvider, type ImageRequest, resolvePayloadProvider } from '../../providers/types.ts';
import type { renderLocal } from '../../render/engine.ts';
import { DomainError } from '../errors.ts';
import type { Caller, GenerationLog, QuotaPolicy } from './generations.ts';
import type { ImageJob, JobTools } from './image-jobs.ts';
import { loadReferenceImage, type ReferenceSources } from './reference-image.ts';

/** What generating an image needs. */
export interface ImageServiceDeps {
  providers: readonly ImageProvider[];
  breaker: CircuitBreaker;
  log: GenerationLog;
  sources: ReferenceSources;
  render: typeof renderLocal;
  logger: Logger;
  timeoutMs?: number;
}

/** Who asks, under which quota, with which request logger, until when. */
export interface ImageCallContext {
  caller: Caller;
  quota: QuotaPolicy;
  logger?: Logger;
  signal?: AbortSignal;
}

/**
 * Generates one image: checks the caller's quota before any fetch, provider or render work,
 * builds the job (loading the reference image), runs the provider chain with the offline engine
 * last, and stores and records the result (or records the failure).
 */
export async function generateImageFor(
  deps: ImageServiceDeps,
  context: ImageCallContext,
  buildJob: (tools: JobTools) => Promise<ImageJob>,
): Promise<ImageResult> {
  await deps.log.ensureQuota(context.caller, context.quota);
  const tools: JobTools = {
    reference: async (url) => (url ? loadReferenceImage(url, deps.sources) : undefined),
    render: deps.render,
  };
  return run(deps, context, await buildJob(tools));
}

async function run(deps: ImageServiceDeps, context: ImageCallContext, job: ImageJob): Promise<ImageResult> {
  const { caller } = context;
  const call = { fn: job.fn, requested: job.requested, prompt: job.prompt, startedAt: performance.now() };
  const choice = resolvePayloadProvider(job.requested);
  if (!choice) throw new DomainError('invalid', 'invalid_request', `Unknown provider ${job.requested}`);
  const local = async () => {
    const out = await deps.render(job.local(job.reference));
    return { bytes: out.bytes, contentType: out.contentType, model: 'mergepix-offline' };
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
          log: context.logger ?? deps.logger,
          signal: context.signal,
        });
    let { bytes, contentType } = made.image;
    if (job.finish && made.provider !== 'local') ({ bytes, contentType } = await job.finish(bytes));
    return await deps.log.succeed(caller, call, {
      bytes,
      contentType,
      provider: made.provider,
      model: made.model,
      ...(made.fallback ? { fallback: made.fallback } : {}),
    });
  } catch (err) {
    await deps.log
      .fail(caller, call, err instanceof Error ? err.message : String(err))
      .catch(() => undefined);
    throw err;
  }
}
