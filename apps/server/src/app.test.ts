import { PROBED_FUNCTIONS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { json, testApp, useTestApp } from './test-support/app.ts';
import { testDbKinds } from './test-support/databases.ts';

describe.each(testDbKinds())('app on $name', (kind) => {
  const ctx = useTestApp(kind);

  describe('health-check', () => {
    it('reports which settings are present, counting provider keys only above 20 characters', async () => {
      const configured = testApp(ctx.database, {
        OPENAI_API_KEY: 'sk-'.padEnd(21, 'x'),
        GEMINI_API_KEY: 'x'.repeat(20),
        PUBLIC_URL: 'https://mergepix.example',
      });
      const res = await configured.request('/functions/v1/health-check');
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.envVars).toEqual({
        OPENAI_API_KEY: true,
        GEMINI_API_KEY: false,
        DATABASE_URL: false,
        PUBLIC_URL: true,
        SMTP_URL: false,
      });
      expect(body.database).toEqual({ kind: kind.name, ok: true });
      expect(body.status).toBe('ok');
      // Each provider capability: whether its key is usable and its circuit, never the key.
      expect(
        body.providers.map((p: { key: string; configured: boolean; circuit: string }) => [
          p.key,
          p.configured,
          p.circuit,
        ]),
      ).toEqual([
        ['image:openai', true, 'closed'],
        ['image:gemini', false, 'closed'],
        ['chat:openai', true, 'closed'],
      ]);
      expect(JSON.stringify(body)).not.toContain('sk-');
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('answers OPTIONS with 204 and CORS headers (the diagnostics probe)', async () => {
      const res = await ctx.app.request('/functions/v1/health-check', {
        method: 'OPTIONS',
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    });
  });

  describe('unknown API paths', () => {
    it.each([
      ['GET', '/auth/v1/nothing'],
      ['POST', '/rest/v1/whatever'],
      ['GET', '/functions/v1/no-such-function'],
      ['OPTIONS', '/functions/v1/no-such-function'],
      ['GET', '/storage/v1/object/public/x/y.png'],
      ['GET', '/functions'],
    ])('%s %s is a JSON 404', async (method, path) => {
      const res = await ctx.app.request(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = await json(res);
      expect(body.code).toMatch(/not_found/);
      expect(body.error).toEqual(expect.any(String));
    });

    it('answers OPTIONS with 204 for every function the diagnostics page probes', async () => {
      for (const name of PROBED_FUNCTIONS) {
        const res = await ctx.app.request(`/functions/v1/${name}`, { method: 'OPTIONS' });
        expect(res.status, name).toBe(204);
      }
    });
  });

  describe('the SPA', () => {
    it('serves index.html for client routes, uncached', async () => {
      const res = await ctx.app.request('/features/ghibli-style');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    });

    it('serves real files with their type and answers 304 to a matching ETag', async () => {
      const res = await ctx.app.request('/app.js');
      expect(res.headers.get('content-type')).toContain('text/javascript');
      const etag = res.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const again = await ctx.app.request('/app.js', { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    });

    it('answers 404 for a missing asset instead of HTML', async () => {
      const res = await ctx.app.request('/assets/missing-abc123.js');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toContain('text/html');
    });

    it('never serves files outside the web root', async () => {
      for (const path of [
        '/..%2f..%2fpackage.json',
        '/%2e%2e/%2e%2e/package.json',
        '/../../../../etc/passwd',
      ]) {
        const res = await ctx.app.request(path);
        const text = await res.text();
        expect(text).not.toContain('"workspaces"');
        expect(text).not.toContain('root:x:0');
      }
    });
  });

  describe('cross-cutting', () => {
    it('sets security headers with a CSP that allows only our own scripts (and their WebAssembly where videos are made)', async () => {
      const scriptsOf = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
      const res = await ctx.app.request('/');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(scriptsOf(csp)).toEqual(["'self'"]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toContain("'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const video =
        (await ctx.app.request('/features/image-to-video')).headers.get('content-security-policy') ?? '';
      expect(scriptsOf(video)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(video).not.toContain("'unsafe-eval'");
      // API answers are no documents: they may load nothing.
      const api = await ctx.app.request('/functions/v1/health-check');
      expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers.get('x-frame-options')).toBe('DENY');
    });

    it('gives every response a request id of its own, never one the client sent', async () => {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      const fresh = await ctx.app.request('/functions/v1/health-check');
      expect(fresh.headers.get('x-request-id')).toMatch(uuid);
      // A client's id is logged beside the server's (clientRequestId), never used as it.
      for (const sent of ['debug-123', 'bad id <x>']) {
        const res = await ctx.app.request('/functions/v1/health-check', {
          headers: { 'X-Request-ID': sent },
        });
        expect(res.headers.get('x-request-id')).toMatch(uuid);
      }
      const again = await ctx.app.request('/functions/v1/health-check');
      expect(again.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));
    });

    it('refuses API bodies over 1 MiB with 413 and a JSON message', async () => {
      const big = JSON.stringify({ prompt: 'x'.repeat(1024 * 1024 + 10) });
      const res = await ctx.app.request('/functions/v1/health-check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
        body: big,
      });
      expect(res.status).toBe(413);
      expect((await json(res)).code).toBe('payload_too_large');
    });

    it('compresses large responses when the client accepts gzip', async () => {
      const plain = await ctx.app.request('/some/page');
      const zipped = await ctx.app.request('/some/page', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const body = await new Response(zipped.body?.pipeThrough(new DecompressionStream('gzip'))).text();
      expect(body).toBe(await plain.text());
      expect(plain.headers.get('content-encoding')).toBeNull();
    });
  });
});
