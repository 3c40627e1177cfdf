import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test-support/s3-server.ts';
import { localObjectStore, type ObjectStore } from './object-store.ts';
import { s3ObjectStore } from './s3-object-store.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Each store under test, made once for its describe block. */
const kinds: { name: string; open(): Promise<{ store: ObjectStore; close(): Promise<void> }> }[] = [
  {
    name: 'local',
    open: async () => ({
      store: localObjectStore(mkdtempSync(join(tmpdir(), 'mp-store-'))),
      close: async () => {},
    }),
  },
  {
    name: 's3',
    async open() {
      const server = await startS3Server();
      // Two keys a listing page, so folders and deleteFolder must follow continuation tokens.
      return { store: s3ObjectStore(server.settings, { pageSize: 2 }), close: server.close };
    },
  },
];

describe.each(kinds)('$name object store', (kind) => {
  let store: ObjectStore;
  let close = async () => {};
  beforeAll(async () => {
    ({ store, close } = await kind.open());
  });
  afterAll(() => close());

  it('stores bytes and gives them back with their content type; a missing key is undefined', async () => {
    await store.put('generations', 'u1/a.png', PNG, 'image/png');
    await store.put('generations', 'u1/b.zip', new Uint8Array([1, 2]), 'application/zip');
    expect(await store.get('generations', 'u1/a.png')).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect((await store.get('generations', 'u1/b.zip'))?.contentType).toBe('application/zip');
    expect(await store.get('generations', 'u1/none.png')).toBeUndefined();
    expect(await store.get('no-such-bucket', 'u1/a.png')).toBeUndefined();
    expect(await store.read('generations', 'u1/none.png')).toBeUndefined();
  });

  it('refuses keys it would not generate: reads find nothing, writes throw', async () => {
    for (const [bucket, key] of [
      ['generations', '../escape.png'],
      ['generations', 'u1/../../x.png'],
      ['..', 'x.png'],
      ['generations', '/abs.png'],
      ['generations', 'a//b.png'],
    ] as const) {
      expect(await store.get(bucket, key)).toBeUndefined();
      expect(await store.read(bucket, key)).toBeUndefined();
      await expect(store.put(bucket, key, PNG, 'image/png')).rejects.toThrow(/unsafe/);
      await expect(store.delete(bucket, key)).rejects.toThrow(/unsafe/);
    }
    await expect(store.deleteFolder('generations', '..')).rejects.toThrow(/unsafe/);
    const source = join(mkdtempSync(join(tmpdir(), 'mp-src-')), 'x.zip');
    writeFileSync(source, 'x');
    await expect(store.putFile('batch-exports', '../x.zip', source, 'application/zip')).rejects.toThrow();
    expect(existsSync(source)).toBe(true);
    expect(await store.folders('..')).toEqual([]);
  });

  it('stores a local file by moving it, and streams it back byte-exact with its size', async () => {
    // ~3 MB of noise: many stream chunks each way, and no compression to hide a corrupted body.
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const source = join(mkdtempSync(join(tmpdir(), 'mp-src-')), 'export.zip');
    writeFileSync(source, bytes);
    await store.putFile('batch-exports', 'job-1/export.zip', source, 'application/zip');
    expect(existsSync(source)).toBe(false);
    const read = await store.read('batch-exports', 'job-1/export.zip');
    expect(read).toMatchObject({ size: bytes.length, contentType: 'application/zip' });
    const back = Buffer.from(await new Response(read?.stream).arrayBuffer());
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
  });

  it("says an object's size, type and ETag without reading it, and streams one byte range of it", async () => {
    const bytes = randomBytes(70_000);
    await store.put('generations', 'u3/r.webp', bytes, 'image/webp');
    const info = await store.stat('generations', 'u3/r.webp');
    expect(info).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    expect(info?.etag).toMatch(/^"[^"]+"$/);
    expect(await store.stat('generations', 'u3/none.webp')).toBeUndefined();
    expect(await store.stat('generations', '../u3/r.webp')).toBeUndefined();
    const part = await store.read('generations', 'u3/r.webp', { start: 1000, end: 65_999 });
    expect(part?.size).toBe(65_000);
    const back = Buffer.from(await new Response(part?.stream).arrayBuffer());
    expect(back.equals(bytes.subarray(1000, 66_000))).toBe(true);
  });

  it('deletes everything under a folder and nothing else, over several listing pages', async () => {
    const one = new Uint8Array([1]);
    for (let i = 0; i < 7; i++) await store.put('batch-exports', `job-2/images/${i}.jpg`, one, 'image/jpeg');
    await store.put('batch-exports', 'job-2/recipients.csv', one, 'text/csv; charset=utf-8');
    // Neighbours that share a prefix string, or the folder name in another bucket, stay.
    await store.put('batch-exports', 'job-2b/images/0.jpg', one, 'image/jpeg');
    await store.put('batch-exports', 'job-2.jpg', one, 'image/jpeg');
    await store.put('generations', 'job-2/0.jpg', one, 'image/jpeg');
    await store.deleteFolder('batch-exports', 'job-2');
    for (let i = 0; i < 7; i++)
      expect(await store.get('batch-exports', `job-2/images/${i}.jpg`)).toBeUndefined();
    expect(await store.get('batch-exports', 'job-2/recipients.csv')).toBeUndefined();
    expect(await store.get('batch-exports', 'job-2b/images/0.jpg')).toBeDefined();
    expect(await store.get('batch-exports', 'job-2.jpg')).toBeDefined();
    expect(await store.get('generations', 'job-2/0.jpg')).toBeDefined();
    // A folder that is not there is already deleted.
    await store.deleteFolder('batch-exports', 'job-none');
  });

  it('lists the folders at the top of a bucket (not files, not deeper folders)', async () => {
    const one = new Uint8Array([1]);
    // f-3 holds a file of its own too: s3rver misses a folder whose objects are all deeper.
    for (const key of [
      'f-1/a.jpg',
      'f-1/deep/b.jpg',
      'f-2/a.jpg',
      'f-3/a.jpg',
      'f-3/x/y/z.jpg',
      'f-4/a.jpg',
      'top.jpg',
    ])
      await store.put('listing', key, one, 'image/jpeg');
    expect((await store.folders('listing')).sort()).toEqual(['f-1', 'f-2', 'f-3', 'f-4']);
    await store.deleteFolder('listing', 'f-2');
    expect((await store.folders('listing')).sort()).toEqual(['f-1', 'f-3', 'f-4']);
    expect(await store.folders('no-such-bucket')).toEqual([]);
  });

  it('lists every object under a folder, at any depth, with its size and time, page by page', async () => {
    const since = Date.now() - 60_000;
    for (const [key, n] of [
      ['l-1/a.png', 1],
      ['l-1/u/b.png', 2],
      ['l-1/u/v/c.png', 3],
      ['l-2/d.png', 4],
    ] as const)
      await store.put('listing-2', key, new Uint8Array(n), 'image/png');
    const found = [];
    for await (const page of store.list('listing-2', 'l-1')) found.push(...page);
    expect(found.map((o) => [o.key, o.size]).sort()).toEqual([
      ['l-1/a.png', 1],
      ['l-1/u/b.png', 2],
      ['l-1/u/v/c.png', 3],
    ]);
    for (const o of found) expect(o.modifiedAt.getTime()).toBeGreaterThan(since);
    const none = [];
    for await (const page of store.list('listing-2', 'l-none')) none.push(...page);
    expect(none).toEqual([]);
  });

  it('deletes one object; deleting a missing one is fine', async () => {
    await store.put('generations', 'u2/a.png', PNG, 'image/png');
    await store.delete('generations', 'u2/a.png');
    expect(await store.get('generations', 'u2/a.png')).toBeUndefined();
    await store.delete('generations', 'u2/a.png');
    await store.delete('generations', 'never/was.png');
  });

  it('answers ping when reachable', async () => {
    await expect(store.ping?.()).resolves.toBeUndefined();
  });
});

describe('localObjectStore', () => {
  const root = mkdtempSync(join(tmpdir(), 'mp-store-'));
  const store = localObjectStore(root);

  it('lists the folders of a bucket and deletes one with everything in it', async () => {
    await store.put('batch-exports', 'job-1/export.zip', new Uint8Array([0]), 'application/zip');
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

  it('takes its content type from the key, and pings by making its root', async () => {
    const fresh = localObjectStore(join(root, 'later', 'objects'));
    await fresh.ping?.();
    expect(existsSync(join(root, 'later', 'objects'))).toBe(true);
    await fresh.put('b', 'x/a.webp', new Uint8Array([1]), 'image/png');
    expect((await fresh.get('b', 'x/a.webp'))?.contentType).toBe('image/webp');
    // A root under a plain file can never be made.
    writeFileSync(join(root, 'plain-file'), 'x');
    await expect(localObjectStore(join(root, 'plain-file', 'objects')).ping?.()).rejects.toThrow();
  });
});
