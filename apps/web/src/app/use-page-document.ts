import { cspAllows, pageCsp } from '@mergepix/core';
import { useLayoutEffect } from 'react';
import { DOCUMENT_CSP } from '@/lib/csp';

/** Session key of the last address loaded again for its CSP (one reload an address, never a loop). */
const RELOADED_KEY = 'mergepix:csp-reload';

/**
 * Whether the page at `pathname` needs a CSP wider than this document's (a client-side navigation
 * from a plain page to the video maker, say). Then the browser loads it as a new document, which
 * the server sends with that page's CSP (docs/decisions/025-csp-per-page.md), and this one shows
 * no page meanwhile: in it, the page's pictures, workers or WebAssembly would be blocked. Should
 * the server still send a narrower CSP (a server older than this app), the page shows as it is
 * rather than reloading for ever.
 */
export function useNeedsNewDocument(pathname: string): boolean {
  const wanted = !cspAllows(DOCUMENT_CSP, pageCsp(pathname));
  const needed = wanted && readReloaded() !== pathname;
  useLayoutEffect(() => {
    // This document allows the page: a later load of another address may reload again.
    if (!wanted) return writeReloaded(null);
    // Loaded again for this address already: shown as it is.
    if (!needed) return;
    writeReloaded(pathname);
    // The address is already the page's: loading it again asks the server for it.
    window.location.reload();
  }, [wanted, needed, pathname]);
  return needed;
}

function readReloaded(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_KEY);
  } catch {
    return null;
  }
}

function writeReloaded(pathname: string | null): void {
  try {
    if (pathname) sessionStorage.setItem(RELOADED_KEY, pathname);
    else sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // No session storage: the reload still happens, at most once per navigation.
  }
}
