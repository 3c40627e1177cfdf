import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';

/** A stored object. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** What a store knows of an object without reading it. */
export interface ObjectInfo {
  /** Bytes. */
  size: number;
  contentType: string;
  /** A strong validator (quoted), the same for as long as the object is unchanged. */
  etag: string;
}

/** An object found by a listing. */
export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** A part of an object: byte positions, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored object read as a stream (large files are never held in memory whole). */
export interface ObjectStream {
  /** Bytes in the stream (the range's, when one was asked), when the store says (S3 may not for some answers). */
  size?: number;
  contentType: string;
  stream: ReadableStream<Uint8Array>;
}

/** Where images live: local files by default (S3-compatible storage can implement the same). */
export interface ObjectStore {
  put(bucket: string, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(bucket: string, key: string): Promise<StoredObject | undefined>;
  delete(bucket: string, key: string): Promise<void>;
  /** Stores a local file (moved when it can be; never read into memory whole). */
  putFile(bucket: string, key: string, path: string, contentType: string): Promise<void>;
  /** Reads an object, or the range of it asked for (within its size), as a stream. */
  read(bucket: string, key: string, range?: ByteRange): Promise<ObjectStream | undefined>;
  /** An object's size, type and validator, without reading it; undefined when missing. */
  stat(bucket: string, key: string): Promise<ObjectInfo | undefined>;
  /** Deletes every object under `folder/`. */
  deleteFolder(bucket: string, folder: string): Promise<void>;
  /** The folders at the top of a bucket. */
  folders(bucket: string): Promise<string[]>;
  /** Every object under `folder/` (at any depth), a page (up to 1000) at a time. */
  list(bucket: string, folder: string): AsyncIterable<ListedObject[]>;
  /** Resolves when the storage can be reached (readiness: local files, a writable root; S3, HeadBucket); rejects otherwise. */
  ping?(): Promise<void>;
}

/** Batch exports: recipients' names and images, so never served by the public storage route. */
export const BATCH_BUCKET = 'batch-exports';
/** Buckets the public storage route refuses. */
export const PRIVATE_BUCKETS: ReadonlySet<string> = new Set([BATCH_BUCKET]);

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
  zip: 'application/zip',
  csv: 'text/csv; charset=utf-8',
};

/** The content type a key's extension implies (octet-stream for anything else). */
export const typeOf = (key: string): string =>
  TYPE_BY_EXT[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Files under `root/{bucket}/{key}`; the content type follows the key's extension. */
export function localObjectStore(root: string): ObjectStore {
  const pathOf = (bucket: string, key: string) => {
    if (!isSafeKey(bucket, key)) throw new Error(`unsafe object key ${bucket}/${key}`);
    const path = normalize(join(root, bucket, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error('object key escapes the store');
    return path;
  };
  const made = new Set<string>();
  return {
    async put(bucket, key, bytes) {
      const path = pathOf(bucket, key);
      const dir = dirname(path);
      // Folders made before are not made again (a batch export writes thousands of files into
      // one); one removed since is made again when the write says so.
      if (!made.has(dir)) await mkdir(dir, { recursive: true });
      try {
        await writeFile(path, bytes);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await mkdir(dir, { recursive: true });
        await writeFile(path, bytes);
      }
      if (made.size > 10_000) made.clear();
      made.add(dir);
    },
    async get(bucket, key) {
      if (!isSafeKey(bucket, key)) return undefined;
      try {
        const bytes = new Uint8Array(await readFile(pathOf(bucket, key)));
        return { bytes, contentType: typeOf(key) };
      } catch {
        return undefined;
      }
    },
    async delete(bucket, key) {
      await rm(pathOf(bucket, key), { force: true });
    },
    async putFile(bucket, key, path) {
      const target = pathOf(bucket, key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(path, target);
      } catch (err) {
        // Another file system: copy, then remove the original.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(path, target);
        await rm(path, { force: true });
      }
    },
    async read(bucket, key, range) {
      if (!isSafeKey(bucket, key)) return undefined;
      const path = pathOf(bucket, key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const file = createReadStream(path, range ? { start: range.start, end: range.end } : {});
      const stream = Readable.toWeb(file) as ReadableStream<Uint8Array>;
      const size = range ? Math.max(0, Math.min(range.end, info.size - 1) - range.start + 1) : info.size;
      return { size, contentType: typeOf(key), stream };
    },
    async stat(bucket, key) {
      if (!isSafeKey(bucket, key)) return undefined;
      const info = await stat(pathOf(bucket, key)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      // Keys are never rewritten in place, so size and modification time identify the bytes.
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      return { size: info.size, contentType: typeOf(key), etag };
    },
    async deleteFolder(bucket, folder) {
      await rm(pathOf(bucket, folder), { recursive: true, force: true });
    },
    async folders(bucket) {
      if (!isSafeKey(bucket, 'x')) return [];
      const entries = await readdir(join(root, bucket), { withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isDirectory()).map((e) => e.name);
    },
    async *list(bucket, folder) {
      const start = pathOf(bucket, folder);
      let page: ListedObject[] = [];
      const walk = async function* (dir: string): AsyncGenerator<ListedObject[]> {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(path);
          else if (entry.isFile()) {
            const info = await stat(path).catch(() => undefined);
            if (!info) continue;
            const key = path
              .slice(join(root, bucket).length + 1)
              .split(sep)
              .join('/');
            page.push({ key, size: info.size, modifiedAt: info.mtime });
            if (page.length >= 1000) {
              yield page;
              page = [];
            }
          }
        }
      };
      yield* walk(start);
      if (page.length) yield page;
    },
    async ping() {
      // The root is made by the first write anyway; a read-only or missing disk fails here.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
