import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { BATCH_BUCKET, localObjectStore } from '../../services/storage/object-store.ts';
import { json, testApp } from '../../test-support/app.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { checkStreamedAnswers } from '../../test-support/storage-checks.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Large enough for many stream chunks. */
const BIG = new Uint8Array(randomBytes(300_000));

describe.each(testDbKinds())('storage on $name', (kind) => {
  const db = useDatabase(kind);
  let app: App;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-storage-'));
    app = testApp(db.database, { DATA_DIR: dataDir });
    const store = localObjectStore(join(dataDir, 'objects'));
    await store.put('generations', 'abc/d1.png', PNG, 'image/png');
    await store.put(BATCH_BUCKET, 'job/images/0.png', PNG, 'image/png');
    await store.put('generations', 'abc/big.webp', BIG, 'image/webp');
  });

  it('streams with a length and ETag, answers one byte range, 416 out of bounds, 304 when unchanged', async () => {
    await checkStreamedAnswers(app, '/storage/v1/object/public/generations/abc/big.webp', BIG);
  });

  it('sends a byte range as it is stored, never compressed', async () => {
    const res = await app.request('/storage/v1/object/public/generations/abc/big.webp', {
      headers: { Range: 'bytes=100-199', 'Accept-Encoding': 'gzip, deflate' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(BIG.subarray(100, 200))).toBe(true);
  });

  it('serves a stored object, by its plain or percent-encoded path', async () => {
    for (const path of [
      '/storage/v1/object/public/generations/abc/d1.png',
      '/storage/v1/object/public/gen%65rations/abc%2Fd%31.png',
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    }
  });

  it.each([
    '/storage/v1/object/public/generations/%',
    '/storage/v1/object/public/generations/%ZZ',
    '/storage/v1/object/public/generations/%E0%A4%A',
    '/storage/v1/object/public/generations/abc/%E0%A4%A.png',
    '/storage/v1/object/public/%ZZ/x.png',
    '/storage/v1/object/public/%/abc/d1.png',
    '/storage/v1/object/public/generations/none.png',
    // Batch exports hold recipients' names: private, downloaded through their job only.
    `/storage/v1/object/public/${BATCH_BUCKET}/job/images/0.png`,
  ])('answers 404 (no such object) for %s', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: 'not_found', error: 'No such object' });
  });
});
