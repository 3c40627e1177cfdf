import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A decorative spinning ring; pair it with text or aria-busy so the state is announced. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}
