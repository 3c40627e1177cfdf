import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../types.ts';
import { HOME_HTML, spa } from './spa.ts';

function distWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'mergepix-spa-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const app = new Hono<AppEnv>().use(spa(dir));
  return { app, dir };
}

describe('spa', () => {
  it('serves the prerendered home page at / and the plain shell everywhere else', async () => {
    const { app, dir } = distWith({ 'index.html': 'plain shell', [HOME_HTML]: 'prerendered home' });
    expect(await (await app.request('/')).text()).toBe('prerendered home');
    expect(await (await app.request('/?utm_source=mail')).text()).toBe('prerendered home');
    expect(await (await app.request('/features')).text()).toBe('plain shell');
    // The file name itself is not a second way into the home page.
    expect(await (await app.request('/faq')).text()).toBe('plain shell');
    rmSync(dir, { recursive: true });
  });

  it('falls back to index.html at / when no prerendered page was built', async () => {
    const { app, dir } = distWith({ 'index.html': 'plain shell' });
    const res = await app.request('/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('plain shell');
    rmSync(dir, { recursive: true });
  });
});
