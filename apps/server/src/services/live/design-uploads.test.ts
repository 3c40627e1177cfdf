import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { designUploads, user } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { json, testApp } from '../../test-support/app.ts';
import { signedInUser, type TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { gifGreetingDesign, greetingDesign, uploadPicture } from '../../test-support/designs.ts';
import { startS3Server } from '../../test-support/s3-server.ts';
import { startMaintenance } from '../maintenance/maintenance.ts';
import { localObjectStore, type ObjectStore } from '../storage/object-store.ts';
import { s3ObjectStore } from '../storage/s3-object-store.ts';
import { DESIGN_BASES_BUCKET, DesignUploads, UPLOAD_GRACE_HOURS } from './design-uploads.ts';

const HOUR = 60 * 60 * 1000;
const picture = (color: string) => {
  const canvas = createCanvas(120, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 120, 80);
  return canvas.encodeSync('png');
};

describe.each(testDbKinds())('collecting design uploads on $name', (kind) => {
  const ctx = useDatabase(kind);

  it('deletes uploads no design names once past the grace period, and keeps every one a design uses', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-upload-gc-'));
    const app = testApp(ctx.database, { DATA_DIR: dataDir });
    const store = localObjectStore(join(dataDir, 'objects'));
    const me = await signedInUser(app, `upload-gc-${kind.name}@example.com`);
    const up = (color: string) => uploadPicture(app, me, picture(color));
    const save = async (client: TestClient, body: unknown) => {
      const res = await client.post('/rest/v1/designs', body);
      expect(res.status).toBe(201);
      return (await json(res)).id as string;
    };

    const unused = await up('#111111');
    const replaced = await up('#222222');
    const replacing = await up('#333333');
    const ofDeleted = await up('#444444');
    const publishedOnly = await up('#555555');
    const frame = await up('#666666');
    const edited = await save(me, greetingDesign({ base: { kind: 'upload', path: replaced } }));
    const doomed = await save(me, greetingDesign({ base: { kind: 'upload', path: ofDeleted } }));
    const live = await save(me, greetingDesign({ base: { kind: 'upload', path: publishedOnly } }));
    expect((await me.post(`/rest/v1/designs/${live}/publish`, {})).status).toBe(200);
    await save(me, gifGreetingDesign([frame, null]));
    // All of that happened a day and an hour ago.
    await ctx.database.db
      .update(designUploads)
      .set({ usedAt: new Date(Date.now() - (UPLOAD_GRACE_HOURS + 1) * HOUR) });

    // Now: a base replaced by another upload, a design deleted, a published design's draft
    // moved to a colour (its published version still shows the upload), and a fresh upload.
    const patched = await me.request(`/rest/v1/designs/${edited}`, {
      method: 'PATCH',
      body: { base: { kind: 'upload', path: replacing } },
    });
    expect(patched.status).toBe(200);
    expect((await me.request(`/rest/v1/designs/${doomed}`, { method: 'DELETE' })).status).toBe(204);
    const recoloured = await me.request(`/rest/v1/designs/${live}`, {
      method: 'PATCH',
      body: { base: { kind: 'color', color: '#dc2626' } },
    });
    expect(recoloured.status).toBe(200);
    const fresh = await up('#777777');

    const stored = async (path: string) => (await store.stat(DESIGN_BASES_BUCKET, path)) !== undefined;
    const userId = (await json(await me.request('/auth/v1/user'))).user.id as string;
    const uploads = new DesignUploads(ctx.database.db, store);
    const before = await uploads.used(userId);

    const run = async (at: number) => {
      const maintenance = startMaintenance({
        db: ctx.database.db,
        store,
        env: { GENERATION_RETENTION_DAYS: 90, ANONYMOUS_RETENTION_HOURS: 24 },
        logger: createLogger('silent'),
        firstRunMs: HOUR,
        now: () => at,
      });
      const report = await maintenance.runOnce();
      await maintenance.stop();
      expect(report.errors).toEqual([]);
      return report;
    };

    // Only the upload no design ever used has been unused for the grace period; the others were
    // let go of just now, and their grace period starts now.
    const first = await run(Date.now());
    expect(first.uploads).toBe(1);
    expect(await stored(unused)).toBe(false);
    for (const kept of [replaced, ofDeleted, replacing, publishedOnly, frame, fresh])
      expect(await stored(kept), kept).toBe(true);
    // Collected uploads free their space in the quota.
    expect(await uploads.used(userId)).toBe(before - first.uploadBytes);
    expect(first.uploadBytes).toBeGreaterThan(0);

    // A grace period later, what no design names is gone; what one names stays.
    const later = await run(Date.now() + (UPLOAD_GRACE_HOURS + 1) * HOUR);
    expect(later.uploads).toBe(3);
    for (const gone of [replaced, ofDeleted, fresh]) expect(await stored(gone), gone).toBe(false);
    for (const kept of [replacing, publishedOnly, frame]) expect(await stored(kept), kept).toBe(true);
    // A collected upload cannot be put back into a design.
    const late = await me.post(
      '/rest/v1/designs',
      greetingDesign({ base: { kind: 'upload', path: unused } }),
    );
    expect(late.status).toBe(400);
    expect(await json(late)).toMatchObject({ code: 'invalid_base' });
  });

  it('collects new uploads even while as many as a run takes keep failing to delete', async () => {
    const db = ctx.database.db;
    const local = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-stuck-')));
    const stuck = new Set<string>();
    const store: ObjectStore = {
      ...local,
      delete: async (bucket, key) => {
        if (stuck.has(key)) throw new Error('the disk refused');
        return local.delete(bucket, key);
      },
    };
    const userId = `u-stuck-${Date.now()}`;
    await db.insert(user).values({ id: userId, name: 'T', email: `${userId}@example.com` });
    const uploads = new DesignUploads(db, store);
    const bytes = picture('#654321');
    for (let i = 0; i < 3; i++) stuck.add(await uploads.save(userId, bytes, 'png', 'image/png'));
    const past = new Date(Date.now() + (UPLOAD_GRACE_HOURS + 1) * HOUR);
    expect(await uploads.collect(past, 3)).toMatchObject({ uploads: 0, failed: 3 });
    // A new one, past its grace too: the three that keep failing must not take every turn.
    const fresh = await uploads.save(userId, bytes, 'png', 'image/png');
    await db
      .update(designUploads)
      .set({ usedAt: new Date(0) })
      .where(inArray(designUploads.key, [fresh]));
    expect(await uploads.collect(past, 3)).toMatchObject({ uploads: 1 });
    expect(await store.stat(DESIGN_BASES_BUCKET, fresh)).toBeUndefined();
    // The disk mended: the three go at the next run (and leave no rows to the tests below).
    stuck.clear();
    expect(await uploads.collect(past, 3)).toMatchObject({ uploads: 3, failed: 0 });
  });

  describe.each([
    {
      name: 'local',
      open: async () => ({
        store: localObjectStore(mkdtempSync(join(tmpdir(), 'mp-up-'))),
        close: async () => {},
      }),
    },
    {
      name: 's3',
      open: async () => {
        const server = await startS3Server();
        return { store: s3ObjectStore(server.settings) as ObjectStore, close: server.close };
      },
    },
  ])('on the $name store', (storeKind) => {
    let opened: Awaited<ReturnType<typeof storeKind.open>> | undefined;
    afterAll(() => opened?.close());

    it('counts stored bytes, adopts a file stored before uploads had rows, and never hands out one being collected', async () => {
      opened = await storeKind.open();
      const { store } = opened;
      const db = ctx.database.db;
      const userId = `u-${storeKind.name}-${Date.now()}`;
      await db.insert(user).values({ id: userId, name: 'T', email: `${userId}@example.com` });
      const uploads = new DesignUploads(db, store);
      const bytes = picture('#123456');
      const a = await uploads.save(userId, bytes, 'png', 'image/png');
      expect(await uploads.used(userId)).toBe(bytes.length);
      await expect(uploads.checkQuota(userId, bytes.length + 10, 11)).rejects.toMatchObject({
        code: 'upload_quota_exceeded',
      });
      await uploads.checkQuota(userId, bytes.length + 10, 10);

      // An upload from before the rows: found in the store and counted from its first claim.
      const legacy = `uploads/${userId}/0123456789abcdef01234567.png`;
      await store.put(DESIGN_BASES_BUCKET, legacy, bytes, 'image/png');
      expect(
        await uploads.claim(userId, [a, legacy, `uploads/${userId}/none.png`, 'uploads/other/x.png']),
      ).toEqual(new Set([a, legacy]));
      expect(await uploads.used(userId)).toBe(2 * bytes.length);

      // Marked for collection: no design may take it any more, and the next run finishes it.
      await db
        .update(designUploads)
        .set({ deleting: true })
        .where(inArray(designUploads.key, [a]));
      expect(await uploads.claim(userId, [a])).toEqual(new Set());
      // (Long before any upload of this file: only the marked one qualifies.)
      const report = await uploads.collect(new Date(Date.now() - 1000 * HOUR), 10);
      expect(report).toEqual({ uploads: 1, bytes: bytes.length, failed: 0 });
      expect(await store.stat(DESIGN_BASES_BUCKET, a)).toBeUndefined();
      // Past the grace period and named by no design: collected.
      const later = await uploads.collect(new Date(Date.now() + HOUR), 10);
      expect(later.uploads).toBeGreaterThanOrEqual(1);
      expect(await store.stat(DESIGN_BASES_BUCKET, legacy)).toBeUndefined();
      expect(await uploads.used(userId)).toBe(0);

      // One stored before uploads had rows and never used: found by the maintenance's listing,
      // counted, and collected a grace period after it was written.
      const forgotten = `uploads/${userId}/fedcba9876543210fedcba98.png`;
      await store.put(DESIGN_BASES_BUCKET, forgotten, bytes, 'image/png');
      expect(await uploads.adoptStored()).toBe(1);
      expect(await uploads.adoptStored()).toBe(0);
      expect(await uploads.used(userId)).toBe(bytes.length);
      expect((await uploads.collect(new Date(Date.now() - HOUR), 10)).uploads).toBe(0);
      await uploads.collect(new Date(Date.now() + (UPLOAD_GRACE_HOURS + 1) * HOUR), 10);
      expect(await store.stat(DESIGN_BASES_BUCKET, forgotten)).toBeUndefined();
      expect(await uploads.used(userId)).toBe(0);
    });
  });
});
