import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionOf } from '../../test-support/rejection.ts';
import { DomainError } from '../errors.ts';
import { localObjectStore } from '../storage/object-store.ts';
import { loadReferenceImage, type ReferenceSources } from './reference-image.ts';
import { publicAddressesOnly, safeFetch } from './safe-fetch.ts';

const store = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-ref-')));
const sources: ReferenceSources = { store, publicUrl: 'http://mergepix.test' };
let png: Buffer;
let server: Server;
let base = '';

const failure = (p: Promise<unknown>) => rejectionOf(p, DomainError);

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

  it('refuses SVG, disguised files and unreadable images as unprocessable', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await failure(loadReferenceImage(dataUrl(svg, 'image/svg+xml'), sources))).kind).toBe(
      'unprocessable',
    );
    expect((await failure(loadReferenceImage(dataUrl(Buffer.from('not an image')), sources))).kind).toBe(
      'unprocessable',
    );
    const truncated = png.subarray(0, 40);
    expect((await failure(loadReferenceImage(dataUrl(truncated), sources))).kind).toBe('unprocessable');
  });

  it('refuses more than 10 MB as too large, without decoding it', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await failure(loadReferenceImage(dataUrl(huge), sources))).kind).toBe('too_large');
  });

  it('refuses a decompression bomb (over 25 megapixels) from its header', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const err = await failure(loadReferenceImage(dataUrl(bomb), sources));
    expect(err.kind).toBe('unprocessable');
    expect(err.message).toMatch(/25 megapixels|could not be read/);
  });

  it('caps reference images at 25 megapixels, saying so, and still takes a 24-MP photo', async () => {
    const image = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#246' } })
        .jpeg()
        .toBuffer();
    // 49 MP: under the old 50-MP cap, decoded in full before it was shrunk to 2048 px.
    const err = await failure(loadReferenceImage(dataUrl(await image(7000, 7000), 'image/jpeg'), sources));
    expect([err.kind, err.code]).toEqual(['unprocessable', 'reference_too_many_pixels']);
    expect(err.message).toBe('The reference image has more than 25 megapixels (it has 7000×7000).');
    const photo = await loadReferenceImage(dataUrl(await image(6000, 4000), 'image/jpeg'), sources);
    expect([photo.width, photo.height]).toEqual([2048, 1365]);
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
    expect(missing.kind).toBe('not_found');
  });

  it.each([
    '/storage/v1/object/public/generations/%',
    '/storage/v1/object/public/generations/%ZZ',
    '/storage/v1/object/public/generations/%E0%A4%A',
    '/storage/v1/object/public/%ZZ/x.png',
    'http://mergepix.test/storage/v1/object/public/generations/a%E0%A4%A.png',
  ])('answers 400 for a malformed percent-escape: %s', async (path) => {
    const err = await failure(loadReferenceImage(path, sources));
    expect([err.kind, err.code]).toEqual(['invalid', 'invalid_reference']);
    expect(err.message).toMatch(/malformed %-escape/);
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
    expect(err.kind).toBe('invalid');
    expect(err.message).toMatch(/not reachable/);
  });

  it('fetches a permitted URL, and re-checks the address after a redirect', async () => {
    const ok = await loadReferenceImage(`${base}/ok.png`, { ...sources, policy: onlyTestServer });
    expect(ok.width).toBe(64);
    const redirected = await failure(
      loadReferenceImage(`${base}/to-other`, { ...sources, policy: onlyTestServer }),
    );
    expect(redirected.kind).toBe('invalid');
  });

  it('caps the download size and time', async () => {
    const big = await failure(loadReferenceImage(`${base}/big`, { ...sources, policy: onlyTestServer }));
    expect(big.kind).toBe('too_large');
    await expect(
      safeFetch(`${base}/hang`, { maxBytes: 1000, timeoutMs: 300, policy: onlyTestServer }),
    ).rejects.toMatchObject({
      kind: 'unprocessable',
      message: 'The image URL took too long to answer.',
    });
  });
});

describe('a burst of large reference images', () => {
  const MiB = 1024 * 1024;
  // Child process peak RSS, measured on a 2-core Linux box (glibc, libvips 8.18, ~115 MiB
  // after start-up), before → after the 25-MP cap and the decode gate (five or six runs each):
  // - 60 × 7000×7000 at once: 560-710 MiB → 155-160 MiB (refused from the header now; before,
  //   decoded four at a time, one per libuv thread, 140 MiB of pixels each);
  // - overall, with 20 × 4900×4900 at once after it: 620-740 MiB → 450-470 MiB (two decodes at
  //   a time; glibc keeps freed pixel buffers in per-thread arenas for the next decode).
  //   With the cap but no gate it was ~530 MiB: the gate itself is tested in decode-gate.test.ts.
  const HUGE_BURST_BOUND = 300 * MiB;
  const PEAK_RSS_BOUND = 580 * MiB;

  it(`keeps RSS under ${HUGE_BURST_BOUND / MiB} MiB for 60 49-MP images at once, and under ${PEAK_RSS_BOUND / MiB} MiB with 20 24-MP ones`, {
    timeout: 30_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-burst-'));
    const big = join(dir, 'big.png');
    writeFileSync(
      big,
      await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer(),
    );
    // Just under the cap, with content that does not compress away: a 97×89 noise tile
    // repeated, its blue channel shifting every 16 rows (about 2 MB as PNG).
    const side = 4900;
    const tile = Buffer.from(Array.from({ length: 97 * 89 * 3 }, (_, i) => (i * 2654435761) >>> 24));
    const raw = Buffer.alloc(side * side * 3);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const o = (y * side + x) * 3;
        const t = ((y % 89) * 97 + (x % 97)) * 3;
        raw[o] = tile[t] ?? 0;
        raw[o + 1] = tile[t + 1] ?? 0;
        raw[o + 2] = ((tile[t + 2] ?? 0) + (y >> 4)) & 0xff;
      }
    }
    const near = join(dir, 'near.png');
    writeFileSync(
      near,
      await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
        .png()
        .toBuffer(),
    );

    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const script = fileURLToPath(new URL('../../test-support/reference-burst.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, `${big}:60`, `${near}:20`],
      // libuv's default pool (4 threads) whatever the caller's environment: more threads
      // spread retained memory over more malloc arenas.
      { cwd: root, timeout: 25_000, env: { ...process.env, UV_THREADPOOL_SIZE: '4' } },
    );
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    const [huge, nearCap] = result.bursts;
    expect(huge.peakRss).toBeLessThan(HUGE_BURST_BOUND);
    expect(result.peakRss).toBeLessThan(PEAK_RSS_BOUND);
    // The 49-MP images are refused (422); the 24-MP ones are really decoded and re-encoded.
    expect([huge.outcomes, nearCap.outcomes]).toEqual([{ unprocessable: 60 }, { ok: 20 }]);
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
