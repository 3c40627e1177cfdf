import { z } from 'zod';
import { providerHealthSchema } from './provider-health.ts';

/** The functions that answer with an image. */
export const IMAGE_FUNCTION_NAMES = [
  'image-generation',
  'reference-image',
  'action-figure',
  'ghibli-image',
  'meme-generator',
  'crazy-image',
] as const;

/** A function that answers with an image. */
export type ImageFunctionName = (typeof IMAGE_FUNCTION_NAMES)[number];

/** Every server function (docs/product.md#server-functions), by its exact name under /functions/v1/. */
export const FUNCTION_NAMES = [
  ...IMAGE_FUNCTION_NAMES,
  'prompt-recommendations',
  'image-description',
  'assistant-stream',
  'health-check',
] as const;

/** A server function name. */
export type FunctionName = (typeof FUNCTION_NAMES)[number];

/**
 * The functions the diagnostics page probes with OPTIONS: the original's eight (docs/product.md#diagnostics)
 * and image-description, which this server also implements: every POST function, so 9 of 9.
 */
export const PROBED_FUNCTIONS = [
  'action-figure',
  'assistant-stream',
  'crazy-image',
  'ghibli-image',
  'image-generation',
  'meme-generator',
  'prompt-recommendations',
  'reference-image',
  'image-description',
] as const satisfies readonly FunctionName[];

/** Base paths of the API areas (Supabase-shaped). */
export const API_PREFIXES = ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1'] as const;

/** The environment variables whose presence health-check reports. */
export const HEALTH_ENV_VARS = [
  'OPENAI_API_KEY',
  'GEMINI_API_KEY',
  'DATABASE_URL',
  'PUBLIC_URL',
  'SMTP_URL',
] as const;

/** GET /functions/v1/health-check response. */
export const healthCheckResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  envVars: z.record(z.string(), z.boolean()),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  version: z.string(),
  time: z.string(),
  /** Live images since the server started: what was drawn, served from memory, or shed. */
  live: z
    .object({
      renders: z.number(),
      cacheHits: z.number(),
      notModified: z.number(),
      fallbacks: z.number(),
      notFound: z.number(),
      cacheBytes: z.number(),
    })
    .optional(),
  /** Each provider capability's circuit breaker and recent error rate (this server instance). */
  providers: z.array(providerHealthSchema).optional(),
});

/** Body of GET /functions/v1/health-check. */
export type HealthCheckResponse = z.infer<typeof healthCheckResponseSchema>;

/** The JSON error body every API answers with on failure. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  details: z.unknown().optional(),
});
