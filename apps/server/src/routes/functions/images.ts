import { IMAGE_FUNCTION_NAMES, type ImageFunctionName } from '@mergepix/core';
import { Hono } from 'hono';
import { readJson } from '../../middleware/json-body.ts';
import { generateImageFor, type ImageServiceDeps } from '../../services/generation/generate-image.ts';
import { IMAGE_JOBS } from '../../services/generation/image-jobs.ts';
import type { AppEnv } from '../../types.ts';

/** What the image functions need. */
export type ImageFunctionDeps = ImageServiceDeps;

/**
 * The six image functions (docs/product.md#server-functions): parse the payload, generate, answer the result.
 */
export function imageFunctions(deps: ImageFunctionDeps): Record<ImageFunctionName, Hono<AppEnv>> {
  const route = (name: ImageFunctionName) =>
    new Hono<AppEnv>().post('/', async (c) => {
      const { schema, build } = IMAGE_JOBS[name];
      const body = await readJson(c, schema);
      const env = c.get('env');
      const result = await generateImageFor(
        deps,
        {
          caller: c.get('caller'),
          quota: { quota: env.GENERATION_QUOTA, retentionDays: env.GENERATION_RETENTION_DAYS },
          logger: c.get('log'),
          signal: c.req.raw.signal,
        },
        (tools) => build(body, tools),
      );
      return c.json(result);
    });
  return Object.fromEntries(IMAGE_FUNCTION_NAMES.map((name) => [name, route(name)])) as Record<
    ImageFunctionName,
    Hono<AppEnv>
  >;
}
