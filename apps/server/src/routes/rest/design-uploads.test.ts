import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESIGN_BASES_BUCKET } from '../../services/live/designs.ts';
import { localObjectStore } from '../../services/storage/object-store.ts';
import { json, TEST_ORIGIN, testApp } from '../../test-support/app.ts';
import { signedInUser, type TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { photoPixels, withMetadata } from '../../test-support/upload-images.ts';

type App = ReturnType<typeof testApp>;

const upload = (app: App, client: TestClient, body: Buffer) =>
  app.request('/rest/v1/designs/uploads', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      Origin: TEST_ORIGIN,
      Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: new Uint8Array(body),
  });

describe.each(testDbKinds())('design uploads on $name', (kind) => {
  const db = useDatabase(kind);
  const setup = (env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-uploads-'));
    const app = testApp(db.database, { DATA_DIR: dataDir, ...env });
    return { app, store: localObjectStore(join(dataDir, 'objects')) };
  };

  it('keeps an upload in its own format, upright and without EXIF, ICC or XMP; a WebP stays a small WebP', async () => {
    const { app, store } = setup();
    const me = await signedInUser(app, `uploads-format-${kind.name}@example.com`);
    for (const [format, alpha] of [
      ['webp', true],
      ['webp', false],
      ['jpeg', false],
      ['png', true],
    ] as const) {
      const sent = await withMetadata(photoPixels(600, 400, alpha), format);
      const res = await upload(app, me, sent);
      expect(res.status, format).toBe(201);
      const { path, width, height } = await json(res);
      // Orientation 6 is applied: the 600×400 picture stands 400×600.
      expect({ width, height }).toEqual({ width: 400, height: 600 });
      expect(path).toMatch(new RegExp(`\\.${format === 'jpeg' ? 'jpg' : format}$`));
      const stored = (await store.get(DESIGN_BASES_BUCKET, path))?.bytes;
      if (!stored) throw new Error(`${path} was not stored`);
      const meta = await sharp(stored).metadata();
      expect(meta.format, format).toBe(format);
      expect(meta.hasAlpha).toBe(alpha);
      expect(meta).toMatchObject({ width: 400, height: 600 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(stored).includes('Secret Photographer')).toBe(false);
      if (format === 'webp') {
        // What it was stored as before: a lossless PNG of the same pixels, several times larger.
        const asPng = await sharp(stored).png().toBuffer();
        expect(stored.length).toBeLessThan(asPng.length / 2);
        expect(stored.length).toBeLessThan(sent.length * 1.5);
      }
    }
  });

  it('keeps an animated WebP as its first frame, a still WebP', async () => {
    const { app, store } = setup();
    const me = await signedInUser(app, `uploads-animated-${kind.name}@example.com`);
    const [w, h, frames] = [120, 80, 3];
    const pixels = Buffer.alloc(w * h * frames * 4);
    for (let i = 0; i < w * h * frames; i++) {
      pixels[i * 4] = Math.floor(i / (w * h)) * 120;
      pixels[i * 4 + 3] = 255;
    }
    const animated = await sharp(pixels, {
      raw: { width: w, height: h * frames, channels: 4, pageHeight: h },
    })
      .webp({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(frames);
    const res = await upload(app, me, animated);
    expect(res.status).toBe(201);
    const { path, width, height } = await json(res);
    expect({ width, height }).toEqual({ width: w, height: h });
    const stored = (await store.get(DESIGN_BASES_BUCKET, path))?.bytes;
    if (!stored) throw new Error(`${path} was not stored`);
    const meta = await sharp(stored, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: w, height: h });
    expect(meta.pages ?? 1).toBe(1);
    // The first frame's colour (red 0), not a later one's.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(20);
  });

  it('refuses an upload past the account quota with how much is used, and counts only stored uploads', async () => {
    const { app } = setup({ DESIGN_UPLOAD_QUOTA_MB: '1' });
    const me = await signedInUser(app, `uploads-quota-${kind.name}@example.com`);
    const other = await signedInUser(app, `uploads-quota-other-${kind.name}@example.com`);
    // About 0.7 MB stored each: grain at JPEG quality 90.
    const picture = await photoPixels(1900, 1400, false, 7).jpeg({ quality: 95 }).toBuffer();
    const first = await upload(app, me, picture);
    expect(first.status).toBe(201);
    const refused = await upload(app, me, picture);
    expect(refused.status).toBe(403);
    const body = await json(refused);
    expect(body).toMatchObject({ code: 'upload_quota_exceeded' });
    expect(body.error).toMatch(
      /^Your uploaded pictures use \d+(\.\d)? MB of your 1 MB upload space, and this one needs/,
    );
    expect(body.details.quotaBytes).toBe(1024 * 1024);
    expect(body.details.usedBytes).toBeGreaterThan(300_000);
    // Another account has its own space; an unlimited quota (0) refuses nothing.
    expect((await upload(app, other, picture)).status).toBe(201);
    const unlimited = setup({ DESIGN_UPLOAD_QUOTA_MB: '0' });
    const free = await signedInUser(unlimited.app, `uploads-free-${kind.name}@example.com`);
    for (let i = 0; i < 3; i++) expect((await upload(unlimited.app, free, picture)).status).toBe(201);
  });
});
