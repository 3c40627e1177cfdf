import { parseCsv } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser, TestClient } from '../../test-support/auth-client.ts';
import { RECIPIENTS_CSV, startExport, unzipAnswer, waitForJob } from '../../test-support/batch.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { fetchImage, greetingDesign, imageSize, publishedDesign } from '../../test-support/designs.ts';

describe.each(testDbKinds())('batch export API on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('needs a session', async () => {
    const anon = new TestClient(ctx.app);
    for (const res of [
      await anon.post('/rest/v1/designs/0f8b4c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f/batch', {
        csv: 'a',
        columns: [null],
      }),
      await anon.request('/rest/v1/jobs'),
      await anon.request('/rest/v1/jobs/0f8b4c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f'),
    ]) {
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ error: 'Sign in to export your designs.' });
    }
  });

  it('exports the good rows as named images and recipients.csv with each row’s live URL', async () => {
    const me = await signedInUser(ctx.app, 'batch-happy@example.com');
    const { id, publicId } = await publishedDesign(me, greetingDesign());
    const queued = await startExport(me, id, {
      csv: RECIPIENTS_CSV,
      columns: ['FIRSTNAME', 'COMPANY', null],
      nameColumn: 0,
    });
    expect(queued).toMatchObject({
      design_id: id,
      design_name: 'Welcome banner',
      total: 2,
      problems: [{ line: 3, reason: 'Expected 3 fields, found 1.' }],
      problem_count: 1,
      error: null,
      download_url: null,
    });
    expect(['queued', 'running', 'done']).toContain(queued.status);

    const job = await waitForJob(me, queued.id);
    expect(job).toMatchObject({ status: 'done', done: 2, total: 2, eta_seconds: null });
    expect(job.download_url).toBe(`http://mergepix.test/rest/v1/jobs/${queued.id}/download`);
    expect(Date.parse(job.expires_at ?? '') - Date.parse(job.finished_at ?? '')).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
    const listed = await json(await me.request(`/rest/v1/jobs?design_id=${id}`));
    expect(listed.map((j: { id: string }) => j.id)).toEqual([queued.id]);

    const res = await me.request(`/rest/v1/jobs/${queued.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="welcome-banner-batch.zip"; filename*=UTF-8''welcome-banner-batch.zip`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const files = await unzipAnswer(res);
    // HEAD tells the size without a body (and lets go of the stored file at once).
    const head = await me.request(`/rest/v1/jobs/${queued.id}/download`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
    expect(Object.keys(files).sort()).toEqual(['ada-moreno.jpg', 'recipients.csv', 'zoë-lindqvist.jpg']);
    const ada = Buffer.from(files['ada-moreno.jpg'] ?? []);
    expect(imageSize(ada)).toEqual({ width: 600, height: 400 });

    const csv = Buffer.from(files['recipients.csv'] ?? []).toString('utf8');
    const url = `http://mergepix.test/i/${publicId}.jpg`;
    expect(csv).toBe(
      '\uFEFFline,file,url,First Name,Company,Email\r\n' +
        `2,ada-moreno.jpg,${url}?firstname=Ada%20Moreno&company=Acme,Ada Moreno,Acme,ada@example.com\r\n` +
        `4,zoë-lindqvist.jpg,${url}?firstname=Zo%C3%AB%20Lindqvist&company=Lindqvist%20%26%20Co,Zoë Lindqvist,Lindqvist & Co,zoe@example.com\r\n`,
    );
    // The live URL of a row draws the very image in the ZIP (the design is published as exported).
    const live = await fetchImage(ctx.app, `/i/${publicId}.jpg?firstname=Ada%20Moreno&company=Acme`);
    expect(live.bytes.equals(ada)).toBe(true);
    // A finished export outlives its design: nothing saved is lost.
    expect((await me.request(`/rest/v1/designs/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await me.request(`/rest/v1/jobs/${queued.id}/download`)).status).toBe(200);
  });

  it('exports 20 personalized images from real data: commas, emoji and a 50-character name', async () => {
    const me = await signedInUser(ctx.app, 'batch-real-data@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const long = 'Maximiliana Constantinopoulou-Wetheringtons Smythe';
    expect([...long].length).toBe(50);
    const people = ['Ada', 'Zoë🎉', long, "O'Brien", 'Dick', 'Assunta', 'Ana 👩🏽‍💻'];
    const rows = Array.from({ length: 20 }, (_, i) => `${people[i % people.length]},"Acme, Inc. ${i + 1}"`);
    const queued = await startExport(me, id, {
      csv: `First Name,Company\n${rows.join('\n')}`,
      columns: ['FIRSTNAME', 'COMPANY'],
      nameColumn: null,
    });
    expect(queued.problems).toEqual([]);
    expect((await waitForJob(me, queued.id)).status).toBe('done');
    const files = await unzipAnswer(await me.request(`/rest/v1/jobs/${queued.id}/download`));
    const images = Object.keys(files).filter((name) => name.endsWith('.jpg'));
    expect(images).toHaveLength(20);
    // No value was refused (the problems are empty), and each row drew its own image.
    const distinct = new Set(images.map((name) => Buffer.from(files[name] ?? []).toString('base64')));
    expect(distinct.size).toBe(20);
  });

  it('signs recipients.csv’s links for a design that takes signed links only: each draws its row', async () => {
    const me = await signedInUser(ctx.app, 'batch-signed@example.com');
    const { id, publicId } = await publishedDesign(me, greetingDesign({ safety: { signed: true } }));
    const queued = await startExport(me, id, {
      csv: RECIPIENTS_CSV,
      columns: ['FIRSTNAME', 'COMPANY', null],
      nameColumn: 0,
    });
    expect((await waitForJob(me, queued.id)).status).toBe('done');
    const files = await unzipAnswer(await me.request(`/rest/v1/jobs/${queued.id}/download`));
    const csv = parseCsv(Buffer.from(files['recipients.csv'] ?? []).toString('utf8'));
    if (!csv.ok) throw new Error(csv.error);
    const url = new URL(csv.rows[0]?.cells[2] ?? '');
    expect(url.pathname).toBe(`/i/${publicId}.jpg`);
    expect(url.searchParams.get('mpx_sig')).toMatch(/^[\w-]{16}$/);
    const drawn = await fetchImage(ctx.app, url.pathname + url.search);
    expect(drawn.bytes.equals(Buffer.from(files['ada-moreno.jpg'] ?? []))).toBe(true);
    // The same values without the signature: the fallback.
    const bare = await fetchImage(ctx.app, `${url.pathname}?firstname=Ada%20Moreno&company=Acme`);
    expect(bare.bytes.equals(drawn.bytes)).toBe(false);
  });

  it('refuses bad files with a clear message and keeps nothing', async () => {
    const me = await signedInUser(ctx.app, 'batch-bad@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const refused = async (body: unknown, status: number, error: string) => {
      const res = await me.post(`/rest/v1/designs/${id}/batch`, body);
      expect(res.status, error).toBe(status);
      expect((await json(res)).error).toBe(error);
    };
    await refused(
      { csv: 'PK\u0003\u0004\u0000\u0000\u0014binary', columns: ['FIRSTNAME'] },
      400,
      'This file is not a text CSV.',
    );
    await refused(
      { csv: 'First Name,Company\n', columns: ['FIRSTNAME', 'COMPANY'] },
      400,
      'The file has a header row but no recipients.',
    );
    await refused(
      { csv: `First Name\n${'Ada\n'.repeat(10_001)}`, columns: ['FIRSTNAME'] },
      400,
      'The file has 10,001 rows; the limit is 10,000.',
    );
    await refused(
      { csv: RECIPIENTS_CSV, columns: ['FIRSTNAME', 'COMPANY'] },
      400,
      'The file has 3 columns, but 2 were mapped.',
    );
    await refused(
      { csv: `First Name\n${'Ada Moreno\n'.repeat(600_000)}`, columns: ['FIRSTNAME'] },
      400,
      'Invalid request: csv: The file is larger than the 5 MB limit.',
    );
    await refused(
      { csv: RECIPIENTS_CSV, columns: [null, null, null] },
      400,
      'Invalid request: columns: Choose a token for at least one column.',
    );
    expect(await json(await me.request('/rest/v1/jobs'))).toEqual([]);
  });

  it('lists the first 1,000 problems and counts them all; the good rows still render', async () => {
    const me = await signedInUser(ctx.app, 'batch-many-bad@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const csv = [
      'First Name,Company',
      'Ada Moreno,Acme',
      ...Array.from({ length: 1200 }, () => 'no company'),
    ].join('\n');
    const job = await startExport(me, id, { csv, columns: ['FIRSTNAME', 'COMPANY'] });
    expect(job).toMatchObject({ total: 1, problem_count: 1200 });
    expect(job.problems).toHaveLength(1000);
    expect(job.problems[0]).toEqual({ line: 3, reason: 'Expected 2 fields, found 1.' });
    expect(await waitForJob(me, job.id)).toMatchObject({ status: 'done', done: 1 });
  });

  it('refuses a 50 MB upload with a 413 before reading it', async () => {
    const me = await signedInUser(ctx.app, 'batch-huge@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(0x41));
      },
    });
    const res = await ctx.app.request(`/rest/v1/designs/${id}/batch`, {
      method: 'POST',
      headers: {
        Origin: 'http://mergepix.test',
        Cookie: [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'Content-Type': 'application/json',
        'Content-Length': String(50 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({
      code: 'payload_too_large',
      error: 'The CSV file is larger than the 5 MB limit.',
    });
    expect(pulled).toBeLessThan(3);
  });

  it('answers 404 for another user’s design or job and for ids that are none', async () => {
    const me = await signedInUser(ctx.app, 'batch-owner@example.com');
    const them = await signedInUser(ctx.app, 'batch-other@example.com');
    const { id } = await publishedDesign(me, greetingDesign());
    const body = { csv: RECIPIENTS_CSV, columns: ['FIRSTNAME', null, null] };
    expect((await them.post(`/rest/v1/designs/${id}/batch`, body)).status).toBe(404);
    expect((await me.post('/rest/v1/designs/0f8b4c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f/batch', body)).status).toBe(
      404,
    );
    expect((await me.post('/rest/v1/designs/not-a-uuid/batch', body)).status).toBe(404);
    const job = await startExport(me, id, body);
    for (const path of [`/rest/v1/jobs/${job.id}`, `/rest/v1/jobs/${job.id}/download`]) {
      const res = await them.request(path);
      expect(res.status, path).toBe(404);
      expect((await json(res)).error).toBe('Export not found.');
    }
    expect((await me.request('/rest/v1/jobs/not-a-uuid')).status).toBe(404);
    expect(await json(await them.request('/rest/v1/jobs'))).toEqual([]);
    expect(await json(await me.request('/rest/v1/jobs?design_id=nope'))).toEqual([]);
    await waitForJob(me, job.id);
  });
});
