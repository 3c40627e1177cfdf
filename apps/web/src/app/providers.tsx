import type { ReactNode } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';

/** App-wide context providers; add new ones here (query client, toasts…) so main.tsx stays tiny. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <TooltipProvider>{children}</TooltipProvider>;
}
