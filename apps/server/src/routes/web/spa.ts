import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { pageCsp } from '@mergepix/core';
import type { Context, MiddlewareHandler } from 'hono';
import { documentCsp, STATIC_CSP } from '../../middleware/security.ts';
import type { AppEnv } from '../../types.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Folder of the prerendered pages the web build writes next to index.html: `<path>/index.html`
 * for each page whose first screen is drawn at build time (apps/web/scripts/prerender-pages.mjs).
 */
export const PRERENDER_DIR = 'prerendered';

interface CachedFile {
  body: Uint8Array;
  type: string;
  etag: string;
  mtimeMs: number;
  /** An HTML file's text, decoded on its first answer. */
  html?: string;
}

const HTML = 'text/html; charset=utf-8';

/**
 * Tags every page starts its head with: the nonce of this answer's CSP, for the `<style>`
 * elements the app adds at run time (apps/web/src/lib/csp.ts reads it), and the kind of CSP the
 * document got, so the app knows which pages it can show without loading a new document.
 */
export function cspMetaTags(nonce: string, kind: string): string {
  return `<meta property="csp-nonce" nonce="${nonce}"><meta name="mergepix-csp" content="${kind}">`;
}

/**
 * Serves the built SPA: real files from `root`, and index.html for every other GET so that
 * client-side routes survive a reload. A missing file that looks like an asset (has an
 * extension) is a 404, never HTML pretending to be JavaScript.
 */
export function spa(root: string): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, CachedFile>();

  async function load(path: string): Promise<CachedFile | undefined> {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(path);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = new Uint8Array(await readFile(path));
    const file = {
      body,
      type: MIME[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      mtimeMs: info.mtimeMs,
    };
    cache.set(path, file);
    return file;
  }

  const prerendered = join(root, PRERENDER_DIR);
  function loadPrerendered(pathname: string) {
    // "/features/x/" is the same page as "/features/x"; nothing outside the folder is reachable.
    const page = normalize(join(prerendered, pathname.replace(/\/+$/, ''), 'index.html'));
    return page.startsWith(prerendered + sep) ? load(page) : undefined;
  }

  function send(c: Context, file: CachedFile, cacheControl: string) {
    c.header('Content-Type', file.type);
    c.header('Content-Security-Policy', STATIC_CSP);
    c.header('ETag', file.etag);
    c.header('Cache-Control', cacheControl);
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
  }

  /**
   * A page: its CSP carries a nonce made for this answer, and so does its HTML. No ETag, so a
   * browser never pairs a kept page with a newer answer's CSP (a 304 would bring the new header).
   */
  function sendPage(c: Context, file: CachedFile, pathname: string) {
    const nonce = randomBytes(16).toString('base64');
    const kind = pageCsp(pathname);
    c.header('Content-Type', HTML);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', documentCsp(kind, nonce));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    file.html ??= new TextDecoder().decode(file.body);
    return c.body(
      file.html.replace('<head>', () => `<head>${cspMetaTags(nonce, kind)}`),
      200,
    );
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return c.json({ error: 'Malformed URL', code: 'bad_path' }, 400);
    }
    const target = normalize(join(root, pathname));
    if (target !== root && !target.startsWith(root + sep))
      return c.json({ error: 'Not found', code: 'not_found' }, 404);
    if (pathname !== '/') {
      const file = await load(target);
      if (file?.type === HTML) return sendPage(c, file, pathname);
      if (file) {
        const immutable = pathname.startsWith('/assets/');
        return send(c, file, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      }
      if (extname(pathname)) return c.text('Not found', 404);
    }
    // Pages people land on have their own HTML with the header and hero already rendered (see
    // apps/web/scripts/prerender-pages.mjs), so their largest text paints before the JavaScript runs.
    const index = (await loadPrerendered(pathname)) ?? (await load(join(root, 'index.html')));
    if (!index) {
      return c.json(
        {
          error: 'The web app is not built yet. Run `npm run build` (npm start does it for you).',
          code: 'web_not_built',
        },
        503,
      );
    }
    return sendPage(c, index, pathname);
  };
}
