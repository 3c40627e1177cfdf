import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesignInput } from '@mergepix/core';
import { createCanvas } from '@napi-rs/canvas';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { designs, designUploads, generations } from '../../db/schema.ts';
import { GENERATIONS_BUCKET, GenerationLog } from '../../services/generation/generations.ts';
import { collectBaseCopies } from '../../services/live/design-copies.ts';
import { DESIGN_BASES_BUCKET, DesignUploads } from '../../services/live/design-uploads.ts';
import { localObjectStore, type ObjectStore } from '../../services/storage/object-store.ts';
import { json, testApp } from '../../test-support/app.ts';
import { signedInUser, type TestClient } from '../../test-support/auth-client.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { greetingDesign, uploadPicture } from '../../test-support/designs.ts';

const HOUR = 60 * 60 * 1000;

function png(color: string): Buffer {
  const canvas = createCanvas(120, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 120, 80);
  return canvas.encodeSync('png');
}

type Base = NonNullable<DesignInput['segments']>['items'][number]['base'];
const color = (c: string): Base => ({ kind: 'color', color: c });
const segmented = (items: [string, Base][], overrides: Partial<DesignInput> = {}) =>
  greetingDesign({ segments: { items: items.map(([value, base]) => ({ value, base })) }, ...overrides });
/** A countdown between the greeting's two layers, to each recipient's own deadline. */
const countdown = (ended: { kind: 'image'; path: string } | { kind: 'text'; text: string }) => ({
  box: { x: 30, y: 185, width: 540, height: 50 },
  deadline: { kind: 'token' as const, timeZone: 'Europe/Berlin' },
  ended,
});

describe.each(testDbKinds())('segments and countdown pictures of designs on $name', (kind) => {
  const ctx = useDatabase(kind);
  const setup = () => {
    const store = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-segments-')));
    return { store, app: testApp(ctx.database, {}, { store }) };
  };
  const db = () => ctx.database.db;
  const userIdOf = async (client: TestClient) =>
    (await json(await client.request('/auth/v1/user'))).user.id as string;
  const draftOf = async (id: string) => {
    const [row] = await db().select().from(designs).where(eq(designs.id, id));
    if (!row) throw new Error(`design ${id} is gone`);
    return row;
  };
  const created = async (client: TestClient, design: DesignInput) => {
    const res = await client.post('/rest/v1/designs', design);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json(res)).id as string;
  };
  const patch = (client: TestClient, id: string, body: Record<string, unknown>) =>
    client.request(`/rest/v1/designs/${id}`, { method: 'PATCH', body });
  const files = async (store: ObjectStore, folder: string) => {
    const keys: string[] = [];
    for await (const page of store.list(DESIGN_BASES_BUCKET, folder)) keys.push(...page.map((o) => o.key));
    return keys.sort();
  };
  const generated = async (store: ObjectStore, userId: string, hex: string) => {
    await new GenerationLog(db(), store).succeed(
      { userId, clientHash: 'x' },
      { fn: 'image-generation', requested: 'openai', prompt: `a ${hex} wall`, startedAt: performance.now() },
      { bytes: png(hex), contentType: 'image/png', provider: 'local', model: 'offline' },
    );
    const [gen] = await db()
      .select()
      .from(generations)
      .where(eq(generations.userId, userId))
      .orderBy(desc(generations.createdAt))
      .limit(1);
    if (!gen?.resultKey) throw new Error('no generation');
    return { id: gen.id, key: gen.resultKey };
  };

  it('copies generated segment bases into the design once each, and deletes the copies it no longer names', async () => {
    const { store, app } = setup();
    const me = await signedInUser(app, `segments-gen-${kind.name}@example.com`);
    const userId = await userIdOf(me);
    const red = await generated(store, userId, '#dc2626');
    const blue = await generated(store, userId, '#2563eb');
    const gen = (g: { id: string }): Base => ({ kind: 'generation', generationId: g.id });
    const id = await created(
      me,
      segmented([
        ['retail', gen(red)],
        ['health', gen(blue)],
        ['schools', color('#16a34a')],
        ['outlet', gen(red)],
      ]),
    );
    const first = (await draftOf(id)).draft;
    const [r, b, none, again] = first.segmentKeys ?? [];
    expect(first.baseKey).toBeNull();
    expect(first.endedKey).toBeUndefined();
    expect(r).toMatch(new RegExp(`^${id}/[0-9a-f]{16}\\.png$`));
    expect(b).toMatch(new RegExp(`^${id}/[0-9a-f]{16}\\.png$`));
    expect([none, again]).toEqual([null, r]);
    expect(await files(store, id)).toEqual([r, b].sort());
    // The designer loads each segment's picture from the design's own copy.
    const answer = await json(await me.request(`/rest/v1/designs/${id}`));
    expect(answer.segment_urls).toEqual([
      `/storage/v1/object/public/design-bases/${r}`,
      `/storage/v1/object/public/design-bases/${b}`,
      null,
      `/storage/v1/object/public/design-bases/${r}`,
    ]);
    // The copy holds the generation's picture, and outlives the history's file.
    const original = await store.get(GENERATIONS_BUCKET, red.key);
    expect(
      Buffer.from((await store.get(DESIGN_BASES_BUCKET, r ?? ''))?.bytes ?? []).equals(
        Buffer.from(original?.bytes ?? []),
      ),
    ).toBe(true);
    await store.delete(GENERATIONS_BUCKET, red.key);

    // Saving again copies nothing (the red generation is gone from the history: its copy serves).
    expect((await patch(me, id, { name: 'Renamed' })).status).toBe(200);
    expect((await draftOf(id)).draft.segmentKeys).toEqual(first.segmentKeys);
    // The maintenance's sweep of unnamed copies leaves segment copies alone.
    expect(await collectBaseCopies(db(), store, new Date(Date.now() + HOUR))).toBe(0);
    expect(await files(store, id)).toEqual([r, b].sort());

    // Publish, then drop every generated segment from the draft: the published version keeps red.
    expect((await me.post(`/rest/v1/designs/${id}/publish`, {})).status).toBe(200);
    const recoloured = await patch(me, id, {
      segments: { items: [{ value: 'retail', base: color('#111111') }] },
    });
    expect(recoloured.status).toBe(200);
    expect((await draftOf(id)).draft.segmentKeys).toEqual([null]);
    expect(await files(store, id)).toEqual([r, b].sort());
    // Unpublished, no version names them: gone.
    expect((await me.post(`/rest/v1/designs/${id}/unpublish`, {})).status).toBe(200);
    expect(await files(store, id)).toEqual([]);

    // A missing generation is refused, naming the segment, and leaves no copy behind.
    const refused = await patch(me, id, {
      segments: {
        items: [
          { value: 'health', base: gen(blue) },
          { value: 'retail', base: gen(red) },
        ],
      },
    });
    expect(refused.status).toBe(400);
    const body = await json(refused);
    expect(body).toMatchObject({ code: 'invalid_segment' });
    expect(body.error).toBe('The generated image of segment "retail" is not in your history any more.');
    expect(body.details.issues[0].path).toBe('segments.items.1.base');
    expect(await files(store, id)).toEqual([]);

    // Deleting the design deletes its copies, the published version's too.
    expect(
      (await patch(me, id, { segments: { items: [{ value: 'health', base: gen(blue) }] } })).status,
    ).toBe(200);
    expect((await me.post(`/rest/v1/designs/${id}/publish`, {})).status).toBe(200);
    expect(await files(store, id)).toHaveLength(1);
    expect((await me.request(`/rest/v1/designs/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await files(store, id)).toEqual([]);
  });

  it('claims uploaded segment bases and ended pictures, keeps them from collection while named, and refuses another user’s', async () => {
    const { store, app } = setup();
    const me = await signedInUser(app, `segments-upload-${kind.name}@example.com`);
    const them = await signedInUser(app, `segments-upload-them-${kind.name}@example.com`);
    const scene = await uploadPicture(app, me, png('#0ea5e9'));
    const ended = await uploadPicture(app, me, png('#f59e0b'));
    const theirs = await uploadPicture(app, them, png('#a855f7'));
    const uploads = new DesignUploads(db(), store);
    const stored = async (path: string) => (await store.stat(DESIGN_BASES_BUCKET, path)) !== undefined;
    /** A collection as if every upload were last used a grace period ago. */
    const collect = async () => {
      await db()
        .update(designUploads)
        .set({ usedAt: new Date(Date.now() - 48 * HOUR) });
      return uploads.collect(new Date(Date.now() - HOUR), 100);
    };

    // Another user's pictures are refused, each naming its field.
    const foreign = await me.post(
      '/rest/v1/designs',
      segmented([
        ['retail', color('#dc2626')],
        ['health', { kind: 'upload', path: theirs }],
      ]),
    );
    expect(foreign.status).toBe(400);
    const foreignBody = await json(foreign);
    expect(foreignBody).toMatchObject({
      code: 'invalid_segment',
      error: 'Upload the picture of segment "health" again: this one is not yours or is gone.',
    });
    expect(foreignBody.details.issues).toEqual([
      { path: 'segments.items.1.base', message: 'Not one of your uploads.' },
    ]);
    const foreignEnded = await me.post(
      '/rest/v1/designs',
      greetingDesign({ countdown: countdown({ kind: 'image', path: theirs }) }),
    );
    expect(foreignEnded.status).toBe(400);
    expect((await json(foreignEnded)).details.issues[0].path).toBe('countdown.ended.path');
    // Nothing was claimed for the refused saves: their upload goes with the next collection.
    expect(await stored(theirs)).toBe(true);

    const id = await created(
      me,
      segmented(
        [
          ['retail', color('#dc2626')],
          ['health', { kind: 'upload', path: scene }],
        ],
        {
          countdown: countdown({ kind: 'image', path: ended }),
        },
      ),
    );
    expect((await draftOf(id)).draft).toMatchObject({
      baseKey: null,
      segmentKeys: [null, scene],
      endedKey: ended,
    });
    // Their unused upload is collected; mine, named by the draft, stay.
    expect((await collect()).uploads).toBeGreaterThanOrEqual(1);
    expect(await stored(theirs)).toBe(false);
    expect(await stored(scene)).toBe(true);
    expect(await stored(ended)).toBe(true);

    // Published, then gone from the draft: the published version still names them.
    expect((await me.post(`/rest/v1/designs/${id}/publish`, {})).status).toBe(200);
    const cleared = await patch(me, id, {
      segments: { items: [{ value: 'retail', base: color('#dc2626') }] },
      countdown: countdown({ kind: 'text', text: 'Over!' }),
    });
    expect(cleared.status).toBe(200);
    const draft = (await draftOf(id)).draft;
    expect(draft.segmentKeys).toEqual([null]);
    expect(draft.endedKey).toBeUndefined();
    await collect();
    expect(await stored(scene)).toBe(true);
    expect(await stored(ended)).toBe(true);
    // Unpublished: let go of, and collected a grace period later.
    expect((await me.post(`/rest/v1/designs/${id}/unpublish`, {})).status).toBe(200);
    await collect();
    expect(await stored(scene)).toBe(false);
    expect(await stored(ended)).toBe(false);
  });

  it('refuses more than 50 segments with a 400 that says so', async () => {
    const { app } = setup();
    const me = await signedInUser(app, `segments-many-${kind.name}@example.com`);
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => [`segment ${i + 1}`, color('#334155')] as [string, Base]);
    const id = await created(me, segmented(items(50)));
    const message =
      'segments.items: A design can have up to 50 segments: merge some, or make a second design.';
    const tooMany = await me.post('/rest/v1/designs', segmented(items(51)));
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).error).toContain(
      'A design can have up to 50 segments: merge some, or make a second design.',
    );
    const patched = await patch(me, id, segmented(items(51)));
    expect(patched.status).toBe(400);
    const body = await json(patched);
    expect(body.error).toBe(message);
    expect(body.details.issues[0].path).toBe('segments.items');
    expect((await json(await me.request(`/rest/v1/designs/${id}`))).design.segments.items).toHaveLength(50);
  });

  it('links carry the segment and deadline merge tags; recipient links take their values', async () => {
    const { app } = setup();
    const me = await signedInUser(app, `segments-links-${kind.name}@example.com`);
    const id = await created(
      me,
      segmented([['retail', color('#dc2626')]], { countdown: countdown({ kind: 'text', text: 'Over' }) }),
    );
    const { links } = await json(await me.request(`/rest/v1/designs/${id}/links`));
    const url = (platform: string) =>
      links.find((l: { platform: string }) => l.platform === platform).url as string;
    expect(url('mailchimp')).toMatch(
      /\?firstname=\*\|URL:FNAME\|\*&company=\*\|URL:COMPANY\|\*&segment=\*\|URL:SEGMENT\|\*&deadline=\*\|URL:DEADLINE\|\*$/,
    );
    expect(url('hubspot')).toContain(
      '&segment={{ contact.segment|urlencode }}&deadline={{ contact.deadline|urlencode }}',
    );
    expect(url('klaviyo')).toContain('&segment={{ segment|urlencode }}&deadline={{ deadline|urlencode }}');
    for (const link of links) expect(link.url, link.platform).toMatch(/&segment=.+&deadline=.+$/);

    // A fixed deadline and no segments: neither tag.
    await patch(me, id, {
      segments: { items: [] },
      countdown: {
        ...countdown({ kind: 'text', text: 'Over' }),
        deadline: { kind: 'fixed', at: '2026-12-24T18:00', timeZone: 'UTC' },
      },
    });
    const plain = await json(await me.request(`/rest/v1/designs/${id}/links`));
    for (const link of plain.links) expect(link.url, link.platform).not.toMatch(/segment=|deadline=/);

    // Signed links for each recipient take segment and deadline values like any token's.
    await patch(me, id, {
      segments: { items: [{ value: 'retail', base: color('#dc2626') }] },
      countdown: countdown({ kind: 'text', text: 'Over' }),
      safety: { signed: true },
    });
    const res = await me.post(`/rest/v1/designs/${id}/recipient-links`, {
      recipients: [
        { firstname: 'Ada', segment: ' Retail ', deadline: '2026-12-24T18:00:00Z' },
        { FIRSTNAME: 'Ben', SEGMENT: 'health', DEADLINE: `2026-12-24T18:00:00Z${' later'.repeat(5)}` },
      ],
    });
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer.signed).toBe(true);
    const [ada, ben] = answer.links;
    expect(ada.values).toEqual({ FIRSTNAME: 'Ada', SEGMENT: 'Retail', DEADLINE: '2026-12-24T18:00:00Z' });
    expect(ada.refused).toEqual([]);
    expect(ada.url).toMatch(
      /\?firstname=Ada&segment=Retail&deadline=2026-12-24T18%3A00%3A00Z&mpx_sig=[\w-]{16}$/,
    );
    expect(ben.values).toEqual({ FIRSTNAME: 'Ben', SEGMENT: 'health' });
    expect(ben.refused).toEqual([{ key: 'DEADLINE', problem: 'too-long' }]);
  });
});
