import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsv } from '@mergepix/core';
import { createCanvas, Image } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchJobs } from '../../db/schema.ts';
import { BATCH_BUCKET, localObjectStore } from '../../services/storage/object-store.ts';
import { json, testApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { startExport, unzipAnswer, waitForJob } from '../../test-support/batch.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { greetingDesign, uploadPicture } from '../../test-support/designs.ts';

function png(color: string): Buffer {
  const canvas = createCanvas(300, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 300, 200);
  return canvas.encodeSync('png');
}

/** The colour of one pixel of an encoded image. */
function pixel(bytes: Uint8Array | undefined, x: number, y: number): number[] {
  const image = new Image();
  image.src = Buffer.from(bytes ?? []);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
}

/** Within a JPEG's error of a colour. */
const near = (got: number[], want: [number, number, number]) =>
  got.every((c, i) => Math.abs(c - (want[i] ?? 0)) <= 12);

describe.each(testDbKinds())('batch export of a design with segments on $name', (kind) => {
  const ctx = useDatabase(kind);

  it('draws each row over its segment’s base: a colour, an upload, or the design’s own', async () => {
    const store = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-batch-segments-')));
    const app = testApp(ctx.database, {}, { store });
    const me = await signedInUser(app, `batch-segments-${kind.name}@example.com`);
    const green = await uploadPicture(app, me, png('#16a34a'));
    const unused = await uploadPicture(app, me, png('#2563eb'));
    const over = await uploadPicture(app, me, png('#f59e0b'));
    const design = greetingDesign({
      base: { kind: 'color', color: '#808080' },
      segments: {
        items: [
          { value: 'Retail', base: { kind: 'color', color: '#dc2626' } },
          { value: 'Health care', base: { kind: 'upload', path: green } },
          { value: 'Schools', base: { kind: 'upload', path: unused } },
        ],
      },
      // Between the two layers; each recipient's own deadline (none here: the fallback text).
      countdown: {
        box: { x: 30, y: 185, width: 540, height: 50 },
        deadline: { kind: 'token', timeZone: 'UTC' },
        ended: { kind: 'image', path: over },
      },
    });
    const created = await me.post('/rest/v1/designs', design);
    expect(created.status).toBe(201);
    const { id, public_id: publicId } = await json(created);

    const queued = await startExport(me, id, {
      csv: ['First Name,Segment', 'Ada,retail', 'Ben,HEALTH CARE', 'Cy,unknown', 'Di,'].join('\n'),
      columns: ['FIRSTNAME', 'SEGMENT'],
      nameColumn: 0,
    });
    expect(queued.problems).toEqual([]);
    // The export's own copy of the one uploaded segment base its rows pick; none of the others.
    const [job] = await ctx.database.db.select().from(batchJobs).where(eq(batchJobs.id, queued.id));
    expect(job?.design.segmentKeys).toEqual([null, `${queued.id}/segment-1.png`, null]);
    // And of the countdown's ended picture.
    expect(job?.design.endedKey).toBe(`${queued.id}/ended.png`);

    expect((await waitForJob(me, queued.id)).status).toBe('done');
    const files = await unzipAnswer(await me.request(`/rest/v1/jobs/${queued.id}/download`));
    // A corner no text reaches shows the base each row's segment picks.
    const corner = (name: string) => pixel(files[name], 8, 8);
    expect(corner('ada.jpg'), 'retail: red').toSatisfy((c: number[]) => near(c, [0xdc, 0x26, 0x26]));
    expect(corner('ben.jpg'), 'health care: the green upload').toSatisfy((c: number[]) =>
      near(c, [0x16, 0xa3, 0x4a]),
    );
    expect(corner('cy.jpg'), 'unknown: the design’s grey').toSatisfy((c: number[]) =>
      near(c, [0x80, 0x80, 0x80]),
    );
    expect(corner('di.jpg'), 'none: the design’s grey').toSatisfy((c: number[]) =>
      near(c, [0x80, 0x80, 0x80]),
    );

    // recipients.csv's links carry the segment, so each live URL picks the same base.
    const csv = parseCsv(Buffer.from(files['recipients.csv'] ?? []).toString('utf8'));
    if (!csv.ok) throw new Error(csv.error);
    expect(csv.rows[1]?.cells[2]).toBe(
      `http://mergepix.test/i/${publicId}.jpg?firstname=Ben&segment=HEALTH%20CARE`,
    );
    // Once the ZIP is stored, the export's picture copies are deleted with its single images
    // (just after the job reads as done).
    for (const copy of ['segment-1.png', 'ended.png'])
      await expect
        .poll(() => store.stat(BATCH_BUCKET, `${queued.id}/${copy}`), { message: copy, timeout: 5_000 })
        .toBeUndefined();
  });
});
