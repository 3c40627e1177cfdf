import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { BATCH_BUCKET } from '../../services/storage/object-store.ts';
import { s3ObjectStore } from '../../services/storage/s3-object-store.ts';
import { json, testApp } from '../../test-support/app.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { startS3Server } from '../../test-support/s3-server.ts';
import { checkStreamedAnswers } from '../../test-support/storage-checks.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BIG = new Uint8Array(randomBytes(300_000));

describe.each(testDbKinds())('storage over S3 on $name', (kind) => {
  const db = useDatabase(kind);
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let app: App;
  beforeAll(async () => {
    server = await startS3Server();
    const store = s3ObjectStore(server.settings);
    app = testApp(db.database, {}, { store });
    await store.put('generations', 'abc/d1.png', PNG, 'image/png');
    await store.put(BATCH_BUCKET, 'job/images/0.png', PNG, 'image/png');
    await store.put('generations', 'abc/big.png', BIG, 'image/png');
  });
  afterAll(() => server?.close());

  it('streams from S3 with a length and ETag, answers one byte range, 416 out of bounds, 304 when unchanged', async () => {
    await checkStreamedAnswers(app, '/storage/v1/object/public/generations/abc/big.png', BIG);
  });

  it('serves a stored object with its type, cacheable forever', async () => {
    const res = await app.request('/storage/v1/object/public/generations/abc/d1.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it.each([
    '/storage/v1/object/public/generations/abc/none.png',
    '/storage/v1/object/public/generations/..%2Fabc%2Fd1.png',
    // Private even though the object is there.
    `/storage/v1/object/public/${BATCH_BUCKET}/job/images/0.png`,
  ])('answers 404 for %s', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: 'not_found', error: 'No such object' });
  });

  it('builds its store from S3_* when no store is handed in', async () => {
    const { bucket, endpoint = '', credentials } = server.settings;
    const fromEnv = testApp(db.database, {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const res = await fromEnv.request('/storage/v1/object/public/generations/abc/d1.png');
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });
});
