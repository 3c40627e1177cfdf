import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { API_CSP, securityHeaders } from '../../middleware/security.ts';
import type { AppEnv } from '../../types.ts';
import { PRERENDER_DIR, spa } from './spa.ts';

// The CSP of each kind of answer (docs/decisions/025-csp-per-page.md).

const SHELL =
  '<!doctype html><html><head><title>Mergepix</title></head><body><div id="root"></div></body></html>';
const dir = mkdtempSync(join(tmpdir(), 'mergepix-spa-csp-'));
for (const [name, body] of Object.entries({
  'index.html': SHELL,
  [`${PRERENDER_DIR}/index.html`]: SHELL.replace(
    '<div id="root">',
    '<div id="prerender" inert></div><div id="root">',
  ),
  [`${PRERENDER_DIR}/features/image-to-video/index.html`]: SHELL,
  'assets/gif-worker-abc.js': 'self.onmessage = () => {};',
})) {
  mkdirSync(dirname(join(dir, name)), { recursive: true });
  writeFileSync(join(dir, name), body);
}
afterAll(() => rmSync(dir, { recursive: true }));

const app = new Hono<AppEnv>()
  .use(securityHeaders())
  .get('/rest/v1/thing', (c) => c.json({ ok: true }))
  .use(spa(dir));

/** The answer's CSP as directive → sources. */
async function cspOf(path: string, init?: RequestInit) {
  const res = await app.request(path, init);
  const header = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    header.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  return { res, header, directives, get: (name: string) => directives.get(name) ?? [] };
}

const PLAIN_PAGES = ['/', '/faq', '/fonts', '/tokens', '/features', '/privacy', '/no-such-page'];
const MEDIA_PAGES = [
  '/features/ghibli-style',
  '/gif-editor',
  '/features/meme-generator',
  '/live',
  '/live/abc',
  '/account',
  '/debug',
];
const VIDEO_PAGES = [
  '/features/image-to-video',
  '/features/image-to-video/',
  '/editor',
  '/editor?feature=video',
];

describe('the CSP of each page', () => {
  it('gives no page inline styles without its nonce, nor eval, plugins or framing', async () => {
    for (const path of [...PLAIN_PAGES, ...MEDIA_PAGES, ...VIDEO_PAGES]) {
      const { header, get } = await cspOf(path);
      expect(header, path).not.toContain('unsafe-inline');
      expect(header, path).not.toContain("'unsafe-eval'");
      expect(get('style-src'), path).toEqual([
        "'self'",
        expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      ]);
      expect(get('object-src'), path).toEqual(["'none'"]);
      expect(get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(get('font-src'), path).toEqual(["'self'"]);
    }
  });

  it('allows plain pages their own files only', async () => {
    for (const path of PLAIN_PAGES) {
      const { header, get } = await cspOf(path);
      expect(header, path).not.toMatch(/data:|blob:|wasm/);
      expect(get('script-src'), path).toEqual(["'self'"]);
    }
  });

  it('allows tool pages data: and blob: images, and nothing more', async () => {
    for (const path of MEDIA_PAGES) {
      const { get } = await cspOf(path);
      expect(get('img-src'), path).toEqual(["'self'", 'data:', 'blob:']);
      expect(get('media-src'), path).toEqual(["'self'"]);
      expect(get('worker-src'), path).toEqual(["'self'"]);
      expect(get('script-src'), path).toEqual(["'self'"]);
    }
  });

  it('allows WebAssembly, blob: workers and blob: media only where videos are made', async () => {
    for (const path of VIDEO_PAGES) {
      const { get } = await cspOf(path);
      expect(get('script-src'), path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(get('worker-src'), path).toEqual(["'self'", 'blob:']);
      expect(get('media-src'), path).toEqual(["'self'", 'blob:']);
      expect(get('img-src'), path).toEqual(["'self'", 'data:', 'blob:']);
    }
  });

  it('puts a fresh nonce in each page, the same as its header, and never a stale copy', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/', '/features/image-to-video', '/faq', '/index.html']) {
      const { res, get } = await cspOf(path);
      const nonce = /^'nonce-(.+)'$/.exec(get('style-src')[1] ?? '')?.[1] ?? '';
      const html = await res.text();
      expect(html, path).toContain(`<head><meta property="csp-nonce" nonce="${nonce}">`);
      expect(html, path).toMatch(/<meta name="mergepix-csp" content="(plain|media|video)">/);
      // Without a validator a browser cannot get a 304 that pairs its kept page with a new header.
      expect(res.headers.get('etag'), path).toBeNull();
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
    const again = await cspOf('/', { headers: { 'If-None-Match': '*' } });
    expect(again.res.status).toBe(200);
    expect(await again.res.text()).toContain('<div id="prerender" inert>');
  });

  it("tells the app its page's kind", async () => {
    for (const [path, kind] of [
      ['/faq', 'plain'],
      ['/gif-editor', 'media'],
      ['/editor', 'video'],
    ]) {
      const html = await (await app.request(path ?? '')).text();
      expect(html, path).toContain(`<meta name="mergepix-csp" content="${kind}">`);
    }
  });

  it('gives a worker script the plain CSP, and JSON answers one that allows nothing', async () => {
    const worker = await cspOf('/assets/gif-worker-abc.js');
    expect(worker.header).not.toMatch(/nonce|data:|blob:|wasm|unsafe/);
    expect(worker.get('script-src')).toEqual(["'self'"]);
    expect(worker.res.headers.get('etag')).not.toBeNull();
    const api = await cspOf('/rest/v1/thing');
    expect(api.header).toBe(API_CSP);
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await cspOf('/assets/missing.js')).header).toBe(API_CSP);
  });
});
