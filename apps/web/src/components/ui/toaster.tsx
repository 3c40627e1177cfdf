import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterDemand } from '@/lib/toast';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** sonner's Toaster, mounted on the first `notify` call (see lib/toast.ts). */
export function Toaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the fixed header (64 px) so a toast never covers the account menu. */}
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        offset={72}
        mobileOffset={72}
        containerAriaLabel="Messages"
      />
    </Suspense>
  );
}
