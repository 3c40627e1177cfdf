import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { AuthDialogProvider } from '@/features/auth/dialog/auth-dialog-provider';
import { DropPrerenderOnCommit } from '@/lib/prerender';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFallback } from './route-fallback';
import { ScrollManager } from './scroll-manager';
import { useNeedsNewDocument } from './use-page-document';

// The assistant (on every page: docs/product.md#ai-assistant) loads once the page has settled, so no page's
// first load carries it.
const AssistantWidget = lazy(() => import('@/features/assistant/assistant-widget'));
const ASSISTANT_LOAD_AFTER_IDLE_MS = 2_000;

function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A page that never idles (a busy studio, a slow phone) still gets its assistant, 3 s late.
    const idle = (cb: () => void) =>
      window.requestIdleCallback ? window.requestIdleCallback(cb, { timeout: 3_000 }) : setTimeout(cb, 1);
    const later = () =>
      idle(() => (timer = setTimeout(() => setSettled(true), ASSISTANT_LOAD_AFTER_IDLE_MS)));
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, []);
  return settled;
}

/**
 * Header on every page, the routed page, and the footer on the home page only
 * (docs/product.md#routes-and-page-layout). The auth dialog lives here, inside the router, so its links
 * (Terms, Privacy) work.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const settled = useSettled();
  const newDocument = useNeedsNewDocument(pathname);
  // The journal of API calls (for /debug) starts with the assistant, off the first load.
  useEffect(() => {
    if (settled) void import('@/lib/api-journal');
  }, [settled]);
  return (
    <AuthDialogProvider>
      <ScrollManager />
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:shadow-lg"
      >
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="min-h-dvh outline-none">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<RouteFallback />}>
            {newDocument ? <RouteFallback /> : <Outlet />}
            <DropPrerenderOnCommit />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {pathname === '/' ? <Footer /> : null}
      {settled ? (
        <Suspense fallback={null}>
          <AssistantWidget />
        </Suspense>
      ) : null}
    </AuthDialogProvider>
  );
}
