import { mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../env.ts';
import { startS3Server } from '../../test-support/s3-server.ts';
import { objectStoreFromEnv } from './object-store-env.ts';
import { s3ObjectStore } from './s3-object-store.ts';

describe('s3ObjectStore against a local S3 server', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  it('keeps the content type it was given, whatever the extension says', async () => {
    const store = s3ObjectStore(server.settings);
    await store.put('generations', 'u/blob', new Uint8Array([1]), 'image/webp');
    expect((await store.get('generations', 'u/blob'))?.contentType).toBe('image/webp');
    expect((await store.read('generations', 'u/blob'))?.contentType).toBe('image/webp');
  });

  it('uploads a file as one plain body: its length up front, no checksum trailer, no aws-chunked', async () => {
    const store = s3ObjectStore(server.settings);
    const sent: Record<string, string>[] = [];
    store.client.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    const source = join(mkdtempSync(join(tmpdir(), 'mp-src-')), 'a.zip');
    writeFileSync(source, Buffer.alloc(200_000, 7));
    await store.putFile('batch-exports', 'j/a.zip', source, 'application/zip');
    const headers = sent.at(-1) ?? {};
    expect(headers['content-length']).toBe('200000');
    expect(headers['content-encoding']).toBeUndefined();
    expect(
      Object.keys(headers).filter((h) => h.startsWith('x-amz-checksum') || h === 'x-amz-trailer'),
    ).toEqual([]);
  });

  it('throws (not undefined) when the bucket itself is missing: a setup mistake, not a missing image', async () => {
    const store = s3ObjectStore({ ...server.settings, bucket: 'mp-no-such-bucket' });
    await expect(store.get('generations', 'u/a.png')).rejects.toThrow();
    await expect(store.ping?.()).rejects.toThrow();
  });
});

describe('s3ObjectStore with nothing listening', () => {
  const settings: S3Settings = {
    bucket: 'mp-test',
    endpoint: 'http://127.0.0.1:1',
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    forcePathStyle: true,
  };

  it('rejects ping and reads within seconds instead of hanging', async () => {
    const store = s3ObjectStore(settings);
    const started = Date.now();
    await expect(store.ping?.()).rejects.toThrow();
    await expect(store.get('generations', 'u/a.png')).rejects.toThrow();
    await expect(store.read('generations', 'u/a.png')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('bounds ping and reads when the server accepts but never answers', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const hanging = { ...settings, endpoint: `http://127.0.0.1:${port}` };
      const store = s3ObjectStore(hanging, { pingTimeoutMs: 500, requestTimeoutMs: 300 });
      let started = Date.now();
      await expect(store.ping?.()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
      // The request timeout rejects (by default the SDK would only log it); three attempts.
      started = Date.now();
      await expect(store.get('generations', 'u/a.png')).rejects.toThrow(/requestTimeout/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('objectStoreFromEnv', () => {
  it('is the S3 store when S3 settings are given, else local files under the data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-data-'));
    const local = objectStoreFromEnv({ dataDir });
    expect('client' in local).toBe(false);
    await local.put('b', 'k/a.png', new Uint8Array([1]), 'image/png');
    expect(await objectStoreFromEnv({ dataDir }).get('b', 'k/a.png')).toBeDefined();
    const s3 = objectStoreFromEnv({
      dataDir,
      s3: { bucket: 'mp-x', region: 'us-east-1', forcePathStyle: true },
    });
    expect('client' in s3).toBe(true);
  });
});
