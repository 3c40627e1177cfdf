import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../env.ts';
import { type ByteRange, isSafeKey, type ObjectStore, typeOf } from './object-store.ts';

/** Knobs for tests and tuning; the defaults suit production. */
export interface S3StoreOptions {
  /** Keys per ListObjectsV2 page (S3's own maximum is 1000). */
  pageSize?: number;
  /** Milliseconds to open a connection. */
  connectionTimeoutMs?: number;
  /** Milliseconds a request may take up to its response headers (uploads of files excepted). */
  requestTimeoutMs?: number;
  /** Milliseconds a connection may sit idle mid-request (also guards file uploads and body reads). */
  idleTimeoutMs?: number;
  /** Milliseconds `ping` waits, retries included. */
  pingTimeoutMs?: number;
}

/** An S3 client for these settings: timeouts that reject, and no checksums the server did not ask for. */
export function s3Client(settings: S3Settings, opts: S3StoreOptions = {}): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Since 3.729 the SDK adds CRC32 checksums to every upload and sends streamed bodies with
    // aws-chunked encoding, which MinIO versions, R2 and local servers refuse or store garbled.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Options for the SDK's own NodeHttpHandler (the package is only a transitive dependency).
    // Without throwOnRequestTimeout a breached requestTimeout is only logged.
    requestHandler: {
      connectionTimeout: opts.connectionTimeoutMs ?? 5_000,
      requestTimeout: opts.requestTimeoutMs ?? 30_000,
      throwOnRequestTimeout: true,
      socketTimeout: opts.idleTimeoutMs ?? 30_000,
    },
  });
}

const errorName = (err: unknown) => (err as { name?: string }).name;
const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A missing object (a missing bucket is a setup mistake and throws). */
const isMissing = (err: unknown) =>
  errorName(err) === 'NoSuchKey' || (statusOf(err) === 404 && errorName(err) !== 'NoSuchBucket');

/**
 * Objects in one real S3 bucket: the store's bucket argument is the first key segment
 * (`{bucket}/{key}`), so every logical bucket shares one set of credentials and one lifecycle.
 */
export function s3ObjectStore(
  settings: S3Settings,
  opts: S3StoreOptions = {},
): ObjectStore & { client: S3Client } {
  const client = s3Client(settings, opts);
  const Bucket = settings.bucket;
  const pageSize = Math.min(Math.max(opts.pageSize ?? 1000, 1), 1000);
  const keyOf = (bucket: string, key: string) => {
    if (!isSafeKey(bucket, key)) throw new Error(`unsafe object key ${bucket}/${key}`);
    return `${bucket}/${key}`;
  };

  /** Every page of a listing under `prefix`. */
  async function* pages(prefix: string, delimiter?: string): AsyncGenerator<ListObjectsV2CommandOutput> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket,
          Prefix: prefix,
          MaxKeys: pageSize,
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const getObject = async (bucket: string, key: string, range?: ByteRange) => {
    if (!isSafeKey(bucket, key)) return undefined;
    try {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      return await client.send(new GetObjectCommand({ Bucket, Key: keyOf(bucket, key), Range }));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  };

  return {
    client,
    async put(bucket, key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(bucket, key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(bucket, key) {
      const object = await getObject(bucket, key);
      if (!object?.Body) return undefined;
      const bytes = await object.Body.transformToByteArray();
      return { bytes, contentType: object.ContentType ?? typeOf(key) };
    },
    async delete(bucket, key) {
      // S3 answers 204 for a key that is not there.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(bucket, key) }));
    },
    async putFile(bucket, key, path, contentType) {
      const Key = keyOf(bucket, key);
      const { size } = await stat(path);
      const body = createReadStream(path);
      try {
        // Streamed with its length up front: no multipart, no whole file in memory. The whole-request
        // cap is off (a large ZIP on a slow link takes as long as it takes); the idle timeout stays.
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: size, ContentType: contentType }),
          { requestTimeout: 0 },
        );
      } finally {
        body.destroy();
      }
      // The local store moves the file, so callers expect it gone.
      await rm(path, { force: true });
    },
    async read(bucket, key, range) {
      const object = await getObject(bucket, key, range);
      if (!object?.Body) return undefined;
      return {
        ...(object.ContentLength === undefined ? {} : { size: object.ContentLength }),
        contentType: object.ContentType ?? typeOf(key),
        stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    },
    async stat(bucket, key) {
      if (!isSafeKey(bucket, key)) return undefined;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(bucket, key) }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? typeOf(key),
          etag: head.ETag ?? `"${head.ContentLength ?? 0}-${head.LastModified?.getTime() ?? 0}"`,
        };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async deleteFolder(bucket, folder) {
      const prefix = `${keyOf(bucket, folder)}/`;
      const deleteBatch = async (keys: string[]) => {
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code} ${failed.Message ?? ''}`);
      };
      // Deleting while paging is safe: a continuation token names the last key listed, not a position.
      let keys: string[] = [];
      for await (const page of pages(prefix)) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        if (keys.length >= 1000) {
          await deleteBatch(keys.slice(0, 1000));
          keys = keys.slice(1000);
        }
      }
      for (let i = 0; i < keys.length; i += 1000) await deleteBatch(keys.slice(i, i + 1000));
    },
    async folders(bucket) {
      if (!isSafeKey(bucket, 'x')) return [];
      const prefix = `${bucket}/`;
      const names: string[] = [];
      for await (const page of pages(prefix, '/'))
        for (const common of page.CommonPrefixes ?? [])
          if (common.Prefix) names.push(common.Prefix.slice(prefix.length).replace(/\/$/, ''));
      return names;
    },
    async *list(bucket, folder) {
      const prefix = `${keyOf(bucket, folder)}/`;
      for await (const page of pages(prefix)) {
        const objects = (page.Contents ?? []).flatMap((o) =>
          o.Key
            ? [
                {
                  key: o.Key.slice(bucket.length + 1),
                  size: o.Size ?? 0,
                  modifiedAt: o.LastModified ?? new Date(0),
                },
              ]
            : [],
        );
        if (objects.length) yield objects;
      }
    },
    async ping() {
      // Bounded as a whole: retries against a black-holed address would otherwise add up.
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(opts.pingTimeoutMs ?? 5_000),
      });
    },
  };
}
