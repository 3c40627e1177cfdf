import { DESIGN_LIMITS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { expectDrawn, fetchImage, greetingDesign, publishedDesign } from '../../test-support/designs.ts';

// Brand safety of published live images (docs/live-images.md, "Brand safety").

const loopback = [{}, { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 4000 } } }] as const;

describe.each(testDbKinds())('brand safety of live images on $name', (kind) => {
  const ctx = useTestApp(kind);

  const filteredCount = async (reason: string) => {
    const text = await (await ctx.app.request('/metrics', ...loopback)).text();
    return Number(
      text.match(
        new RegExp(`^mergepix_live_values_filtered_total\\{reason="${reason}"\\} (\\d+)`, 'm'),
      )?.[1] ?? 0,
    );
  };

  it('draws the fallback for what a stranger writes, counted by why, and real values as they are', async () => {
    const owner = await signedInUser(ctx.app, 'safety-filter@example.com');
    const { path } = await publishedDesign(owner);
    const plain = await fetchImage(ctx.app, path);
    const links = await filteredCount('link');
    const filtered = await expectDrawn(ctx.app, { path, param: 'firstname', plain: plain.bytes }, [
      'Visit+evil.com',
      'sh1t',
      'f%20u%20c%20k',
      'Your+account+is+locked',
      '%2B1+555+123+4567',
    ]);
    for (const [value, res] of filtered)
      expect(res.headers.get('cache-control'), value).toBe(
        'public, max-age=300, stale-while-revalidate=86400',
      );
    expect(await filteredCount('link')).toBe(links + 1);
    expect(await filteredCount('words')).toBeGreaterThanOrEqual(2);
    // A repeat of a filtered open is counted again (the parse is remembered, the count is not).
    await fetchImage(ctx.app, `${path}?firstname=Visit+evil.com`);
    expect(await filteredCount('link')).toBe(links + 2);
    await expectDrawn(ctx.app, { path, param: 'firstname', plain: plain.bytes, drawn: 'value' }, [
      'Acme%2C+Inc.',
      'Zo%C3%AB%F0%9F%8E%89',
      'Dick',
      'Assunta',
      'M'.repeat(50),
    ]);
  });

  it('lets the owner turn the filter off and block words of their own', async () => {
    const owner = await signedInUser(ctx.app, 'safety-off@example.com');
    const { path } = await publishedDesign(
      owner,
      greetingDesign({ safety: { filter: false, blocklist: ['Globex'] } }),
    );
    const plain = await fetchImage(ctx.app, path);
    expect((await fetchImage(ctx.app, `${path}?firstname=Visit+evil.com`)).bytes.equals(plain.bytes)).toBe(
      false,
    );
    expect((await fetchImage(ctx.app, `${path}?firstname=GLOBEX+Europe`)).bytes.equals(plain.bytes)).toBe(
      true,
    );
    expect((await fetchImage(ctx.app, `${path}?firstname=Globexia`)).bytes.equals(plain.bytes)).toBe(false);
  });

  it('takes signed links only when asked: the API’s links draw, merge tags and tampering fall back', async () => {
    const owner = await signedInUser(ctx.app, 'safety-signed@example.com');
    const { id, path } = await publishedDesign(owner, greetingDesign({ safety: { signed: true } }));
    const other = await publishedDesign(owner, greetingDesign({ safety: { signed: true } }));
    const plain = await fetchImage(ctx.app, path);
    const made = await owner.post(`/rest/v1/designs/${id}/recipient-links`, {
      recipients: [{ firstname: 'Ada', company: 'Acme, Inc.' }, { FIRSTNAME: 'Visit evil.com' }, {}],
    });
    expect(made.status).toBe(200);
    const { signed, links } = await json(made);
    expect(signed).toBe(true);
    expect(links[0].values).toEqual({ FIRSTNAME: 'Ada', COMPANY: 'Acme, Inc.' });
    expect(links[0].url).toMatch(/\?firstname=Ada&company=Acme%2C%20Inc\.&mpx_sig=[\w-]{16}$/);
    expect(links[1]).toMatchObject({
      values: {},
      refused: [{ key: 'FIRSTNAME', problem: 'filtered', filtered: 'link' }],
    });
    expect(links[2].url).not.toContain('?');
    const ada = await fetchImage(ctx.app, new URL(links[0].url).pathname + new URL(links[0].url).search);
    expect(ada.bytes.equals(plain.bytes)).toBe(false);
    const unsigned = await filteredCount('unsigned');
    const sig = new URL(links[0].url).searchParams.get('mpx_sig');
    for (const query of [
      'firstname=Ada&company=Acme%2C+Inc.', // a merge-tag link: no signature
      `firstname=Eve&company=Acme%2C+Inc.&mpx_sig=${sig}`, // tampered
      `firstname=Ada&mpx_sig=${sig}`, // a value left out
    ])
      expect((await fetchImage(ctx.app, `${path}?${query}`)).bytes.equals(plain.bytes), query).toBe(true);
    expect(
      (
        await fetchImage(ctx.app, `${other.path}?firstname=Ada&company=Acme%2C+Inc.&mpx_sig=${sig}`)
      ).bytes.equals(ada.bytes),
    ).toBe(false);
    expect(await filteredCount('unsigned')).toBe(unsigned + 4);
    // The owner's test view shows what a signed link would.
    const { preview_token } = await json(await owner.request(`/rest/v1/designs/${id}`));
    const preview = await fetchImage(
      ctx.app,
      `${path}?firstname=Ada&company=Acme%2C+Inc.&mpx_preview=${preview_token}`,
    );
    expect(preview.bytes.equals(ada.bytes)).toBe(true);
  });

  it('makes unsigned links for a design that takes any link, and refuses bad requests with a 400', async () => {
    const owner = await signedInUser(ctx.app, 'safety-links@example.com');
    const { id } = await publishedDesign(owner);
    const { signed, links } = await json(
      await owner.post(`/rest/v1/designs/${id}/recipient-links`, { recipients: [{ firstname: 'Zoë🎉' }] }),
    );
    expect(signed).toBe(false);
    expect(links[0].url).toMatch(/\?firstname=Zo%C3%AB%F0%9F%8E%89$/);
    for (const [body, field] of [
      [{ recipients: [] }, 'recipients'],
      [{ recipients: Array.from({ length: 1001 }, () => ({ firstname: 'A' })) }, 'recipients'],
      [{ recipients: [{ shoe: '42' }] }, 'recipients.0.shoe'],
      [{ recipients: [{ firstname: 'x'.repeat(201) }] }, 'recipients.0.firstname'],
      [{ recipients: [{ firstname: 'A' }], extra: 1 }, ''],
    ] as const) {
      const res = await owner.post(`/rest/v1/designs/${id}/recipient-links`, body);
      expect(res.status, field).toBe(400);
      const got = await json(res);
      expect(got.details?.[0]?.path, `${JSON.stringify(body).slice(0, 40)} ${JSON.stringify(got)}`).toBe(
        field,
      );
    }
    const stranger = await signedInUser(ctx.app, 'safety-links-stranger@example.com');
    expect((await stranger.post(`/rest/v1/designs/${id}/recipient-links`, { recipients: [{}] })).status).toBe(
      404,
    );
  });

  it('draws only the values of the design’s audience list when it takes known recipients only', async () => {
    const owner = await signedInUser(ctx.app, 'safety-known@example.com');
    const { id, path } = await publishedDesign(owner, greetingDesign({ safety: { known: true } }));
    const plain = await fetchImage(ctx.app, path);
    const put = (body: unknown) => owner.request(`/rest/v1/designs/${id}/audience`, { method: 'PUT', body });
    const stored = await put({
      csv: 'First Name,Company,Email\nAda,"Acme, Inc.",ada@example.com\nZoë,Globex,z@example.com\n',
    });
    expect(stored.status).toBe(200);
    const summary = await json(stored);
    expect(summary.values).toEqual({ FIRSTNAME: 2, COMPANY: 2, EMAIL: 2 });
    expect(Date.parse(summary.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    // Only keyed hashes are stored.
    const rows = JSON.stringify(await ctx.database.db.execute('select * from design_audience'));
    expect(rows).not.toMatch(/acme, inc|globex|example\.com/i);

    const unknown = await filteredCount('unknown');
    const ada = await fetchImage(ctx.app, `${path}?firstname=ADA&company=Acme%2C+Inc.`);
    expect(ada.bytes.equals(plain.bytes)).toBe(false);
    const adaAlone = await fetchImage(ctx.app, `${path}?firstname=Ada`);
    // A listed first name with a company the list does not hold: the name shows, the company falls back.
    expect(
      (await fetchImage(ctx.app, `${path}?firstname=Ada&company=Initech`)).bytes.equals(adaAlone.bytes),
    ).toBe(true);
    expect((await fetchImage(ctx.app, `${path}?firstname=Eve`)).bytes.equals(plain.bytes)).toBe(true);
    expect(await filteredCount('unknown')).toBe(unknown + 2);

    // Added to, then emptied: every value falls back.
    expect((await json(await put({ csv: 'firstname\nEve', append: true }))).values).toEqual({
      FIRSTNAME: 3,
      COMPANY: 2,
      EMAIL: 2,
    });
    expect((await fetchImage(ctx.app, `${path}?firstname=Eve`)).bytes.equals(plain.bytes)).toBe(false);
    expect((await owner.request(`/rest/v1/designs/${id}/audience`, { method: 'DELETE' })).status).toBe(204);
    expect(await json(await owner.request(`/rest/v1/designs/${id}/audience`))).toEqual({
      values: {},
      updated_at: null,
    });
    expect((await fetchImage(ctx.app, `${path}?firstname=Ada`)).bytes.equals(plain.bytes)).toBe(true);
  });

  it('refuses audience lists it cannot use with a clear message, keeping the stored one', async () => {
    const owner = await signedInUser(ctx.app, 'safety-known-bad@example.com');
    const { id } = await publishedDesign(owner);
    const put = (body: unknown) => owner.request(`/rest/v1/designs/${id}/audience`, { method: 'PUT', body });
    expect((await put({ csv: 'firstname\nAda' })).status).toBe(200);
    for (const [body, status, message] of [
      [{ csv: 'shoe,size\n42,9' }, 400, 'No column names a token'],
      [{ csv: 'a,b\n1,2', columns: ['FIRSTNAME'] }, 400, 'The file has 2 columns, but 1 were mapped.'],
      [{ csv: 'a,b\n1,2', columns: ['FIRSTNAME', 'firstname'] }, 400, 'FIRSTNAME is chosen for two columns.'],
      [{ csv: 'a\n1', columns: ['SHOE'] }, 400, 'Unknown token "SHOE".'],
      [{ csv: '' }, 400, 'Choose a CSV file.'],
      [{ csv: 'firstname\nAda', extra: true }, 400, 'extra'],
      [{ csv: `firstname\n${'a'.repeat(6 * 1024 * 1024)}` }, 400, 'larger than the 5 MB limit'],
    ] as const) {
      const res = await put(body);
      expect(res.status, message).toBe(status);
      expect((await json(res)).error, message).toContain(message);
    }
    expect((await json(await owner.request(`/rest/v1/designs/${id}/audience`))).values).toEqual({
      FIRSTNAME: 1,
    });
    const stranger = await signedInUser(ctx.app, 'safety-known-stranger@example.com');
    expect((await stranger.request(`/rest/v1/designs/${id}/audience`)).status).toBe(404);
    expect((await stranger.request(`/rest/v1/designs/${id}/audience`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await ctx.app.request(`/rest/v1/designs/${id}/audience`)).status).toBe(401);
  });

  it('refuses bad settings with a 400 naming the field, and stores nothing', async () => {
    const me = await signedInUser(ctx.app, 'safety-bad@example.com');
    const { id } = await json(await me.post('/rest/v1/designs', greetingDesign()));
    const long = 'x'.repeat(DESIGN_LIMITS.maxBlockedLength + 1);
    const many = Array.from({ length: DESIGN_LIMITS.maxBlocked + 1 }, (_, i) => `w${i}`);
    for (const [safety, field] of [
      [{ blocklist: [long] }, 'safety.blocklist.0'],
      [{ blocklist: many }, 'safety.blocklist'],
      [{ blocklist: ['  '] }, 'safety.blocklist.0'],
      [{ filter: 'yes' }, 'safety.filter'],
      [{ signed: 'yes' }, 'safety.signed'],
      [{ known: 'yes' }, 'safety.known'],
      [{ everyone: true }, 'safety'],
    ] as const) {
      const res = await me.request(`/rest/v1/designs/${id}`, { method: 'PATCH', body: { safety } });
      expect(res.status, JSON.stringify(safety).slice(0, 40)).toBe(400);
      expect((await json(res)).details.issues[0].path).toBe(field);
    }
    const stored = await json(await me.request(`/rest/v1/designs/${id}`));
    expect(stored.design.safety).toBeUndefined();
    const ok = await me.request(`/rest/v1/designs/${id}`, {
      method: 'PATCH',
      body: { safety: { blocklist: [' Globex '] } },
    });
    expect(ok.status).toBe(200);
    expect((await json(await me.request(`/rest/v1/designs/${id}`))).design.safety).toEqual({
      filter: true,
      signed: false,
      known: false,
      blocklist: ['Globex'],
    });
  });
});
