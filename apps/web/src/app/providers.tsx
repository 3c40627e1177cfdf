import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth/auth-provider';

function createQueryClient() {
  return new QueryClient({
    // Failed mutations are shown inline by the form that ran them; nothing retries a write.
    defaultOptions: { queries: { refetchOnWindowFocus: true }, mutations: { retry: false } },
  });
}

/** App-wide context providers; add new ones here (query client, toasts…) so main.tsx stays tiny. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per app instance (not module-level), so tests and HMR get a fresh cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
