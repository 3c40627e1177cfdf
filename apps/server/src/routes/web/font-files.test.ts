import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../types.ts';
import { FONT_FILES_PATH, fontFilesRouter } from './font-files.ts';

const app = new Hono<AppEnv>().route(FONT_FILES_PATH, fontFilesRouter());

describe('font files', () => {
  it('serves one font’s @font-face rules, a rule per file with its unicode range', async () => {
    const res = await app.request('/font-files/faces/inter.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const css = await res.text();
    const rules = css.split('\n');
    // Seven subsets × weights 400 and 700.
    expect(rules).toHaveLength(14);
    expect(rules).toContain(
      '@font-face{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;src:url(/font-files/inter-latin-400-normal.woff2) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}',
    );
  });

  it('serves the Noto fallbacks split in numbered slices', async () => {
    const css = await (await app.request('/font-files/faces/noto-sans-jp.css')).text();
    expect(css.split('\n').length).toBeGreaterThan(100);
    expect(css).toContain('src:url(/font-files/noto-sans-jp-0-400-normal.woff2)');
  });

  it('serves every file a rule names, as WOFF2 that caches and revalidates', async () => {
    const css = await (await app.request('/font-files/faces/anton.css')).text();
    const files = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const res = await app.request(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('font/woff2');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
    }
    const first = await app.request(files[0] ?? '');
    const again = await app.request(files[0] ?? '', {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(first.headers.get('cache-control')).toBe('public, max-age=604800');
  });

  it('answers 404 for unknown fonts and files, and never reads outside the font folders', async () => {
    for (const path of [
      '/font-files/faces/no-such-font.css',
      '/font-files/faces/inter',
      '/font-files/no-such-file.woff2',
      '/font-files/inter-latin-400-normal.woff',
      '/font-files/..%2F..%2Fpackage.json',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('not_found');
    }
  });
});
