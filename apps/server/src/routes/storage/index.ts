import { Hono } from 'hono';
import { errorResponse } from '../../middleware/errors.ts';
import {
  type ObjectStore,
  PRIVATE_BUCKETS,
  parsePublicObjectPath,
} from '../../services/storage/object-store.ts';
import type { AppEnv } from '../../types.ts';
import { etagMatches, requestedRange } from './http-ranges.ts';

/**
 * GET /storage/v1/object/public/{bucket}/{key}: stored images, cacheable forever (keys are
 * random). Streamed from the disk or S3, never held whole in memory; one byte range
 * (`Range` → 206, out of bounds → 416) and `If-None-Match` (→ 304) are answered.
 */
export function storageRouter(store: ObjectStore) {
  const router = new Hono<AppEnv>();
  router.get('/object/public/:bucket/*', async (c) => {
    // Bucket and key from the raw path, each decoded once; what cannot be decoded names no object.
    const ref = parsePublicObjectPath(new URL(c.req.url).pathname);
    const found = typeof ref === 'object' && !PRIVATE_BUCKETS.has(ref.bucket) ? ref : undefined;
    const info = found ? await store.stat(found.bucket, found.key) : undefined;
    if (!found || !info) return errorResponse(c, 404, { error: 'No such object', code: 'not_found' });
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', info.etag);
    c.header('Accept-Ranges', 'bytes');
    if (etagMatches(c.req.header('If-None-Match'), info.etag)) return c.body(null, 304);

    const range = requestedRange(c.req.header('Range'), info.size, {
      header: c.req.header('If-Range'),
      etag: info.etag,
    });
    if (range === 'unsatisfiable') {
      c.header('Cache-Control', 'no-store');
      c.header('Content-Range', `bytes */${info.size}`);
      return errorResponse(c, 416, {
        error: `The requested byte range is not within this file (${info.size} bytes).`,
        code: 'range_not_satisfiable',
      });
    }
    c.header('Content-Type', info.contentType);
    c.header('Content-Length', String(range ? range.end - range.start + 1 : info.size));
    if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    const status = range ? 206 : 200;
    // HEAD: the headers only; no file is opened (Hono would drop the stream unread).
    if (c.req.method === 'HEAD') return c.body(null, status);
    const object = await store.read(found.bucket, found.key, range);
    if (!object) {
      // Deleted since it was looked at.
      c.header('Cache-Control', 'no-store');
      return errorResponse(c, 404, { error: 'No such object', code: 'not_found' });
    }
    return c.body(object.stream, status);
  });
  return router;
}
