import { describe, expect, it } from 'vitest';
import { testApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds, useDatabase } from '../../test-support/databases.ts';
import { fetchImage, publishedDesign } from '../../test-support/designs.ts';

const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
  [{ headers }, { incoming: { socket: { remoteAddress, remotePort: 4000, remoteFamily: 'IPv4' } } }] as const;

describe.each(testDbKinds())('GET /metrics on $name', (kind) => {
  const db = useDatabase(kind);

  it('answers loopback clients only when no token is set, never through a proxy', async () => {
    const app = testApp(db.database);
    expect((await app.request('/metrics', ...from('127.0.0.1'))).status).toBe(200);
    expect((await app.request('/metrics', ...from('::1'))).status).toBe(200);
    const outside = await app.request('/metrics', ...from('203.0.113.9'));
    expect(outside.status).toBe(403);
    expect(((await outside.json()) as { error: string }).error).toMatch(/METRICS_TOKEN/);
    // A reverse proxy on the same machine relays outsiders from 127.0.0.1.
    const relayed = await app.request('/metrics', ...from('127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' }));
    expect(relayed.status).toBe(403);
  });

  it('asks for the bearer token when one is set, from anywhere', async () => {
    const app = testApp(db.database, { METRICS_TOKEN: 'scrape-secret' });
    expect((await app.request('/metrics', ...from('127.0.0.1'))).status).toBe(401);
    const wrong = { Authorization: 'Bearer nope' };
    expect((await app.request('/metrics', ...from('203.0.113.9', wrong))).status).toBe(401);
    const right = { Authorization: 'Bearer scrape-secret' };
    const res = await app.request('/metrics', ...from('203.0.113.9', right));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('counts opens by how they were answered, and renders in a histogram', async () => {
    const app = testApp(db.database);
    const owner = await signedInUser(app, `metrics-${kind.name}@example.com`);
    const { path } = await publishedDesign(owner);
    await fetchImage(app, `${path}?firstname=Ada`);
    await fetchImage(app, `${path}?firstname=Ada`);
    await fetchImage(app, '/i/unknownid1234.jpg');
    const text = await (await app.request('/metrics', ...from('127.0.0.1'))).text();
    const value = (series: string) =>
      Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    expect(value('mergepix_live_answers_total{kind="rendered"}')).toBe(1);
    expect(value('mergepix_live_answers_total{kind="cache_hit"}')).toBe(1);
    expect(value('mergepix_live_answers_total{kind="not_found"}')).toBe(1);
    expect(value('mergepix_live_opens_counted_total')).toBe(2);
    expect(value('mergepix_live_render_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^mergepix_live_renders_queued 0$/m);
  });
});
