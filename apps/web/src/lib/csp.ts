import { asPageCsp, type PageCsp } from '@mergepix/core';
import { setNonce } from 'get-nonce';

// The CSP the server sent this document with (docs/decisions/025-csp-per-page.md): the nonce its
// style-src allows, and the kind of page it was made for. The server puts both at the top of the
// head (cspMetaTags in apps/server/src/routes/web/spa.ts).

function meta(selector: string): HTMLMetaElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(selector);
}

/** This answer's style nonce; empty where the page has no CSP (the Vite dev server). */
export const STYLE_NONCE = meta('meta[property="csp-nonce"]')?.nonce ?? '';

/**
 * The kind of page this document's CSP was made for. Without one (the Vite dev server, the
 * prerender) nothing is blocked, as on the widest kind.
 */
export const DOCUMENT_CSP: PageCsp = asPageCsp(meta('meta[name="mergepix-csp"]')?.content) ?? 'video';

// Radix's scroll lock adds its `<style>` with the nonce get-nonce gives it. (Sonner's toasts read
// the meta tag themselves: the sonner-style-nonce plugin in vite.config.ts.)
if (STYLE_NONCE) setNonce(STYLE_NONCE);
