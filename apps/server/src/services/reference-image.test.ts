import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../middleware/errors.ts';
import { localObjectStore } from './object-store.ts';
import { loadReferenceImage, type ReferenceSources } from './reference-image.ts';
import { publicAddressesOnly, safeFetch } from './safe-fetch.ts';

const store = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-ref-')));
const sources: ReferenceSources = { store, publicUrl: 'http://mergepix.test' };
let png: Buffer;
let server: Server;
let base = '';

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/ok.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/to-other') return res.writeHead(302, { location: 'http://127.0.0.2:9/x.png' }).end();
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < 11; i++) res.write(chunk);
      return res.end();
    }
    if (req.url === '/hang') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
// Only this test server's address counts as "public" here.
const onlyTestServer = (address: string) => address === '127.0.0.1';

describe('loadReferenceImage', () => {
  it('accepts a PNG data URL and re-encodes it', async () => {
    const image = await loadReferenceImage(dataUrl(png), sources);
    expect(image).toMatchObject({ width: 64, height: 48, contentType: 'image/jpeg' });
    expect(image.bytes.equals(png)).toBe(false);
    expect((await sharp(image.bytes).metadata()).format).toBe('jpeg');
  });

  it('refuses SVG, disguised files and unreadable images with 422', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await failure(loadReferenceImage(dataUrl(svg, 'image/svg+xml'), sources))).status).toBe(422);
    expect((await failure(loadReferenceImage(dataUrl(Buffer.from('not an image')), sources))).status).toBe(
      422,
    );
    const truncated = png.subarray(0, 40);
    expect((await failure(loadReferenceImage(dataUrl(truncated), sources))).status).toBe(422);
  });

  it('refuses more than 10 MB with 413 without decoding it', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await failure(loadReferenceImage(dataUrl(huge), sources))).status).toBe(413);
  });

  it('refuses a decompression bomb (over 50 megapixels) from its header', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const err = await failure(loadReferenceImage(dataUrl(bomb), sources));
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/50 megapixels|could not be read/);
  });

  it('reads our own stored images from storage, by path or by public URL', async () => {
    await store.put('generations', 'a/b.png', png, 'image/png');
    expect((await loadReferenceImage('/storage/v1/object/public/generations/a/b.png', sources)).width).toBe(
      64,
    );
    const absolute = 'http://mergepix.test/storage/v1/object/public/generations/a/b.png';
    expect((await loadReferenceImage(absolute, sources)).height).toBe(48);
    const missing = await failure(
      loadReferenceImage('/storage/v1/object/public/generations/none.png', sources),
    );
    expect(missing.status).toBe(404);
  });

  it.each([
    'http://127.0.0.1/x.png',
    'http://localhost/x.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.7/x.png',
    'http://192.168.1.1/x.png',
    'http://[::1]/x.png',
    'http://[::ffff:127.0.0.1]/x.png',
    'http://0.0.0.0/x.png',
  ])('refuses the non-public address %s', async (url) => {
    const err = await failure(loadReferenceImage(url, sources));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/not reachable/);
  });

  it('fetches a permitted URL, and re-checks the address after a redirect', async () => {
    const ok = await loadReferenceImage(`${base}/ok.png`, { ...sources, policy: onlyTestServer });
    expect(ok.width).toBe(64);
    const redirected = await failure(
      loadReferenceImage(`${base}/to-other`, { ...sources, policy: onlyTestServer }),
    );
    expect(redirected.status).toBe(400);
  });

  it('caps the download size and time', async () => {
    const big = await failure(loadReferenceImage(`${base}/big`, { ...sources, policy: onlyTestServer }));
    expect(big.status).toBe(413);
    await expect(
      safeFetch(`${base}/hang`, { maxBytes: 1000, timeoutMs: 300, policy: onlyTestServer }),
    ).rejects.toMatchObject({
      status: 504,
    });
  });
});

describe('publicAddressesOnly', () => {
  it('allows public unicast and refuses special ranges', () => {
    expect(publicAddressesOnly('93.184.216.34')).toBe(true);
    expect(publicAddressesOnly('2606:4700:4700::1111')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'nonsense',
    ]) {
      expect(publicAddressesOnly(a)).toBe(false);
    }
  });
});
