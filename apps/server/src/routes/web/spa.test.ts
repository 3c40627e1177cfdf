import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../types.ts';
import { PRERENDER_DIR, spa } from './spa.ts';

function distWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'mergepix-spa-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  const app = new Hono<AppEnv>().use(spa(dir));
  return { app, dir };
}

describe('spa', () => {
  it('serves a prerendered page at its path and the plain shell everywhere else', async () => {
    const { app, dir } = distWith({
      'index.html': 'plain shell',
      [`${PRERENDER_DIR}/index.html`]: 'prerendered home',
      [`${PRERENDER_DIR}/features/retro/index.html`]: 'prerendered retro',
    });
    expect(await (await app.request('/')).text()).toBe('prerendered home');
    expect(await (await app.request('/?utm_source=mail')).text()).toBe('prerendered home');
    expect(await (await app.request('/features/retro')).text()).toBe('prerendered retro');
    expect(await (await app.request('/features/retro/')).text()).toBe('prerendered retro');
    expect(await (await app.request('/features')).text()).toBe('plain shell');
    expect(await (await app.request('/features/retro/more')).text()).toBe('plain shell');
    expect(await (await app.request('/faq')).text()).toBe('plain shell');
    // No way out of the built folder.
    expect((await app.request('/features/..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
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
