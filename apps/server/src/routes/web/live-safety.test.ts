import { DESIGN_LIMITS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { fetchImage, greetingDesign, publishedDesign } from '../../test-support/designs.ts';

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
    for (const value of [
      'Visit+evil.com',
      'sh1t',
      'f%20u%20c%20k',
      'Your+account+is+locked',
      '%2B1+555+123+4567',
    ]) {
      const got = await fetchImage(ctx.app, `${path}?firstname=${value}`);
      expect(got.res.status, value).toBe(200);
      expect(got.bytes.equals(plain.bytes), value).toBe(true);
      expect(got.res.headers.get('cache-control'), value).toBe('public, max-age=300');
    }
    expect(await filteredCount('link')).toBe(links + 1);
    expect(await filteredCount('words')).toBeGreaterThanOrEqual(2);
    // A repeat of a filtered open is counted again (the parse is remembered, the count is not).
    await fetchImage(ctx.app, `${path}?firstname=Visit+evil.com`);
    expect(await filteredCount('link')).toBe(links + 2);
    for (const value of ['Acme%2C+Inc.', 'Zo%C3%AB%F0%9F%8E%89', 'Dick', 'Assunta', 'M'.repeat(50)]) {
      const got = await fetchImage(ctx.app, `${path}?firstname=${value}`);
      expect(got.bytes.equals(plain.bytes), value).toBe(false);
    }
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
      [{ signed: true }, 'safety'],
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
      blocklist: ['Globex'],
    });
  });
});
