import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** A stored object. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** Where images live: local files by default (S3-compatible storage can implement the same). */
export interface ObjectStore {
  put(bucket: string, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(bucket: string, key: string): Promise<StoredObject | undefined>;
  delete(bucket: string, key: string): Promise<void>;
}

const PUBLIC_OBJECT_PATH = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/;

/**
 * The bucket and key a public object path (`/storage/v1/object/public/{bucket}/{key}`) names,
 * each %-decoded once; `'malformed'` when an escape cannot be decoded (`%`, `%ZZ`, a cut UTF-8
 * sequence); undefined when the path is not an object path at all.
 */
export function parsePublicObjectPath(
  path: string,
): { bucket: string; key: string } | 'malformed' | undefined {
  const match = PUBLIC_OBJECT_PATH.exec(path);
  if (!match) return undefined;
  try {
    return { bucket: decodeURIComponent(match[1] ?? ''), key: decodeURIComponent(match[2] ?? '') };
  } catch {
    return 'malformed';
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** True for bucket names and keys we generate: plain segments, no traversal. */
export function isSafeKey(bucket: string, key: string): boolean {
  return SAFE_SEGMENT.test(bucket) && key.split('/').every((s) => SAFE_SEGMENT.test(s) && s !== '..');
}

const TYPE_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Files under `root/{bucket}/{key}`; the content type follows the key's extension. */
export function localObjectStore(root: string): ObjectStore {
  const pathOf = (bucket: string, key: string) => {
    if (!isSafeKey(bucket, key)) throw new Error(`unsafe object key ${bucket}/${key}`);
    const path = normalize(join(root, bucket, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error('object key escapes the store');
    return path;
  };
  return {
    async put(bucket, key, bytes) {
      const path = pathOf(bucket, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(bucket, key) {
      if (!isSafeKey(bucket, key)) return undefined;
      try {
        const bytes = new Uint8Array(await readFile(pathOf(bucket, key)));
        const ext = key.split('.').pop()?.toLowerCase() ?? '';
        return { bytes, contentType: TYPE_BY_EXT[ext] ?? 'application/octet-stream' };
      } catch {
        return undefined;
      }
    },
    async delete(bucket, key) {
      await rm(pathOf(bucket, key), { force: true });
    },
  };
}
