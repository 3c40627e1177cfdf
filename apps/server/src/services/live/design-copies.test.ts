import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { designSchema } from '@mergepix/core';
import { afterAll, describe, expect, it } from 'vitest';
import { designs, user } from '../../db/schema.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { greetingDesign } from '../../test-support/designs.ts';
import { startS3Server } from '../../test-support/s3-server.ts';
import { localObjectStore, type ObjectStore } from '../storage/object-store.ts';
import { s3ObjectStore } from '../storage/s3-object-store.ts';
import { collectBaseCopies } from './design-copies.ts';
import { DESIGN_BASES_BUCKET } from './design-uploads.ts';

const HOUR = 60 * 60 * 1000;
const ONE = new Uint8Array([1]);

describe.each(testDbKinds())('design base copies on $name', (kind) => {
  const ctx = useDatabase(kind);
  let closeS3 = async () => {};
  afterAll(() => closeS3());

  it.each(['local', 's3'])(
    'deletes, past the grace period, the copies no design names (%s store)',
    async (which) => {
      let store: ObjectStore = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-copies-')));
      if (which === 's3') {
        const server = await startS3Server();
        closeS3 = server.close;
        store = s3ObjectStore(server.settings);
      }
      const db = ctx.database.db;
      const userId = randomUUID();
      await db.insert(user).values({ id: userId, name: 'T', email: `${userId}@example.com` });
      const id = randomUUID();
      const design = designSchema.parse(greetingDesign());
      await db.insert(designs).values({
        id,
        userId,
        name: 'D',
        publicId: randomUUID().slice(0, 16),
        draft: { design, baseKey: `${id}/draft.png`, segmentKeys: [null, `${id}/segment.png`] },
        published: { design, baseKey: `${id}/published.png`, segmentKeys: [`${id}/published-segment.png`] },
      });
      const gone = randomUUID();
      const segments = [`${id}/segment.png`, `${id}/published-segment.png`];
      for (const key of [
        `${id}/draft.png`,
        `${id}/published.png`,
        ...segments,
        `${id}/replaced.png`,
        `${gone}/base.png`,
      ])
        await store.put(DESIGN_BASES_BUCKET, key, ONE, 'image/png');
      await store.put(
        DESIGN_BASES_BUCKET,
        `uploads/${userId}/0123456789abcdef01234567.png`,
        ONE,
        'image/png',
      );
      const there = async (key: string) => (await store.stat(DESIGN_BASES_BUCKET, key)) !== undefined;

      // Within the grace period nothing goes: a copy is written just before its design row.
      expect(await collectBaseCopies(db, store, new Date(Date.now() - HOUR))).toBe(0);
      expect(await collectBaseCopies(db, store, new Date(Date.now() + HOUR))).toBe(2);
      expect(await there(`${id}/draft.png`)).toBe(true);
      expect(await there(`${id}/published.png`)).toBe(true);
      // Segment bases' copies are named like the base's.
      for (const key of segments) expect(await there(key), key).toBe(true);
      expect(await there(`${id}/replaced.png`)).toBe(false);
      expect(await there(`${gone}/base.png`)).toBe(false);
      // Uploads are the upload collection's business.
      expect(await there(`uploads/${userId}/0123456789abcdef01234567.png`)).toBe(true);
    },
  );
});
