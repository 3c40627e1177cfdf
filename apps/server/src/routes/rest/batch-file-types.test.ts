import { downloadFileName, STILL_DESIGN_FORMATS, sniffFileType } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { RECIPIENTS_CSV, startExport, unzipAnswer, waitForJob } from '../../test-support/batch.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { greetingDesign, publishedDesign } from '../../test-support/designs.ts';

// Every image in a batch export's ZIP is named for what its bytes are (docs/product.md#downloads).

describe.each(testDbKinds())('batch export file names on $name', (kind) => {
  const ctx = useTestApp(kind);

  it.each(STILL_DESIGN_FORMATS)(
    'a %s design: each image entry’s extension matches its magic bytes',
    async (format) => {
      const me = await signedInUser(ctx.app, `batch-types-${format}@example.com`);
      const { id } = await publishedDesign(me, greetingDesign({ format }));
      const queued = await startExport(me, id, {
        csv: RECIPIENTS_CSV,
        columns: ['FIRSTNAME', 'COMPANY', null],
        nameColumn: 0,
      });
      expect(await waitForJob(me, queued.id)).toMatchObject({ status: 'done', total: 2 });
      const files = await unzipAnswer(await me.request(`/rest/v1/jobs/${queued.id}/download`));
      const images = Object.entries(files).filter(([name]) => name !== 'recipients.csv');
      expect(images).toHaveLength(2);
      for (const [name, bytes] of images) {
        const type = sniffFileType(bytes);
        expect(type, name).toBeDefined();
        expect(downloadFileName(name, bytes), `${name} holds ${type}`).toBe(name);
      }
      // The names recipients.csv lists are the entries' own.
      const csv = new TextDecoder().decode(files['recipients.csv']);
      for (const [name] of images) expect(csv).toContain(`,${name},`);
    },
  );
});
