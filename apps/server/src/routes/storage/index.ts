import { Hono } from 'hono';
import { errorResponse } from '../../middleware/errors.ts';
import { type ObjectStore, PRIVATE_BUCKETS, parsePublicObjectPath } from '../../services/object-store.ts';
import type { AppEnv } from '../../types.ts';

/** GET /storage/v1/object/public/{bucket}/{key}: stored images, cacheable forever (keys are random). */
export function storageRouter(store: ObjectStore) {
  const router = new Hono<AppEnv>();
  router.get('/object/public/:bucket/*', async (c) => {
    // Bucket and key from the raw path, each decoded once; what cannot be decoded names no object.
    const ref = parsePublicObjectPath(new URL(c.req.url).pathname);
    const object =
      typeof ref === 'object' && !PRIVATE_BUCKETS.has(ref.bucket)
        ? await store.get(ref.bucket, ref.key)
        : undefined;
    if (!object) return errorResponse(c, 404, { error: 'No such object', code: 'not_found' });
    c.header('Content-Type', object.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(object.bytes as Uint8Array<ArrayBuffer>);
  });
  return router;
}
