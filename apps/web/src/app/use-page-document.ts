import { cspAllows, pageCsp } from '@mergepix/core';
import { useLayoutEffect } from 'react';
import { DOCUMENT_CSP } from '@/lib/csp';

/**
 * Whether the page at `pathname` needs a CSP wider than this document's (a client-side navigation
 * from a plain page to the video maker, say). Then the browser loads it as a new document, which
 * the server sends with that page's CSP (docs/decisions/025-csp-per-page.md), and this one shows
 * no page meanwhile: in it, the page's pictures, workers or WebAssembly would be blocked.
 */
export function useNeedsNewDocument(pathname: string): boolean {
  const needed = !cspAllows(DOCUMENT_CSP, pageCsp(pathname));
  useLayoutEffect(() => {
    // The address is already the page's: loading it again asks the server for it.
    if (needed) window.location.reload();
  }, [needed]);
  return needed;
}
