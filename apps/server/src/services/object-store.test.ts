import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localObjectStore } from './object-store.ts';

describe('localObjectStore', () => {
  const root = mkdtempSync(join(tmpdir(), 'mp-store-'));
  const store = localObjectStore(root);

  it('stores a local file by moving it, and streams it back with its size', async () => {
    const source = join(mkdtempSync(join(root, 'tmp-')), 'export.zip');
    writeFileSync(source, 'PK-bytes');
    await store.putFile('batch-exports', 'job-1/export.zip', source, 'application/zip');
    const read = await store.read('batch-exports', 'job-1/export.zip');
    expect(read).toMatchObject({ size: 8, contentType: 'application/zip' });
    expect(await new Response(read?.stream).text()).toBe('PK-bytes');
    expect(await store.read('batch-exports', 'job-1/none.zip')).toBeUndefined();
    expect(await store.read('batch-exports', '../escape')).toBeUndefined();
  });

  it('lists the folders of a bucket and deletes one with everything in it', async () => {
    await store.put('batch-exports', 'job-2/images/0.jpg', new Uint8Array([1]), 'image/jpeg');
    await store.put('batch-exports', 'job-2/images/1.jpg', new Uint8Array([2]), 'image/jpeg');
    expect((await store.folders('batch-exports')).sort()).toEqual(['job-1', 'job-2']);
    await store.deleteFolder('batch-exports', 'job-2');
    expect(await store.folders('batch-exports')).toEqual(['job-1']);
    expect(await store.get('batch-exports', 'job-2/images/0.jpg')).toBeUndefined();
    // A folder removed after a write is made again by the next one (by any store on the root).
    await store.put('batch-exports', 'job-3/a.jpg', new Uint8Array([3]), 'image/jpeg');
    await localObjectStore(root).deleteFolder('batch-exports', 'job-3');
    await store.put('batch-exports', 'job-3/a.jpg', new Uint8Array([4]), 'image/jpeg');
    expect((await store.get('batch-exports', 'job-3/a.jpg'))?.bytes).toEqual(new Uint8Array([4]));
    await store.deleteFolder('batch-exports', 'job-3');
    expect(await store.folders('no-such-bucket')).toEqual([]);
  });
});
