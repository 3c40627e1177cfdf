import { PAGE_CSP_KINDS, type PageCsp } from '@mergepix/core';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// The Content-Security-Policy of each kind of answer (docs/decisions/025-csp-per-page.md).

/** Answers that are no document (JSON, images, files): they may load and run nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

type Directives = Record<string, readonly string[]>;

/** A page of the built SPA on its own: our own scripts, styles, images, fonts and workers. */
const PLAIN: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** What each kind adds to the one before it (PAGE_CSP_KINDS in core). */
const ADDED: Record<PageCsp, Directives> = {
  plain: {},
  // Generated results and upload previews are data: URLs, the GIF editor's frames blob: URLs.
  media: { 'img-src': ['data:', 'blob:'] },
  // The preview and the finished video are blob: URLs; the AAC encoder is WebAssembly that runs
  // in a worker made from a blob. No string is ever run as code.
  video: { 'media-src': ['blob:'], 'worker-src': ['blob:'], 'script-src': ["'wasm-unsafe-eval'"] },
};

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The CSP of an SPA page of `kind`. The nonce lets the app's own `<style>` elements in (Radix's
 * scroll lock and the toasts add theirs at run time); nothing else inline is styled.
 */
export function documentCsp(kind: PageCsp, nonce?: string): string {
  const directives: Record<string, string[]> = {};
  for (const [name, sources] of Object.entries(PLAIN)) directives[name] = [...sources];
  for (const k of PAGE_CSP_KINDS.slice(0, PAGE_CSP_KINDS.indexOf(kind) + 1))
    for (const [name, sources] of Object.entries(ADDED[k])) directives[name]?.push(...sources);
  if (nonce) directives['style-src']?.push(`'nonce-${nonce}'`);
  return serialize(directives);
}

/** The web build's other files (scripts, styles, pictures): a worker script runs with this one. */
export const STATIC_CSP = documentCsp('plain');

/**
 * Security headers for every response. A handler that serves a document sets that document's CSP
 * (routes/web/spa.ts, routes/dev/mailbox.ts); every other answer gets {@link API_CSP}.
 */
export const securityHeaders = (): MiddlewareHandler => {
  const others = secureHeaders({
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // Generated images are fetched by e-mail clients from other origins.
    crossOriginResourcePolicy: false,
  });
  return (c, next) =>
    others(c, async () => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy'))
        c.res.headers.set('Content-Security-Policy', API_CSP);
    });
};
